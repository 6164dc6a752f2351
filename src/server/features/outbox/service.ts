import { and, count, desc, eq } from 'drizzle-orm';
import type { z } from 'zod';
import { OUTBOX_TEXT, type outboxQuery, RESEND_FAILED_TASK } from '../../../shared/outbox.ts';
import type { AppContext, SessionUser } from '../../context.ts';
import type { Db } from '../../db/client.ts';
import { mailOutbox } from '../../db/schema.ts';
import { badRequest } from '../../http/errors.ts';
import { followDelivery, requeueFailed } from '../../mail/queue.ts';
import { audit } from '../../platform/audit.ts';
import { paginate } from '../../platform/paginate.ts';
import { containsText } from '../../platform/search.ts';
import { defineTask, startTask } from '../../platform/tasks.ts';

const listed = {
  id: mailOutbox.id,
  to: mailOutbox.to,
  subject: mailOutbox.subject,
  status: mailOutbox.status,
  attempts: mailOutbox.attempts,
  error: mailOutbox.error,
  next_attempt_at: mailOutbox.next_attempt_at,
  created_at: mailOutbox.created_at,
};

/** The mails the portal sent, stored, queued or gave up on, newest first; by status, and searched by recipient or subject. */
export function listOutbox(db: Db, query: z.output<typeof outboxQuery>) {
  const where = and(
    query.status ? eq(mailOutbox.status, query.status) : undefined,
    query.q ? containsText(query.q, [mailOutbox.to, mailOutbox.subject]) : undefined,
  );
  return paginate(
    db,
    query,
    (limit, offset) =>
      db
        .select(listed)
        .from(mailOutbox)
        .where(where)
        .orderBy(desc(mailOutbox.created_at))
        .limit(limit)
        .offset(offset),
    () => db.select({ total: count() }).from(mailOutbox).where(where),
  );
}

/** Puts one failed mail back in the queue, audited. */
export async function retryMail(ctx: AppContext, user: SessionUser, id: string) {
  return ctx.db.transaction(async (tx) => {
    const [requeued] = await requeueFailed(tx, id);
    if (!requeued) throw badRequest(OUTBOX_TEXT.notFailed);
    const [mail] = await tx.select(listed).from(mailOutbox).where(eq(mailOutbox.id, id));
    await audit(tx, {
      userId: user.id,
      action: 'mail_sent_again',
      resource: 'mail_outbox',
      details: { id, to: mail.to },
    });
    return mail;
  });
}

/** Sends every failed mail again and follows them until each is sent or has failed once more. */
const resendFailed = defineTask(RESEND_FAILED_TASK, async (ctx, ids: string[], report) =>
  followDelivery(ctx.db, ids, report),
);

/** Puts every failed mail back in the queue (audited) and starts the task that shows their progress. */
export async function retryFailedMails(ctx: AppContext, user: SessionUser) {
  const ids = await ctx.db.transaction(async (tx) => {
    const requeued = await requeueFailed(tx);
    if (!requeued.length) throw badRequest(OUTBOX_TEXT.noneFailed);
    await audit(tx, {
      userId: user.id,
      action: 'failed_mails_sent_again',
      resource: 'mail_outbox',
      details: { count: requeued.length },
    });
    return requeued;
  });
  const n = ids.length;
  return startTask(ctx, resendFailed, ids, {
    label: `Sending ${n} failed ${n === 1 ? 'mail' : 'mails'} again`,
    startedBy: user.id,
  });
}
