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
import { blankIsUnset, byId, longText, uuid } from './validation.ts';
import { minutesOfDay } from './working-hours.ts';

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

/** The helpdesk's settings and an item's assignee and notes: messages of the server and the forms. */
export const HELPDESK_TEXT = {
  invalidFilter: 'Please choose a filter from the list',
  invalidTime: 'Please enter a time as HH:MM',
  hoursOrder: 'Working hours must end after they start',
  noWorkingDay: 'Please choose at least one working day',
  invalidHours: 'Please enter a whole number of hours from 1 to 999',
  deadlineOrder: 'The resolution deadline cannot be shorter than the response deadline',
  tooManyLevels: 'At most 4 escalation levels',
  notStaff: 'Please choose someone who manages the helpdesk',
  hoursSaved: 'Working hours saved',
  categorySaved: 'Category settings saved',
  assigned: 'Assignee changed',
  noteAdded: 'Note added',
  escalated: 'Escalated',
  escalateDone: 'Resolved or closed feedback cannot be escalated',
  noNextLevel: 'This category has no further escalation level',
} as const;

/** Out of the box: 10:00 to 18:00, Monday to Saturday; a response within a working day, a resolution within a
 *  working week. */
export const HELPDESK_DEFAULTS = {
  opens_at: '10:00',
  closes_at: '18:00',
  working_days: [1, 2, 3, 4, 5, 6],
  response_hours: 8,
  resolution_hours: 48,
} as const;
export const MAX_ESCALATION_LEVELS = 4;

const clock = z.string().check(z.regex(/^([01]\d|2[0-3]):[0-5]\d$/, HELPDESK_TEXT.invalidTime));
export const helpdeskHoursSchema = z.object({
  opens_at: z.string(),
  closes_at: z.string(),
  working_days: z.array(z.number().check(z.int())),
});
export const helpdeskHoursInput = z
  .strictObject({
    opens_at: clock,
    closes_at: clock,
    working_days: z
      .array(z.number({ error: HELPDESK_TEXT.noWorkingDay }).check(z.int(), z.gte(0), z.lte(6)), {
        error: HELPDESK_TEXT.noWorkingDay,
      })
      .check(z.minLength(1, HELPDESK_TEXT.noWorkingDay), z.maxLength(7, HELPDESK_TEXT.noWorkingDay)),
  })
  .check(
    z.refine((v) => minutesOfDay(v.closes_at) > minutesOfDay(v.opens_at), {
      message: HELPDESK_TEXT.hoursOrder,
      path: ['closes_at'],
    }),
  );
export type HelpdeskHoursInput = z.input<typeof helpdeskHoursInput>;

const hours = z.coerce
  .number({ error: HELPDESK_TEXT.invalidHours })
  .check(
    z.int(HELPDESK_TEXT.invalidHours),
    z.gte(1, HELPDESK_TEXT.invalidHours),
    z.lte(999, HELPDESK_TEXT.invalidHours),
  );
export const helpdeskCategoryInput = z
  .strictObject({
    category: z.enum(FEEDBACK_CATEGORIES, { error: FEEDBACK_TEXT.invalidCategory }),
    response_hours: hours,
    resolution_hours: hours,
    default_assignee_id: z.nullable(uuid),
    /** Who has the item at level 1, 2, … : each passed deadline moves it one level up. */
    escalation: z.array(uuid).check(z.maxLength(MAX_ESCALATION_LEVELS, HELPDESK_TEXT.tooManyLevels)),
  })
  .check(
    z.refine((v) => v.resolution_hours >= v.response_hours, {
      message: HELPDESK_TEXT.deadlineOrder,
      path: ['resolution_hours'],
    }),
  );
export type HelpdeskCategoryInput = z.input<typeof helpdeskCategoryInput>;
const helpdeskCategorySchema = z.object({
  category: z.string(),
  response_hours: z.number(),
  resolution_hours: z.number(),
  default_assignee_id: z.nullable(z.string()),
  escalation: z.array(z.string()),
});
export type HelpdeskCategory = z.output<typeof helpdeskCategorySchema>;
export const helpdeskStaffSchema = z.object({ id: z.string(), name: z.string() });
export type HelpdeskStaff = z.output<typeof helpdeskStaffSchema>;
export const helpdeskSettingsSchema = z.object({
  hours: helpdeskHoursSchema,
  /** Every category, configured or on the defaults. */
  categories: z.array(helpdeskCategorySchema),
  /** The people an item can be given to: those who manage the helpdesk. */
  staff: z.array(helpdeskStaffSchema),
});
export type HelpdeskSettings = z.output<typeof helpdeskSettingsSchema>;

export const assignInput = z.extend(byId, { assignee_id: uuid });
export const noteInput = z.extend(byId, {
  note: longText(FEEDBACK_LIMITS.response),
});
export const feedbackNoteSchema = z.object({
  id: z.string(),
  note: z.string(),
  author_name: z.nullable(z.string()),
  created_at: timestamp,
});
export type FeedbackNote = z.output<typeof feedbackNoteSchema>;

const filter = <T extends readonly [string, ...string[]]>(values: T, message: string) =>
  blankIsUnset(z.optional(z.enum(values, { error: message })));

/** The office's list: a page, a text search (subject, message, name, e-mail) and three filters. */
export const adminFeedbackQuery = z.extend(searchQuery, {
  status: filter(FEEDBACK_STATUSES, FEEDBACK_ADMIN_TEXT.invalidStatus),
  priority: filter(FEEDBACK_PRIORITIES, FEEDBACK_TEXT.invalidPriority),
  category: filter(FEEDBACK_CATEGORIES, FEEDBACK_TEXT.invalidCategory),
  /** "Assigned to me" and "Overdue". */
  assignee: filter(['me'], HELPDESK_TEXT.invalidFilter),
  deadline: filter(['overdue'], HELPDESK_TEXT.invalidFilter),
  ...sortQuery(DATE_OR_STATUS),
});
export type AdminFeedbackQuery = z.input<typeof adminFeedbackQuery>;

export const adminFeedbackSchema = z.extend(feedbackSchema, {
  /** The resident's flat from their profile, when they have one. */
  flat_no: z.nullable(z.string()),
  updated_at: timestamp,
  assignee_id: z.nullable(z.string()),
  escalation_level: z.number().check(z.int()),
  resolved_at: z.nullable(timestamp),
  /** A deadline has passed with its work not done (worked out by the server's clock). */
  overdue: z.boolean(),
  /** The resident's reason, the last time they reopened it. */
  reopen_reason: z.nullable(z.string()),
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
  /** Give the item to someone else who manages the helpdesk (audited). */
  assign: endpoint({
    method: 'POST',
    path: '/api/admin/feedback/:id/assign',
    access: 'helpdesk:manage',
    input: assignInput,
    output: adminFeedbackSchema,
  }),
  /** Escalate now: one level up the category's chain before a deadline does it (as the escalation job would). */
  escalate: endpoint({
    method: 'POST',
    path: '/api/admin/feedback/:id/escalate',
    access: 'helpdesk:manage',
    input: byId,
    output: adminFeedbackSchema,
  }),
  /** The office's internal notes on an item, oldest first: never in any answer a resident gets. */
  notes: endpoint({
    method: 'GET',
    path: '/api/admin/feedback/:id/notes',
    access: 'helpdesk:view',
    input: byId,
    output: z.object({ items: z.array(feedbackNoteSchema) }),
  }),
  addNote: endpoint({
    method: 'POST',
    path: '/api/admin/feedback/:id/notes',
    access: 'helpdesk:manage',
    input: noteInput,
    output: feedbackNoteSchema,
  }),
};

/** The helpdesk's settings: working hours, and per category the deadlines, default assignee and escalation. */
export const helpdeskAdminApi = {
  settings: endpoint({
    method: 'GET',
    path: '/api/admin/helpdesk/settings',
    access: 'helpdesk:view',
    input: noInput,
    output: helpdeskSettingsSchema,
  }),
  saveHours: endpoint({
    method: 'PUT',
    path: '/api/admin/helpdesk/hours',
    access: 'settings:manage',
    input: helpdeskHoursInput,
    output: helpdeskHoursSchema,
  }),
  saveCategory: endpoint({
    method: 'PUT',
    path: '/api/admin/helpdesk/categories/:category',
    access: 'settings:manage',
    input: helpdeskCategoryInput,
    output: helpdeskCategorySchema,
  }),
};
