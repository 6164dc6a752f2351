// Daily attendance (admin spec sections 4, 5, 7 and 9): the list, marking (the same staff member and date again
// overwrites), editing status and notes, and the month view. A status change moves leave days in the same
// transaction, with the year's balance row locked first: every write for one staff member and year queues on
// that lock, so two leaves marked at once on a balance of 1 cannot both pass.
import { and, asc, count, desc, eq, gte, inArray, lt, or, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import {
  ALL_STAFF_LIMIT,
  ATTENDANCE_STATUSES,
  ATTENDANCE_TEXT,
  type AttendanceStatus,
  leaveChanges,
  monthRange,
  yearRange,
} from '../../../shared/attendance/common.ts';
import type {
  attendanceQuery,
  markAttendanceInput,
  markDayInput,
  monthFilters,
} from '../../../shared/attendance/daily.ts';
import { todayIn } from '../../../shared/dates.ts';
import type { AppContext, SessionUser } from '../../context.ts';
import type { Db, Tx } from '../../db/client.ts';
import { publicHolidays, attendanceRecords as records, staffMembers as staff } from '../../db/schema.ts';
import { AppError, badRequest, conflict, notFound } from '../../http/errors.ts';
import { audit } from '../../platform/audit.ts';
import type { PageRequest } from '../../platform/paginate.ts';
import { paginate } from '../../platform/paginate.ts';
import { containsText } from '../../platform/search.ts';
import { applyLeaveChanges, lockBalance, staffOrNotFound } from './leave-balances.ts';

const newestFirst = [desc(records.attendance_date), desc(records.created_at), desc(records.id)];

/** Records as the list shows them: picked on their own table (index order), then joined to the staff member. */
function recordRows(db: Db | Tx, where: SQL | undefined, limit = 1, offset = 0) {
  const p = db
    .select()
    .from(records)
    .where(where)
    .orderBy(...newestFirst)
    .limit(limit)
    .offset(offset)
    .as('p');
  return db
    .select({
      id: p.id,
      staff_id: p.staff_id,
      staff_name: staff.name,
      staff_role: staff.role,
      attendance_date: p.attendance_date,
      status: p.status,
      notes: p.notes,
      created_at: p.created_at,
    })
    .from(p)
    .innerJoin(staff, eq(staff.id, p.staff_id))
    .orderBy(desc(p.attendance_date), desc(p.created_at), desc(p.id));
}

const between = (column: typeof records.attendance_date, r: { from: string; to: string }) =>
  and(gte(column, r.from), lt(column, r.to));

/**
 * The year's records, newest first. With every staff member shown only the newest 100 are listed (section 9),
 * paged; one staff member's list has all of theirs. The search finds the staff member's name or role, or notes.
 */
export async function listAttendance(db: Db, query: z.output<typeof attendanceQuery>) {
  const where = and(
    between(records.attendance_date, yearRange(query.year)),
    query.staff_id ? eq(records.staff_id, query.staff_id) : undefined,
    query.status ? eq(records.status, query.status) : undefined,
    query.q
      ? or(
          containsText(query.q, [records.notes]),
          inArray(
            records.staff_id,
            db
              .select({ id: staff.id })
              .from(staff)
              .where(containsText(query.q, [staff.name, staff.role])),
          ),
        )
      : undefined,
  );
  if (query.staff_id)
    return paginate(
      db,
      query,
      (limit, offset) => recordRows(db, where, limit, offset),
      () => db.select({ total: count() }).from(records).where(where),
    );
  const cap = ALL_STAFF_LIMIT;
  return paginate(
    db,
    query,
    async (limit, offset) =>
      offset >= cap ? [] : recordRows(db, where, Math.min(limit, cap - offset), offset),
    async () => {
      const newest = db.select({ one: sql`1` }).from(records).where(where).limit(cap).as('newest');
      return db.select({ total: count() }).from(newest);
    },
  );
}

/**
 * Sets one staff member's day to a status: creates the record or overwrites it (marking), or changes an existing
 * one (editing). The leave days move with the status, refused with 'Insufficient leave balance' when the
 * balance is 0; the audit row says what changed.
 */
async function setStatus(
  tx: Tx,
  admin: SessionUser,
  target: { staffId: string; date: string },
  change: { status: AttendanceStatus; notes: string | null },
  action: 'attendance_marked' | 'attendance_updated',
): Promise<string> {
  const balance = await lockBalance(tx, target.staffId, Number(target.date.slice(0, 4)));
  // Read after the balance lock: a write of the same day that went first is seen here.
  const [existing] = await tx
    .select()
    .from(records)
    .where(and(eq(records.staff_id, target.staffId), eq(records.attendance_date, target.date)))
    .for('update');
  const leave = leaveChanges(existing?.status ?? null, change.status);
  await applyLeaveChanges(tx, balance, leave);
  const [row] = await tx
    .insert(records)
    .values({ staff_id: target.staffId, attendance_date: target.date, ...change })
    .onConflictDoUpdate({ target: [records.staff_id, records.attendance_date], set: change })
    .returning({ id: records.id });
  await audit(tx, {
    userId: admin.id,
    action,
    resource: 'attendance_records',
    details: {
      record_id: row.id,
      staff_id: target.staffId,
      attendance_date: target.date,
      status: change.status,
      previous_status: existing?.status ?? null,
      leave_changes: leave,
    },
  });
  return row.id;
}

const recordById = async (tx: Tx, id: string) => (await recordRows(tx, eq(records.id, id)))[0];

/** A day that has not come yet in the society's time zone cannot have been worked (or taken off). */
function refuseFuture(ctx: AppContext, date: string) {
  if (date > todayIn(ctx.config.SOCIETY_TIMEZONE))
    throw badRequest(ATTENDANCE_TEXT.futureDate, { attendance_date: ATTENDANCE_TEXT.futureDate });
}

/** Marks a day for an active staff member (404 unknown, 409 no longer active); the same day again overwrites. */
export function markAttendance(
  ctx: AppContext,
  admin: SessionUser,
  input: z.output<typeof markAttendanceInput>,
) {
  refuseFuture(ctx, input.attendance_date);
  return ctx.db.transaction(async (tx) => {
    const member = await staffOrNotFound(tx, input.staff_id);
    if (!member.is_active) throw conflict(ATTENDANCE_TEXT.staffInactive);
    const id = await setStatus(
      tx,
      admin,
      { staffId: member.id, date: input.attendance_date },
      { status: input.status, notes: input.notes },
      'attendance_marked',
    );
    return recordById(tx, id);
  });
}

/**
 * The day register: every active staff member, and anyone already marked that day (someone who left since), by
 * name, with the day's record; and the day's active public holiday.
 */
export async function dayRegister(db: Db, date: string) {
  const [rows, [holiday]] = await Promise.all([
    db
      .select({
        staff_id: staff.id,
        name: staff.name,
        role: staff.role,
        is_active: staff.is_active,
        status: records.status,
        notes: records.notes,
      })
      .from(staff)
      .leftJoin(records, and(eq(records.staff_id, staff.id), eq(records.attendance_date, date)))
      .where(or(eq(staff.is_active, true), sql`${records.id} is not null`))
      .orderBy(asc(staff.name), asc(staff.id)),
    db
      .select({ name: publicHolidays.holiday_name })
      .from(publicHolidays)
      .where(and(eq(publicHolidays.holiday_date, date), eq(publicHolidays.is_active, true))),
  ]);
  return { attendance_date: date, holiday_name: holiday?.name ?? null, staff: rows };
}

/**
 * Marks one day for every staff member given, in one transaction: any refusal (an unknown or departed staff
 * member, a leave with no balance left) writes nothing, and names the row. A row already saved as given is left
 * alone (no audit row for what did not change); the answer counts every row the day now holds as given.
 */
export async function markDay(ctx: AppContext, admin: SessionUser, input: z.output<typeof markDayInput>) {
  refuseFuture(ctx, input.attendance_date);
  const ids = input.entries.map((e) => e.staff_id);
  return ctx.db.transaction(async (tx) => {
    const found = await tx
      .select({
        id: staff.id,
        name: staff.name,
        is_active: staff.is_active,
        status: records.status,
        notes: records.notes,
      })
      .from(staff)
      .leftJoin(
        records,
        and(eq(records.staff_id, staff.id), eq(records.attendance_date, input.attendance_date)),
      )
      .where(inArray(staff.id, ids));
    const byId = new Map(found.map((f) => [f.id, f]));
    for (const [i, entry] of input.entries.entries()) {
      const member = byId.get(entry.staff_id);
      const field = `entries.${i}.status`;
      if (!member)
        throw new AppError(404, 'NOT_FOUND', ATTENDANCE_TEXT.staffNotFound, {
          [field]: ATTENDANCE_TEXT.staffNotFound,
        });
      if (member.status === entry.status && member.notes === entry.notes) continue;
      if (!member.is_active)
        throw new AppError(409, 'CONFLICT', `${member.name}: ${ATTENDANCE_TEXT.staffInactive}`, {
          [field]: ATTENDANCE_TEXT.staffInactive,
        });
      try {
        await setStatus(
          tx,
          admin,
          { staffId: member.id, date: input.attendance_date },
          { status: entry.status, notes: entry.notes },
          'attendance_marked',
        );
      } catch (err) {
        // The leave arithmetic's refusal, said of the row it belongs to.
        if (!(err instanceof AppError) || err.status !== 400) throw err;
        throw new AppError(400, err.code, `${member.name}: ${err.message}`, { [field]: err.message });
      }
    }
    return { saved: input.entries.length };
  });
}

/** Edits a record's status and notes only: the staff member and date stay (section 4). */
export function editAttendance(
  ctx: AppContext,
  admin: SessionUser,
  id: string,
  change: { status: AttendanceStatus; notes: string | null },
) {
  return ctx.db.transaction(async (tx) => {
    const [record] = await tx
      .select({ staff_id: records.staff_id, attendance_date: records.attendance_date })
      .from(records)
      .where(eq(records.id, id));
    if (!record) throw notFound(ATTENDANCE_TEXT.recordNotFound);
    const updated = await setStatus(
      tx,
      admin,
      { staffId: record.staff_id, date: record.attendance_date },
      change,
      'attendance_updated',
    );
    return recordById(tx, updated);
  });
}

const counted = (status: AttendanceStatus) =>
  sql<number>`count(*) filter (where ${records.status} = ${status})`.mapWith(Number);
const countsByStatus = Object.fromEntries(ATTENDANCE_STATUSES.map((s) => [s, counted(s)])) as Record<
  AttendanceStatus,
  SQL.Aliased<number> | SQL<number>
>;

/**
 * The staff a month view lists: active ones, and anyone with a record in that month (a member who left mid-month
 * is still paid for it); searched by name or role, or one staff member.
 */
function monthStaff(filters: z.output<typeof monthFilters>) {
  const range = monthRange(filters.year, filters.month);
  return and(
    or(
      eq(staff.is_active, true),
      sql`exists (select 1 from ${records} where ${records.staff_id} = ${staff.id}
        and ${records.attendance_date} >= ${range.from} and ${records.attendance_date} < ${range.to})`,
    ),
    filters.staff_id ? eq(staff.id, filters.staff_id) : undefined,
    filters.q ? containsText(filters.q, [staff.name, staff.role]) : undefined,
  );
}

/** Each listed staff member's month counted in SQL: the page of staff first, then their records by index. */
export function monthRows(db: Db, filters: z.output<typeof monthFilters>, limit?: number, offset = 0) {
  const range = monthRange(filters.year, filters.month);
  const picked = db
    .select()
    .from(staff)
    .where(monthStaff(filters))
    .orderBy(asc(staff.name), asc(staff.id))
    .$dynamic();
  const p = (limit === undefined ? picked : picked.limit(limit).offset(offset)).as('p');
  return db
    .select({
      staff_id: p.id,
      name: p.name,
      role: p.role,
      department: p.department,
      is_active: p.is_active,
      ...countsByStatus,
      days_marked: sql<number>`count(${records.id})`.mapWith(Number),
    })
    .from(p)
    .leftJoin(
      records,
      and(
        eq(records.staff_id, p.id),
        gte(records.attendance_date, range.from),
        lt(records.attendance_date, range.to),
      ),
    )
    .groupBy(p.id, p.name, p.role, p.department, p.is_active)
    .orderBy(asc(p.name), asc(p.id));
}

export function monthView(db: Db, query: z.output<typeof monthFilters> & PageRequest) {
  return paginate(
    db,
    query,
    (limit, offset) => monthRows(db, query, limit, offset),
    () => db.select({ total: count() }).from(staff).where(monthStaff(query)),
  );
}
