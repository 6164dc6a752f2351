// Billing's words as the office reads them, translated: the bases, payment orders, run statuses and flags the
// shared modules name (src/shared/billing-admin.ts and bill-runs-admin.ts keep the English for the server and the
// tests), and the server's messages the billing forms and toasts show, added to server-messages.ts's lookup when
// this screen loads (so they download with it, in the office's billing part).
import type { MessageDescriptor } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import type { RunStatus } from '@/shared/bill-runs-admin';
import {
  CHARGE_BASIS,
  type ChargeBasisName,
  type ChargeHead,
  type PaymentOrder,
  percentText,
} from '@/shared/billing-admin';
import { periodName } from '@/shared/ledger-wordings';
import { decimalOf, formatINR } from '@/shared/money';
import { i18n } from '@/web/lib/i18n';
import { inLanguage, knowMessages } from '@/web/lib/server-messages';
import { displayedLocale } from '@/web/lib/utils';

const BASIS: Record<ChargeBasisName, { label: MessageDescriptor; rateLabel: MessageDescriptor }> = {
  fixed: { label: msg`Fixed amount per flat`, rateLabel: msg`₹ per flat` },
  carpet_area: { label: msg`Per sq ft of carpet area`, rateLabel: msg`₹ per sq ft of carpet area` },
  built_up_area: { label: msg`Per sq ft of built-up area`, rateLabel: msg`₹ per sq ft of built-up area` },
  construction_cost_percent: {
    label: msg`Percentage of construction cost`,
    rateLabel: msg`% a year of construction cost`,
  },
  parking_covered: { label: msg`Per covered parking slot`, rateLabel: msg`₹ per covered slot` },
  parking_open: { label: msg`Per open parking slot`, rateLabel: msg`₹ per open slot` },
  parking_two_wheeler: { label: msg`Per two-wheeler slot`, rateLabel: msg`₹ per two-wheeler slot` },
  non_occupancy: { label: msg`Non-occupancy`, rateLabel: msg`% of service charges` },
  metered: { label: msg`Metered (entered per flat)`, rateLabel: msg`Entered per flat for each period` },
};
/** How a basis is named in the list and the dialog's choices. */
export const basisName = (basis: ChargeBasisName) => i18n._(BASIS[basis].label);
/** The unit of a basis's rate, in the rate's label. */
export const basisRateLabel = (basis: ChargeBasisName) => i18n._(BASIS[basis].rateLabel);

// A head's rate in the list: the figure (₹2.35, 0.25 %) with its unit, as rateText (src/shared) writes it.
const RATE: Record<Exclude<ChargeBasisName, 'metered'>, (rate: string) => string> = {
  fixed: (rate) => i18n._(msg`${rate} per flat`),
  carpet_area: (rate) => i18n._(msg`${rate} per sq ft of carpet area`),
  built_up_area: (rate) => i18n._(msg`${rate} per sq ft of built-up area`),
  construction_cost_percent: (rate) => i18n._(msg`${rate} a year of construction cost`),
  parking_covered: (rate) => i18n._(msg`${rate} per covered slot`),
  parking_open: (rate) => i18n._(msg`${rate} per open slot`),
  parking_two_wheeler: (rate) => i18n._(msg`${rate} per two-wheeler slot`),
  non_occupancy: (rate) => i18n._(msg`${rate} of service charges`),
};
export function headRateText(head: Pick<ChargeHead, 'basis' | 'rate_paise' | 'rate_bp'>) {
  if (head.basis === 'metered') return basisRateLabel(head.basis);
  const unit = CHARGE_BASIS[head.basis].unit;
  return RATE[head.basis](
    unit === 'percent' ? percentText(head.rate_bp) : formatINR(decimalOf(head.rate_paise)),
  );
}

const PAYMENT_ORDER: Record<PaymentOrder, MessageDescriptor> = {
  interest_first: msg`Interest first, then the oldest bill`,
  principal_first: msg`Oldest bill first, then interest`,
};
export const paymentOrderName = (order: PaymentOrder) => i18n._(PAYMENT_ORDER[order]);

const RUN_STATUS: Record<RunStatus, MessageDescriptor> = {
  draft: msg`Draft`,
  published: msg`Published`,
  discarded: msg`Discarded`,
};
export const runStatusName = (status: RunStatus) => i18n._(RUN_STATUS[status]);

const FLAG: Record<string, MessageDescriptor> = {
  no_area: msg`No area`,
  no_carpet_area: msg`No carpet area`,
  no_built_up_area: msg`No built-up area`,
  no_construction_cost: msg`No construction cost`,
  no_meter_reading: msg`No meter reading`,
  changed: msg`Changed a lot`,
};
/** A flat's flag in the bill run's table; an unknown one as the server sent it. */
export const flagName = (flag: string) => (flag in FLAG ? i18n._(FLAG[flag]) : flag);

knowMessages(
  {
    // The heads' and the settings' fields (BILLING_TEXT)
    'Please enter a rate of 0 or more, with at most 2 decimals': msg`Please enter a rate of 0 or more, with at most 2 decimals`,
    'Please enter a rate': msg`Please enter a rate`,
    'Please enter an amount of 0 or more in rupees, with at most 2 decimals': msg`Please enter an amount of 0 or more in rupees, with at most 2 decimals`,
    'Please enter an amount below ₹10,00,000': msg`Please enter an amount below ₹10,00,000`,
    'Please enter a percentage of 0 or more, with at most 2 decimals': msg`Please enter a percentage of 0 or more, with at most 2 decimals`,
    'Please enter a percentage of at most 100': msg`Please enter a percentage of at most 100`,
    'GST rate must be between 0 % and 28 %': msg`GST rate must be between 0 % and 28 %`,
    'Non-occupancy charges may be at most 10 % of the service charges (Government of Maharashtra order of 1 August 2001)': msg`Non-occupancy charges may be at most 10 % of the service charges (Government of Maharashtra order of 1 August 2001)`,
    'Non-occupancy is charged on the service charges and cannot count towards them': msg`Non-occupancy is charged on the service charges and cannot count towards them`,
    'Interest on arrears may be at most 21 % a year (bye-law 71)': msg`Interest on arrears may be at most 21 % a year (bye-law 71)`,
    'Please enter a percentage above 0, at most 100': msg`Please enter a percentage above 0, at most 100`,
    'Please choose how this head is charged': msg`Please choose how this head is charged`,
    'Please choose monthly or quarterly': msg`Please choose monthly or quarterly`,
    'Please choose how a payment is applied': msg`Please choose how a payment is applied`,
    'Invalid UPI ID format': msg`Invalid UPI ID format`,
    'Please enter a whole number of days from 0 to 30 (0: no reminder)': msg`Please enter a whole number of days from 0 to 30 (0: no reminder)`,
    'There is already an active non-occupancy head: edit it, or retire it first': msg`There is already an active non-occupancy head: edit it, or retire it first`,
    'A bill can carry at most 40 active heads: retire one first': msg`A bill can carry at most 40 active heads: retire one first`,
    'This head of charges no longer exists': msg`This head of charges no longer exists`,
    'The list of heads has changed. Please reload the page.': msg`The list of heads has changed. Please reload the page.`,
    // The bill runs' (BILL_RUNS_TEXT)
    'Please choose the period': msg`Please choose the period`,
    'Please enter the bill date': msg`Please enter the bill date`,
    'Please enter the due date': msg`Please enter the due date`,
    'The due date cannot be before the bill date': msg`The due date cannot be before the bill date`,
    'The flats register is empty: add the flats before making a bill run': msg`The flats register is empty: add the flats before making a bill run`,
    'There are no active heads of charges: add them before making a bill run': msg`There are no active heads of charges: add them before making a bill run`,
    'This bill run no longer exists': msg`This bill run no longer exists`,
    'This bill run is no longer a draft: its bills have been published or it was discarded': msg`This bill run is no longer a draft: its bills have been published or it was discarded`,
    'This bill run has not been published: it has no bills to make PDFs of': msg`This bill run has not been published: it has no bills to make PDFs of`,
    'This bill no longer exists': msg`This bill no longer exists`,
    'Please enter an amount above 0 in rupees, with at most 2 decimals': msg`Please enter an amount above 0 in rupees, with at most 2 decimals`,
    'Please give the reason': msg`Please give the reason`,
    'Please choose a credit note or a debit note': msg`Please choose a credit note or a debit note`,
    'Please choose a head of charges': msg`Please choose a head of charges`,
    'This head of charges no longer exists or is retired': msg`This head of charges no longer exists or is retired`,
    'This flat is no longer in the register': msg`This flat is no longer in the register`,
    'Only a metered head takes a reading; use an exception for the others': msg`Only a metered head takes a reading; use an exception for the others`,
    'Please choose the CSV file': msg`Please choose the CSV file`,
    'The CSV file must be smaller than 1MB': msg`The CSV file must be smaller than 1MB`,
    'Please choose a month: bills are monthly': msg`Please choose a month: bills are monthly`,
    'Please choose a quarter: bills are quarterly': msg`Please choose a quarter: bills are quarterly`,
  },
  [
    [
      /^An active head named "(.+)" already exists$/,
      (name) => i18n._(msg`An active head named "${name}" already exists`),
    ],
    [
      /^The bills for (.+) have already been published$/,
      (period) => i18n._(msg`The bills for ${period} have already been published`),
    ],
    [
      /^There is already a draft for (.+): recompute or discard it instead of making another$/,
      (period) =>
        i18n._(
          msg`There is already a draft for ${period}: recompute or discard it instead of making another`,
        ),
    ],
    [
      /^A credit note cannot be more than what is left of the bill \((.+)\)$/,
      (left) => i18n._(msg`A credit note cannot be more than what is left of the bill (${left})`),
    ],
    // The publish's background tasks (billTaskLabel), as their progress names them.
    [/^Bill PDFs for (.+)$/, (period) => i18n._(msg`Bill PDFs for ${periodName(period, displayedLocale())}`)],
    [
      /^Bill mails for (.+)$/,
      (period) => i18n._(msg`Bill mails for ${periodName(period, displayedLocale())}`),
    ],
    // A refused meter readings CSV (BILL_RUNS_TEXT.csvProblems): how many rows, and the first one's problems, each
    // translated ('flat_no: …; amount: …', the column's name as the CSV has it).
    [
      /^(\d+) (?:row has a problem|rows have problems); nothing was imported\. Row (\d+): (.+)$/s,
      (count, row, problems) => {
        const first = problems
          .split('; ')
          .map((problem) => {
            const column = /^(flat_no|head|amount): (.+)$/s.exec(problem);
            return column ? `${column[1]}: ${inLanguage(column[2])}` : inLanguage(problem);
          })
          .join('; ');
        return plural(Number(count), {
          one: `# row has a problem; nothing was imported. Row ${row}: ${first}`,
          other: `# rows have problems; nothing was imported. Row ${row}: ${first}`,
        });
      },
    ],
    [/^(.+) is not in the flats register$/, (flat) => i18n._(msg`${flat} is not in the flats register`)],
    [
      /^there is no active metered head named "(.+)"$/,
      (head) => i18n._(msg`there is no active metered head named "${head}"`),
    ],
    [
      /^This flat and head are also on row (.+)$/,
      (rows) => i18n._(msg`This flat and head are also on row ${rows}`),
    ],
    [
      /^This row has (\d+) values but the header has (\d+) columns \(a value with a comma needs quotes\)$/,
      (values, columns) =>
        i18n._(
          msg`This row has ${values} values but the header has ${columns} columns (a value with a comma needs quotes)`,
        ),
    ],
  ],
);
