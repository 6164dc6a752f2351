// The mail outbox, for the office: what the portal sent, stored, has queued or could not send, newest first; a
// failed mail can be sent again, one or all of them.
import * as z from 'zod/mini';
import { endpoint, noInput } from './contract.ts';
import { paged, searchQuery, timestamp } from './schemas.ts';
import { taskSchema } from './tasks.ts';
import { byId } from './validation.ts';

/** queued: waiting to be sent (or retried); sent: over SMTP; stored: kept in the outbox (no SMTP); failed: given up. */
export const MAIL_STATUSES = ['queued', 'sent', 'stored', 'failed'] as const;
export type MailStatus = (typeof MAIL_STATUSES)[number];

/** `q` searches the recipient and the subject. */
export const outboxQuery = z.extend(searchQuery, {
  status: z.optional(z.enum(MAIL_STATUSES, { error: 'Choose a mail status' })),
});

export const outboxMailSchema = z.object({
  id: z.string(),
  to: z.string(),
  subject: z.string(),
  status: z.string(),
  attempts: z.number(),
  /** The last delivery error (kept on a queued mail waiting for its retry). */
  error: z.nullable(z.string()),
  /** When a queued mail is next tried. */
  next_attempt_at: z.nullable(timestamp),
  created_at: timestamp,
});
export type OutboxMail = z.output<typeof outboxMailSchema>;

/** The kind of the task that sends every failed mail again (its progress is read through tasksAdminApi). */
export const RESEND_FAILED_TASK = 'outbox.resend-failed';

export const OUTBOX_TEXT = {
  notFailed: 'Only a failed mail can be sent again.',
  noneFailed: 'There are no failed mails to send again.',
} as const;

export const outboxApi = {
  list: endpoint({
    method: 'GET',
    path: '/api/admin/outbox',
    access: 'settings:view',
    input: outboxQuery,
    output: paged(outboxMailSchema),
  }),
  /** Puts one failed mail back in the queue. */
  retry: endpoint({
    method: 'POST',
    path: '/api/admin/outbox/:id/retry',
    access: 'settings:manage',
    input: byId,
    output: outboxMailSchema,
  }),
  /** Puts every failed mail back in the queue and follows their delivery as a task. */
  retryFailed: endpoint({
    method: 'POST',
    path: '/api/admin/outbox/retry-failed',
    access: 'settings:manage',
    input: noInput,
    output: taskSchema,
  }),
};
