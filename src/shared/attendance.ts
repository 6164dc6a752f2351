// Attendance Management (admin spec sections 2–5, 7–9): the staff register with its printed registration, daily
// attendance, leave balances per year and the year's public holidays. Admin-only, so a file of its own.
import * as z from 'zod/mini';
import { endpoint } from './contract.ts';
import { documentUpload } from './documents.ts';
import { activeFilter, paged, searchQuery, timestamp } from './schemas.ts';
import {
  blankIsUnset,
  isoDate,
  optionalEmail,
  optionalLongText,
  optionalPhone,
  optionalText,
  text,
  uuid,
} from './validation.ts';

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

const year = z.coerce
  .number({ error: ATTENDANCE_TEXT.yearInvalid })
  .check(
    z.int(ATTENDANCE_TEXT.yearInvalid),
    z.gte(YEAR_RANGE.min, ATTENDANCE_TEXT.yearInvalid),
    z.lte(YEAR_RANGE.max, ATTENDANCE_TEXT.yearInvalid),
  );
const month = z.coerce
  .number({ error: ATTENDANCE_TEXT.monthInvalid })
  .check(
    z.int(ATTENDANCE_TEXT.monthInvalid),
    z.gte(1, ATTENDANCE_TEXT.monthInvalid),
    z.lte(12, ATTENDANCE_TEXT.monthInvalid),
  );
const staffId = z.uuid({ error: ATTENDANCE_TEXT.staffRequired });
const status = z.enum(ATTENDANCE_STATUSES, { error: ATTENDANCE_TEXT.statusRequired });
const byId = z.strictObject({ id: uuid });
const filter = <T extends z.ZodMiniType>(schema: T) => blankIsUnset(z.optional(schema));

/** The first day of a year and of the next, for range conditions an index can use. */
export const yearRange = (y: number) => ({ from: `${y}-01-01`, to: `${y + 1}-01-01` });
export const monthRange = (y: number, m: number) => ({
  from: `${y}-${String(m).padStart(2, '0')}-01`,
  to: m === 12 ? `${y + 1}-01-01` : `${y}-${String(m + 1).padStart(2, '0')}-01`,
});

// ---- staff ----

export const STAFF_LIMITS = { name: 100, role: 100, short: 100, long: 500 } as const;
export const ID_PROOF_ACCEPT = '.jpg,.jpeg,.png,.pdf';
export const idProofUpload = documentUpload('id_proof', ['jpeg', 'png', 'pdf']);
/** Suggestions for the free-text registration fields. */
export const STAFF_TYPE_SUGGESTIONS = ['Permanent', 'Contract', 'Temporary', 'Part-time'] as const;
export const ID_PROOF_TYPE_SUGGESTIONS = [
  'Aadhaar Card',
  'PAN Card',
  'Voter ID',
  'Driving Licence',
  'Passport',
] as const;

export const staffInput = z.strictObject({
  name: text(STAFF_LIMITS.name),
  role: text(STAFF_LIMITS.role),
  department: blankIsUnset(
    z._default(z.enum(STAFF_DEPARTMENTS, { error: ATTENDANCE_TEXT.departmentInvalid }), 'general'),
  ),
  email: optionalEmail,
  phone: optionalPhone,
  joining_date: z.pipe(
    blankIsUnset(z.nullish(isoDate)),
    z.transform((v) => v ?? null),
  ),
  // The registration form (section 3, printed): all optional.
  staff_type: optionalText(50),
  address: optionalLongText(STAFF_LIMITS.long),
  work_timings: optionalText(STAFF_LIMITS.short),
  salary_details: optionalLongText(STAFF_LIMITS.long),
  reference_details: optionalLongText(STAFF_LIMITS.long),
  identity_proof_type: optionalText(50),
  identity_proof_number: optionalText(50),
});
export type StaffInput = z.input<typeof staffInput>;

export const staffSchema = z.object({
  id: z.string(),
  name: z.string(),
  role: z.string(),
  department: z.string(),
  email: z.nullable(z.string()),
  phone: z.nullable(z.string()),
  joining_date: z.nullable(z.string()),
  is_active: z.boolean(),
  staff_type: z.nullable(z.string()),
  address: z.nullable(z.string()),
  work_timings: z.nullable(z.string()),
  salary_details: z.nullable(z.string()),
  reference_details: z.nullable(z.string()),
  identity_proof_type: z.nullable(z.string()),
  identity_proof_number: z.nullable(z.string()),
  id_proof_url: z.nullable(z.string()),
  created_at: timestamp,
});
export type StaffMember = z.output<typeof staffSchema>;

export const staffQuery = z.extend(searchQuery, {
  status: activeFilter,
  department: filter(z.enum(STAFF_DEPARTMENTS, { error: ATTENDANCE_TEXT.departmentInvalid })),
});

export const staffOptionSchema = z.object({ id: z.string(), name: z.string(), role: z.string() });
export type StaffOption = z.output<typeof staffOptionSchema>;

// ---- attendance ----

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

// ---- leave balances ----

export const leaveBalanceSchema = z.object({
  staff_id: z.string(),
  name: z.string(),
  role: z.string(),
  department: z.string(),
  /** Null: no balance stored for this year yet (created with the defaults on first use). */
  balance_id: z.nullable(z.string()),
  paid_leave_balance: z.nullable(z.number()),
  casual_leave_balance: z.nullable(z.number()),
  comp_off_balance: z.nullable(z.number()),
  sick_leave_balance: z.nullable(z.number()),
});
export type LeaveBalance = z.output<typeof leaveBalanceSchema>;

export const adjustInput = z.strictObject({
  staff_id: staffId,
  year,
  leave_type: z.enum(LEAVE_TYPES as [LeaveType, ...LeaveType[]], { error: ATTENDANCE_TEXT.leaveTypeInvalid }),
  delta: z.union([z.literal(1), z.literal(-1)], { error: ATTENDANCE_TEXT.deltaInvalid }),
});

// ---- public holidays ----

/** A holiday is added to the year the list shows, and its date must be in that year. */
export const holidayInput = z
  .strictObject({
    holiday_name: text(100),
    holiday_date: isoDate,
    year,
  })
  .check(
    z.superRefine((h, ctx) => {
      if (!h.holiday_date.startsWith(`${h.year}-`))
        ctx.addIssue({
          code: 'custom',
          path: ['holiday_date'],
          message: ATTENDANCE_TEXT.holidayOutsideYear(h.year),
        });
    }),
  );
export type HolidayInput = z.input<typeof holidayInput>;

export const holidaySchema = z.object({
  id: z.string(),
  holiday_name: z.string(),
  holiday_date: z.string(),
  year: z.number(),
  is_active: z.boolean(),
});
export type PublicHoliday = z.output<typeof holidaySchema>;

export const attendanceAdminApi = {
  staff: endpoint({
    method: 'GET',
    path: '/api/admin/staff',
    access: 'admin',
    input: staffQuery,
    output: paged(staffSchema),
  }),
  /** Active staff by name, for the staff pickers. */
  staffOptions: endpoint({
    method: 'GET',
    path: '/api/admin/staff/options',
    access: 'admin',
    input: z.strictObject({}),
    output: z.array(staffOptionSchema),
  }),
  /** The staff member and this year's leave balances in one transaction; the ID proof is optional. */
  addStaff: endpoint({
    method: 'POST',
    path: '/api/admin/staff',
    access: 'admin',
    input: staffInput,
    output: staffSchema,
    upload: idProofUpload,
  }),
  deactivateStaff: endpoint({
    method: 'POST',
    path: '/api/admin/staff/:id/deactivate',
    access: 'admin',
    input: byId,
    output: staffSchema,
  }),
  attendance: endpoint({
    method: 'GET',
    path: '/api/admin/attendance',
    access: 'admin',
    input: attendanceQuery,
    output: paged(attendanceSchema),
  }),
  /** The day register of one date, for marking every staff member at once. */
  day: endpoint({
    method: 'GET',
    path: '/api/admin/attendance/day',
    access: 'admin',
    input: z.strictObject({ date: isoDate }),
    output: dayRegisterSchema,
  }),
  /** Marks (or corrects) a day for every staff member given, in one transaction: all of them or none. */
  markDay: endpoint({
    method: 'POST',
    path: '/api/admin/attendance/day',
    access: 'admin',
    input: markDayInput,
    output: z.object({ saved: z.number().check(z.int()) }),
  }),
  /** Marking a staff member's day again overwrites it (section 4). */
  mark: endpoint({
    method: 'POST',
    path: '/api/admin/attendance',
    access: 'admin',
    input: markAttendanceInput,
    output: attendanceSchema,
  }),
  edit: endpoint({
    method: 'PUT',
    path: '/api/admin/attendance/:id',
    access: 'admin',
    input: z.extend(editAttendanceInput, byId.shape),
    output: attendanceSchema,
  }),
  month: endpoint({
    method: 'GET',
    path: '/api/admin/attendance/month',
    access: 'admin',
    input: monthQuery,
    output: paged(monthSummarySchema),
  }),
  /** The month view of every staff member as CSV, for payroll. */
  export: endpoint({
    method: 'GET',
    path: '/api/admin/attendance/export',
    access: 'admin',
    input: monthFilters,
    output: 'file',
  }),
  balances: endpoint({
    method: 'GET',
    path: '/api/admin/leave-balances',
    access: 'admin',
    input: z.extend(searchQuery, { year }),
    output: z.extend(paged(leaveBalanceSchema), {
      /** Active staff with no balance stored for the year, on any page. */
      missing: z.number().check(z.int()),
    }),
  }),
  /** Creates the year's missing balances with the new-staff defaults. */
  createBalances: endpoint({
    method: 'POST',
    path: '/api/admin/leave-balances',
    access: 'admin',
    input: z.strictObject({ year }),
    output: z.object({ created: z.number().check(z.int()) }),
  }),
  adjust: endpoint({
    method: 'POST',
    path: '/api/admin/leave-balances/adjust',
    access: 'admin',
    input: adjustInput,
    output: leaveBalanceSchema,
  }),
  holidays: endpoint({
    method: 'GET',
    path: '/api/admin/public-holidays',
    access: 'admin',
    input: z.extend(searchQuery, { year }),
    output: paged(holidaySchema),
  }),
  addHoliday: endpoint({
    method: 'POST',
    path: '/api/admin/public-holidays',
    access: 'admin',
    input: holidayInput,
    output: holidaySchema,
  }),
  deactivateHoliday: endpoint({
    method: 'POST',
    path: '/api/admin/public-holidays/:id/deactivate',
    access: 'admin',
    input: byId,
    output: holidaySchema,
  }),
};
