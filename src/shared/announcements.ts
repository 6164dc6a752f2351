// Society announcements: members read the active ones, newest first, a page at a time; the office posts,
// edits, retires (soft delete) and restores them.
import { z } from 'zod';
import { endpoint } from './contract.ts';
import { activeFilter, paged, pageQuery, searchQuery, timestamp } from './schemas.ts';
import { longText, text, uuid } from './validation.ts';

export const ANNOUNCEMENT_PRIORITIES = ['low', 'normal', 'high', 'urgent'] as const;
export type AnnouncementPriority = (typeof ANNOUNCEMENT_PRIORITIES)[number];

/** Urgent and high announcements stand out (destructive badge). */
export const isPressing = (priority: string) => priority === 'urgent' || priority === 'high';

export const announcementSchema = z.object({
  id: z.string(),
  title: z.string(),
  content: z.string(),
  priority: z.string(),
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
};

// ---- office ----

export const ANNOUNCEMENT_LIMITS = { title: 200, content: 5000 } as const;

export const ANNOUNCEMENT_TEXT = {
  created: 'Announcement created successfully',
  updated: 'Announcement updated successfully',
  deactivated: 'Announcement deactivated successfully',
  activated: 'Announcement activated successfully',
  fetchFailed: 'Failed to fetch announcements',
  invalidPriority: 'Please choose a priority from the list',
  notFound: 'Announcement not found',
} as const;

export const announcementInput = z.strictObject({
  title: text(ANNOUNCEMENT_LIMITS.title),
  content: longText(ANNOUNCEMENT_LIMITS.content),
  priority: z.enum(ANNOUNCEMENT_PRIORITIES, { error: ANNOUNCEMENT_TEXT.invalidPriority }).default('normal'),
});
export type AnnouncementInput = z.input<typeof announcementInput>;

export const adminAnnouncementSchema = announcementSchema.extend({
  is_active: z.boolean(),
  /** Who posted it; null once that account is gone. */
  created_by_name: z.string().nullable(),
});
export type AdminAnnouncement = z.output<typeof adminAnnouncementSchema>;

const byId = z.strictObject({ id: uuid });

export const announcementsAdminApi = {
  list: endpoint({
    method: 'GET',
    path: '/api/admin/announcements',
    access: 'admin',
    input: searchQuery.extend({ status: activeFilter }),
    output: paged(adminAnnouncementSchema),
  }),
  create: endpoint({
    method: 'POST',
    path: '/api/admin/announcements',
    access: 'admin',
    input: announcementInput,
    output: adminAnnouncementSchema,
  }),
  update: endpoint({
    method: 'PUT',
    path: '/api/admin/announcements/:id',
    access: 'admin',
    input: announcementInput.extend(byId.shape),
    output: adminAnnouncementSchema,
  }),
  /** The delete button: a soft delete that keeps the row. */
  deactivate: endpoint({
    method: 'DELETE',
    path: '/api/admin/announcements/:id',
    access: 'admin',
    input: byId,
    output: adminAnnouncementSchema,
  }),
  activate: endpoint({
    method: 'POST',
    path: '/api/admin/announcements/:id/activate',
    access: 'admin',
    input: byId,
    output: adminAnnouncementSchema,
  }),
};
