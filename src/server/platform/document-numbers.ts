// Document numbers without gaps, per series and financial year (April to March, Indian accounts).
import { sql } from 'drizzle-orm';
import { todayIn } from '../../shared/dates.ts';
import { financialYear } from '../../shared/receipts.ts';
import type { Tx } from '../db/client.ts';
import { documentCounters } from '../db/schema.ts';

/**
 * The next number of a series in the financial year of `on` (today; society time zone). Call it inside the
 * transaction that issues the document: the counter row stays locked until that transaction ends, so two
 * processes cannot take the same number, and a rollback gives the number back (no gaps).
 */
export async function nextDocumentNumber(tx: Tx, series: string, timeZone: string, on = new Date()) {
  const year = financialYear(todayIn(timeZone, on));
  const [row] = await tx
    .insert(documentCounters)
    .values({ series, financial_year: year, last_number: 1 })
    .onConflictDoUpdate({
      target: [documentCounters.series, documentCounters.financial_year],
      set: { last_number: sql`${documentCounters.last_number} + 1` },
    })
    .returning({ last_number: documentCounters.last_number });
  return { year, number: row.last_number };
}
