// Feedback: members submit (3 per 10 minutes, counted from their own rows) and read only their own.
import { and, count, desc, eq, gt, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import { FEEDBACK_RATE, FEEDBACK_TEXT, type feedbackInput } from '../../../shared/feedback.ts';
import { addWorkingMinutes } from '../../../shared/working-hours.ts';
import type { AppContext } from '../../context.ts';
import type { Db } from '../../db/client.ts';
import { feedback, users } from '../../db/schema.ts';
import { tooManyRequests } from '../../http/errors.ts';
import { feedbackMail } from '../../mail/templates.ts';
import { officeI18n } from '../../platform/office-mail.ts';
import { paginate } from '../../platform/paginate.ts';
import { minutesLeft } from '../../platform/rate-limit.ts';
import { getSettings } from '../site/settings.ts';
import { categoryRules, workingCalendar } from './helpdesk.ts';

/** Who has an item, as a resident may read it: their name only. */
export const assignee = alias(users, 'assignee');

export const columns = {
  id: feedback.id,
  name: feedback.name,
  email: feedback.email,
  category: feedback.category,
  priority: feedback.priority,
  subject: feedback.subject,
  message: feedback.message,
  status: feedback.status,
  admin_response: feedback.admin_response,
  created_at: feedback.created_at,
  response_due_at: feedback.response_due_at,
  resolution_due_at: feedback.resolution_due_at,
  first_response_at: feedback.first_response_at,
  assignee_name: assignee.name,
};

export async function submit(ctx: AppContext, userId: string, input: z.output<typeof feedbackInput>) {
  const row = await ctx.db.transaction(async (tx) => {
    // Locking the user's row serialises their submissions, so parallel requests cannot slip past the limit.
    await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
    const recent = await tx
      .select({ created_at: feedback.created_at })
      .from(feedback)
      .where(
        and(
          eq(feedback.user_id, userId),
          gt(feedback.created_at, sql`now() - make_interval(secs => ${FEEDBACK_RATE.windowMs / 1000})`),
        ),
      )
      .orderBy(desc(feedback.created_at))
      .limit(FEEDBACK_RATE.max);
    if (recent.length >= FEEDBACK_RATE.max) {
      // A slot frees when the oldest of the latest `max` submissions leaves the window.
      const freesAt = recent[FEEDBACK_RATE.max - 1].created_at.getTime() + FEEDBACK_RATE.windowMs;
      throw tooManyRequests(FEEDBACK_TEXT.tooMany(minutesLeft(freesAt - Date.now())));
    }
    // The category's deadlines, counted in working hours from now, are stored with the item.
    const [calendar, rules] = await Promise.all([
      workingCalendar(tx, ctx.config.SOCIETY_TIMEZONE),
      categoryRules(tx),
    ]);
    const rule = rules.get(input.category);
    const now = new Date();
    const [created] = await tx
      .insert(feedback)
      .values({
        ...input,
        user_id: userId,
        status: 'open',
        created_at: now,
        assignee_id: rule?.default_assignee_id ?? null,
        response_due_at: rule && addWorkingMinutes(now, rule.response_hours * 60, calendar),
        resolution_due_at: rule && addWorkingMinutes(now, rule.resolution_hours * 60, calendar),
      })
      .returning({ id: feedback.id });
    return created;
  });
  // The feedback is stored: a mail failure is logged and never undoes it.
  const [saved] = await mineRows(ctx.db).where(eq(feedback.id, row.id));
  notifyOffice(ctx, saved).catch((err) => ctx.log.error({ err, feedbackId: row.id }, 'feedback mail failed'));
  return saved;
}

/** Feedback rows with the assignee's name, joined in SQL. */
export const mineRows = (db: Db) =>
  db.select(columns).from(feedback).leftJoin(assignee, eq(assignee.id, feedback.assignee_id));

async function notifyOffice(ctx: AppContext, row: Awaited<ReturnType<typeof mineRows>>[number]) {
  const settings = await getSettings(ctx.db);
  const i18n = await officeI18n(ctx, settings.email);
  await ctx.mailer.send(
    feedbackMail(i18n, settings, {
      name: row.name,
      email: row.email,
      category: row.category,
      priority: row.priority,
      subject: row.subject,
      message: row.message,
      created_at: row.created_at.toISOString(),
    }),
  );
}

export function listMine(db: Db, userId: string, page: number, pageSize: number) {
  const mine = eq(feedback.user_id, userId);
  return paginate(
    db,
    { page, pageSize },
    (limit, offset) =>
      mineRows(db)
        .where(mine)
        .orderBy(desc(feedback.created_at), desc(feedback.id))
        .limit(limit)
        .offset(offset),
    () => db.select({ total: count() }).from(feedback).where(mine),
  );
}
