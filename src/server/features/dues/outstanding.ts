// What the caller's flat owes, for the dashboard's Overview: one aggregate query on the ledger's flat index (the
// dashboard is read on every visit). Nothing until the office has confirmed the profile's flat and it is in the
// register.
import { and, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { flats, ledgerEntries, profiles } from '../../db/schema.ts';
import { signedAmountSql } from './ledger-store.ts';

export async function outstandingOf(db: Db, userId: string) {
  const [row] = await db
    .select({
      outstanding_paise:
        sql<number>`(round(${flats.opening_balance} * 100) + coalesce(sum(${signedAmountSql}), 0))::bigint`.mapWith(
          Number,
        ),
      // The latest charge's due date: the one the flat is working towards.
      due_date: sql<
        string | null
      >`max(${ledgerEntries.due_date}) filter (where ${inArray(ledgerEntries.kind, ['bill', 'debit_note', 'bounce_charge'])})`,
    })
    .from(profiles)
    .innerJoin(flats, eq(flats.flat_no, profiles.flat_no))
    .leftJoin(ledgerEntries, eq(ledgerEntries.flat_id, flats.id))
    .where(and(eq(profiles.user_id, userId), isNotNull(profiles.flat_confirmed_at)))
    .groupBy(flats.id);
  return row ?? null;
}
