// Resident feedback: the form's rules (spec section 5), the submission limit and the member's own list.
import * as z from 'zod/mini';
import { endpoint } from './contract.ts';
import { paged, pageQuery, timestamp } from './schemas.ts';
import { longText, optionalEmail, preprocess, text, VALIDATION_TEXT } from './validation.ts';

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
