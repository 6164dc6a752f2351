// Feedback management: the office's list and figures, and the transitions of admin spec section 4.
import { and, count, eq, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { type FeedbackStatus, statusLabel } from '../../../shared/feedback.ts';
import {
  type adminFeedbackQuery,
  canTakeAction,
  FEEDBACK_ADMIN_TEXT,
  type FeedbackAction,
} from '../../../shared/feedback-admin.ts';
import type { AppContext, SessionUser } from '../../context.ts';
import type { Db } from '../../db/client.ts';
import { feedback, profiles, users } from '../../db/schema.ts';
import { conflict, notFound } from '../../http/errors.ts';
import { serverI18n } from '../../mail/language.ts';
import { feedbackUpdateMail } from '../../mail/templates.ts';
import { audit } from '../../platform/audit.ts';
import { dateOrStatus, paginate, sortOrder } from '../../platform/paginate.ts';
import { containsText } from '../../platform/search.ts';
import { getSettings } from '../site/settings.ts';
import { columns } from './service.ts';

/** Feedback rows as the office sees them: with the resident's flat, joined in SQL. */
const adminRows = (db: Db) =>
  db
    .select({
      ...columns,
      flat_no: profiles.flat_no,
      updated_at: feedback.updated_at,
      reopen_reason: feedback.reopen_reason,
    })
    .from(feedback)
    .leftJoin(profiles, eq(profiles.user_id, feedback.user_id));

export function listFeedback(db: Db, query: z.output<typeof adminFeedbackQuery>) {
  const where = and(
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

    const [updated] = await tx
      .update(feedback)
      .set({
        status: change.to,
        ...(change.response === undefined ? {} : { admin_response: change.response }),
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
    return { ...current, status: change.to, admin_response: updated.admin_response };
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
