// Society announcements: members read the active ones, newest first, a page at a time; the office posts,
// edits, retires (soft delete) and restores them.
import { z } from 'zod';
import { endpoint } from './contract.ts';
import { paged, pageQuery, timestamp } from './schemas.ts';

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
