// Accounts with better-auth: e-mail and password, verification required, argon2id, our tables.
import cookie from '@fastify/cookie';
import { hash, verify } from '@node-rs/argon2';
import { betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import type { FastifyBaseLogger } from 'fastify';
import { acceptedLanguages, browserLocale, isLocale, LANGUAGE_COOKIE } from '../../shared/locales.ts';
import type { Config } from '../config.ts';
import type { Db } from '../db/client.ts';
import { accounts, sessions, users, verifications } from '../db/schema.ts';
import { accountLanguage } from '../features/language/service.ts';
import { getSettings } from '../features/site/settings.ts';
import { serverI18n } from '../mail/language.ts';
import type { Mailer } from '../mail/mailer.ts';
import { passwordResetMail, verificationMail } from '../mail/templates.ts';
import { promoteIfListedAdmin } from './roles.ts';

/**
 * argon2id at 7 MiB and 5 passes: one of the configurations the OWASP Password Storage Cheat Sheet lists as equal
 * in strength to its first (19 MiB, 2 passes, the library's default), at a third of the memory. Each hash holds its
 * memory while it runs, up to four at once on libuv's threads: a morning's burst of sign-ins must not lift a 1 GB
 * server's high-water mark. Hashes made with other parameters still verify (each hash records its own).
 */
const ARGON2_OPTIONS = { memoryCost: 7168, timeCost: 5, parallelism: 1 };

export const SESSION_COOKIE_PREFIX = 'society';
export const VERIFIED_CALLBACK = '/auth?verified=1';
export const RESET_CALLBACK = '/auth?mode=reset';

/**
 * The language a request was made in, as its page was drawn (the `lang` cookie, else the browser's), or null for
 * none of ours: a new account keeps the language it signed up in, so its verification mail and every later one are
 * in it. A browser's English is no choice (an account without one gets English anyway): stored, it would outrank
 * the language the person later picks in another browser before signing in there (decision 0013).
 */
function requestLanguage(headers: Headers | undefined) {
  const chosen = cookie.parse(headers?.get('cookie') ?? '')[LANGUAGE_COOKIE];
  if (isLocale(chosen)) return chosen;
  const browser = browserLocale(acceptedLanguages(headers?.get('accept-language') ?? undefined));
  return browser === 'en' ? null : browser;
}

export function createAuth(opts: {
  db: Db;
  config: Config;
  secret: string;
  mailer: Mailer;
  log: FastifyBaseLogger;
}) {
  const { db, config, mailer, log } = opts;
  return betterAuth({
    appName: 'Members Portal',
    baseURL: config.publicUrl,
    basePath: '/api/auth',
    secret: opts.secret,
    trustedOrigins: [config.publicUrl],
    database: drizzleAdapter(db, {
      provider: 'pg',
      schema: { user: users, session: sessions, account: accounts, verification: verifications },
    }),
    advanced: {
      database: { generateId: 'uuid' },
      cookiePrefix: SESSION_COOKIE_PREFIX,
      useSecureCookies: config.publicUrl.startsWith('https://'),
      defaultCookieAttributes: { httpOnly: true, sameSite: 'lax' },
    },
    // Our own limits are kept in the database (see platform/rate-limit.ts).
    rateLimit: { enabled: false },
    logger: { disabled: true },
    session: { expiresIn: 60 * 60 * 24 * 30, updateAge: 60 * 60 * 24 },
    // The portal's language (users.language), set by the app, never by a sign-up's body.
    user: { additionalFields: { language: { type: 'string', required: false, input: false } } },
    databaseHooks: {
      user: {
        create: {
          before: async (user, context) => ({
            data: { ...user, language: requestLanguage(context?.headers) },
          }),
        },
      },
    },
    emailAndPassword: {
      enabled: true,
      requireEmailVerification: true,
      autoSignIn: false,
      minPasswordLength: 6,
      maxPasswordLength: 128,
      revokeSessionsOnPasswordReset: true,
      password: {
        hash: (password) => hash(password, ARGON2_OPTIONS),
        verify: ({ hash: digest, password }) => verify(digest, password),
      },
      async sendResetPassword({ user, url }) {
        const [settings, language] = await Promise.all([getSettings(db), accountLanguage(db, user.id)]);
        await mailer.send(passwordResetMail(serverI18n(language), settings, user.email, user.name, url));
      },
    },
    emailVerification: {
      sendOnSignUp: true,
      autoSignInAfterVerification: true,
      expiresIn: 60 * 60 * 24,
      async sendVerificationEmail({ user, url }) {
        const [settings, language] = await Promise.all([getSettings(db), accountLanguage(db, user.id)]);
        const mail = verificationMail(serverI18n(language), settings, user.email, user.name, url);
        await mailer.send(mail).catch((err) => {
          // The account stays; the resident can ask for the mail again from the verification panel.
          log.error({ err, to: user.email }, 'verification mail failed');
        });
      },
      async afterEmailVerification(user) {
        await promoteIfListedAdmin(db, config.ADMIN_EMAILS, user);
      },
    },
  });
}

export type Auth = ReturnType<typeof createAuth>;
