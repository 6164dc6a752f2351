// Feedback management: the office's list and figures, and the transitions of admin spec section 4.
import { and, asc, count, eq, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { type FeedbackStatus, statusLabel } from '../../../shared/feedback.ts';
import {
  type adminFeedbackQuery,
  canTakeAction,
  FEEDBACK_ADMIN_TEXT,
  type FeedbackAction,
  HELPDESK_TEXT,
} from '../../../shared/feedback-admin.ts';
import { workingMinutesBetween } from '../../../shared/working-hours.ts';
import type { AppContext, SessionUser } from '../../context.ts';
import type { Db } from '../../db/client.ts';
import { feedback, feedbackNotes, profiles, users } from '../../db/schema.ts';
import { conflict, notFound } from '../../http/errors.ts';
import { serverI18n } from '../../mail/language.ts';
import { feedbackUpdateMail } from '../../mail/templates.ts';
import { audit } from '../../platform/audit.ts';
import { dateOrStatus, paginate, sortOrder } from '../../platform/paginate.ts';
import { containsText } from '../../platform/search.ts';
import { getSettings } from '../site/settings.ts';
import { type Escalation, escalateItem, mailEscalations } from './escalation.ts';
import { categoryRules, checkStaff, workingCalendar } from './helpdesk.ts';
import { assignee, columns } from './service.ts';

/** A deadline has passed with its work undone: no first response by the response deadline, or not resolved by
 *  the resolution deadline. */
const overdue = sql<boolean>`(
  (${feedback.first_response_at} is null and ${feedback.response_due_at} < now())
  or (${feedback.status} in ('open', 'in_progress') and ${feedback.resolution_due_at} < now())
)`;

/** Feedback rows as the office sees them: with the resident's flat, joined in SQL. */
const adminRows = (db: Db) =>
  db
    .select({
      ...columns,
      flat_no: profiles.flat_no,
      updated_at: feedback.updated_at,
      assignee_id: feedback.assignee_id,
      escalation_level: feedback.escalation_level,
      resolved_at: feedback.resolved_at,
      overdue: sql<boolean>`coalesce(${overdue}, false)`,
      reopen_reason: feedback.reopen_reason,
    })
    .from(feedback)
    .leftJoin(profiles, eq(profiles.user_id, feedback.user_id))
    .leftJoin(assignee, eq(assignee.id, feedback.assignee_id));

export function listFeedback(db: Db, admin: SessionUser, query: z.output<typeof adminFeedbackQuery>) {
  const where = and(
    query.assignee === 'me' ? eq(feedback.assignee_id, admin.id) : undefined,
    query.deadline === 'overdue' ? overdue : undefined,
    query.status ? eq(feedback.status, query.status) : undefined,
    query.priority ? eq(feedback.priority, query.priority) : undefined,
    query.category ? eq(feedback.category, query.category) : undefined,
    query.q
      ? containsText(query.q, [feedback.subject, feedback.message, feedback.name, feedback.email])
      : undefined,
  );
  return paginate(
    db,
    query,
    (limit, offset) =>
      adminRows(db)
        .where(where)
        .orderBy(...sortOrder(query, dateOrStatus(feedback), 'created_at', feedback.id))
        .limit(limit)
        .offset(offset),
    () => db.select({ total: count() }).from(feedback).where(where),
  );
}

/** The five stat cards in one pass over the table. */
export async function feedbackStats(db: Db) {
  const counted = (condition: SQL) => sql<number>`count(*) filter (where ${condition})`.mapWith(Number);
  const [row] = await db
    .select({
      total: count(),
      open: counted(sql`${feedback.status} = 'open'`),
      in_progress: counted(sql`${feedback.status} = 'in_progress'`),
      resolved: counted(sql`${feedback.status} = 'resolved'`),
      urgent: counted(sql`${feedback.priority} = 'urgent' and ${feedback.status} in ('open', 'in_progress')`),
    })
    .from(feedback);
  return row;
}

interface Change {
  action: FeedbackAction;
  to: FeedbackStatus;
  /** Saved with the status when the office answers. */
  response?: string;
}

/**
 * One transition. The row is locked and its status checked in the transaction that changes it, so of two
 * admins acting on one row at once the second waits, sees the first one's status, and is told (409).
 */
async function changeFeedback(ctx: AppContext, admin: SessionUser, id: string, change: Change) {
  const notice = await ctx.db.transaction(async (tx) => {
    const [current] = await tx
      .select({
        status: feedback.status,
        created_at: feedback.created_at,
        first_response_at: feedback.first_response_at,
        name: feedback.name,
        subject: feedback.subject,
        // A reply goes where the resident asked for it on the form, else to their account's address.
        to: sql<string>`coalesce(${feedback.email}, ${users.email})`,
        language: users.language,
      })
      .from(feedback)
      .innerJoin(users, eq(users.id, feedback.user_id))
      .where(eq(feedback.id, id))
      .for('update', { of: feedback });
    if (!current) throw notFound(FEEDBACK_ADMIN_TEXT.notFound);
    if (!canTakeAction(change.action, current.status))
      throw conflict(FEEDBACK_ADMIN_TEXT.stale(current.status, change.action));

    // The clock: the office's first act is the first response; resolving stops the resolution clock. Both are
    // kept in working minutes from filing, for the helpdesk's figures.
    const now = new Date();
    const calendar = await workingCalendar(tx, ctx.config.SOCIETY_TIMEZONE);
    const worked = workingMinutesBetween(current.created_at, now, calendar);
    const [updated] = await tx
      .update(feedback)
      .set({
        status: change.to,
        ...(change.response === undefined ? {} : { admin_response: change.response }),
        ...(current.first_response_at ? {} : { first_response_at: now, first_response_work_minutes: worked }),
        ...(change.to === 'resolved' ? { resolved_at: now, resolution_work_minutes: worked } : {}),
        updated_at: sql`now()`,
      })
      .where(eq(feedback.id, id))
      .returning({ admin_response: feedback.admin_response });
    await audit(tx, {
      userId: admin.id,
      action: change.response === undefined ? 'feedback_status_changed' : 'feedback_responded',
      resource: 'feedback',
      details: { feedback_id: id, from: current.status, to: change.to },
    });
    const { created_at: _, first_response_at: __, ...notice } = current;
    return { ...notice, status: change.to, admin_response: updated.admin_response };
  });
  // The change is committed: a mail failure is logged and never undoes it.
  notifyResident(ctx, notice).catch((err) =>
    ctx.log.error({ err, feedbackId: id }, 'feedback update mail failed'),
  );
  const [row] = await adminRows(ctx.db).where(eq(feedback.id, id));
  return row;
}

async function notifyResident(
  ctx: AppContext,
  n: {
    to: string;
    name: string;
    language: string | null;
    subject: string;
    status: string;
    admin_response: string | null;
  },
) {
  const settings = await getSettings(ctx.db);
  const mail = feedbackUpdateMail(serverI18n(n.language), settings, n.to, {
    ...n,
    label: statusLabel(n.status),
  });
  await ctx.mailer.send(mail);
}

export const startProgress = (ctx: AppContext, admin: SessionUser, id: string) =>
  changeFeedback(ctx, admin, id, { action: 'start', to: 'in_progress' });

export const respond = (
  ctx: AppContext,
  admin: SessionUser,
  id: string,
  response: string,
  to: 'in_progress' | 'resolved',
) => changeFeedback(ctx, admin, id, { action: 'respond', to, response });

export const markResolved = (ctx: AppContext, admin: SessionUser, id: string) =>
  changeFeedback(ctx, admin, id, { action: 'resolve', to: 'resolved' });

/** Gives the item to another person who manages the helpdesk; the audit row names both. */
export async function assign(ctx: AppContext, admin: SessionUser, id: string, assigneeId: string) {
  await ctx.db.transaction(async (tx) => {
    const [current] = await tx
      .select({ assignee_id: feedback.assignee_id })
      .from(feedback)
      .where(eq(feedback.id, id))
      .for('update');
    if (!current) throw notFound(FEEDBACK_ADMIN_TEXT.notFound);
    await checkStaff(tx, [assigneeId], 'assignee_id');
    await tx
      .update(feedback)
      .set({ assignee_id: assigneeId, updated_at: sql`now()` })
      .where(eq(feedback.id, id));
    await audit(tx, {
      userId: admin.id,
      action: 'feedback_assigned',
      resource: 'feedback',
      details: { feedback_id: id, from: current.assignee_id, to: assigneeId },
    });
  });
  const [row] = await adminRows(ctx.db).where(eq(feedback.id, id));
  return row;
}

/**
 * Escalate now: the office moves an open item one level up its category's chain before a deadline does. Refused
 * (409, nothing written) for a resolved or closed item and at the chain's last level.
 */
export async function escalateNow(ctx: AppContext, admin: SessionUser, id: string) {
  const now = new Date();
  const moved = await ctx.db.transaction(async (tx) => {
    const [item] = await tx
      .select({
        id: feedback.id,
        status: feedback.status,
        category: feedback.category,
        subject: feedback.subject,
        resident: feedback.name,
        from: feedback.escalation_level,
      })
      .from(feedback)
      .where(eq(feedback.id, id))
      .for('update');
    if (!item) throw notFound(FEEDBACK_ADMIN_TEXT.notFound);
    if (item.status !== 'open' && item.status !== 'in_progress') throw conflict(HELPDESK_TEXT.escalateDone);
    const chain = (await categoryRules(tx)).get(item.category)?.escalation ?? [];
    const userId = chain[item.from];
    if (!userId) throw conflict(HELPDESK_TEXT.noNextLevel);
    const { status: _, ...rest } = item;
    const e: Escalation = { ...rest, level: item.from + 1, userId, cause: { by: admin } };
    await escalateItem(tx, e, now);
    return e;
  });
  await mailEscalations(ctx, [moved]);
  const [row] = await adminRows(ctx.db).where(eq(feedback.id, id));
  return row;
}

const noteColumns = {
  id: feedbackNotes.id,
  note: feedbackNotes.note,
  author_name: users.name,
  created_at: feedbackNotes.created_at,
};

/** The office's internal notes on an item, oldest first, with their authors' names. */
export async function listNotes(db: Db, id: string) {
  const [item] = await db.select({ id: feedback.id }).from(feedback).where(eq(feedback.id, id));
  if (!item) throw notFound(FEEDBACK_ADMIN_TEXT.notFound);
  const items = await db
    .select(noteColumns)
    .from(feedbackNotes)
    .leftJoin(users, eq(users.id, feedbackNotes.author_id))
    .where(eq(feedbackNotes.feedback_id, id))
    .orderBy(asc(feedbackNotes.created_at), asc(feedbackNotes.id));
  return { items };
}

export async function addNote(db: Db, admin: SessionUser, id: string, note: string) {
  const [item] = await db.select({ id: feedback.id }).from(feedback).where(eq(feedback.id, id));
  if (!item) throw notFound(FEEDBACK_ADMIN_TEXT.notFound);
  const [created] = await db
    .insert(feedbackNotes)
    .values({ feedback_id: id, author_id: admin.id, note })
    .returning({ id: feedbackNotes.id });
  const [row] = await db
    .select(noteColumns)
    .from(feedbackNotes)
    .leftJoin(users, eq(users.id, feedbackNotes.author_id))
    .where(eq(feedbackNotes.id, created.id));
  return row;
}
