// The numbers of the accounts' documents: a prefix per series, the financial year (April to March) and a
// serial without gaps within that year, 'MB/2026-27/0001'. The serial is issued by platform/document-numbers.ts
// inside the transaction that issues the document; this module names the series and writes the number.
import { RECEIPT_SERIES } from '../../../shared/receipts.ts';

/**
 * The series of each document, as the counters know them, and its prefix. Money received for a maintenance bill
 * takes the society's one receipt series (RCT), shared with membership and hall booking receipts, so the receipt
 * book has no second sequence to reconcile.
 */
export const ACCOUNTS_SERIES = {
  bill: { series: 'maintenance-bill', prefix: 'MB' },
  receipt: { series: RECEIPT_SERIES, prefix: 'RCT' },
  creditNote: { series: 'credit-note', prefix: 'CN' },
  debitNote: { series: 'debit-note', prefix: 'DN' },
} as const;

export type AccountsDocument = keyof typeof ACCOUNTS_SERIES;

/**
 * The number of the `serial`th document of a series in a financial year ('2026-27', as `financialYear` of the
 * document's date gives it: a bill dated 31 March belongs to the year ending that day, even if published on
 * 1 April). Four digits at least; the 10,000th is written in full.
 */
export function documentNumber(document: AccountsDocument, financialYear: string, serial: number) {
  if (!Number.isSafeInteger(serial) || serial < 1) throw new RangeError(`Not a serial: ${serial}`);
  return `${ACCOUNTS_SERIES[document].prefix}/${financialYear}/${String(serial).padStart(4, '0')}`;
}
