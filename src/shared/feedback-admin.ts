// The office's side of feedback: kept apart so a resident's screens never download it.
import * as z from 'zod/mini';
import { endpoint, noInput } from './contract.ts';
import {
  FEEDBACK_CATEGORIES,
  FEEDBACK_LIMITS,
  FEEDBACK_PRIORITIES,
  FEEDBACK_STATUSES,
  FEEDBACK_TEXT,
  type FeedbackStatus,
  feedbackSchema,
  statusLabel,
} from './feedback.ts';
import { DATE_OR_STATUS, paged, searchQuery, sortQuery, timestamp } from './schemas.ts';
import { blankIsUnset, byId, longText } from './validation.ts';

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

const filter = <T extends readonly [string, ...string[]]>(values: T, message: string) =>
  blankIsUnset(z.optional(z.enum(values, { error: message })));

/** The office's list: a page, a text search (subject, message, name, e-mail) and three filters. */
export const adminFeedbackQuery = z.extend(searchQuery, {
  status: filter(FEEDBACK_STATUSES, FEEDBACK_ADMIN_TEXT.invalidStatus),
  priority: filter(FEEDBACK_PRIORITIES, FEEDBACK_TEXT.invalidPriority),
  category: filter(FEEDBACK_CATEGORIES, FEEDBACK_TEXT.invalidCategory),
  ...sortQuery(DATE_OR_STATUS),
});
export type AdminFeedbackQuery = z.input<typeof adminFeedbackQuery>;

export const adminFeedbackSchema = z.extend(feedbackSchema, {
  /** The resident's flat from their profile, when they have one. */
  flat_no: z.nullable(z.string()),
  updated_at: timestamp,
});
export type AdminFeedbackItem = z.output<typeof adminFeedbackSchema>;

export const feedbackStatsSchema = z.object({
  total: z.number().check(z.int()),
  open: z.number().check(z.int()),
  in_progress: z.number().check(z.int()),
  resolved: z.number().check(z.int()),
  /** Urgent feedback not yet resolved or closed: what needs the office first. */
  urgent: z.number().check(z.int()),
});
export type FeedbackStats = z.output<typeof feedbackStatsSchema>;

export const feedbackResponseInput = z.extend(byId, {
  admin_response: longText(FEEDBACK_LIMITS.response),
  status: z.enum(['in_progress', 'resolved'], { error: FEEDBACK_ADMIN_TEXT.invalidResponseStatus }),
});
export type FeedbackResponseInput = z.input<typeof feedbackResponseInput>;

export const feedbackAdminApi = {
  list: endpoint({
    method: 'GET',
    path: '/api/admin/feedback',
    access: 'helpdesk:view',
    input: adminFeedbackQuery,
    output: paged(adminFeedbackSchema),
  }),
  stats: endpoint({
    method: 'GET',
    path: '/api/admin/feedback/stats',
    access: 'helpdesk:view',
    input: noInput,
    output: feedbackStatsSchema,
  }),
  /** Start Progress: open -> in_progress. */
  start: endpoint({
    method: 'POST',
    path: '/api/admin/feedback/:id/start',
    access: 'helpdesk:manage',
    input: byId,
    output: adminFeedbackSchema,
  }),
  /** Send & Keep in Progress / Send & Mark Resolved: from open or in_progress, saving the response. */
  respond: endpoint({
    method: 'POST',
    path: '/api/admin/feedback/:id/respond',
    access: 'helpdesk:manage',
    input: feedbackResponseInput,
    output: adminFeedbackSchema,
  }),
  /** Mark Resolved: in_progress -> resolved. */
  resolve: endpoint({
    method: 'POST',
    path: '/api/admin/feedback/:id/resolve',
    access: 'helpdesk:manage',
    input: byId,
    output: adminFeedbackSchema,
  }),
};
