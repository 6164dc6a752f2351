// The office's side of announcements: kept apart so a resident's screens never download it.
import { z } from 'zod';
import { ANNOUNCEMENT_PRIORITIES, announcementSchema } from './announcements.ts';
import { endpoint } from './contract.ts';
import { activeFilter, paged, searchQuery } from './schemas.ts';
import { byId, longText, text } from './validation.ts';

export const ANNOUNCEMENT_LIMITS = { title: 200, content: 5000 } as const;

export const ANNOUNCEMENTS_ADMIN_TEXT = {
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
  priority: z
    .enum(ANNOUNCEMENT_PRIORITIES, { error: ANNOUNCEMENTS_ADMIN_TEXT.invalidPriority })
    .default('normal'),
});
export type AnnouncementInput = z.input<typeof announcementInput>;

export const adminAnnouncementSchema = announcementSchema.extend({
  is_active: z.boolean(),
  /** Who posted it; null once that account is gone. */
  created_by_name: z.string().nullable(),
});
export type AdminAnnouncement = z.output<typeof adminAnnouncementSchema>;

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
