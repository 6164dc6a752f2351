// Resident feedback: the form's rules (spec section 5), the submission limit and the member's own list.
import { z } from 'zod';
import { endpoint, noInput } from './contract.ts';
import { paged, pageQuery, searchQuery, timestamp } from './schemas.ts';
import { longText, MESSAGES, optionalEmail, text, uuid } from './validation.ts';

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
  issue.input === undefined || issue.input === null || issue.input === '' ? MESSAGES.required : other;
const trimmed = <T extends z.ZodType>(schema: T) =>
  z.preprocess((v) => (typeof v === 'string' ? v.trim() : v), schema);

export const feedbackInput = z.strictObject({
  name: text(FEEDBACK_LIMITS.name),
  email: optionalEmail,
  category: trimmed(z.enum(FEEDBACK_CATEGORIES, { error: missingOr(FEEDBACK_TEXT.invalidCategory) })),
  priority: trimmed(z.enum(FEEDBACK_PRIORITIES, { error: FEEDBACK_TEXT.invalidPriority })).default('normal'),
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
  email: z.string().nullable(),
  category: z.string(),
  priority: z.string(),
  subject: z.string(),
  message: z.string(),
  status: z.string(),
  admin_response: z.string().nullable(),
  created_at: timestamp,
});
export type Feedback = z.output<typeof feedbackSchema>;

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
};

// ---- the office's side: feedback management (admin spec sections 2, 4, 5 and 8) ----

export const FEEDBACK_STATUSES = ['open', 'in_progress', 'resolved', 'closed'] as const;
export type FeedbackStatus = (typeof FEEDBACK_STATUSES)[number];
export const FEEDBACK_STATUS_LABELS: Record<FeedbackStatus, string> = {
  open: 'Open',
  in_progress: 'In Progress',
  resolved: 'Resolved',
  closed: 'Closed',
};
export const statusLabel = (status: string) => FEEDBACK_STATUS_LABELS[status as FeedbackStatus] ?? status;

/** The office's actions (spec section 4) and the statuses each may start from; `closed` has none. */
export const FEEDBACK_ACTIONS = {
  start: { label: 'Start Progress', from: ['open'] },
  respond: { label: 'Respond', from: ['open', 'in_progress'] },
  resolve: { label: 'Mark Resolved', from: ['in_progress'] },
} as const satisfies Record<string, { label: string; from: readonly FeedbackStatus[] }>;
export type FeedbackAction = keyof typeof FEEDBACK_ACTIONS;
export const canTakeAction = (action: FeedbackAction, status: string) =>
  (FEEDBACK_ACTIONS[action].from as readonly string[]).includes(status);

export const FEEDBACK_ADMIN_TEXT = {
  signIn: 'Please sign in to access admin panel.',
  accessDenied: "You don't have admin privileges to access feedback management.",
  updatedTitle: 'Updated Successfully',
  updated: (status: string) => `Feedback status updated to ${statusLabel(status)}`,
  updateFailedTitle: 'Update Failed',
  updateFailed: (message: string) => `Failed to update feedback: ${message}`,
  loadFailed: (message: string) => `Failed to load feedback: ${message}`,
  notFound: 'This feedback no longer exists',
  invalidStatus: 'Please choose a status from the list',
  invalidResponseStatus: 'A response either keeps the feedback in progress or resolves it',
  /** A transition the row's current status does not allow, e.g. after another admin acted first. */
  stale: (current: string, action: FeedbackAction) => {
    const allowed = FEEDBACK_ACTIONS[action].from.map(statusLabel).join(' or ');
    return `${FEEDBACK_ACTIONS[action].label} is only possible while the feedback is ${allowed}; it is now ${statusLabel(current)}.`;
  },
} as const;

const blankToUndefined = (v: unknown) => (v === '' || v === null ? undefined : v);
const filter = <T extends readonly [string, ...string[]]>(values: T, message: string) =>
  z.preprocess(blankToUndefined, z.enum(values, { error: message }).optional());

/** The office's list: a page, a text search (subject, message, name, e-mail) and three filters. */
export const adminFeedbackQuery = searchQuery.extend({
  status: filter(FEEDBACK_STATUSES, FEEDBACK_ADMIN_TEXT.invalidStatus),
  priority: filter(FEEDBACK_PRIORITIES, FEEDBACK_TEXT.invalidPriority),
  category: filter(FEEDBACK_CATEGORIES, FEEDBACK_TEXT.invalidCategory),
});
export type AdminFeedbackQuery = z.input<typeof adminFeedbackQuery>;

export const adminFeedbackSchema = feedbackSchema.extend({
  /** The resident's flat from their profile, when they have one. */
  flat_no: z.string().nullable(),
  updated_at: timestamp,
});
export type AdminFeedback = z.output<typeof adminFeedbackSchema>;

export const feedbackStatsSchema = z.object({
  total: z.number().int(),
  open: z.number().int(),
  in_progress: z.number().int(),
  resolved: z.number().int(),
  /** Urgent feedback not yet resolved or closed: what needs the office first. */
  urgent: z.number().int(),
});
export type FeedbackStats = z.output<typeof feedbackStatsSchema>;

const byId = z.strictObject({ id: uuid });
export const feedbackResponseInput = byId.extend({
  admin_response: longText(FEEDBACK_LIMITS.response),
  status: z.enum(['in_progress', 'resolved'], { error: FEEDBACK_ADMIN_TEXT.invalidResponseStatus }),
});
export type FeedbackResponseInput = z.input<typeof feedbackResponseInput>;

export const feedbackAdminApi = {
  list: endpoint({
    method: 'GET',
    path: '/api/admin/feedback',
    access: 'admin',
    input: adminFeedbackQuery,
    output: paged(adminFeedbackSchema),
  }),
  stats: endpoint({
    method: 'GET',
    path: '/api/admin/feedback/stats',
    access: 'admin',
    input: noInput,
    output: feedbackStatsSchema,
  }),
  /** Start Progress: open -> in_progress. */
  start: endpoint({
    method: 'POST',
    path: '/api/admin/feedback/:id/start',
    access: 'admin',
    input: byId,
    output: adminFeedbackSchema,
  }),
  /** Send & Keep in Progress / Send & Mark Resolved: from open or in_progress, saving the response. */
  respond: endpoint({
    method: 'POST',
    path: '/api/admin/feedback/:id/respond',
    access: 'admin',
    input: feedbackResponseInput,
    output: adminFeedbackSchema,
  }),
  /** Mark Resolved: in_progress -> resolved. */
  resolve: endpoint({
    method: 'POST',
    path: '/api/admin/feedback/:id/resolve',
    access: 'admin',
    input: byId,
    output: adminFeedbackSchema,
  }),
};
