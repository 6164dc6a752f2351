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

/** What the money rules read of an entry (not its description or who wrote it). */
const entryColumns = {
  id: ledgerEntries.id,
  flat_id: ledgerEntries.flat_id,
  kind: ledgerEntries.kind,
  entry_date: ledgerEntries.entry_date,
  amount_paise: ledgerEntries.amount_paise,
  due_date: ledgerEntries.due_date,
  refers_to: ledgerEntries.refers_to,
  number: ledgerEntries.number,
};
const asEntry = (row: {
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

/** The latest entries of a flat looked at for the last day it owed nothing (18 months of a bill and a payment). */
const TAIL = 36;

/**
 * Each flat's last day (up to `asOf`, among its latest TAIL entries) on which it owed nothing, with its balance
 * then (zero, or an advance below zero). Not a day a later reversal reaches back over (a cheque received on or
 * before it and bounced after it), nor one before the flat's opening balance. Worked out in SQL from the ledger's
 * (flat, date) index: a flat's total, less what its latest entries add after each of their days.
 */
function settledDaysSql(asOf: string, flatIds?: readonly string[]) {
  const which = flatIds ? sql`and ${inArray(flats.id, [...flatIds])}` : sql``;
  const opening = sql`coalesce(${flats.opening_balance_date}, date '1970-01-01')`;
  return sql`
    with tail as (
      select ${flats.id} as flat_id, t.day, t.amount
      from ${flats} cross join lateral (
        select ${ledgerEntries.entry_date} as day, ${signedAmountSql} as amount
        from ${ledgerEntries}
        where ${ledgerEntries.flat_id} = ${flats.id} and ${ledgerEntries.entry_date} <= ${asOf}
        order by ${ledgerEntries.entry_date} desc
        limit ${TAIL}
      ) t
      where true ${which}
    ),
    days as (select flat_id, day, sum(amount) as amount from tail group by flat_id, day),
    totals as (
      select ${ledgerEntries.flat_id} as flat_id, sum(${signedAmountSql}) as total
      from ${ledgerEntries}
      where ${ledgerEntries.entry_date} <= ${asOf} and ${ledgerEntries.flat_id} in (select flat_id from days)
      group by ${ledgerEntries.flat_id}
    ),
    balances as (
      select d.flat_id, d.day,
             totals.total - (sum(d.amount) over (partition by d.flat_id order by d.day desc) - d.amount) as balance
      from days d join totals on totals.flat_id = d.flat_id
    )
    select distinct on (b.flat_id) b.flat_id, b.day,
           (b.balance + case when ${opening} <= ${asOf} then (${flats.opening_balance} * 100)::bigint else 0 end)
             as balance
    from balances b join ${flats} on ${flats.id} = b.flat_id
    where b.day >= ${opening}
      and b.balance + case when ${opening} <= ${asOf} then (${flats.opening_balance} * 100)::bigint else 0 end <= 0
      and not exists (
        select 1 from ledger_entries r join ledger_entries p on p.id = r.refers_to
        where r.kind = 'payment_reversal' and r.flat_id = b.flat_id and p.entry_date <= b.day
          and r.entry_date > b.day
      )
    order by b.flat_id, b.day desc`;
}

/**
 * The ledgers as `readLedgers` reads them, shortened to what can still be open on `asOf`: a flat that owed nothing
 * at the end of a day has every debt up to then paid, so its ledger starts the day after, with its advance then as
 * an opening entry. What is owed, its ageing and the interest charged and unpaid come out the same; the interest
 * accrued since the first entry does not (a bill run reads whole ledgers).
 */
export async function readOpenLedgers(db: Db | Tx, asOf: string, flatIds?: readonly string[]) {
  if (flatIds?.length === 0) return new Map<string, LedgerEntry[]>();
  const settled = await db
    .select({
      flat_id: sql<string>`flat_id`,
      day: sql<string>`day::text`,
      balance: sql<number>`balance`.mapWith(Number),
    })
    .from(sql`(${settledDaysSql(asOf, flatIds)}) as settled`);
  const cut = new Map(settled.map((s) => [s.flat_id, s]));
  const unsettled = flatIds
    ? flatIds.filter((id) => !cut.has(id))
    : (await db.select({ id: flats.id }).from(flats)).map((f) => f.id).filter((id) => !cut.has(id));
  const [whole, after] = await Promise.all([
    readLedgers(db, unsettled),
    settled.length
      ? db
          .select(entryColumns)
          .from(ledgerEntries)
          .innerJoin(
            sql`unnest(${sql.param(settled.map((s) => s.flat_id))}::uuid[], ${sql.param(settled.map((s) => s.day))}::date[]) as settled(flat_id, day)`,
            sql`settled.flat_id = ${ledgerEntries.flat_id} and ${ledgerEntries.entry_date} > settled.day`,
          )
          .orderBy(asc(ledgerEntries.entry_date), asc(ledgerEntries.created_at), asc(ledgerEntries.id))
      : [],
  ]);
  const ledgers = new Map<string, LedgerEntry[]>(whole);
  for (const s of settled)
    ledgers.set(
      s.flat_id,
      s.balance < 0
        ? [{ id: s.flat_id, kind: 'opening_balance', date: s.day, dueDate: s.day, amountPaise: s.balance }]
        : [],
    );
  for (const row of after) ledgers.get(row.flat_id)?.push(asEntry(row));
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
