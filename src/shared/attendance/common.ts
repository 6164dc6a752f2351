// Attendance (admin spec sections 2–5, 7–9): what every part shares, the departments, the statuses and how
// leave draws on its balances, the messages, and the year, month, staff and status fields.
import * as z from 'zod/mini';
import { blankIsUnset, uuid } from '../validation.ts';

export const STAFF_DEPARTMENTS = ['office', 'security', 'housekeeping', 'maintenance', 'general'] as const;
export type StaffDepartment = (typeof STAFF_DEPARTMENTS)[number];
export const DEPARTMENT_LABELS: Record<StaffDepartment, string> = {
  office: 'Office',
  security: 'Security',
  housekeeping: 'Housekeeping',
  maintenance: 'Maintenance',
  general: 'General',
};
export const departmentLabel = (d: string) => DEPARTMENT_LABELS[d as StaffDepartment] ?? d;

export const ATTENDANCE_STATUSES = [
  'present',
  'absent',
  'paid_leave',
  'casual_leave',
  'comp_off',
  'sick_leave',
  'public_holiday',
] as const;
export type AttendanceStatus = (typeof ATTENDANCE_STATUSES)[number];

/** Each leave status and the balance it draws on (section 5). */
export const LEAVE_BALANCE_OF = {
  paid_leave: 'paid_leave_balance',
  casual_leave: 'casual_leave_balance',
  comp_off: 'comp_off_balance',
  sick_leave: 'sick_leave_balance',
} as const;
export type LeaveType = keyof typeof LEAVE_BALANCE_OF;
export const LEAVE_TYPES = Object.keys(LEAVE_BALANCE_OF) as LeaveType[];
export const isLeave = (status: string): status is LeaveType => status in LEAVE_BALANCE_OF;

/** What a new staff member (or a year without a balance yet) starts with (section 9). */
export const NEW_STAFF_BALANCES = {
  paid_leave_balance: 12,
  casual_leave_balance: 12,
  comp_off_balance: 0,
  sick_leave_balance: 7,
} as const;

/**
 * The balance changes a record's status change makes: a leave taken costs its balance one day, a leave given up
 * returns it; the same status again changes nothing.
 */
export function leaveChanges(from: string | null, to: string): Partial<Record<LeaveType, 1 | -1>> {
  if (from === to) return {};
  const changes: Partial<Record<LeaveType, 1 | -1>> = {};
  if (from && isLeave(from)) changes[from] = 1;
  if (isLeave(to)) changes[to] = -1;
  return changes;
}

/** The list shows at most the newest 100 records when no staff member is chosen (section 9). */
export const ALL_STAFF_LIMIT = 100;
/** A leave balance is whole days; the upper bound keeps a runaway '+' from meaning anything. */
export const MAX_LEAVE_BALANCE = 366;
export const YEAR_RANGE = { min: 1900, max: 2999 } as const;

export const ATTENDANCE_TEXT = {
  title: 'Attendance Management',
  staffAdded: 'Staff member added successfully',
  staffDeactivated: 'Staff member deactivated successfully',
  marked: 'Attendance marked successfully',
  updated: 'Attendance updated successfully',
  adjusted: 'Leave balance adjusted successfully',
  holidayAdded: 'Public holiday added successfully',
  holidayDeactivated: 'Public holiday deactivated successfully',
  exported: 'Attendance exported successfully',
  fetchStaffFailed: 'Failed to fetch staff members',
  fetchBalancesFailed: 'Failed to fetch leave balances',
  fetchAttendanceFailed: 'Failed to fetch attendance records',
  fetchHolidaysFailed: 'Failed to fetch public holidays',
  addStaffFailed: 'Failed to add staff member',
  balanceMissing: 'Warning: Staff added but failed to create leave balance',
  markFailed: 'Failed to mark attendance',
  updateFailed: 'Failed to update attendance',
  adjustFailed: 'Failed to adjust leave balance',
  insufficient: 'Insufficient leave balance',
  belowZero: 'Leave balance cannot go below 0',
  aboveMax: `Leave balance cannot be more than ${MAX_LEAVE_BALANCE} days`,
  staffNotFound: 'Staff member not found',
  staffInactive: 'This staff member is no longer active',
  staffAlreadyInactive: 'This staff member is already inactive',
  recordNotFound: 'Attendance record not found',
  holidayNotFound: 'Public holiday not found',
  holidayAlreadyInactive: 'This public holiday is already inactive',
  holidayExists: (date: string) => `A public holiday is already set for ${date}`,
  staffRequired: 'Please select a staff member',
  statusRequired: 'Please choose a status from the list',
  departmentInvalid: 'Please choose a department from the list',
  leaveTypeInvalid: 'Please choose a leave type from the list',
  yearInvalid: `Please choose a year from ${YEAR_RANGE.min} to ${YEAR_RANGE.max}`,
  monthInvalid: 'Please choose a month from 1 to 12',
  deltaInvalid: 'A leave balance is adjusted by +1 or -1',
  futureDate: 'Attendance cannot be marked for a future date',
  holidayOutsideYear: (year: number) => `Please choose a date in ${year}`,
  daySaved: (n: number) => `Attendance saved for ${n} staff member${n === 1 ? '' : 's'}`,
  dayStaffRepeated: 'Each staff member can be marked once for the day',
  dayEmpty: 'There is no active staff member to mark',
} as const;

export const STATUS_LABELS: Record<AttendanceStatus, string> = {
  present: 'Present',
  absent: 'Absent',
  paid_leave: 'Paid Leave',
  casual_leave: 'Casual Leave',
  comp_off: 'Comp Off',
  sick_leave: 'Sick Leave',
  public_holiday: 'Public Holiday',
};

export const year = z.coerce
  .number({ error: ATTENDANCE_TEXT.yearInvalid })
  .check(
    z.int(ATTENDANCE_TEXT.yearInvalid),
    z.gte(YEAR_RANGE.min, ATTENDANCE_TEXT.yearInvalid),
    z.lte(YEAR_RANGE.max, ATTENDANCE_TEXT.yearInvalid),
  );
export const month = z.coerce
  .number({ error: ATTENDANCE_TEXT.monthInvalid })
  .check(
    z.int(ATTENDANCE_TEXT.monthInvalid),
    z.gte(1, ATTENDANCE_TEXT.monthInvalid),
    z.lte(12, ATTENDANCE_TEXT.monthInvalid),
  );
export const staffId = z.uuid({ error: ATTENDANCE_TEXT.staffRequired });
export const status = z.enum(ATTENDANCE_STATUSES, { error: ATTENDANCE_TEXT.statusRequired });
export const byId = z.strictObject({ id: uuid });
export const filter = <T extends z.ZodMiniType>(schema: T) => blankIsUnset(z.optional(schema));

/** The first day of a year and of the next, for range conditions an index can use. */
export const yearRange = (y: number) => ({ from: `${y}-01-01`, to: `${y + 1}-01-01` });
export const monthRange = (y: number, m: number) => ({
  from: `${y}-${String(m).padStart(2, '0')}-01`,
  to: m === 12 ? `${y + 1}-01-01` : `${y}-${String(m + 1).padStart(2, '0')}-01`,
});
