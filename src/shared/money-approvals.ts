// Maker and checker for money: the actions that change what flats owe wait, once prepared, for a second person
// with the permission to approve them (accounts:approve), who is never the one who prepared them. A society of one
// office person turns the rule off per action; then the action is done at once, as before.
import * as z from 'zod/mini';
import { endpoint } from './contract.ts';
import { paged, searchQuery, timestamp } from './schemas.ts';
import { longText, uuid } from './validation.ts';

/** The money actions that take a second person. */
export const MONEY_ACTIONS = [
  'bill_run_publish',
  'credit_note',
  'waiver',
  'payment_reversal',
  'charge_heads',
  'interest_rate',
] as const;
export type MoneyAction = (typeof MONEY_ACTIONS)[number];

export const APPROVAL_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type ApprovalStatus = (typeof APPROVAL_STATUSES)[number];

export const MONEY_APPROVALS_TEXT = {
  sent: 'Sent for approval',
  notFound: 'This action is no longer waiting for approval',
  ownAction: 'You prepared this action: another person with the right to approve must approve or reject it',
  decided: 'This action has already been approved or rejected',
  noManage: 'You may not prepare money actions',
  approved: 'Approved and done',
  rejected: 'Rejected',
  ruleSaved: 'Rule saved',
} as const;

/** What the list shows of an action: what it is about (a period, a flat, a bill or receipt number, a head) and its
 *  amount when it has one. Names and numbers as typed: never translated. */
export const approvalSummarySchema = z.object({
  subject: z.string(),
  amount_paise: z.nullable(z.number().check(z.int())),
});
export type ApprovalSummary = z.output<typeof approvalSummarySchema>;

/** The answer of a money action that now waits for a second person (HTTP 202), instead of its usual answer. */
export const pendingApprovalSchema = z.object({
  pending_approval: z.object({ id: z.string(), kind: z.enum(MONEY_ACTIONS) }),
});
export type PendingApproval = z.output<typeof pendingApprovalSchema>;
/** A money action's answer: done (its usual answer) or sent for approval. */
export const orPending = <T extends z.ZodMiniType>(done: T) => z.union([done, pendingApprovalSchema]);
export const isPending = (answer: object): answer is PendingApproval => 'pending_approval' in answer;

export const approvalRowSchema = z.object({
  id: z.string(),
  kind: z.enum(MONEY_ACTIONS),
  summary: approvalSummarySchema,
  status: z.enum(APPROVAL_STATUSES),
  maker_id: z.nullable(z.string()),
  maker_name: z.nullable(z.string()),
  made_at: timestamp,
  checker_name: z.nullable(z.string()),
  decided_at: z.nullable(timestamp),
  reason: z.nullable(z.string()),
});
export type ApprovalRow = z.output<typeof approvalRowSchema>;

export const approvalListQuery = z.extend(searchQuery, {
  /** None: every status, the pending ones first. */
  status: z.optional(z.enum(APPROVAL_STATUSES, { error: 'Please choose pending, approved or rejected' })),
});

export const approvalRuleSchema = z.object({ kind: z.enum(MONEY_ACTIONS), required: z.boolean() });
export type ApprovalRule = z.output<typeof approvalRuleSchema>;

export const moneyApprovalsAdminApi = {
  /** The actions, pending first, then newest first, searched by what they are about or who prepared them. */
  list: endpoint({
    method: 'GET',
    path: '/api/admin/money-approvals',
    access: 'accounts:view',
    input: approvalListQuery,
    output: z.extend(paged(approvalRowSchema), { pending: z.number().check(z.int()) }),
  }),
  /** Performs the action, as its maker prepared it, with the decision, in one transaction. */
  approve: endpoint({
    method: 'POST',
    path: '/api/admin/money-approvals/:id/approve',
    access: 'accounts:approve',
    input: z.strictObject({ id: uuid }),
    output: approvalRowSchema,
  }),
  reject: endpoint({
    method: 'POST',
    path: '/api/admin/money-approvals/:id/reject',
    access: 'accounts:approve',
    input: z.strictObject({
      id: uuid,
      reason: longText(300),
    }),
    output: approvalRowSchema,
  }),
  /** Whether each money action needs a second approver (on unless the society turned it off). */
  rules: endpoint({
    method: 'GET',
    path: '/api/admin/money-approvals/rules',
    access: 'accounts:view',
    input: z.strictObject({}),
    output: z.array(approvalRuleSchema),
  }),
  saveRule: endpoint({
    method: 'PUT',
    path: '/api/admin/money-approvals/rules/:kind',
    access: 'accounts:approve',
    input: z.strictObject({
      kind: z.enum(MONEY_ACTIONS, { error: 'There is no such money action' }),
      required: z.boolean({ error: 'Please say on or off' }),
    }),
    output: z.array(approvalRuleSchema),
  }),
};
