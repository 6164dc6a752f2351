// The wordings the server writes on a ledger entry (in English, as stored for the audit and the CSV statement:
// billing/bill-runs-service.ts, billing/notes-service.ts, dues/payments.ts, dues/flat-accounts.ts), read back so a
// screen (web/features/dues/ledger-text.ts) and a PDF (server/features/billing/pdf/ledger-text.ts) can print them in
// the person's language: each side gives a translation per wording (the type makes both give every one), with the
// values put in as they were (a note's reason, a cheque's bank and the numbers stay as typed).
import { INTL_LOCALE, type Locale } from './locales.ts';

export const LEDGER_WORDINGS = [
  ['maintenanceBill', /^Maintenance bill (.+)$/],
  ['interest', /^Interest on arrears to (\d{4}-\d{2}-\d{2})$/],
  ['creditNote', /^Credit note against (\S+): (.*)$/s],
  ['debitNote', /^Debit note against (\S+): (.*)$/s],
  ['cash', /^Payment in cash$/],
  ['cheque', /^Payment by cheque ([^,]+), (.+)$/],
  ['transfer', /^Payment by (NEFT|IMPS|UPI), reference (.+)$/],
  ['bounced', /^Cheque (.+) bounced: receipt (.+) reversed$/],
  ['bounceCharge', /^Bounced cheque charge \(cheque (.+)\)$/],
  ['openingAdvance', /^Opening balance \(advance\)$/],
  ['openingArrears', /^Opening balance \(arrears\)$/],
] as const;

/** A translation for each wording, given the values the wording holds, in order. */
export type LedgerTranslations = Record<(typeof LEDGER_WORDINGS)[number][0], (values: string[]) => string>;

/** A ledger entry's description translated by the wording it matches; any other text as it came. */
export function translateLedgerText(description: string, translations: LedgerTranslations): string {
  for (const [wording, pattern] of LEDGER_WORDINGS) {
    const match = pattern.exec(description);
    if (match) return translations[wording](match.slice(1));
  }
  return description;
}

/** The month names the stored wordings use (a billing period's label is written with them). */
export const ENGLISH_MONTHS = [
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
const monthOf = (name: string) => ENGLISH_MONTHS.findIndex((m) => m.startsWith(name));
const format = (locale: Locale, options: Intl.DateTimeFormatOptions, ...dates: number[]) => {
  const intl = new Intl.DateTimeFormat(INTL_LOCALE[locale], { ...options, timeZone: 'UTC' });
  return dates.length === 2 ? intl.formatRange(dates[0], dates[1]) : intl.format(dates[0]);
};

/**
 * A billing period's label as the server writes it ('November 2026', 'Oct–Dec 2026', billing/periods.ts), in the
 * language with its month names (नोव्हेंबर 2026; short: नोव्हें 26, for a chart's axis). English keeps the
 * server's words (short: Nov 26); a label of another form is kept as it came.
 */
export function periodName(label: string, locale: Locale, length: 'long' | 'short' = 'long'): string {
  const month = /^([A-Z][a-z]+) (\d{4})$/.exec(label);
  if (locale === 'en' || !month || monthOf(month[1]) < 0) {
    return length === 'short' && month
      ? `${month[1].slice(0, 3)} ${month[2].slice(2)}`
      : quarterName(label, locale);
  }
  const year = length === 'long' ? 'numeric' : '2-digit';
  return format(locale, { month: length, year }, Date.UTC(Number(month[2]), monthOf(month[1])));
}

/** 'Oct–Dec 2026' in the language (ऑक्टो – डिसें 2026). */
function quarterName(label: string, locale: Locale) {
  const quarter = /^([A-Z][a-z]{2})–([A-Z][a-z]{2}) (\d{4})$/.exec(label);
  if (locale === 'en' || !quarter || monthOf(quarter[1]) < 0 || monthOf(quarter[2]) < 0) return label;
  const year = Number(quarter[3]);
  return format(
    locale,
    { month: 'short', year: 'numeric' },
    Date.UTC(year, monthOf(quarter[1])),
    Date.UTC(year, monthOf(quarter[2])),
  );
}
