// Mails to residents about the office's decisions: sent after the decision has committed, never undoing it.
import { eq } from 'drizzle-orm';
import type { AppContext } from '../context.ts';
import { profiles, users } from '../db/schema.ts';
import { getSettings } from '../features/site/settings.ts';
import { decisionMail } from '../mail/templates.ts';

/**
 * Mails the request's owner what the office decided. Call it after the transaction commits; it does not wait
 * for the mail server, and a failure is only logged (the decision stands either way).
 */
export function notifyDecision(
  ctx: AppContext,
  userId: string,
  notice: {
    request: string;
    decision: string;
    details: [string, string][];
    reason?: string | null;
    note?: string;
  },
) {
  const send = async () => {
    const [owner] = await ctx.db
      .select({ email: users.email, name: users.name, profileName: profiles.name })
      .from(users)
      .leftJoin(profiles, eq(profiles.user_id, users.id))
      .where(eq(users.id, userId));
    if (!owner) return;
    const settings = await getSettings(ctx.db);
    await ctx.mailer.send(
      decisionMail(settings, owner.email, { name: owner.profileName ?? owner.name, ...notice }),
    );
  };
  send().catch((err) => ctx.log.error({ err, userId, request: notice.request }, 'decision mail failed'));
}
