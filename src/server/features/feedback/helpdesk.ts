// The helpdesk's settings: the office's working hours (with the attendance register's public holidays), and per
// category the deadlines, the default assignee and the escalation levels. An item's deadlines are worked out from
// them when it is filed and stored with it.
import { asc, eq, inArray } from 'drizzle-orm';
import type { z } from 'zod';
import { FEEDBACK_CATEGORIES } from '../../../shared/feedback.ts';
import {
  FEEDBACK_ADMIN_TEXT,
  HELPDESK_DEFAULTS,
  HELPDESK_TEXT,
  type HelpdeskCategory,
  type helpdeskCategoryInput,
  type helpdeskHoursInput,
} from '../../../shared/feedback-admin.ts';
import {
  addWorkingMinutes,
  clockTime,
  minutesOfDay,
  type WorkingCalendar,
} from '../../../shared/working-hours.ts';
import { rolesReaching } from '../../auth/roles.ts';
import type { SessionUser } from '../../context.ts';
import type { Db, Tx } from '../../db/client.ts';
import {
  feedback,
  helpdeskCategories,
  helpdeskEscalations,
  helpdeskHours,
  publicHolidays,
  userRoles,
  users,
} from '../../db/schema.ts';
import { badRequest, notFound } from '../../http/errors.ts';
import { audit } from '../../platform/audit.ts';

async function hours(db: Db | Tx) {
  const [row] = await db.select().from(helpdeskHours).limit(1);
  return row
    ? {
        opens_at: clockTime(row.opens_at),
        closes_at: clockTime(row.closes_at),
        working_days: row.working_days,
      }
    : { ...HELPDESK_DEFAULTS, working_days: [...HELPDESK_DEFAULTS.working_days] };
}

/** The office's calendar: its hours and weekdays, closed on the active public holidays. */
export async function workingCalendar(db: Db | Tx, timeZone: string): Promise<WorkingCalendar> {
  const [h, holidays] = await Promise.all([
    hours(db),
    db
      .select({ date: publicHolidays.holiday_date })
      .from(publicHolidays)
      .where(eq(publicHolidays.is_active, true)),
  ]);
  return {
    timeZone,
    opensAt: minutesOfDay(h.opens_at),
    closesAt: minutesOfDay(h.closes_at),
    weekdays: h.working_days,
    holidays: new Set(holidays.map((d) => d.date)),
  };
}

/** Every category's rule, on the defaults where the office has set none; escalation levels in order. */
export async function categoryRules(db: Db | Tx): Promise<Map<string, HelpdeskCategory>> {
  const [rows, levels] = await Promise.all([
    db.select().from(helpdeskCategories),
    db.select().from(helpdeskEscalations).orderBy(asc(helpdeskEscalations.level)),
  ]);
  const rules = new Map<string, HelpdeskCategory>(
    FEEDBACK_CATEGORIES.map((category) => [
      category,
      {
        category,
        response_hours: HELPDESK_DEFAULTS.response_hours,
        resolution_hours: HELPDESK_DEFAULTS.resolution_hours,
        default_assignee_id: null,
        escalation: [],
      },
    ]),
  );
  for (const { updated_at: _, ...r } of rows) rules.set(r.category, { ...r, escalation: [] });
  for (const l of levels) rules.get(l.category)?.escalation.push(l.user_id);
  return rules;
}

/** The people an item can be given to: those whose roles reach `helpdesk:manage` (as the society set them). */
export async function helpdeskStaff(db: Db | Tx) {
  const roles = await rolesReaching(db, 'helpdesk:manage');
  return db
    .selectDistinct({ id: users.id, name: users.name })
    .from(users)
    .innerJoin(userRoles, eq(userRoles.user_id, users.id))
    .where(inArray(userRoles.role, roles))
    .orderBy(asc(users.name), asc(users.id));
}

/** Refuses (400, nothing written) anyone among `ids` who does not manage the helpdesk. */
export async function checkStaff(db: Db | Tx, ids: readonly string[], field: string) {
  if (!ids.length) return;
  const staff = new Set((await helpdeskStaff(db)).map((s) => s.id));
  if (ids.some((id) => !staff.has(id)))
    throw badRequest(HELPDESK_TEXT.notStaff, { [field]: HELPDESK_TEXT.notStaff });
}

export async function helpdeskSettings(db: Db) {
  const [h, rules, staff] = await Promise.all([hours(db), categoryRules(db), helpdeskStaff(db)]);
  return { hours: h, categories: [...rules.values()], staff };
}

export async function saveHours(db: Db, admin: SessionUser, input: z.output<typeof helpdeskHoursInput>) {
  const values = {
    opens_at: minutesOfDay(input.opens_at),
    closes_at: minutesOfDay(input.closes_at),
    working_days: [...new Set(input.working_days)].sort(),
    updated_at: new Date(),
  };
  await db.transaction(async (tx) => {
    await tx
      .insert(helpdeskHours)
      .values({ id: 1, ...values })
      .onConflictDoUpdate({ target: helpdeskHours.id, set: values });
    await audit(tx, {
      userId: admin.id,
      action: 'helpdesk_hours_changed',
      resource: 'helpdesk_hours',
      details: { ...input, working_days: values.working_days },
    });
  });
  return hours(db);
}

export async function saveCategory(
  db: Db,
  admin: SessionUser,
  input: z.output<typeof helpdeskCategoryInput>,
) {
  const { category, escalation, ...rule } = input;
  await db.transaction(async (tx) => {
    await checkStaff(tx, rule.default_assignee_id ? [rule.default_assignee_id] : [], 'default_assignee_id');
    await checkStaff(tx, escalation, 'escalation');
    const values = { ...rule, updated_at: new Date() };
    await tx
      .insert(helpdeskCategories)
      .values({ category, ...values })
      .onConflictDoUpdate({ target: helpdeskCategories.category, set: values });
    await tx.delete(helpdeskEscalations).where(eq(helpdeskEscalations.category, category));
    if (escalation.length)
      await tx
        .insert(helpdeskEscalations)
        .values(escalation.map((user_id, i) => ({ category, level: i + 1, user_id })));
    await audit(tx, {
      userId: admin.id,
      action: 'helpdesk_category_changed',
      resource: 'helpdesk_categories',
      details: input,
    });
  });
  const saved = (await categoryRules(db)).get(category);
  if (!saved) throw new Error(`unknown category ${category}`);
  return saved;
}

/**
 * A reopened item's resolution clock starts again: a new resolution deadline, the category's working hours from
 * `now`, and no resolution yet. The escalation job then counts the new deadline like the first (one level more if
 * it passes). For the resident's reopen, inside its transaction.
 */
export async function restartResolutionClock(tx: Db | Tx, id: string, timeZone: string, now = new Date()) {
  const [item] = await tx.select({ category: feedback.category }).from(feedback).where(eq(feedback.id, id));
  if (!item) throw notFound(FEEDBACK_ADMIN_TEXT.notFound);
  const [calendar, rules] = await Promise.all([workingCalendar(tx, timeZone), categoryRules(tx)]);
  const rule = rules.get(item.category);
  await tx
    .update(feedback)
    .set({
      resolution_due_at: rule ? addWorkingMinutes(now, rule.resolution_hours * 60, calendar) : null,
      resolved_at: null,
      resolution_work_minutes: null,
      updated_at: now,
    })
    .where(eq(feedback.id, id));
}
