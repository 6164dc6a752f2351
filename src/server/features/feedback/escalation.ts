// One step up an item's escalation chain, shared by the escalation job (a deadline passed) and the office's
// "Escalate now" (admin-service.ts: a resident called back before it did): the level's person becomes the
// assignee, an audit row, and a mail to that person in their language once the step is committed.
import { eq, inArray } from 'drizzle-orm';
import { INTL_LOCALE, toLocale } from '../../../shared/locales.ts';
import type { AppContext, SessionUser } from '../../context.ts';
import type { Tx } from '../../db/client.ts';
import { feedback, users } from '../../db/schema.ts';
import { serverI18n } from '../../mail/language.ts';
import { escalationMail } from '../../mail/templates.ts';
import { audit } from '../../platform/audit.ts';
import { getSettings } from '../site/settings.ts';

/** Why an item went up: a deadline it missed (the job), or a person of the office (Escalate now). */
export type EscalationCause =
  | { deadline: 'response' | 'resolution'; due: Date }
  | { by: Pick<SessionUser, 'id' | 'name'> };

export interface Escalation {
  id: string;
  category: string;
  subject: string;
  resident: string;
  /** The level it leaves and the level it reaches, whose person now has it. */
  from: number;
  level: number;
  userId: string;
  cause: EscalationCause;
}

/** Moves one item (locked by the caller's transaction) up to `e.level`, with its audit row. */
export async function escalateItem(tx: Tx, e: Escalation, now: Date) {
  await tx
    .update(feedback)
    .set({ escalation_level: e.level, escalated_at: now, assignee_id: e.userId, updated_at: now })
    .where(eq(feedback.id, e.id));
  const cause = e.cause;
  await audit(tx, {
    userId: 'by' in cause ? cause.by.id : undefined,
    action: 'feedback_escalated',
    resource: 'feedback',
    severity: 'medium',
    details: {
      feedback_id: e.id,
      from_level: e.from,
      to_level: e.level,
      to: e.userId,
      ...('by' in cause ? { by: cause.by.id } : { deadline: cause.deadline }),
    },
  });
}

/** Mails each escalation's new assignee in their language; a failure is logged and never undoes a step. */
export async function mailEscalations(
  ctx: Pick<AppContext, 'db' | 'config' | 'log' | 'mailer'>,
  moved: Escalation[],
) {
  if (!moved.length) return;
  const [people, settings] = await Promise.all([
    ctx.db
      .select({ id: users.id, email: users.email, name: users.name, language: users.language })
      .from(users)
      .where(
        inArray(
          users.id,
          moved.map((m) => m.userId),
        ),
      ),
    getSettings(ctx.db),
  ]);
  const byId = new Map(people.map((p) => [p.id, p]));
  const url = `${ctx.config.publicUrl}/admin/feedback`;
  for (const e of moved) {
    const person = byId.get(e.userId);
    if (!person) continue;
    const i18n = serverI18n(person.language);
    const when = (at: Date) =>
      new Intl.DateTimeFormat(INTL_LOCALE[toLocale(i18n.locale)], {
        dateStyle: 'medium',
        timeStyle: 'short',
        timeZone: ctx.config.SOCIETY_TIMEZONE,
        numberingSystem: 'latn',
      }).format(at);
    const cause =
      'by' in e.cause ? { by: e.cause.by.name } : { deadline: e.cause.deadline, due: when(e.cause.due) };
    await ctx.mailer
      .send(escalationMail(i18n, settings, person.email, { ...e, ...cause, name: person.name, url }))
      .catch((err) => ctx.log.error({ err }, 'escalation mail failed'));
  }
}
