// Feedback's categories, priorities and statuses in the person's language; the shared lists
// (src/shared/feedback.ts) keep the values the server stores.
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { FEEDBACK_CATEGORIES, FEEDBACK_PRIORITIES, FeedbackStatus } from '@/shared/feedback';
import { i18n } from '@/web/lib/i18n';
import { capitalize } from '@/web/lib/utils';

const LABELS: Record<
  (typeof FEEDBACK_CATEGORIES)[number] | (typeof FEEDBACK_PRIORITIES)[number] | FeedbackStatus,
  MessageDescriptor
> = {
  maintenance: msg`Maintenance`,
  security: msg`Security`,
  amenities: msg`Amenities`,
  cleanliness: msg`Cleanliness`,
  parking: msg`Parking`,
  noise: msg`Noise`,
  suggestion: msg`Suggestion`,
  complaint: msg`Complaint`,
  appreciation: msg`Appreciation`,
  low: msg`Low`,
  normal: msg`Normal`,
  high: msg`High`,
  urgent: msg`Urgent`,
  open: msg`Open`,
  in_progress: msg`In Progress`,
  resolved: msg`Resolved`,
  closed: msg`Closed`,
};

const isKnown = (value: string): value is keyof typeof LABELS => Object.hasOwn(LABELS, value);

/** A stored category, priority or status in the person's language (capitalised as stored, if not one of ours). */
export const feedbackLabel = (value: string) => (isKnown(value) ? i18n._(LABELS[value]) : capitalize(value));
