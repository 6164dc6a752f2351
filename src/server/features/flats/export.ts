// The register as CSV, in the import's columns (so an exported register can be corrected and imported into an
// empty one), dates as the office writes them (15/04/2026). A register runs to thousands of rows, not millions:
// read in one statement before anything is sent, so a failing query still answers with an error status.
import type { z } from 'zod';
import { todayIn } from '../../../shared/dates.ts';
import { paiseOf } from '../../../shared/exact-money.ts';
import { FLAT_CSV_COLUMNS, type flatFilters, flatsExportFileName } from '../../../shared/flats-admin.ts';
import type { AppContext, SessionUser } from '../../context.ts';
import type { FileResult } from '../../http/route.ts';
import { audit } from '../../platform/audit.ts';
import { csvDownload } from '../../platform/csv-export.ts';
import { allFlats } from './service.ts';

const dayFirst = (iso: string | null) => (iso ? iso.split('-').reverse().join('/') : '');
const paise = (amount: string | null) => (amount === null ? '' : BigInt(paiseOf(amount)));

export async function exportFlats(
  ctx: AppContext,
  admin: SessionUser,
  filters: z.output<typeof flatFilters>,
): Promise<FileResult> {
  const rows = await allFlats(ctx.db, filters);
  await audit(ctx.db, {
    userId: admin.id,
    action: 'flats_exported',
    resource: 'flats',
    details: { rows: rows.length, search: filters.q ?? null, claim: filters.claim ?? 'all' },
  });
  const records = rows.map((f) => [
    f.wing,
    f.flat_no,
    f.carpet_area_sqft ?? '',
    f.built_up_area_sqft ?? '',
    paise(f.construction_cost),
    f.occupancy,
    f.parking_covered,
    f.parking_open,
    f.parking_two_wheeler,
    paise(f.opening_balance),
    dayFirst(f.opening_balance_date),
  ]);
  return csvDownload(ctx.log, {
    columns: FLAT_CSV_COLUMNS,
    records,
    filename: flatsExportFileName(todayIn(ctx.config.SOCIETY_TIMEZONE)),
    what: 'flats',
  });
}
