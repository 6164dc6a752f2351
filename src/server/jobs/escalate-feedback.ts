// Escalation: a feedback item whose response or resolution deadline has passed with the work undone goes up one
// level of its category's escalation chain (the level's person becomes its assignee), with a mail to that person
// and an audit row. Everything is read from stored times, so a restart or a second process changes nothing: a
// deadline counts once, because the item's escalated_at is then later than it.
import { and, inArray, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { AppContext } from '../context.ts';
import { feedback } from '../db/schema.ts';
import { type Escalation, escalateItem, mailEscalations } from '../features/feedback/escalation.ts';
import { categoryRules } from '../features/feedback/helpdesk.ts';
import { startPeriodicJob } from './schedule.ts';

export const ESCALATION_JOB = 'escalate-feedback';
/** How often the processes look for passed deadlines (one of them does the work each time). */
export const ESCALATION_EVERY_MS = 15 * 60_000;

/** A deadline passed (by `now`) and not yet escalated for: the item's last escalation came before it. */
const passed = (due: typeof feedback.response_due_at | typeof feedback.resolution_due_at, now: Date): SQL =>
  sql`(${due} <= ${now.toISOString()}::timestamptz and (${feedback.escalated_at} is null or ${feedback.escalated_at} < ${due}))`;

/** Moves every item owed an escalation up, as of `now`; returns how many moved. */
export async function escalateOverdue(
  ctx: Pick<AppContext, 'db' | 'config' | 'log' | 'mailer'>,
  now = new Date(),
) {
  const responseMissed = and(isNull(feedback.first_response_at), passed(feedback.response_due_at, now));
  const resolutionMissed = passed(feedback.resolution_due_at, now);
  const moved = await ctx.db.transaction(async (tx) => {
    const rules = await categoryRules(tx);
    // Locked, and skipped when another process holds them: each item is escalated by one process.
    const due = await tx
      .select({
        id: feedback.id,
        category: feedback.category,
        subject: feedback.subject,
        resident: feedback.name,
        from: feedback.escalation_level,
        response_due_at: feedback.response_due_at,
        resolution_due_at: feedback.resolution_due_at,
        response: sql<boolean>`coalesce(${responseMissed}, false)`,
        resolution: sql<boolean>`coalesce(${resolutionMissed}, false)`,
      })
      .from(feedback)
      .where(and(inArray(feedback.status, ['open', 'in_progress']), or(responseMissed, resolutionMissed)))
      .for('update', { skipLocked: true });
    const steps: Escalation[] = [];
    for (const { response, resolution, response_due_at, resolution_due_at, ...item } of due) {
      const chain = rules.get(item.category)?.escalation ?? [];
      // One level per deadline passed since the last escalation (both, after a long stop), up to the last level.
      const level = Math.min(item.from + Number(response) + Number(resolution), chain.length);
      if (level <= item.from) continue;
      const deadline = resolution ? 'resolution' : 'response';
      const dueAt = (deadline === 'resolution' ? resolution_due_at : response_due_at) ?? now;
      const step: Escalation = { ...item, level, userId: chain[level - 1], cause: { deadline, due: dueAt } };
      await escalateItem(tx, step, now);
      steps.push(step);
    }
    return steps;
  });
  // The escalations are committed: the mails follow.
  await mailEscalations(ctx, moved);
  return moved.length;
}

/** Every quarter of an hour, once across all server processes. */
export const startEscalationJob = (ctx: AppContext) =>
  startPeriodicJob(ctx, ESCALATION_JOB, ESCALATION_EVERY_MS, async () => {
    const count = await escalateOverdue(ctx);
    return `${count} escalated`;
  });
