// Society announcements: members read the active ones, newest first, a page at a time; the office posts,
// edits, retires (soft delete) and restores them. A notice the office marks "requires acknowledgement" is pinned
// for each resident until they press "I have read this"; its reads and acknowledgements are stored with their times.
import * as z from 'zod/mini';
import { endpoint, noInput } from './contract.ts';
import { paged, pageQuery, timestamp } from './schemas.ts';
import { byId, uuid } from './validation.ts';

export const ANNOUNCEMENT_PRIORITIES = ['low', 'normal', 'high', 'urgent'] as const;
export type AnnouncementPriority = (typeof ANNOUNCEMENT_PRIORITIES)[number];

/** Urgent and high announcements stand out (destructive badge). */
export const isPressing = (priority: string) => priority === 'urgent' || priority === 'high';

export const ACK_TEXT = {
  button: 'I have read this',
  done: 'Thank you: your acknowledgement is recorded',
  already: 'You had already acknowledged this notice',
  notResident: 'Only residents of a flat acknowledge notices',
  notRequired: 'This notice does not ask to be acknowledged',
  notFound: 'Announcement not found',
} as const;

export const announcementSchema = z.object({
  id: z.string(),
  title: z.string(),
  content: z.string(),
  priority: z.string(),
  requires_ack: z.boolean(),
  /** The date by which the office asks for the acknowledgement; null: no date. */
  ack_due_on: z.nullable(z.string()),
  created_at: timestamp,
});
export type Announcement = z.output<typeof announcementSchema>;

export const announcementsApi = {
  list: endpoint({
    method: 'GET',
    path: '/api/announcements',
    access: 'member',
    input: pageQuery,
    output: paged(announcementSchema),
  }),
  /** The notices the caller still has to acknowledge, oldest date first: pinned above everything else. */
  pinned: endpoint({
    method: 'GET',
    path: '/api/announcements/pinned',
    access: 'member',
    input: noInput,
    output: z.object({ items: z.array(announcementSchema) }),
  }),
  /** The notices shown to the caller: the first time is stored as their read (later ones change nothing). */
  read: endpoint({
    method: 'POST',
    path: '/api/announcements/read',
    access: 'member',
    input: z.strictObject({ ids: z.array(uuid).check(z.minLength(1), z.maxLength(50)) }),
    output: z.object({ recorded: z.number().check(z.int()) }),
  }),
  acknowledge: endpoint({
    method: 'POST',
    path: '/api/announcements/:id/acknowledge',
    access: 'member',
    input: byId,
    /** `already`: it was acknowledged before, at `acknowledged_at`; nothing changed. */
    output: z.object({ acknowledged_at: timestamp, already: z.boolean() }),
  }),
};
