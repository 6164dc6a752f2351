// Attendance: leave balances per staff member and year (admin spec section 5).
import * as z from 'zod/mini';
import { ATTENDANCE_TEXT, LEAVE_TYPES, type LeaveType, staffId, year } from './common.ts';

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
