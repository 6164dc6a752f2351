// Attendance: daily attendance (admin spec sections 4, 7, 8): one record, a whole day, the month's summary
// and its export.
import * as z from 'zod/mini';
import { searchQuery, timestamp } from '../schemas.ts';
import { isoDate, optionalLongText, uuid } from '../validation.ts';
import { ATTENDANCE_TEXT, filter, month, staffId, status, year } from './common.ts';

export const markAttendanceInput = z.strictObject({
  staff_id: staffId,
  attendance_date: isoDate,
  status,
  notes: optionalLongText(500),
});
export type MarkAttendanceInput = z.input<typeof markAttendanceInput>;

/** A whole day for every staff member on one screen, saved at once: at most this many rows. */
export const DAY_REGISTER_LIMIT = 500;

/** The day register: every active staff member (and anyone already marked that day) with the day's record. */
export const dayRegisterSchema = z.object({
  attendance_date: z.string(),
  /** The day's active public holiday, which the screen suggests for unmarked staff. */
  holiday_name: z.nullable(z.string()),
  staff: z.array(
    z.object({
      staff_id: z.string(),
      name: z.string(),
      role: z.string(),
      is_active: z.boolean(),
      /** Null: not marked yet for the day. */
      status: z.nullable(z.string()),
      notes: z.nullable(z.string()),
    }),
  ),
});
export type DayRegister = z.output<typeof dayRegisterSchema>;

export const markDayInput = z.strictObject({
  attendance_date: isoDate,
  entries: z
    .array(z.strictObject({ staff_id: staffId, status, notes: optionalLongText(500) }), {
      error: ATTENDANCE_TEXT.dayEmpty,
    })
    .check(
      z.minLength(1, ATTENDANCE_TEXT.dayEmpty),
      z.maxLength(DAY_REGISTER_LIMIT),
      z.refine((e) => new Set(e.map((x) => x.staff_id)).size === e.length, ATTENDANCE_TEXT.dayStaffRepeated),
    ),
});
export type MarkDayInput = z.input<typeof markDayInput>;

/** Editing changes only the status and the notes (section 4): staff and date stay. */
export const editAttendanceInput = z.strictObject({ status, notes: optionalLongText(500) });

export const attendanceSchema = z.object({
  id: z.string(),
  staff_id: z.string(),
  staff_name: z.string(),
  staff_role: z.string(),
  attendance_date: z.string(),
  status: z.string(),
  notes: z.nullable(z.string()),
  created_at: timestamp,
});
export type AttendanceRecord = z.output<typeof attendanceSchema>;

export const attendanceQuery = z.extend(searchQuery, {
  year,
  staff_id: filter(uuid),
  status: filter(status),
});

/** One staff member's month: days marked with each status, counted in SQL. */
export const monthSummarySchema = z.object({
  staff_id: z.string(),
  name: z.string(),
  role: z.string(),
  department: z.string(),
  is_active: z.boolean(),
  present: z.number(),
  absent: z.number(),
  paid_leave: z.number(),
  casual_leave: z.number(),
  comp_off: z.number(),
  sick_leave: z.number(),
  public_holiday: z.number(),
  days_marked: z.number(),
});
export type MonthSummary = z.output<typeof monthSummarySchema>;

export const monthFilters = z.strictObject({
  year,
  month,
  q: searchQuery.shape.q,
  staff_id: filter(uuid),
});
export const monthQuery = z.extend(searchQuery, monthFilters.shape);

export const ATTENDANCE_CSV_COLUMNS = [
  'Staff Name',
  'Role',
  'Department',
  'Present',
  'Absent',
  'Paid Leave',
  'Casual Leave',
  'Comp Off',
  'Sick Leave',
  'Public Holiday',
  'Days Marked',
] as const;
export const attendanceExportFileName = (y: number, m: number) =>
  `attendance_${y}-${String(m).padStart(2, '0')}.csv`;
