// The flats' ledgers as the money rules read them (features/billing/ledger.ts, interest.ts), and the one way
// entries are written. A flat's opening balance lives on its register row (flats.opening_balance, frozen once the
// flat has an entry) and is read here as the ledger's first entry.
import { asc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import { paiseOf } from '../../../shared/exact-money.ts';
import type { Db, Tx } from '../../db/client.ts';
import { flats, ledgerEntries } from '../../db/schema.ts';
import { ENTRY_DIRECTION, type LedgerEntry } from '../billing/ledger.ts';

export type NewLedgerEntry = typeof ledgerEntries.$inferInsert;

/** An entry's effect on the balance, in SQL, from the same directions the money rules use. */
export const signedAmountSql: SQL<number> = sql`case ${ledgerEntries.kind} ${sql.join(
  Object.entries(ENTRY_DIRECTION).map(
    ([kind, direction]) =>
      sql`when ${kind} then ${sql.raw(String(direction))} * ${ledgerEntries.amount_paise}`,
  ),
  sql` `,
)} end`;

/** The opening entry of a flat whose register row has a balance (its id is the flat's, dated its date). */
function openingEntry(flat: { id: string; opening_balance: string; opening_balance_date: string | null }) {
  const amountPaise = paiseOf(flat.opening_balance);
  if (amountPaise === 0) return [];
  const date = flat.opening_balance_date ?? '1970-01-01';
  return [{ id: flat.id, kind: 'opening_balance', date, dueDate: date, amountPaise } satisfies LedgerEntry];
}

/**
 * The ledger of each flat asked for (every flat when `flatIds` is omitted), in the order entries were recorded:
 * one query for the entries, one for the opening balances.
 */
export async function readLedgers(db: Db | Tx, flatIds?: readonly string[]) {
  if (flatIds?.length === 0) return new Map<string, LedgerEntry[]>();
  const which = flatIds ? inArray(flats.id, [...flatIds]) : undefined;
  const register = await db
    .select({
      id: flats.id,
      opening_balance: flats.opening_balance,
      opening_balance_date: flats.opening_balance_date,
    })
    .from(flats)
    .where(which);
  const rows = await db
    .select()
    .from(ledgerEntries)
    .where(flatIds ? inArray(ledgerEntries.flat_id, [...flatIds]) : undefined)
    .orderBy(asc(ledgerEntries.entry_date), asc(ledgerEntries.created_at), asc(ledgerEntries.id));
  const ledgers = new Map<string, LedgerEntry[]>(register.map((f) => [f.id, openingEntry(f)]));
  for (const row of rows) {
    ledgers.get(row.flat_id)?.push({
      id: row.id,
      kind: row.kind,
      date: row.entry_date,
      amountPaise: row.amount_paise,
      dueDate: row.due_date ?? undefined,
      refersTo: row.refers_to ?? undefined,
      number: row.number ?? undefined,
    });
  }
  return ledgers;
}

/** Writes entries inside the caller's transaction (with the document and its audit row). */
export async function postEntries(tx: Tx, entries: NewLedgerEntry[]) {
  if (entries.length === 0) return [];
  return tx.insert(ledgerEntries).values(entries).returning({ id: ledgerEntries.id });
}

/** Does the flat have any entry? Its opening balance is frozen from then on. */
export async function hasEntries(db: Db | Tx, flatId: string) {
  const [row] = await db
    .select({ id: ledgerEntries.id })
    .from(ledgerEntries)
    .where(eq(ledgerEntries.flat_id, flatId))
    .limit(1);
  return Boolean(row);
}
