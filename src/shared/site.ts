// Public site data: health, society settings and the home gallery; the office edits the settings and reads
// the system's status.
import { z } from 'zod';
import { endpoint, noInput } from './contract.ts';
import { money, storedFileName, timestamp } from './schemas.ts';
import { email, longText, MESSAGES, phone, text } from './validation.ts';

// ---- prices sent with the settings (Admin -> Settings -> Prices; kept apart from the society's details) ----
/** One podium booking option's price: the office's base and what a resident pays, GST included. */
export const hallPriceSchema = z.object({ booking_option: z.string(), base: money, price: money });

export const settingsSchema = z.object({
  name: z.string(),
  address: z.string(),
  postal_code: z.string(),
  contact: z.string(),
  email: z.string(),
  description: z.string(),
  disclaimer: z.string(),
  upi_id: z.string(),
  /** The podium's prices, so resident pages show them without another request. */
  hall_prices: z.array(hallPriceSchema),
  /** The society's time zone (the server's SOCIETY_TIMEZONE): the screens read dates and "today" by it. */
  time_zone: z.string(),
});
export type SocietySettings = z.output<typeof settingsSchema>;

export const galleryImageSchema = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string().nullable(),
  /** The web size (at most 1600 px wide). */
  image_url: z.string(),
  /** A thumbnail at most 400 px wide; null for the built-in pictures. */
  thumb_url: z.string().nullable(),
  category: z.string(),
  display_order: z.number(),
});
export type GalleryImage = z.output<typeof galleryImageSchema>;

export const siteApi = {
  health: endpoint({
    method: 'GET',
    path: '/api/health',
    access: 'public',
    input: noInput,
    output: z.object({
      status: z.literal('ok'),
      database: z.object({ kind: z.string(), ok: z.boolean() }),
      storage: z.object({ kind: z.string(), ok: z.boolean() }),
    }),
  }),
  settings: endpoint({
    method: 'GET',
    path: '/api/settings',
    access: 'public',
    input: noInput,
    output: settingsSchema,
  }),
  gallery: endpoint({
    method: 'GET',
    path: '/api/gallery',
    access: 'public',
    input: noInput,
    output: z.array(galleryImageSchema),
  }),
  galleryFile: endpoint({
    method: 'GET',
    path: '/api/files/gallery/:name',
    access: 'public',
    input: z.strictObject({ name: storedFileName('no folder') }),
    output: 'file',
  }),
};

// ---- office ----

export const SETTINGS_LIMITS = { name: 150, address: 300, description: 1000, upi_id: 100 } as const;

export const SETTINGS_TEXT = {
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
    .string({ error: SETTINGS_TEXT.invalidUpi })
    .trim()
    .min(1, { error: MESSAGES.required, abort: true })
    .refine(isValidUpiId, SETTINGS_TEXT.invalidUpi),
});
export type SettingsInput = z.input<typeof settingsInput>;

const bucketUsage = z.object({ bucket: z.string(), files: z.number().int(), bytes: z.number().int() });

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
    server: z.string().nullable(),
    last_failure: z.object({ at: timestamp, subject: z.string(), error: z.string() }).nullable(),
  }),
  storage: z.object({
    location: z.string(),
    /** Null when the figures could not be read. */
    buckets: z.array(bucketUsage).nullable(),
  }),
  backup: z.object({ last_at: timestamp.nullable() }),
});
export type SystemStatus = z.output<typeof systemStatusSchema>;

export const siteAdminApi = {
  updateSettings: endpoint({
    method: 'PUT',
    path: '/api/admin/settings',
    access: 'admin',
    input: settingsInput,
    output: settingsSchema,
  }),
  systemStatus: endpoint({
    method: 'GET',
    path: '/api/admin/system-status',
    access: 'admin',
    input: noInput,
    output: systemStatusSchema,
  }),
};
