// Feedback's statuses and categories as the office reads them in its list, filters and response panel (the badges
// are the residents' component, translated with their screens).
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { FeedbackStatus } from '@/shared/feedback';
import { i18n } from '@/web/lib/i18n';

const STATUS: Record<FeedbackStatus, MessageDescriptor> = {
  open: msg`Open`,
  in_progress: msg`In Progress`,
  resolved: msg`Resolved`,
  closed: msg`Closed`,
};

const CATEGORY: Record<string, MessageDescriptor> = {
  maintenance: msg`Maintenance`,
  security: msg`Security`,
  amenities: msg`Amenities`,
  cleanliness: msg`Cleanliness`,
  parking: msg`Parking`,
  noise: msg`Noise`,
  suggestion: msg`Suggestion`,
  complaint: msg`Complaint`,
  appreciation: msg`Appreciation`,
};

const inLanguage = (names: Record<string, MessageDescriptor>, value: string) =>
  value in names ? i18n._(names[value]) : value;

/** A feedback status in the person's language; an unknown one as stored. */
export const feedbackStatusName = (status: string) => inLanguage(STATUS, status);
/** A feedback category in the person's language; an unknown one as stored. */
export const feedbackCategoryName = (category: string) => inLanguage(CATEGORY, category);
