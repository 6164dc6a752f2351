// The office's side of the site: editing the society's settings and reading the system's status.
import * as z from 'zod/mini';
import { endpoint, noInput } from './contract.ts';
import { timestamp } from './schemas.ts';
import { settingsSchema } from './site.ts';
import { email, longText, phone, text, VALIDATION_TEXT } from './validation.ts';

export const SETTINGS_LIMITS = { name: 150, address: 300, description: 1000, upi_id: 100 } as const;

export const SITE_ADMIN_TEXT = {
  saved: 'Settings Saved',
  saveFailed: 'Failed to save settings',
  invalidUpi: 'Invalid UPI ID format',
} as const;

/** A UPI virtual payment address: handle@provider (letters, digits, dot, hyphen, underscore; provider letters first). */
const UPI_ID = /^[A-Za-z0-9._-]{2,}@[A-Za-z][A-Za-z0-9]{1,63}$/;
export const isValidUpiId = (value: string) => UPI_ID.test(value) && value.length <= SETTINGS_LIMITS.upi_id;

/** The Society Information form. Postal code and disclaimer keep their stored values. */
export const settingsInput = z.strictObject({
  name: text(SETTINGS_LIMITS.name),
  address: text(SETTINGS_LIMITS.address),
  contact: phone,
  email,
  description: longText(SETTINGS_LIMITS.description),
  upi_id: z
    .string({ error: SITE_ADMIN_TEXT.invalidUpi })
    .check(
      z.trim(),
      z.minLength(1, { error: VALIDATION_TEXT.required, abort: true }),
      z.refine(isValidUpiId, SITE_ADMIN_TEXT.invalidUpi),
    ),
});
export type SettingsInput = z.input<typeof settingsInput>;

const bucketUsage = z.object({
  bucket: z.string(),
  files: z.number().check(z.int()),
  bytes: z.number().check(z.int()),
});

/** What the System Information block shows: each part measured when asked, never static text. */
export const systemStatusSchema = z.object({
  checked_at: timestamp,
  database: z.object({
    kind: z.enum(['pglite', 'postgres']),
    /** The data folder of the embedded database, or host:port/database of the server (no credentials). */
    location: z.string(),
    reachable: z.boolean(),
  }),
  mail: z.object({
    mode: z.enum(['smtp', 'outbox']),
    /** The SMTP host, or null in outbox mode. */
    server: z.nullable(z.string()),
    last_failure: z.nullable(z.object({ at: timestamp, subject: z.string(), error: z.string() })),
  }),
  storage: z.object({
    location: z.string(),
    /** Null when the figures could not be read. */
    buckets: z.nullable(z.array(bucketUsage)),
  }),
  backup: z.object({ last_at: z.nullable(timestamp) }),
});
export type SystemStatus = z.output<typeof systemStatusSchema>;

export const siteAdminApi = {
  updateSettings: endpoint({
    method: 'PUT',
    path: '/api/admin/settings',
    access: 'settings:manage',
    input: settingsInput,
    output: settingsSchema,
  }),
  systemStatus: endpoint({
    method: 'GET',
    path: '/api/admin/system-status',
    access: 'settings:view',
    input: noInput,
    output: systemStatusSchema,
  }),
};
