import { eq, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import {
  acceptedLanguages,
  chooseLocale,
  LANGUAGE_COOKIE,
  LOCALES,
  type Locale,
} from '../../../shared/locales.ts';
import type { AppContext } from '../../context.ts';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema/accounts.ts';

/** The account's language, or null when none was chosen; a code that is not one of ours reads as none. */
export async function accountLanguage(db: Db, userId: string): Promise<Locale | null> {
  const [row] = await db.select({ language: users.language }).from(users).where(eq(users.id, userId));
  return LOCALES.find((l) => l === row?.language) ?? null;
}

/**
 * The language of the account at an address (the office's mails go to the society's address: its account's
 * language, when someone signed up with it and chose one), or null.
 */
export async function addressLanguage(db: Db, email: string): Promise<Locale | null> {
  const [row] = await db
    .select({ language: users.language })
    .from(users)
    .where(sql`lower(${users.email}) = lower(${email})`);
  return LOCALES.find((l) => l === row?.language) ?? null;
}

export async function saveAccountLanguage(db: Db, userId: string, language: Locale) {
  await db.update(users).set({ language }).where(eq(users.id, userId));
}

/**
 * The language of a page for this request: the signed-in account's, else the cookie's, else the browser's
 * (Accept-Language), else English. `withAccount`: false while the database is still starting.
 */
export async function requestLocale(
  ctx: AppContext,
  req: FastifyRequest,
  withAccount: boolean,
): Promise<Locale> {
  const user = withAccount && req.headers.cookie ? await ctx.sessionUser(req) : null;
  return chooseLocale({
    account: user ? await accountLanguage(ctx.db, user.id) : null,
    cookie: req.cookies?.[LANGUAGE_COOKIE],
    browser: acceptedLanguages(req.headers['accept-language']),
  });
}
