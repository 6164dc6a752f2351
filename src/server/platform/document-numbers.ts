// Document numbers without gaps, per series and financial year (April to March, Indian accounts).
import { sql } from 'drizzle-orm';
import { todayIn } from '../../shared/dates.ts';
import { financialYear } from '../../shared/receipts.ts';
import type { Tx } from '../db/client.ts';
import { documentCounters } from '../db/schema.ts';

/**
 * The next number of a series in the financial year of `on`: a moment (now, by default; its day in the society's
 * time zone) or a document's own date (YYYY-MM-DD: a bill dated 31 March belongs to the year ending that day,
 * whenever it is issued). `count` numbers are taken at once (a bill run's), `number` being the first of them.
 * Call it inside the transaction that issues the documents: the counter row stays locked until that transaction
 * ends, so two processes cannot take the same number, and a rollback gives the numbers back (no gaps).
 */
export async function nextDocumentNumber(
  tx: Tx,
  series: string,
  timeZone: string,
  on: Date | string = new Date(),
  count = 1,
) {
  if (!Number.isSafeInteger(count) || count < 1) throw new RangeError(`Not a count of numbers: ${count}`);
  const year = financialYear(typeof on === 'string' ? on : todayIn(timeZone, on));
  const [row] = await tx
    .insert(documentCounters)
    .values({ series, financial_year: year, last_number: count })
    .onConflictDoUpdate({
      target: [documentCounters.series, documentCounters.financial_year],
      set: { last_number: sql`${documentCounters.last_number} + ${count}` },
    })
    .returning({ last_number: documentCounters.last_number });
  return { year, number: row.last_number - count + 1 };
}
