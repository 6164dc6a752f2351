// A draft's meter readings from a CSV (flat_no, head, amount), as the flats register is imported: every row is
// checked (the flat is in the register, the head is an active metered one, the amount is rupees, no flat and head
// twice) before anything is written, and a file with any bad row is refused whole, naming the rows.
import { and, eq, sql } from 'drizzle-orm';
import {
  BILL_RUNS_TEXT,
  READINGS_CSV_COLUMNS,
  READINGS_MAX_ROWS,
  readingInput,
} from '../../../shared/bill-runs-admin.ts';
import { paiseOf } from '../../../shared/exact-money.ts';
import { flatNo } from '../../../shared/validation.ts';
import type { Tx } from '../../db/client.ts';
import { chargeHeads, flats, meterReadings } from '../../db/schema.ts';
import { badRequest } from '../../http/errors.ts';
import { flagRepeats, readCsv } from '../../platform/csv-import.ts';

const LAYOUT = {
  columns: READINGS_CSV_COLUMNS,
  optional: [],
  noun: 'meter reading',
  maxRows: READINGS_MAX_ROWS,
};
const amountRule = readingInput.shape.amount;

/** Writes the file's readings for the period (inside the caller's transaction), or refuses the whole file. */
export async function importReadings(tx: Tx, csv: string, periodKey: string, adminId: string) {
  const register = new Map(
    (await tx.select({ id: flats.id, flat_no: flats.flat_no }).from(flats)).map((f) => [f.flat_no, f.id]),
  );
  const metered = new Map(
    (
      await tx
        .select({ id: chargeHeads.id, name: chargeHeads.name })
        .from(chargeHeads)
        .where(and(eq(chargeHeads.active, true), eq(chargeHeads.basis, 'metered')))
    ).map((h) => [h.name.toLowerCase(), h.id]),
  );
  const rows = readCsv(LAYOUT, csv).map(({ line, values, problems }) => {
    const flat = flatNo.safeParse(values.flat_no);
    const flatId = flat.success ? register.get(flat.data) : undefined;
    if (!flatId) problems.push(BILL_RUNS_TEXT.csvUnknownFlat(values.flat_no));
    const headId = metered.get(values.head.trim().toLowerCase());
    if (!headId) problems.push(BILL_RUNS_TEXT.csvUnknownHead(values.head));
    const amount = amountRule.safeParse(values.amount);
    if (!amount.success) problems.push(`amount: ${BILL_RUNS_TEXT.inputAmount}`);
    return { line, problems, flatId, headId, amount: amount.success ? paiseOf(amount.data) : 0 };
  });
  flagRepeats(
    rows.filter((r) => r.flatId && r.headId),
    (r) => `${r.flatId}:${r.headId}`,
    BILL_RUNS_TEXT.csvRepeated,
  );
  const bad = rows.filter((r) => r.problems.length);
  if (bad.length) {
    const message = BILL_RUNS_TEXT.csvProblems(
      bad.length,
      `Row ${bad[0].line}: ${bad[0].problems.join('; ')}`,
    );
    throw badRequest(message, { csv: message });
  }
  const values = rows.map((r) => ({
    period_key: periodKey,
    flat_id: r.flatId!,
    head_id: r.headId!,
    amount_paise: r.amount,
    entered_by: adminId,
  }));
  for (let i = 0; i < values.length; i += 1000)
    await tx
      .insert(meterReadings)
      .values(values.slice(i, i + 1000))
      .onConflictDoUpdate({
        target: [meterReadings.period_key, meterReadings.flat_id, meterReadings.head_id],
        set: {
          amount_paise: sql`excluded.amount_paise`,
          entered_by: sql`excluded.entered_by`,
          updated_at: sql`now()`,
        },
      });
  return values.length;
}
