// Attendance Management (admin spec sections 2–5, 7–9): the API table. The staff register, daily attendance,
// leave balances and holidays each have a module in ./attendance/. Admin-only, so files of their own.
import * as z from 'zod/mini';
import { byId, year } from './attendance/common.ts';
import {
  attendanceQuery,
  attendanceSchema,
  dayRegisterSchema,
  editAttendanceInput,
  markAttendanceInput,
  markDayInput,
  monthFilters,
  monthQuery,
  monthSummarySchema,
} from './attendance/daily.ts';
import { holidayInput, holidaySchema } from './attendance/holidays.ts';
import { adjustInput, leaveBalanceSchema } from './attendance/leave-balances.ts';
import { idProofUpload, staffInput, staffOptionSchema, staffQuery, staffSchema } from './attendance/staff.ts';
import { endpoint } from './contract.ts';
import { paged, searchQuery } from './schemas.ts';
import { isoDate } from './validation.ts';

export const attendanceAdminApi = {
  staff: endpoint({
    method: 'GET',
    path: '/api/admin/staff',
    access: 'attendance:view',
    input: staffQuery,
    output: paged(staffSchema),
  }),
  /** Active staff by name, for the staff pickers. */
  staffOptions: endpoint({
    method: 'GET',
    path: '/api/admin/staff/options',
    access: 'attendance:view',
    input: z.strictObject({}),
    output: z.array(staffOptionSchema),
  }),
  /** The staff member and this year's leave balances in one transaction; the ID proof is optional. */
  addStaff: endpoint({
    method: 'POST',
    path: '/api/admin/staff',
    access: 'attendance:manage',
    input: staffInput,
    output: staffSchema,
    upload: idProofUpload,
  }),
  deactivateStaff: endpoint({
    method: 'POST',
    path: '/api/admin/staff/:id/deactivate',
    access: 'attendance:manage',
    input: byId,
    output: staffSchema,
  }),
  attendance: endpoint({
    method: 'GET',
    path: '/api/admin/attendance',
    access: 'attendance:view',
    input: attendanceQuery,
    output: paged(attendanceSchema),
  }),
  /** The day register of one date, for marking every staff member at once. */
  day: endpoint({
    method: 'GET',
    path: '/api/admin/attendance/day',
    access: 'attendance:view',
    input: z.strictObject({ date: isoDate }),
    output: dayRegisterSchema,
  }),
  /** Marks (or corrects) a day for every staff member given, in one transaction: all of them or none. */
  markDay: endpoint({
    method: 'POST',
    path: '/api/admin/attendance/day',
    access: 'attendance:manage',
    input: markDayInput,
    output: z.object({ saved: z.number().check(z.int()) }),
  }),
  /** Marking a staff member's day again overwrites it (section 4). */
  mark: endpoint({
    method: 'POST',
    path: '/api/admin/attendance',
    access: 'attendance:manage',
    input: markAttendanceInput,
    output: attendanceSchema,
  }),
  edit: endpoint({
    method: 'PUT',
    path: '/api/admin/attendance/:id',
    access: 'attendance:manage',
    input: z.extend(editAttendanceInput, byId.shape),
    output: attendanceSchema,
  }),
  month: endpoint({
    method: 'GET',
    path: '/api/admin/attendance/month',
    access: 'attendance:view',
    input: monthQuery,
    output: paged(monthSummarySchema),
  }),
  /** The month view of every staff member as CSV, for payroll. */
  export: endpoint({
    method: 'GET',
    path: '/api/admin/attendance/export',
    access: 'attendance:view',
    input: monthFilters,
    output: 'file',
  }),
  balances: endpoint({
    method: 'GET',
    path: '/api/admin/leave-balances',
    access: 'attendance:view',
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
    access: 'attendance:manage',
    input: z.strictObject({ year }),
    output: z.object({ created: z.number().check(z.int()) }),
  }),
  adjust: endpoint({
    method: 'POST',
    path: '/api/admin/leave-balances/adjust',
    access: 'attendance:manage',
    input: adjustInput,
    output: leaveBalanceSchema,
  }),
  holidays: endpoint({
    method: 'GET',
    path: '/api/admin/public-holidays',
    access: 'attendance:view',
    input: z.extend(searchQuery, { year }),
    output: paged(holidaySchema),
  }),
  addHoliday: endpoint({
    method: 'POST',
    path: '/api/admin/public-holidays',
    access: 'attendance:manage',
    input: holidayInput,
    output: holidaySchema,
  }),
  deactivateHoliday: endpoint({
    method: 'POST',
    path: '/api/admin/public-holidays/:id/deactivate',
    access: 'attendance:manage',
    input: byId,
    output: holidaySchema,
  }),
};
