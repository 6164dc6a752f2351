// A notice's priority as the office reads it (the list and the form).
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { AnnouncementPriority } from '@/shared/announcements';
import { i18n } from '@/web/lib/i18n';

const PRIORITY: Record<AnnouncementPriority, MessageDescriptor> = {
  low: msg`Low`,
  normal: msg`Normal`,
  high: msg`High`,
  urgent: msg`Urgent`,
};

/** A stored priority in the person's language; an unknown one as stored. */
export const priorityName = (priority: string) =>
  priority in PRIORITY ? i18n._(PRIORITY[priority as AnnouncementPriority]) : priority;
