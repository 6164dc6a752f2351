// What the server wrote on a ledger entry (in English, as stored for the audit and the CSV statement), shown in the
// person's language: each wording the server writes (billing/bill-runs-service.ts, billing/notes-service.ts,
// dues/payments.ts, dues/flat-accounts.ts) is matched and its values put into the translation; a note's reason, a
// cheque's bank and the numbers stay as they were typed. An unknown text is shown as it came.
import { t } from '@lingui/core/macro';
import { INTL_LOCALE } from '@/shared/locales';
import { displayedLocale, formatDate } from '@/web/lib/utils';

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];
const monthOf = (name: string) => MONTHS.findIndex((m) => m.startsWith(name));
const format = (options: Intl.DateTimeFormatOptions, ...dates: number[]) => {
  const intl = new Intl.DateTimeFormat(INTL_LOCALE[displayedLocale()], { ...options, timeZone: 'UTC' });
  return dates.length === 2 ? intl.formatRange(dates[0], dates[1]) : intl.format(dates[0]);
};

/**
 * A billing period's label as the server writes it ('November 2026', 'Oct–Dec 2026', billing/periods.ts), in the
 * person's language with its month names (नोव्हेंबर 2026; short: नोव्हें 26, for a chart's axis). English keeps the
 * server's words (short: Nov 26).
 */
export function periodName(label: string, length: 'long' | 'short' = 'long'): string {
  const month = /^([A-Z][a-z]+) (\d{4})$/.exec(label);
  if (displayedLocale() === 'en' || !month || monthOf(month[1]) < 0) {
    return length === 'short' && month ? `${month[1].slice(0, 3)} ${month[2].slice(2)}` : quarterName(label);
  }
  const year = length === 'long' ? 'numeric' : '2-digit';
  return format({ month: length, year }, Date.UTC(Number(month[2]), monthOf(month[1])));
}

/** 'Oct–Dec 2026' in the person's language (ऑक्टो – डिसें 2026). */
function quarterName(label: string) {
  const quarter = /^([A-Z][a-z]{2})–([A-Z][a-z]{2}) (\d{4})$/.exec(label);
  if (displayedLocale() === 'en' || !quarter || monthOf(quarter[1]) < 0 || monthOf(quarter[2]) < 0)
    return label;
  const year = Number(quarter[3]);
  return format(
    { month: 'short', year: 'numeric' },
    Date.UTC(year, monthOf(quarter[1])),
    Date.UTC(year, monthOf(quarter[2])),
  );
}

const WORDINGS: [RegExp, (value: string[]) => string][] = [
  [/^Maintenance bill (.+)$/, ([period]) => t`Maintenance bill ${periodName(period)}`],
  [/^Interest on arrears to (\d{4}-\d{2}-\d{2})$/, ([date]) => t`Interest on arrears to ${formatDate(date)}`],
  [/^Credit note against (\S+): (.*)$/s, ([bill, reason]) => t`Credit note against ${bill}: ${reason}`],
  [/^Debit note against (\S+): (.*)$/s, ([bill, reason]) => t`Debit note against ${bill}: ${reason}`],
  [/^Payment in cash$/, () => t`Payment in cash`],
  [/^Payment by cheque ([^,]+), (.+)$/, ([cheque, bank]) => t`Payment by cheque ${cheque}, ${bank}`],
  [
    /^Payment by (NEFT|IMPS|UPI), reference (.+)$/,
    ([mode, reference]) => t`Payment by ${mode}, reference ${reference}`,
  ],
  [
    /^Cheque (.+) bounced: receipt (.+) reversed$/,
    ([cheque, receipt]) => t`Cheque ${cheque} bounced: receipt ${receipt} reversed`,
  ],
  [/^Bounced cheque charge \(cheque (.+)\)$/, ([cheque]) => t`Bounced cheque charge (cheque ${cheque})`],
  [/^Opening balance \(advance\)$/, () => t`Opening balance (advance)`],
  [/^Opening balance \(arrears\)$/, () => t`Opening balance (arrears)`],
];

/** A ledger entry's description in the person's language (in English exactly as the server wrote it). */
export function ledgerText(description: string): string {
  if (displayedLocale() === 'en') return description;
  for (const [wording, translate] of WORDINGS) {
    const match = wording.exec(description);
    if (match) return translate(match.slice(1));
  }
  return description;
}
