// The month view as CSV for payroll: one row per staff member with the days of each status, counted in SQL and
// written out as every office CSV is (platform/csv-export.ts).
import type { z } from 'zod';
import { departmentLabel } from '../../../shared/attendance/common.ts';
import {
  ATTENDANCE_CSV_COLUMNS,
  attendanceExportFileName,
  type monthFilters,
} from '../../../shared/attendance/daily.ts';
import type { AppContext, SessionUser } from '../../context.ts';
import type { FileResult } from '../../http/route.ts';
import { audit } from '../../platform/audit.ts';
import { csvDownload } from '../../platform/csv-export.ts';
import { monthRows } from './attendance-service.ts';

export async function exportAttendanceCsv(
  ctx: AppContext,
  admin: SessionUser,
  filters: z.output<typeof monthFilters>,
): Promise<FileResult> {
  // A staff register runs to hundreds of rows, not millions: read in one statement before anything is sent, so
  // a failing query still answers with an error status.
  const rows = await monthRows(ctx.db, filters);
  await audit(ctx.db, {
    userId: admin.id,
    action: 'attendance_exported',
    resource: 'attendance_records',
    details: {
      year: filters.year,
      month: filters.month,
      staff_id: filters.staff_id ?? null,
      search: filters.q ?? null,
      rows: rows.length,
    },
    severity: 'medium',
  });
  const records = rows.map((r) => [
    r.name,
    r.role,
    departmentLabel(r.department),
    r.present,
    r.absent,
    r.paid_leave,
    r.casual_leave,
    r.comp_off,
    r.sick_leave,
    r.public_holiday,
    r.days_marked,
  ]);
  return csvDownload(ctx.log, {
    columns: ATTENDANCE_CSV_COLUMNS,
    records,
    filename: attendanceExportFileName(filters.year, filters.month),
    what: 'attendance',
  });
}
