// Resident feedback: the form's rules (spec section 5), the submission limit and the member's own list.
import * as z from 'zod/mini';
import { endpoint, type UploadRule } from './contract.ts';
import { fillPath } from './request-url.ts';
import { paged, pageQuery, timestamp } from './schemas.ts';
import {
  byId,
  longText,
  optionalEmail,
  optionalLongText,
  preprocess,
  text,
  uuid,
  VALIDATION_TEXT,
} from './validation.ts';

export const FEEDBACK_CATEGORIES = [
  'maintenance',
  'security',
  'amenities',
  'cleanliness',
  'parking',
  'noise',
  'suggestion',
  'complaint',
  'appreciation',
] as const;
export const FEEDBACK_PRIORITIES = ['low', 'normal', 'high', 'urgent'] as const;

export const FEEDBACK_LIMITS = { name: 100, subject: 200, message: 2000, response: 2000 } as const;
/** 3 submissions per 10 minutes per user, counted from the user's feedback rows. */
export const FEEDBACK_RATE = { max: 3, windowMs: 600_000 } as const;

export const FEEDBACK_TEXT = {
  missingTitle: 'Missing Information',
  missing: 'Please fill in all required fields.',
  invalidTitle: 'Invalid Input',
  tooManyTitle: 'Too Many Attempts',
  tooMany: (minutes: number) => `Please wait ${minutes} minutes before submitting another feedback.`,
  submittedTitle: 'Feedback Submitted',
  submitted: "Thank you for your feedback. We'll review it and get back to you soon.",
  failedTitle: 'Submission Failed',
  failed: 'Failed to submit feedback. Please try again.',
  invalidCategory: 'Please choose a category from the list',
  invalidPriority: 'Please choose a priority from the list',
} as const;

const missingOr = (other: string) => (issue: { input?: unknown }) =>
  issue.input === undefined || issue.input === null || issue.input === '' ? VALIDATION_TEXT.required : other;
const trimmed = <T extends z.ZodMiniType>(schema: T) =>
  preprocess((v) => (typeof v === 'string' ? v.trim() : v), schema);

export const feedbackInput = z.strictObject({
  name: text(FEEDBACK_LIMITS.name),
  email: optionalEmail,
  category: trimmed(z.enum(FEEDBACK_CATEGORIES, { error: missingOr(FEEDBACK_TEXT.invalidCategory) })),
  priority: z._default(
    trimmed(z.enum(FEEDBACK_PRIORITIES, { error: FEEDBACK_TEXT.invalidPriority })),
    'normal',
  ),
  subject: text(FEEDBACK_LIMITS.subject),
  message: longText(FEEDBACK_LIMITS.message),
});
export type FeedbackInput = z.input<typeof feedbackInput>;

/** Fields whose absence is 'Missing Information' rather than an invalid value. */
export const REQUIRED_FEEDBACK_FIELDS = ['name', 'category', 'subject', 'message'] as const;
export const missingRequired = (values: Partial<Record<string, unknown>>) =>
  REQUIRED_FEEDBACK_FIELDS.some((f) => typeof values[f] !== 'string' || !(values[f] as string).trim());

export const feedbackSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.nullable(z.string()),
  category: z.string(),
  priority: z.string(),
  subject: z.string(),
  message: z.string(),
  status: z.string(),
  admin_response: z.nullable(z.string()),
  created_at: timestamp,
  /** The helpdesk's clock (working hours, set when filed) and who in the office has the item, by name. */
  response_due_at: z.nullable(timestamp),
  resolution_due_at: z.nullable(timestamp),
  first_response_at: z.nullable(timestamp),
  assignee_name: z.nullable(z.string()),
  /** The attached photos' ids, in the order they were chosen (GET feedbackApi.photo serves each). */
  photos: z.array(z.string()),
  /** When it was last resolved (for an item resolved before the helpdesk kept the time: its last change). */
  resolved_at: z.nullable(timestamp),
  reopen_count: z.number(),
  rating: z.nullable(z.number()),
  rating_comment: z.nullable(z.string()),
  confirmed_at: z.nullable(timestamp),
});
export type Feedback = z.output<typeof feedbackSchema>;

/** Photos at filing: up to three, with the gallery's limits; the server re-encodes them as gallery images. */
export const FEEDBACK_PHOTOS = {
  max: 3,
  maxBytes: 5 * 1024 * 1024,
  accept: '.jpg,.jpeg,.png,.webp',
} as const;
export const FEEDBACK_PHOTO_TEXT = {
  tooLarge: 'Please select an image smaller than 5MB',
  tooMany: 'You can attach up to 3 photos',
  notFound: 'Photo not found',
} as const;
export const feedbackPhotoUpload: UploadRule = {
  field: 'photos',
  maxBytes: FEEDBACK_PHOTOS.maxBytes,
  types: ['jpeg', 'png', 'webp'],
  required: false,
  tooLargeMessage: FEEDBACK_PHOTO_TEXT.tooLarge,
  maxFiles: FEEDBACK_PHOTOS.max,
};

/**
 * The resident's verdict on a resolved item: confirm it with 1 to 5 stars and an optional comment, or reopen it
 * with a reason within 7 days of its resolution. Once confirmed it is settled.
 */
export const FEEDBACK_VERDICT = { reopenDays: 7, comment: 1000, reason: 1000 } as const;
export const FEEDBACK_VERDICT_TEXT = {
  invalidRating: 'Please choose from 1 to 5 stars',
  notFound: 'This feedback no longer exists',
  notResolved: 'Only feedback marked resolved can be confirmed or reopened',
  alreadyConfirmed: 'You have already confirmed this feedback',
  tooLate:
    'More than 7 days have passed since this was resolved, so it cannot be reopened. Please submit new feedback.',
} as const;

const DAY_MS = 86_400_000;
/** Whether the owner may still reopen a resolved item at `now` (the server decides again in its transaction). */
export const canReopen = (f: Pick<Feedback, 'status' | 'confirmed_at' | 'resolved_at'>, now = Date.now()) =>
  f.status === 'resolved' &&
  !f.confirmed_at &&
  !!f.resolved_at &&
  now - Date.parse(f.resolved_at) <= FEEDBACK_VERDICT.reopenDays * DAY_MS;

export const feedbackRating = z
  .number({ error: FEEDBACK_VERDICT_TEXT.invalidRating })
  .check(
    z.int(FEEDBACK_VERDICT_TEXT.invalidRating),
    z.gte(1, FEEDBACK_VERDICT_TEXT.invalidRating),
    z.lte(5, FEEDBACK_VERDICT_TEXT.invalidRating),
  );
export const feedbackConfirmInput = z.extend(byId, {
  rating: feedbackRating,
  comment: optionalLongText(FEEDBACK_VERDICT.comment),
});
export const feedbackReopenInput = z.extend(byId, { reason: longText(FEEDBACK_VERDICT.reason) });

export const feedbackApi = {
  submit: endpoint({
    method: 'POST',
    path: '/api/feedback',
    access: 'member',
    input: feedbackInput,
    output: feedbackSchema,
  }),
  mine: endpoint({
    method: 'GET',
    path: '/api/feedback',
    access: 'member',
    input: pageQuery,
    output: paged(feedbackSchema),
  }),
  /** The form with its photos (multipart): one transaction files the item and stores them. */
  submitWithPhotos: endpoint({
    method: 'POST',
    path: '/api/feedback/with-photos',
    access: 'member',
    input: feedbackInput,
    output: feedbackSchema,
    upload: feedbackPhotoUpload,
  }),
  /** One photo, to the item's owner and the helpdesk only; `size` thumb (400 px wide) or web (1600). */
  photo: endpoint({
    method: 'GET',
    path: '/api/feedback/photos/:id',
    access: 'member',
    input: z.strictObject({ id: uuid, size: z._default(z.enum(['thumb', 'web']), 'thumb') }),
    output: 'file',
  }),
  confirm: endpoint({
    method: 'POST',
    path: '/api/feedback/:id/confirm',
    access: 'member',
    input: feedbackConfirmInput,
    output: feedbackSchema,
  }),
  reopen: endpoint({
    method: 'POST',
    path: '/api/feedback/:id/reopen',
    access: 'member',
    input: feedbackReopenInput,
    output: feedbackSchema,
  }),
};

/** Where a photo is served (feedbackApi.photo), as an image's src. */
export const feedbackPhotoUrl = (id: string, size: 'thumb' | 'web' = 'thumb') =>
  `${fillPath(feedbackApi.photo.path, { id }).url}?size=${size}`;

// Statuses, shown to the resident and to the office.

export const FEEDBACK_STATUSES = ['open', 'in_progress', 'resolved', 'closed'] as const;
export type FeedbackStatus = (typeof FEEDBACK_STATUSES)[number];
export const FEEDBACK_STATUS_LABELS: Record<FeedbackStatus, string> = {
  open: 'Open',
  in_progress: 'In Progress',
  resolved: 'Resolved',
  closed: 'Closed',
};
export const statusLabel = (status: string) => FEEDBACK_STATUS_LABELS[status as FeedbackStatus] ?? status;

/** The deadline an item is working to: the response's until the office first acts, then the resolution's; none
 *  once resolved or closed. */
export function currentDeadline(
  f: Pick<Feedback, 'status' | 'response_due_at' | 'resolution_due_at' | 'first_response_at'>,
): { kind: 'response' | 'resolution'; at: string } | null {
  if (f.status === 'resolved' || f.status === 'closed') return null;
  if (!f.first_response_at && f.response_due_at) return { kind: 'response', at: f.response_due_at };
  return f.resolution_due_at ? { kind: 'resolution', at: f.resolution_due_at } : null;
}
