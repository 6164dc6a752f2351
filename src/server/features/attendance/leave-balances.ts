// Leave balances per staff member and year (admin spec sections 5 and 9). A year's balance is created with the
// new-staff defaults when the staff member is added (that year) or on first use (any other year); every change
// happens with the balance row locked, so two admins at once can never take it below 0.
import { and, asc, count, eq, isNull, sql } from 'drizzle-orm';
import type { z } from 'zod';
import {
  ATTENDANCE_TEXT,
  LEAVE_BALANCE_OF,
  type LeaveType,
  MAX_LEAVE_BALANCE,
  NEW_STAFF_BALANCES,
} from '../../../shared/attendance/common.ts';
import type { adjustInput } from '../../../shared/attendance/leave-balances.ts';
import type { searchQuery } from '../../../shared/schemas.ts';
import type { AppContext, SessionUser } from '../../context.ts';
import type { Db, Tx } from '../../db/client.ts';
import { leaveBalances, staffMembers } from '../../db/schema.ts';
import { badRequest, notFound } from '../../http/errors.ts';
import { audit } from '../../platform/audit.ts';
import { paginate } from '../../platform/paginate.ts';
import { containsText } from '../../platform/search.ts';

export type Balance = typeof leaveBalances.$inferSelect;

/** The year's balance, created with the defaults when missing, locked until the transaction ends. */
export async function lockBalance(tx: Tx, staffId: string, year: number): Promise<Balance> {
  await tx
    .insert(leaveBalances)
    .values({ staff_id: staffId, year, ...NEW_STAFF_BALANCES })
    .onConflictDoNothing({ target: [leaveBalances.staff_id, leaveBalances.year] });
  const [row] = await tx
    .select()
    .from(leaveBalances)
    .where(and(eq(leaveBalances.staff_id, staffId), eq(leaveBalances.year, year)))
    .for('update');
  return row;
}

/**
 * Applies +1/−1 day changes to a locked balance: a leave that would take a balance below 0 is refused with the
 * spec's message (and the caller's transaction rolls back).
 */
export async function applyLeaveChanges(
  tx: Tx,
  balance: Balance,
  changes: Partial<Record<LeaveType, 1 | -1>>,
  refusal: { message: string; field: string } = { message: ATTENDANCE_TEXT.insufficient, field: 'status' },
) {
  const next: Partial<Record<(typeof LEAVE_BALANCE_OF)[LeaveType], number>> = {};
  for (const [type, delta] of Object.entries(changes) as [LeaveType, 1 | -1][]) {
    const column = LEAVE_BALANCE_OF[type];
    const value = balance[column] + delta;
    if (value < 0) throw badRequest(refusal.message, { [refusal.field]: refusal.message });
    if (value > MAX_LEAVE_BALANCE)
      throw badRequest(ATTENDANCE_TEXT.aboveMax, { [refusal.field]: ATTENDANCE_TEXT.aboveMax });
    next[column] = value;
  }
  if (!Object.keys(next).length) return balance;
  const [row] = await tx.update(leaveBalances).set(next).where(eq(leaveBalances.id, balance.id)).returning();
  return row;
}

/** A staff member's row (404 when unknown), read inside the caller's transaction. */
export async function staffOrNotFound(tx: Tx | Db, id: string) {
  const [staff] = await tx.select().from(staffMembers).where(eq(staffMembers.id, id));
  if (!staff) throw notFound(ATTENDANCE_TEXT.staffNotFound);
  return staff;
}

const balanceColumns = {
  balance_id: leaveBalances.id,
  paid_leave_balance: leaveBalances.paid_leave_balance,
  casual_leave_balance: leaveBalances.casual_leave_balance,
  comp_off_balance: leaveBalances.comp_off_balance,
  sick_leave_balance: leaveBalances.sick_leave_balance,
};
const ofYear = (year: number) =>
  and(eq(leaveBalances.staff_id, staffMembers.id), eq(leaveBalances.year, year));

/** Active staff by name with the year's balance (null where none is stored yet), and how many lack one. */
export async function listBalances(db: Db, query: z.output<typeof searchQuery> & { year: number }) {
  const where = and(
    eq(staffMembers.is_active, true),
    query.q ? containsText(query.q, [staffMembers.name, staffMembers.role]) : undefined,
  );
  const [page, [{ missing }]] = await Promise.all([
    paginate(
      db,
      query,
      (limit, offset) =>
        db
          .select({
            staff_id: staffMembers.id,
            name: staffMembers.name,
            role: staffMembers.role,
            department: staffMembers.department,
            ...balanceColumns,
          })
          .from(staffMembers)
          .leftJoin(leaveBalances, ofYear(query.year))
          .where(where)
          .orderBy(asc(staffMembers.name), asc(staffMembers.id))
          .limit(limit)
          .offset(offset),
      () => db.select({ total: count() }).from(staffMembers).where(where),
    ),
    db
      .select({ missing: count() })
      .from(staffMembers)
      .leftJoin(leaveBalances, ofYear(query.year))
      .where(and(eq(staffMembers.is_active, true), isNull(leaveBalances.id))),
  ]);
  return { ...page, missing };
}

/** The year's missing balances of every active staff member, with the defaults; answers how many were made. */
export async function createYearBalances(ctx: AppContext, admin: SessionUser, year: number) {
  return ctx.db.transaction(async (tx) => {
    const b = NEW_STAFF_BALANCES;
    const result = await tx.execute(sql`
      insert into ${leaveBalances} (staff_id, year, paid_leave_balance, casual_leave_balance, comp_off_balance,
        sick_leave_balance)
      select ${staffMembers.id}, ${year}::int, ${b.paid_leave_balance}::int, ${b.casual_leave_balance}::int,
             ${b.comp_off_balance}::int, ${b.sick_leave_balance}::int
      from ${staffMembers} where ${staffMembers.is_active}
      on conflict (staff_id, year) do nothing
      returning id`);
    const made = (result as unknown as { rows: unknown[] }).rows;
    if (made.length)
      await audit(tx, {
        userId: admin.id,
        action: 'leave_balances_created',
        resource: 'leave_balances',
        details: { year, created: made.length },
      });
    return { created: made.length };
  });
}

/** Manual adjustment: one day up or down, never below 0 (section 5). */
export async function adjustBalance(
  ctx: AppContext,
  admin: SessionUser,
  input: z.output<typeof adjustInput>,
) {
  return ctx.db.transaction(async (tx) => {
    const staff = await staffOrNotFound(tx, input.staff_id);
    const before = await lockBalance(tx, staff.id, input.year);
    const after = await applyLeaveChanges(
      tx,
      before,
      { [input.leave_type]: input.delta },
      { message: ATTENDANCE_TEXT.belowZero, field: 'delta' },
    );
    const column = LEAVE_BALANCE_OF[input.leave_type];
    await audit(tx, {
      userId: admin.id,
      action: 'leave_balance_adjusted',
      resource: 'leave_balances',
      details: {
        staff_id: staff.id,
        staff_name: staff.name,
        year: input.year,
        leave_type: input.leave_type,
        from: before[column],
        to: after[column],
      },
      severity: 'medium',
    });
    return {
      staff_id: staff.id,
      name: staff.name,
      role: staff.role,
      department: staff.department,
      balance_id: after.id,
      paid_leave_balance: after.paid_leave_balance,
      casual_leave_balance: after.casual_leave_balance,
      comp_off_balance: after.comp_off_balance,
      sick_leave_balance: after.sick_leave_balance,
    };
  });
}
