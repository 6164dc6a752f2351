// The flats' ledgers as the money rules read them (features/billing/ledger.ts, interest.ts), and the one way
// entries are written. A flat's opening balance lives on its register row (flats.opening_balance, frozen once the
// flat has an entry) and is read here as the ledger's first entry.
import { and, asc, eq, inArray, lte, type SQL, sql } from 'drizzle-orm';
import type { PaymentOrder } from '../../../shared/billing-admin.ts';
import { paiseOf } from '../../../shared/exact-money.ts';
import type { Db, Tx } from '../../db/client.ts';
import { flats, ledgerCheckpoints, ledgerEntries } from '../../db/schema.ts';
import type { InterestState } from '../billing/interest.ts';
import { ENTRY_DIRECTION, type LedgerEntry } from '../billing/ledger.ts';
import { dropCheckpointsReachedBy } from './checkpoints.ts';

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
export function openingEntry(flat: {
  id: string;
  opening_balance: string;
  opening_balance_date: string | null;
}) {
  const amountPaise = paiseOf(flat.opening_balance);
  if (amountPaise === 0) return [];
  const date = flat.opening_balance_date ?? '1970-01-01';
  return [{ id: flat.id, kind: 'opening_balance', date, dueDate: date, amountPaise } satisfies LedgerEntry];
}

/** What the money rules read of an entry (not its description or who wrote it). */
export const entryColumns = {
  id: ledgerEntries.id,
  flat_id: ledgerEntries.flat_id,
  kind: ledgerEntries.kind,
  entry_date: ledgerEntries.entry_date,
  amount_paise: ledgerEntries.amount_paise,
  due_date: ledgerEntries.due_date,
  refers_to: ledgerEntries.refers_to,
  number: ledgerEntries.number,
};
export const asEntry = (row: {
  id: string;
  kind: LedgerEntry['kind'];
  entry_date: string;
  amount_paise: number;
  due_date: string | null;
  refers_to: string | null;
  number: string | null;
}): LedgerEntry => ({
  id: row.id,
  kind: row.kind,
  date: row.entry_date,
  amountPaise: row.amount_paise,
  dueDate: row.due_date ?? undefined,
  refersTo: row.refers_to ?? undefined,
  number: row.number ?? undefined,
});

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
    .select(entryColumns)
    .from(ledgerEntries)
    .where(flatIds ? inArray(ledgerEntries.flat_id, [...flatIds]) : undefined)
    .orderBy(asc(ledgerEntries.entry_date), asc(ledgerEntries.created_at), asc(ledgerEntries.id));
  const ledgers = new Map<string, LedgerEntry[]>(register.map((f) => [f.id, openingEntry(f)]));
  for (const row of rows) ledgers.get(row.flat_id)?.push(asEntry(row));
  return ledgers;
}

/** A flat's ledger from its latest checkpoint: the checkpoint (none: from the start) and the entries after it. */
export interface LedgerSince {
  start?: { balancePaise: number; state: InterestState };
  entries: LedgerEntry[];
}

/**
 * Each flat's ledger (every flat's, or those asked for) from its latest checkpoint dated up to `through` that was
 * worked out with the settings' rate and order: three queries whatever the number of flats.
 */
export async function readLedgersSince(
  db: Db | Tx,
  through: string,
  settings: { interest_rate_bp: number; payment_order: PaymentOrder },
  flatIds?: readonly string[],
) {
  const ledgers = new Map<string, LedgerSince>();
  if (flatIds?.length === 0) return ledgers;
  const checkpoints = await db
    .selectDistinctOn([ledgerCheckpoints.flat_id], {
      flat_id: ledgerCheckpoints.flat_id,
      as_of: ledgerCheckpoints.as_of,
      balance_paise: ledgerCheckpoints.balance_paise,
      state: ledgerCheckpoints.state,
      opening_balance: flats.opening_balance,
      opening_balance_date: flats.opening_balance_date,
    })
    .from(ledgerCheckpoints)
    .innerJoin(flats, eq(flats.id, ledgerCheckpoints.flat_id))
    .where(
      and(
        lte(ledgerCheckpoints.as_of, through),
        eq(ledgerCheckpoints.rate_bp, settings.interest_rate_bp),
        eq(ledgerCheckpoints.payment_order, settings.payment_order),
        flatIds ? inArray(ledgerCheckpoints.flat_id, [...flatIds]) : undefined,
      ),
    )
    .orderBy(ledgerCheckpoints.flat_id, sql`${ledgerCheckpoints.as_of} desc`);
  for (const c of checkpoints) {
    const opening = openingEntry({ id: c.flat_id, ...c }).filter((e) => e.date > c.as_of);
    ledgers.set(c.flat_id, {
      start: { balancePaise: c.balance_paise, state: { asOf: c.as_of, ...c.state } },
      entries: opening,
    });
  }
  const rest = flatIds
    ? flatIds.filter((id) => !ledgers.has(id))
    : (await db.select({ id: flats.id }).from(flats)).map((f) => f.id).filter((id) => !ledgers.has(id));
  const [whole, after] = await Promise.all([
    readLedgers(db, rest),
    checkpoints.length
      ? db
          .select(entryColumns)
          .from(ledgerEntries)
          .innerJoin(
            sql`unnest(${sql.param(checkpoints.map((c) => c.flat_id))}::uuid[], ${sql.param(checkpoints.map((c) => c.as_of))}::date[]) as checkpoint(flat_id, as_of)`,
            sql`checkpoint.flat_id = ${ledgerEntries.flat_id} and ${ledgerEntries.entry_date} > checkpoint.as_of`,
          )
          .orderBy(asc(ledgerEntries.entry_date), asc(ledgerEntries.created_at), asc(ledgerEntries.id))
      : [],
  ]);
  for (const [flatId, entries] of whole) ledgers.set(flatId, { entries });
  for (const row of after) ledgers.get(row.flat_id)?.entries.push(asEntry(row));
  return ledgers;
}

/**
 * Writes entries inside the caller's transaction (with the document and its audit row), deleting the ledger
 * checkpoints they reach back over (checkpoints.ts).
 */
export async function postEntries(tx: Tx, entries: NewLedgerEntry[]) {
  if (entries.length === 0) return [];
  await dropCheckpointsReachedBy(tx, entries);
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
