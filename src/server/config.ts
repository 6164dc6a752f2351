// The environment, parsed once at boot. One error names every bad variable.
import { join } from 'node:path';
import { z } from 'zod';

const emailList = z
  .string()
  .default('')
  .transform((v) =>
    v
      .split(',')
      .map((e) => e.trim().toLowerCase())
      .filter(Boolean),
  )
  .refine((list) => list.every((e) => z.email().safeParse(e).success), {
    error: (issue) =>
      `has an invalid e-mail address: ${(issue.input as string[]).filter((e) => !z.email().safeParse(e).success).join(', ')}`,
  });

const schema = z.object({
  PORT: z.coerce.number({ error: 'must be a port number' }).int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  PUBLIC_URL: z.url().optional(),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// URL')
    .optional(),
  /** Where uploaded files live: the disk under DATA_DIR, or the database (every process then serves every file). */
  STORAGE: z.enum(['disk', 'database'], { error: 'must be disk or database' }).optional(),
  AUTH_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'must be an smtp:// or smtps:// URL')
    .optional(),
  MAIL_FROM: z.string().min(3).optional(),
  /** How many queued mails (bills, reminders) go out per minute, across all server processes together. */
  MAIL_PER_MINUTE: z.coerce
    .number({ error: 'must be a number' })
    .positive('must be above 0')
    .max(6000)
    .default(30),
  /**
   * Seconds to wait before each retry of a queued mail that failed; one attempt more than there are waits, then
   * the mail is marked failed. Default: retries after 1, 5 and 30 minutes.
   */
  MAIL_RETRY_SECONDS: z
    .string()
    .default('60,300,1800')
    .transform((v) => v.split(',').map((s) => Number(s.trim())))
    .refine((waits) => waits.every((w) => Number.isFinite(w) && w >= 0 && w <= 86_400), {
      error: 'must be a comma list of seconds (0 to 86400), e.g. 60,300,1800',
    }),
  ADMIN_EMAILS: emailList,
  SOCIETY_TIMEZONE: z
    .string()
    .default('Asia/Kolkata')
    .refine((tz) => {
      try {
        new Intl.DateTimeFormat('en-IN', { timeZone: tz });
        return true;
      } catch {
        return false;
      }
    }, 'is not a known time zone'),
  /** Believe X-Forwarded-For/-Proto: only behind a reverse proxy that sets them. */
  TRUST_PROXY: z
    .enum(['true', 'false', '1', '0'], { error: 'must be true or false' })
    .default('false')
    .transform((v) => v === 'true' || v === '1'),
  /** Sign-ups per client address per hour: a society's residents may all sign up from one Wi-Fi. */
  SIGNUP_LIMIT_PER_HOUR: z.coerce.number({ error: 'must be a number' }).int().min(1).max(100_000).default(30),
  /** Where the daily backup goes (default DATA_DIR/backups); `off` for none. */
  BACKUP_DIR: z.string().optional(),
  /** How many daily backups are kept. */
  BACKUP_KEEP: z.coerce.number({ error: 'must be a number' }).int().min(1).max(10_000).default(14),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
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
