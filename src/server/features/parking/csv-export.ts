// Export CSV of Parking Approval (admin spec section 9): every row matching the table's filter, streamed while it
// is read in keyset batches, so memory stays flat however many rows there are and no long transaction holds the
// database. Written as every office CSV is (platform/csv-export.ts).
import { and, desc, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { todayIn } from '../../../shared/dates.ts';
import { parkingSlotLabel } from '../../../shared/parking.ts';
import {
  PARKING_CSV_COLUMNS,
  parkingExportFileName,
  type parkingFilters,
} from '../../../shared/parking-admin.ts';
import type { AppContext, SessionUser } from '../../context.ts';
import { profiles, carParkingRegistrations as registrations } from '../../db/schema.ts';
import type { FileResult } from '../../http/route.ts';
import { audit } from '../../platform/audit.ts';
import { csvDownload } from '../../platform/csv-export.ts';
import { profileOf } from '../../platform/resident.ts';
import { filterCondition, picked } from './admin-service.ts';

export const EXPORT_BATCH = 2000;
/** Section 8: what a missing profile shows. */
const UNKNOWN = 'Unknown';

interface Cursor {
  /** created_at as PostgreSQL writes it: microseconds, which a JS Date would round away. */
  at: string;
  id: string;
}

/** One batch of export rows, newest first, after the cursor: picked on the registrations, then joined. */
function readBatch(ctx: AppContext, where: SQL | undefined, after: Cursor | null) {
  const rest = after
    ? sql`(${registrations.created_at}, ${registrations.id}) < (${after.at}::timestamptz, ${after.id}::uuid)`
    : undefined;
  const p = picked(ctx.db, and(where, rest), EXPORT_BATCH);
  return ctx.db
    .select({
      id: p.id,
      cursor_at: sql<string>`${p.created_at}::text`,
      resident_name: profiles.name,
      resident_flat_no: profiles.flat_no,
      flat_no: p.flat_no,
      owner_name: p.owner_name,
      vehicle_number: p.vehicle_number,
      vehicle_type: p.vehicle_type,
      vehicle_make: p.vehicle_make,
      vehicle_model: p.vehicle_model,
      vehicle_color: p.vehicle_color,
      parking_slot_requested: p.parking_slot_requested,
      slot_number: p.slot_number,
      status: p.status,
      created_at: p.created_at,
      approved_at: p.approved_at,
    })
    .from(p)
    .leftJoin(profiles, profileOf(p.user_id))
    .orderBy(desc(p.created_at), desc(p.id));
}

/** Residents' details leaving the system in bulk: recorded in the audit log with the filter used. */
export async function exportParkingCsv(
  ctx: AppContext,
  admin: SessionUser,
  filters: z.output<typeof parkingFilters>,
): Promise<FileResult> {
  const where = filterCondition(ctx.db, filters);
  const day = new Intl.DateTimeFormat('en-IN', {
    timeZone: ctx.config.SOCIETY_TIMEZONE,
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
  });
  // The first batch is read before anything is sent, so a failing query still answers with an error status.
  const first = await readBatch(ctx, where, null);
  await audit(ctx.db, {
    userId: admin.id,
    action: 'parking_registrations_exported',
    resource: 'car_parking_registrations',
    details: { status: filters.status ?? 'all', search: filters.q ?? null },
    severity: 'medium',
  });

  async function* records() {
    let rows = first;
    for (;;) {
      for (const r of rows)
        yield [
          r.resident_name ?? UNKNOWN,
          r.resident_flat_no ?? r.flat_no ?? UNKNOWN,
          r.owner_name,
          r.vehicle_number,
          r.vehicle_type,
          r.vehicle_make,
          r.vehicle_model,
          r.vehicle_color,
          parkingSlotLabel(r.parking_slot_requested, r.slot_number),
          r.status,
          day.format(r.created_at),
          r.status === 'approved' && r.approved_at ? day.format(r.approved_at) : 'N/A',
        ];
      if (rows.length < EXPORT_BATCH) return;
      const last = rows[rows.length - 1];
      rows = await readBatch(ctx, where, { at: last.cursor_at, id: last.id });
    }
  }

  return csvDownload(ctx.log, {
    columns: PARKING_CSV_COLUMNS,
    records: records(),
    filename: parkingExportFileName(todayIn(ctx.config.SOCIETY_TIMEZONE)),
    what: 'parking',
  });
}
