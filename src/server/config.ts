// The environment, parsed once at boot. One error names every bad variable.
import { join } from 'node:path';
import * as z from 'zod/mini';
import '../shared/zod-messages.ts';

const emailList = z
  .pipe(
    z._default(z.string(), ''),
    z.transform((v) =>
      v
        .split(',')
        .map((e) => e.trim().toLowerCase())
        .filter(Boolean),
    ),
  )
  .check(
    z.refine((list) => list.every((e) => z.email().safeParse(e).success), {
      error: (issue) =>
        `has an invalid e-mail address: ${(issue.input as string[]).filter((e) => !z.email().safeParse(e).success).join(', ')}`,
    }),
  );

const schema = z.object({
  PORT: z._default(
    z.coerce.number({ error: 'must be a port number' }).check(z.int(), z.gte(0), z.lte(65535)),
    3000,
  ),
  HOST: z._default(z.string(), '0.0.0.0'),
  PUBLIC_URL: z.optional(z.url()),
  DATA_DIR: z._default(z.string().check(z.minLength(1)), './data'),
  DATABASE_URL: z.optional(z.string().check(z.regex(/^postgres(ql)?:\/\//, 'must be a postgres:// URL'))),
  /** Where uploaded files live: the disk under DATA_DIR, or the database (every process then serves every file). */
  STORAGE: z.optional(z.enum(['disk', 'database'], { error: 'must be disk or database' })),
  AUTH_SECRET: z.optional(z.string().check(z.minLength(32, 'must be at least 32 characters'))),
  SMTP_URL: z.optional(z.string().check(z.regex(/^smtps?:\/\//, 'must be an smtp:// or smtps:// URL'))),
  MAIL_FROM: z.optional(z.string().check(z.minLength(3))),
  /** How many queued mails (bills, reminders) go out per minute, across all server processes together. */
  MAIL_PER_MINUTE: z._default(
    z.coerce.number({ error: 'must be a number' }).check(z.positive('must be above 0'), z.lte(6000)),
    30,
  ),
  /**
   * Seconds to wait before each retry of a queued mail that failed; one attempt more than there are waits, then
   * the mail is marked failed. Default: retries after 1, 5 and 30 minutes.
   */
  MAIL_RETRY_SECONDS: z
    .pipe(
      z._default(z.string(), '60,300,1800'),
      z.transform((v) => v.split(',').map((s) => Number(s.trim()))),
    )
    .check(
      z.refine((waits) => waits.every((w) => Number.isFinite(w) && w >= 0 && w <= 86_400), {
        error: 'must be a comma list of seconds (0 to 86400), e.g. 60,300,1800',
      }),
    ),
  ADMIN_EMAILS: emailList,
  SOCIETY_TIMEZONE: z._default(z.string(), 'Asia/Kolkata').check(
    z.refine((tz) => {
      try {
        new Intl.DateTimeFormat('en-IN', { timeZone: tz });
        return true;
      } catch {
        return false;
      }
    }, 'is not a known time zone'),
  ),
  /** Believe X-Forwarded-For/-Proto: only behind a reverse proxy that sets them. */
  TRUST_PROXY: z.pipe(
    z._default(z.enum(['true', 'false', '1', '0'], { error: 'must be true or false' }), 'false'),
    z.transform((v) => v === 'true' || v === '1'),
  ),
  /** Sign-ups per client address per hour: a society's residents may all sign up from one Wi-Fi. */
  SIGNUP_LIMIT_PER_HOUR: z._default(
    z.coerce.number({ error: 'must be a number' }).check(z.int(), z.gte(1), z.lte(100_000)),
    30,
  ),
  /** Where the daily backup goes (default DATA_DIR/backups); `off` for none. */
  BACKUP_DIR: z.optional(z.string()),
  /** How many daily backups are kept. */
  BACKUP_KEEP: z._default(
    z.coerce.number({ error: 'must be a number' }).check(z.int(), z.gte(1), z.lte(10_000)),
    14,
  ),
  LOG_LEVEL: z._default(z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']), 'info'),
});

export type Config = Omit<z.infer<typeof schema>, 'STORAGE' | 'BACKUP_DIR'> & {
  publicUrl: string;
  STORAGE: 'disk' | 'database';
  /** Null when daily backups are off. */
  BACKUP_DIR: string | null;
};

export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  // Empty strings in a .env file mean "unset".
  const cleaned = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ''));
  const parsed = schema.safeParse(cleaned);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${String(i.path[0])}: ${i.message}`);
    throw new Error(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const c = parsed.data;
  if (c.STORAGE === 'database' && !c.DATABASE_URL)
    throw new Error(
      'Invalid configuration:\n  STORAGE: database needs DATABASE_URL (the embedded database keeps files on disk)',
    );
  return {
    ...c,
    STORAGE: c.STORAGE ?? (c.DATABASE_URL ? 'database' : 'disk'),
    BACKUP_DIR: c.BACKUP_DIR === 'off' ? null : (c.BACKUP_DIR ?? join(c.DATA_DIR, 'backups')),
    publicUrl: (c.PUBLIC_URL ?? `http://localhost:${c.PORT}`).replace(/\/$/, ''),
  };
}
