// A flat's ledger: one journal of dated entries, each a document of the accounts, and its balance derived from
// them (what the flat owes; below zero, an advance). Entries are never changed: a correction is a new entry (a
// credit or debit note against a bill, a reversal against a payment).

export const LEDGER_ENTRY_KINDS = [
  /** Arrears (or, below zero, an advance) when the society starts keeping its accounts in the portal. */
  'opening_balance',
  /** A maintenance bill's charges and GST; its interest on arrears is an `interest` entry of its own. */
  'bill',
  'debit_note',
  'credit_note',
  /** Interest on arrears charged on a bill (bye-law 71). */
  'interest',
  'payment',
  /** A payment undone (a bounced cheque): the amount is owed again. */
  'payment_reversal',
  /** The society's charge for a bounced cheque, when it sets one. */
  'bounce_charge',
] as const;
export type LedgerEntryKind = (typeof LEDGER_ENTRY_KINDS)[number];

/** +1: the entry adds to what the flat owes; -1: it pays or takes off. */
export const ENTRY_DIRECTION = {
  opening_balance: 1,
  bill: 1,
  debit_note: 1,
  credit_note: -1,
  interest: 1,
  payment: -1,
  payment_reversal: 1,
  bounce_charge: 1,
} as const satisfies Record<LedgerEntryKind, 1 | -1>;

export interface LedgerEntry {
  id: string;
  kind: LedgerEntryKind;
  /** YYYY-MM-DD: the document's date (a bill's date, the day a payment was received). */
  date: string;
  /** Paise, above zero; only an opening balance may be below zero (an advance). */
  amountPaise: number;
  /** Interest runs from the day after it (bills and debit notes; others fall due on their date). */
  dueDate?: string;
  /** A credit or debit note: the bill it corrects; a reversal: the payment it undoes. */
  refersTo?: string;
  /** The document's number (MB/2026-27/0001, RCT/…), for the statement. */
  number?: string;
}

/** What the entry does to the balance: its amount with the direction of its kind. */
export const signedPaise = (entry: Pick<LedgerEntry, 'kind' | 'amountPaise'>) =>
  ENTRY_DIRECTION[entry.kind] * entry.amountPaise;

/** The entries in date order (entries of one day keep the order given, as they were recorded). */
export const inDateOrder = <T extends Pick<LedgerEntry, 'date'>>(entries: readonly T[]) =>
  [...entries].sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));

/** What the flat owes after all the entries (below zero: an advance). */
export const balanceOf = (entries: readonly Pick<LedgerEntry, 'kind' | 'amountPaise'>[]) =>
  entries.reduce((sum, entry) => sum + signedPaise(entry), 0);

/** The statement's rows: each entry in date order with the balance after it. */
export function runningBalances<T extends LedgerEntry>(entries: readonly T[]) {
  let balancePaise = 0;
  return inDateOrder(entries).map((entry) => {
    balancePaise += signedPaise(entry);
    return { entry, balancePaise };
  });
}
