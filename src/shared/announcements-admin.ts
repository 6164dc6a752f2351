// The office's side of announcements: kept apart so a resident's screens never download it.
import * as z from 'zod/mini';
import { ANNOUNCEMENT_PRIORITIES, announcementSchema } from './announcements.ts';
import { endpoint } from './contract.ts';
import { activeFilter, paged, searchQuery, timestamp } from './schemas.ts';
import { blankIsUnset, byId, isoDate, longText, text } from './validation.ts';

export const ANNOUNCEMENT_LIMITS = { title: 200, content: 5000 } as const;

export const ANNOUNCEMENTS_ADMIN_TEXT = {
  created: 'Announcement created successfully',
  updated: 'Announcement updated successfully',
  deactivated: 'Announcement deactivated successfully',
  activated: 'Announcement activated successfully',
  fetchFailed: 'Failed to fetch announcements',
  invalidPriority: 'Please choose a priority from the list',
  notFound: 'Announcement not found',
  dueBeforeToday: 'The date to acknowledge by cannot be before today',
  notAskingAck: 'This notice does not ask to be acknowledged',
  notPublished: 'This notice is not active: activate it before sending a reminder',
  remindedToday: 'A reminder for this notice has already been sent today',
  nobodyToRemind: 'Every flat with a confirmed resident has acknowledged this notice',
  reminderSent: (flats: number, mails: number) => `Reminder sent to ${mails} resident(s) of ${flats} flat(s)`,
  exported: 'Acknowledgements exported',
} as const;

export const announcementInput = z.strictObject({
  title: text(ANNOUNCEMENT_LIMITS.title),
  content: longText(ANNOUNCEMENT_LIMITS.content),
  priority: z._default(
    z.enum(ANNOUNCEMENT_PRIORITIES, { error: ANNOUNCEMENTS_ADMIN_TEXT.invalidPriority }),
    'normal',
  ),
  requires_ack: z._default(z.boolean(), false),
  /** Kept only with requires_ack; not before today (checked on the server, which knows the society's today). */
  ack_due_on: blankIsUnset(z.optional(isoDate)),
});
export type AnnouncementInput = z.input<typeof announcementInput>;

export const adminAnnouncementSchema = z.extend(announcementSchema, {
  is_active: z.boolean(),
  /** Who posted it; null once that account is gone. */
  created_by_name: z.nullable(z.string()),
});
export type AdminAnnouncement = z.output<typeof adminAnnouncementSchema>;

/** A flat of the register that has not acknowledged a notice: its confirmed residents, and when one first read it. */
export const pendingFlatSchema = z.object({
  flat_id: z.string(),
  wing: z.string(),
  flat_no: z.string(),
  /** Its confirmed residents' names; empty when it has none (the notice then goes on paper). */
  residents: z.string(),
  read_at: z.nullable(timestamp),
});
export type PendingFlat = z.output<typeof pendingFlatSchema>;

const flatCount = { flats: z.number().check(z.int()), acknowledged: z.number().check(z.int()) };
/**
 * A notice's acknowledgements by flat (a flat has acknowledged when any of its confirmed residents has), per wing
 * and in all, with one page of the flats that have not, ordered by wing and flat.
 */
export const acknowledgementsSchema = z.extend(paged(pendingFlatSchema), {
  announcement: adminAnnouncementSchema,
  /** Its date has passed and some flats have not acknowledged. */
  overdue: z.boolean(),
  reminded_today: z.boolean(),
  ...flatCount,
  wings: z.array(z.object({ wing: z.string(), ...flatCount })),
});
export type Acknowledgements = z.output<typeof acknowledgementsSchema>;

export const ACK_CSV_COLUMNS = ['Flat', 'Wing', 'Resident', 'Read at', 'Acknowledged at'] as const;
export const ackExportFileName = (title: string) =>
  `acknowledgements_${
    title
      .replace(/[^A-Za-z0-9]+/g, '_')
      .replace(/^_|_$/g, '')
      .slice(0, 40) || 'notice'
  }.csv`;

export const announcementsAdminApi = {
  list: endpoint({
    method: 'GET',
    path: '/api/admin/announcements',
    access: 'content:view',
    input: z.extend(searchQuery, { status: activeFilter }),
    output: paged(adminAnnouncementSchema),
  }),
  create: endpoint({
    method: 'POST',
    path: '/api/admin/announcements',
    access: 'content:manage',
    input: announcementInput,
    output: adminAnnouncementSchema,
  }),
  update: endpoint({
    method: 'PUT',
    path: '/api/admin/announcements/:id',
    access: 'content:manage',
    input: z.extend(announcementInput, byId.shape),
    output: adminAnnouncementSchema,
  }),
  /** The delete button: a soft delete that keeps the row. */
  deactivate: endpoint({
    method: 'DELETE',
    path: '/api/admin/announcements/:id',
    access: 'content:manage',
    input: byId,
    output: adminAnnouncementSchema,
  }),
  activate: endpoint({
    method: 'POST',
    path: '/api/admin/announcements/:id/activate',
    access: 'content:manage',
    input: byId,
    output: adminAnnouncementSchema,
  }),
  acknowledgements: endpoint({
    method: 'GET',
    path: '/api/admin/announcements/:id/acknowledgements',
    access: 'content:view',
    input: z.extend(searchQuery, byId.shape),
    output: acknowledgementsSchema,
  }),
  exportAcknowledgements: endpoint({
    method: 'GET',
    path: '/api/admin/announcements/:id/acknowledgements/export',
    access: 'content:view',
    input: byId,
    output: 'file',
  }),
  /** One reminder mail to the confirmed residents of the flats that have not acknowledged; once a day. */
  remind: endpoint({
    method: 'POST',
    path: '/api/admin/announcements/:id/reminders',
    access: 'content:manage',
    input: byId,
    output: z.object({ flats: z.number().check(z.int()), mails: z.number().check(z.int()) }),
  }),
};
