// The year's public holidays (admin spec section 7: active, by date): add, and deactivate rather than delete.
import { and, asc, count, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { ATTENDANCE_TEXT } from '../../../shared/attendance/common.ts';
import type { holidayInput } from '../../../shared/attendance/holidays.ts';
import { dateLabel } from '../../../shared/dates.ts';
import type { searchQuery } from '../../../shared/schemas.ts';
import type { AppContext, SessionUser } from '../../context.ts';
import type { Db } from '../../db/client.ts';
import { publicHolidays as holidays } from '../../db/schema.ts';
import { conflict, notFound } from '../../http/errors.ts';
import { audit } from '../../platform/audit.ts';
import { paginate } from '../../platform/paginate.ts';
import { containsText } from '../../platform/search.ts';

export function listHolidays(db: Db, query: z.output<typeof searchQuery> & { year: number }) {
  const where = and(
    eq(holidays.year, query.year),
    eq(holidays.is_active, true),
    query.q ? containsText(query.q, [holidays.holiday_name]) : undefined,
  );
  return paginate(
    db,
    query,
    (limit, offset) =>
      db
        .select()
        .from(holidays)
        .where(where)
        .orderBy(asc(holidays.holiday_date), asc(holidays.id))
        .limit(limit)
        .offset(offset),
    () => db.select({ total: count() }).from(holidays).where(where),
  );
}

/**
 * One holiday per date: a deactivated one on that date comes back under the new name; an active one refuses the
 * second (409). One statement, so two admins adding the same date at once get one row and one refusal.
 */
export async function addHoliday(ctx: AppContext, admin: SessionUser, input: z.output<typeof holidayInput>) {
  return ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(holidays)
      .values(input)
      .onConflictDoUpdate({
        target: holidays.holiday_date,
        set: { holiday_name: input.holiday_name, is_active: true },
        setWhere: sql`${holidays.is_active} = false`,
      })
      .returning();
    if (!row) throw conflict(ATTENDANCE_TEXT.holidayExists(dateLabel(input.holiday_date)));
    await audit(tx, {
      userId: admin.id,
      action: 'public_holiday_added',
      resource: 'public_holidays',
      details: { holiday_id: row.id, holiday_name: row.holiday_name, holiday_date: row.holiday_date },
    });
    return row;
  });
}

export async function deactivateHoliday(ctx: AppContext, admin: SessionUser, id: string) {
  return ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .update(holidays)
      .set({ is_active: false })
      .where(and(eq(holidays.id, id), eq(holidays.is_active, true)))
      .returning();
    if (!row) {
      const [current] = await tx.select({ id: holidays.id }).from(holidays).where(eq(holidays.id, id));
      if (!current) throw notFound(ATTENDANCE_TEXT.holidayNotFound);
      throw conflict(ATTENDANCE_TEXT.holidayAlreadyInactive);
    }
    await audit(tx, {
      userId: admin.id,
      action: 'public_holiday_deactivated',
      resource: 'public_holidays',
      details: { holiday_id: id, holiday_name: row.holiday_name, holiday_date: row.holiday_date },
    });
    return row;
  });
}
