// Escalation: a feedback item whose response or resolution deadline has passed with the work undone goes up one
// level of its category's escalation chain (the level's person becomes its assignee), with a mail to that person
// and an audit row. Everything is read from stored times, so a restart or a second process changes nothing: a
// deadline counts once, because the item's escalated_at is then later than it.
import { and, eq, inArray, isNull, or, type SQL, sql } from 'drizzle-orm';
import { INTL_LOCALE, toLocale } from '../../shared/locales.ts';
import type { AppContext } from '../context.ts';
import { feedback, users } from '../db/schema.ts';
import { categoryRules } from '../features/feedback/helpdesk.ts';
import { getSettings } from '../features/site/settings.ts';
import { serverI18n } from '../mail/language.ts';
import { escalationMail } from '../mail/templates.ts';
import { audit } from '../platform/audit.ts';
import { startPeriodicJob } from './schedule.ts';

export const ESCALATION_JOB = 'escalate-feedback';
/** How often the processes look for passed deadlines (one of them does the work each time). */
export const ESCALATION_EVERY_MS = 15 * 60_000;

/** A deadline passed (by `now`) and not yet escalated for: the item's last escalation came before it. */
const passed = (due: typeof feedback.response_due_at | typeof feedback.resolution_due_at, now: Date): SQL =>
  sql`(${due} <= ${now.toISOString()}::timestamptz and (${feedback.escalated_at} is null or ${feedback.escalated_at} < ${due}))`;

interface Notice {
  to: string;
  name: string;
  language: string | null;
  subject: string;
  category: string;
  resident: string;
  level: number;
  deadline: 'response' | 'resolution';
  due: Date;
}

/** Moves every item owed an escalation up, as of `now`; returns how many moved. */
export async function escalateOverdue(
  ctx: Pick<AppContext, 'db' | 'config' | 'log' | 'mailer'>,
  now = new Date(),
) {
  const responseMissed = and(isNull(feedback.first_response_at), passed(feedback.response_due_at, now));
  const resolutionMissed = passed(feedback.resolution_due_at, now);
  const notices = await ctx.db.transaction(async (tx) => {
    const rules = await categoryRules(tx);
    // Locked, and skipped when another process holds them: each item is escalated by one process.
    const due = await tx
      .select({
        id: feedback.id,
        category: feedback.category,
        subject: feedback.subject,
        resident: feedback.name,
        level: feedback.escalation_level,
        assignee_id: feedback.assignee_id,
        response_due_at: feedback.response_due_at,
        resolution_due_at: feedback.resolution_due_at,
        response: sql<boolean>`coalesce(${responseMissed}, false)`,
        resolution: sql<boolean>`coalesce(${resolutionMissed}, false)`,
      })
      .from(feedback)
      .where(and(inArray(feedback.status, ['open', 'in_progress']), or(responseMissed, resolutionMissed)))
      .for('update', { skipLocked: true });
    const moved: (Omit<Notice, 'to' | 'name' | 'language'> & { userId: string })[] = [];
    for (const item of due) {
      const chain = rules.get(item.category)?.escalation ?? [];
      // One level per deadline passed since the last escalation (both, after a long stop), up to the last level.
      const level = Math.min(item.level + Number(item.response) + Number(item.resolution), chain.length);
      if (level <= item.level) continue;
      const userId = chain[level - 1];
      await tx
        .update(feedback)
        .set({ escalation_level: level, escalated_at: now, assignee_id: userId, updated_at: now })
        .where(eq(feedback.id, item.id));
      const deadline = item.resolution ? 'resolution' : 'response';
      await audit(tx, {
        action: 'feedback_escalated',
        resource: 'feedback',
        severity: 'medium',
        details: { feedback_id: item.id, from_level: item.level, to_level: level, to: userId, deadline },
      });
      const dueAt = (deadline === 'resolution' ? item.resolution_due_at : item.response_due_at) ?? now;
      moved.push({ ...item, level, userId, deadline, due: dueAt });
    }
    if (!moved.length) return [];
    const people = await tx
      .select({ id: users.id, email: users.email, name: users.name, language: users.language })
      .from(users)
      .where(
        inArray(
          users.id,
          moved.map((m) => m.userId),
        ),
      );
    const byId = new Map(people.map((p) => [p.id, p]));
    return moved.flatMap(({ userId, ...m }): Notice[] => {
      const p = byId.get(userId);
      return p ? [{ ...m, to: p.email, name: p.name, language: p.language }] : [];
    });
  });
  // The escalations are committed: a mail failure is logged and never undoes one.
  if (notices.length) {
    const settings = await getSettings(ctx.db);
    const url = `${ctx.config.publicUrl}/admin/feedback`;
    for (const n of notices) {
      const i18n = serverI18n(n.language);
      const due = new Intl.DateTimeFormat(INTL_LOCALE[toLocale(i18n.locale)], {
        dateStyle: 'medium',
        timeStyle: 'short',
        timeZone: ctx.config.SOCIETY_TIMEZONE,
        numberingSystem: 'latn',
      }).format(n.due);
      await ctx.mailer
        .send(escalationMail(i18n, settings, n.to, { ...n, due, url }))
        .catch((err) => ctx.log.error({ err }, 'escalation mail failed'));
    }
  }
  return notices.length;
}

/** Every quarter of an hour, once across all server processes. */
export const startEscalationJob = (ctx: AppContext) =>
  startPeriodicJob(ctx, ESCALATION_JOB, ESCALATION_EVERY_MS, async () => {
    const count = await escalateOverdue(ctx);
    return `${count} escalated`;
  });
