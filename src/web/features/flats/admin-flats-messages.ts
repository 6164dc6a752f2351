// The flats register's messages from its schema and the server (src/shared/flats-admin.ts), in the office's
// language: added to server-messages.ts's lookup when the register's code loads, so they download with its part of
// the office catalogue only. Keyed by the shared constants' own text, so a changed wording shows in English rather
// than going stale.
import { msg, plural } from '@lingui/core/macro';
import { FLATS_TEXT } from '@/shared/flats-admin';
import { i18n } from '@/web/lib/i18n';
import { inLanguage, knowMessages } from '@/web/lib/server-messages';

knowMessages(
  {
    [FLATS_TEXT.notFound]: msg`Flat not found`,
    [FLATS_TEXT.openingBalanceFrozen]: msg`The opening balance cannot change once the flat has bills or payments: issue a credit or debit note instead`,
    [FLATS_TEXT.wing]: msg`Wing may use letters, digits, spaces and - (at most 10 characters)`,
    [FLATS_TEXT.area('Carpet area')]:
      msg`Carpet area must be a number above 0 with at most 2 decimals, e.g. 650.50`,
    [FLATS_TEXT.area('Built-up area')]:
      msg`Built-up area must be a number above 0 with at most 2 decimals, e.g. 650.50`,
    [FLATS_TEXT.areaTooLarge('Carpet area')]: msg`Carpet area must be less than 1,00,000 sq ft`,
    [FLATS_TEXT.areaTooLarge('Built-up area')]: msg`Built-up area must be less than 1,00,000 sq ft`,
    [FLATS_TEXT.constructionCost]: msg`Construction cost must be an amount of 0 or more with at most 2 decimals, e.g. 1250000`,
    [FLATS_TEXT.openingBalance]: msg`Opening balance must be an amount with at most 2 decimals: positive for arrears, negative (e.g. -1500) for an advance`,
    [FLATS_TEXT.amountTooLarge]: msg`Amounts must be less than ₹10,00,00,000`,
    [FLATS_TEXT.openingDateRequired]: msg`Please give the date of the opening balance`,
    [FLATS_TEXT.occupancy]: msg`Occupancy must be owner, let or vacant`,
    [FLATS_TEXT.slots('Covered parking')]: msg`Covered parking must be a whole number from 0 to 99`,
    [FLATS_TEXT.slots('Open parking')]: msg`Open parking must be a whole number from 0 to 99`,
    [FLATS_TEXT.slots('Two-wheeler parking')]: msg`Two-wheeler parking must be a whole number from 0 to 99`,
  },
  [
    [
      /^Flat (.+) is already in the register$/,
      (flat) => i18n._(msg`Flat ${flat} is already in the register`),
    ],
    [
      /^Flat (.+) has bills or payments in its ledger, so it stays in the register$/,
      (flat) => i18n._(msg`Flat ${flat} has bills or payments in its ledger, so it stays in the register`),
    ],
    [
      /^Duplicate flat: the same flat number is on row (.+) too$/,
      (rows) => i18n._(msg`Duplicate flat: the same flat number is on row ${rows} too`),
    ],
    [
      /^(\d+) (?:row has|rows have) problems\. Nothing was imported: please fix the CSV and check it again\.$/,
      (n) =>
        plural(Number(n), {
          one: '# row has problems. Nothing was imported: please fix the CSV and check it again.',
          other: '# rows have problems. Nothing was imported: please fix the CSV and check it again.',
        }),
    ],
  ],
);

/** A preview's problem ('carpet_area_sqft: Carpet area must be …'): the CSV's column as written, the rest translated. */
export function problemInLanguage(problem: string) {
  const column = /^([a-z_]+): (.+)$/.exec(problem);
  return column ? `${column[1]}: ${inLanguage(column[2])}` : inLanguage(problem);
}
