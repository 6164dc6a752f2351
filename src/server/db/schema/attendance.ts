// Staff, their leave balances, attendance and public holidays.
import { boolean, date, index, integer, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id } from './columns.ts';

export const staffMembers = pgTable(
  'staff_members',
  {
    id: id(),
    name: text('name').notNull(),
    role: text('role').notNull(),
    department: text('department').notNull().default('general'),
    email: text('email'),
    phone: text('phone'),
    joining_date: date('joining_date'),
    is_active: boolean('is_active').notNull().default(true),
    // The staff registration form (printed; all optional). The ID proof is a file in the documents bucket.
    staff_type: text('staff_type'),
    address: text('address'),
    work_timings: text('work_timings'),
    salary_details: text('salary_details'),
    reference_details: text('reference_details'),
    identity_proof_type: text('identity_proof_type'),
    identity_proof_number: text('identity_proof_number'),
    id_proof_url: text('id_proof_url'),
    created_at: createdAt(),
  },
  // Staff Management's order (active first, then by name): a page is read from the index, not sorted.
  (t) => [index('staff_members_list_idx').on(t.is_active.desc().nullsFirst(), t.name, t.id)],
);

export const leaveBalances = pgTable(
  'leave_balances',
  {
    id: id(),
    staff_id: uuid('staff_id')
      .notNull()
      .references(() => staffMembers.id, { onDelete: 'cascade' }),
    year: integer('year').notNull(),
    paid_leave_balance: integer('paid_leave_balance').notNull().default(12),
    casual_leave_balance: integer('casual_leave_balance').notNull().default(12),
    comp_off_balance: integer('comp_off_balance').notNull().default(0),
    sick_leave_balance: integer('sick_leave_balance').notNull().default(7),
  },
  (t) => [uniqueIndex('leave_balances_staff_year_uq').on(t.staff_id, t.year)],
);

export const attendanceRecords = pgTable(
  'attendance_records',
  {
    id: id(),
    staff_id: uuid('staff_id')
      .notNull()
      .references(() => staffMembers.id, { onDelete: 'cascade' }),
    attendance_date: date('attendance_date').notNull(),
    status: text('status').notNull(),
    notes: text('notes'),
    created_at: createdAt(),
  },
  (t) => [
    uniqueIndex('attendance_staff_date_uq').on(t.staff_id, t.attendance_date),
    index('attendance_date_idx').on(t.attendance_date),
  ],
);

export const publicHolidays = pgTable(
  'public_holidays',
  {
    id: id(),
    holiday_name: text('holiday_name').notNull(),
    holiday_date: date('holiday_date').notNull(),
    year: integer('year').notNull(),
    is_active: boolean('is_active').notNull().default(true),
  },
  (t) => [uniqueIndex('public_holidays_date_uq').on(t.holiday_date)],
);
