// Importing the register from a CSV, as the bulk invoice upload does: the preview checks every row (its fields,
// the other rows, the register) and writes nothing; the import checks the same CSV again and adds every row in
// one transaction, or refuses the whole file when any row has a problem.

import { paiseOf } from '../../../shared/exact-money.ts';
import {
  FLAT_CSV_COLUMNS,
  FLAT_CSV_OPTIONAL,
  FLATS_MAX_ROWS,
  FLATS_TEXT,
  type FlatImportRow,
  type FlatInput,
  flatInput,
} from '../../../shared/flats-admin.ts';
import { decimalOf } from '../../../shared/money.ts';
import type { SessionUser } from '../../context.ts';
import { type Db, isUniqueViolation } from '../../db/client.ts';
import { flats } from '../../db/schema.ts';
import { badRequest } from '../../http/errors.ts';
import { audit } from '../../platform/audit.ts';
import { csvDate, flagRepeats, problemsOf, readCsv } from '../../platform/csv-import.ts';
import { duplicateFlat, registered } from './service.ts';

const LAYOUT = {
  columns: FLAT_CSV_COLUMNS,
  optional: FLAT_CSV_OPTIONAL,
  noun: 'flat',
  maxRows: FLATS_MAX_ROWS,
};

/** A checked row: what the preview shows, and the flat to add when it has no problem. */
interface Checked extends FlatImportRow {
  flat: FlatInput | null;
}

/** Text of a parsed field as the preview shows it: '' for none. */
const shown = (v: string | number | null) => (v === null ? '' : String(v));

async function check(db: Db, csv: string): Promise<Checked[]> {
  const rows: Checked[] = readCsv(LAYOUT, csv).map(({ line, values, problems }) => {
    const parsed = flatInput.safeParse({
      ...values,
      opening_balance_date: csvDate(values.opening_balance_date),
    });
    if (!parsed.success)
      return { line, values, problems: [...problems, ...problemsOf(parsed.error)], flat: null };
    const flat = parsed.data;
    return {
      line,
      values: Object.fromEntries(Object.entries(flat).map(([k, v]) => [k, shown(v)])),
      problems,
      flat,
    };
  });
  // Flat numbers as the rules normalise them ('b-101 ' is B-101), so two spellings of one flat are caught too.
  flagRepeats(
    rows.filter((r) => r.flat),
    (r) => r.flat?.flat_no ?? null,
    FLATS_TEXT.duplicateInFile,
  );
  const taken = await registered(
    db,
    rows.flatMap((r) => (r.flat ? [r.flat.flat_no] : [])),
  );
  for (const r of rows)
    if (r.flat && taken.has(r.flat.flat_no)) r.problems.push(FLATS_TEXT.duplicate(r.flat.flat_no));
  return rows;
}

export async function previewImport(db: Db, csv: string) {
  return { rows: (await check(db, csv)).map(({ flat: _, ...row }) => row) };
}

const INSERT_BATCH = 1000;

export async function importFlats(db: Db, admin: SessionUser, csv: string) {
  const rows = await check(db, csv);
  const bad = rows.filter((r) => r.problems.length);
  if (bad.length) {
    const message = FLATS_TEXT.importHasProblems(bad.length);
    throw badRequest(message, { csv: message });
  }
  const added = rows.flatMap((r) => (r.flat ? [r.flat] : []));
  try {
    return await db.transaction(async (tx) => {
      for (let i = 0; i < added.length; i += INSERT_BATCH)
        await tx.insert(flats).values(added.slice(i, i + INSERT_BATCH));
      await audit(tx, {
        userId: admin.id,
        action: 'flats_imported',
        resource: 'flats',
        severity: 'high',
        details: {
          flats: added.length,
          flat_nos: added.map((f) => f.flat_no),
          // What the imported opening balances add up to: arrears less advances.
          opening_balance_total: decimalOf(added.reduce((sum, f) => sum + paiseOf(f.opening_balance), 0)),
        },
      });
      return { created: added.length };
    });
  } catch (err) {
    if (!isUniqueViolation(err)) throw err;
    // Someone added one of these flats since the check: the whole import is refused, naming it.
    const [taken] = await registered(
      db,
      added.map((f) => f.flat_no),
    );
    throw duplicateFlat(taken ?? added[0].flat_no);
  }
}
