// Feedback: members submit (3 per 10 minutes, counted from their own rows, with up to 3 photos), read only their
// own, and give their verdict on what the office resolved: confirm it with a rating, or reopen it within 7 days.
import { and, count, desc, eq, gt, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import {
  FEEDBACK_PHOTO_TEXT,
  FEEDBACK_RATE,
  FEEDBACK_TEXT,
  FEEDBACK_VERDICT,
  FEEDBACK_VERDICT_TEXT,
  type feedbackInput,
} from '../../../shared/feedback.ts';
import { can } from '../../../shared/permissions.ts';
import { addWorkingMinutes } from '../../../shared/working-hours.ts';
import type { AppContext, SessionUser } from '../../context.ts';
import type { Db } from '../../db/client.ts';
import { feedback, feedbackPhotos, users } from '../../db/schema.ts';
import { conflict, notFound, tooManyRequests } from '../../http/errors.ts';
import type { UploadedFile } from '../../http/multipart.ts';
import { feedbackMail } from '../../mail/templates.ts';
import { audit } from '../../platform/audit.ts';
import { officeI18n } from '../../platform/office-mail.ts';
import { paginate } from '../../platform/paginate.ts';
import { minutesLeft } from '../../platform/rate-limit.ts';
import { type WebImage, webImage } from '../../storage/images.ts';
import { storedName } from '../../storage/storage.ts';
import { withAttachment } from '../documents/service.ts';
import { getSettings } from '../site/settings.ts';
import { categoryRules, restartResolutionClock, workingCalendar } from './helpdesk.ts';

/** Who has an item, as a resident may read it: their name only. */
export const assignee = alias(users, 'assignee');

/**
 * When the item was last resolved. Items resolved before the helpdesk kept that time have only their last change,
 * which for a resolved item is its resolution (nothing else changes a resolved item).
 */
const resolvedAt = sql<Date | null>`coalesce(${feedback.resolved_at}, case when ${feedback.status} = 'resolved' then ${feedback.updated_at} end)`;

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
  /** The photos' ids in one correlated subquery, so a page of items is still one statement. Its columns are named
   *  with their tables: in a select from one table, drizzle leaves column names unqualified. */
  photos: sql<string[]>`(select coalesce(json_agg(p.id order by p.position), '[]'::json)
    from ${feedbackPhotos} p where p.feedback_id = ${feedback}.id)`,
  resolved_at: resolvedAt.mapWith(feedback.resolved_at),
  reopen_count: feedback.reopen_count,
  rating: feedback.rating,
  rating_comment: feedback.rating_comment,
  confirmed_at: feedback.confirmed_at,
};

const PHOTO_FOLDER = 'feedback';

export async function submit(
  ctx: AppContext,
  userId: string,
  input: z.output<typeof feedbackInput>,
  photos: UploadedFile[] = [],
) {
  // Encoded before the transaction: a second or so per photo, which no lock should wait for.
  const images: WebImage[] = [];
  for (const photo of photos) images.push(await webImage(photo));
  const row = await withAttachment(ctx, async (tx, onRollback) => {
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
      .returning();
    for (const [position, image] of images.entries()) {
      const web_name = storedName('webp', PHOTO_FOLDER);
      const thumb_name = web_name.replace(/\.webp$/, '-thumb.webp');
      for (const [name, bytes] of [
        [web_name, image.web],
        [thumb_name, image.thumb],
      ] as const) {
        await ctx.storage.put('documents', name, bytes);
        onRollback(() => ctx.storage.remove('documents', name));
      }
      await tx.insert(feedbackPhotos).values({ feedback_id: created.id, position, web_name, thumb_name });
    }
    return created;
  });
  // The feedback is stored: a mail failure is logged and never undoes it.
  notifyOffice(ctx, row).catch((err) => ctx.log.error({ err, feedbackId: row.id }, 'feedback mail failed'));
  return ownItem(ctx.db, userId, row.id);
}

/** Feedback rows with the assignee's name, joined in SQL. */
export const mineRows = (db: Db) =>
  db.select(columns).from(feedback).leftJoin(assignee, eq(assignee.id, feedback.assignee_id));

async function notifyOffice(
  ctx: AppContext,
  row: typeof feedback.$inferSelect,
  reopened?: { reason: string },
) {
  const settings = await getSettings(ctx.db);
  const i18n = await officeI18n(ctx, settings.email);
  await ctx.mailer.send(
    feedbackMail(
      i18n,
      settings,
      {
        name: row.name,
        email: row.email,
        category: row.category,
        priority: row.priority,
        subject: row.subject,
        message: row.message,
        created_at: row.created_at.toISOString(),
      },
      reopened,
    ),
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

async function ownItem(db: Db, userId: string, id: string) {
  const [row] = await mineRows(db).where(and(eq(feedback.id, id), eq(feedback.user_id, userId)));
  if (!row) throw notFound(FEEDBACK_VERDICT_TEXT.notFound);
  return row;
}

/** One photo for the item's owner or the helpdesk; anyone else gets the same 404 as for a missing photo. */
export async function readPhoto(ctx: AppContext, user: SessionUser, id: string, size: 'thumb' | 'web') {
  const [row] = await ctx.db
    .select({ web: feedbackPhotos.web_name, thumb: feedbackPhotos.thumb_name, owner: feedback.user_id })
    .from(feedbackPhotos)
    .innerJoin(feedback, eq(feedback.id, feedbackPhotos.feedback_id))
    .where(eq(feedbackPhotos.id, id));
  if (!row || (row.owner !== user.id && !can(user.reach, 'helpdesk:view')))
    throw notFound(FEEDBACK_PHOTO_TEXT.notFound);
  const stream = await ctx.storage.open('documents', row[size]);
  if (!stream) throw notFound(FEEDBACK_PHOTO_TEXT.notFound);
  return { bytes: stream, contentType: 'image/webp', filename: `photo-${size}.webp`, inline: true };
}

type Verdict =
  | { kind: 'confirm'; rating: number; comment: string | null }
  | { kind: 'reopen'; reason: string };

/**
 * The owner's verdict on a resolved item. The row is locked and checked in the transaction that changes it: only
 * the owner's own (else 404, as for a missing item), only while resolved and not yet confirmed, a reopen only within
 * FEEDBACK_VERDICT.reopenDays of the resolution (409 otherwise). The audit row is written in the same transaction;
 * the office's notice of a reopen is sent after it commits.
 */
async function giveVerdict(ctx: AppContext, user: SessionUser, id: string, verdict: Verdict) {
  const reopened = await ctx.db.transaction(async (tx) => {
    const [current] = await tx
      .select({
        status: feedback.status,
        confirmed: sql<boolean>`${feedback.confirmed_at} is not null`,
        inTime: sql<boolean>`${resolvedAt} >= now() - make_interval(days => ${FEEDBACK_VERDICT.reopenDays})`,
      })
      .from(feedback)
      .where(and(eq(feedback.id, id), eq(feedback.user_id, user.id)))
      .for('update');
    if (!current) throw notFound(FEEDBACK_VERDICT_TEXT.notFound);
    if (current.confirmed) throw conflict(FEEDBACK_VERDICT_TEXT.alreadyConfirmed);
    if (current.status !== 'resolved') throw conflict(FEEDBACK_VERDICT_TEXT.notResolved);
    if (verdict.kind === 'confirm') {
      await tx
        .update(feedback)
        .set({
          rating: verdict.rating,
          rating_comment: verdict.comment,
          confirmed_at: sql`now()`,
          updated_at: sql`now()`,
        })
        .where(eq(feedback.id, id));
      await audit(tx, {
        userId: user.id,
        action: 'feedback_confirmed',
        resource: 'feedback',
        details: { feedback_id: id, rating: verdict.rating },
      });
      return null;
    }
    if (!current.inTime) throw conflict(FEEDBACK_VERDICT_TEXT.tooLate);
    const [row] = await tx
      .update(feedback)
      .set({
        status: 'open',
        resolved_at: null,
        reopen_count: sql`${feedback.reopen_count} + 1`,
        reopen_reason: verdict.reason,
        updated_at: sql`now()`,
      })
      .where(eq(feedback.id, id))
      .returning();
    await restartResolutionClock(tx, id, ctx.config.SOCIETY_TIMEZONE);
    await audit(tx, {
      userId: user.id,
      action: 'feedback_reopened',
      resource: 'feedback',
      details: { feedback_id: id, reopen_count: row.reopen_count, reason: verdict.reason },
    });
    return row;
  });
  if (reopened && verdict.kind === 'reopen')
    notifyOffice(ctx, reopened, { reason: verdict.reason }).catch((err) =>
      ctx.log.error({ err, feedbackId: id }, 'feedback reopen mail failed'),
    );
  return ownItem(ctx.db, user.id, id);
}

export const confirmResolved = (
  ctx: AppContext,
  user: SessionUser,
  id: string,
  rating: number,
  comment: string | null,
) => giveVerdict(ctx, user, id, { kind: 'confirm', rating, comment });

export const reopen = (ctx: AppContext, user: SessionUser, id: string, reason: string) =>
  giveVerdict(ctx, user, id, { kind: 'reopen', reason });
