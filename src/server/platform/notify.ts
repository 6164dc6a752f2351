// Mails to residents about the office's decisions (requests, flat confirmation): sent after the decision has
// committed, never undoing it.

import type { I18n } from '@lingui/core';
import { eq } from 'drizzle-orm';
import type { AppContext } from '../context.ts';
import { profiles, users } from '../db/schema.ts';
import { getSettings, type Settings } from '../features/site/settings.ts';
import { serverI18n } from '../mail/language.ts';
import type { Mail } from '../mail/mailer.ts';
import { decisionMail, flatConfirmedMail } from '../mail/templates.ts';

/**
 * Mails the resident the mail `compose` writes (in their account's language, from the settings, their address and
 * name). It does not wait for
 * the mail server, and a failure is only logged: the decision stands either way.
 */
function mailResident(
  ctx: AppContext,
  userId: string,
  what: string,
  compose: (i18n: I18n, settings: Settings, to: string, name: string) => Mail,
) {
  const send = async () => {
    const [owner] = await ctx.db
      .select({ email: users.email, name: users.name, language: users.language, profileName: profiles.name })
      .from(users)
      .leftJoin(profiles, eq(profiles.user_id, users.id))
      .where(eq(users.id, userId));
    if (!owner) return;
    const settings = await getSettings(ctx.db);
    await ctx.mailer.send(
      compose(serverI18n(owner.language), settings, owner.email, owner.profileName ?? owner.name),
    );
  };
  send().catch((err) => ctx.log.error({ err, userId, mail: what }, 'resident mail failed'));
}

/** Mails the request's owner what the office decided. Call it after the transaction commits. */
export function notifyDecision(
  ctx: AppContext,
  userId: string,
  notice: Omit<Parameters<typeof decisionMail>[3], 'name'>,
) {
  mailResident(ctx, userId, notice.request, (i18n, settings, to, name) =>
    decisionMail(i18n, settings, to, { name, ...notice }),
  );
}

/** Mails a resident that their flat is confirmed, and what that opens to them. Call it after the commit. */
export function notifyFlatConfirmed(ctx: AppContext, userId: string, flat: string) {
  const url = `${ctx.config.publicUrl}/member-invoices`;
  mailResident(ctx, userId, 'flat confirmation', (i18n, settings, to, name) =>
    flatConfirmedMail(i18n, settings, to, name, flat, url),
  );
}
