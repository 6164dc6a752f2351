// The office's decisions on residents' requests (admin spec section 4): which statuses each decision may
// start from, the refusal when a row has moved on, the status filter of the approval tables, and the
// resident's name and flat that those tables show beside each request.
import { z } from 'zod';
import { blankIsUnset, byId, longText, optionalLongText } from './validation.ts';

export interface DecisionRule {
  /** The button that takes the decision, as the screen labels it. */
  label: string;
  from: readonly string[];
}

export const canDecide = (rule: DecisionRule, status: string) => rule.from.includes(status);

/** A decision the row's current status does not allow, e.g. after another admin acted first. */
export const staleDecision = (noun: string, current: string, rule: DecisionRule) =>
  `This ${noun} is already ${current}. ${rule.label} is only possible while it is ${rule.from.join(' or ')}.`;

/** An optional status filter: empty means all; any other value must be one of the list. */
export const statusFilter = <T extends readonly [string, ...string[]]>(statuses: T) =>
  blankIsUnset(z.enum(statuses, { error: 'Please choose a status from the list' }).optional());

/** Who filed the request, from their profile (joined in SQL): name, flat, and whether the office confirmed it. */
export const residentFields = {
  resident_name: z.string().nullable(),
  resident_flat_no: z.string().nullable(),
  flat_confirmed: z.boolean(),
};

/**
 * The office's reason for a rejection (optional) or a cancellation (required): stored on the request, shown to
 * the resident on it and written into their mail. 500 characters: a few sentences, and it fits a mail and a row.
 */
export const REASON_MAX = 500;
export const optionalReason = optionalLongText(REASON_MAX);
export const requiredReason = longText(REASON_MAX);

/** A Reject endpoint's input: the request and the optional reason. */
export const rejectionInput = byId.extend({ reason: optionalReason });
export type RejectionInput = z.input<typeof rejectionInput>;

/** Where one endpoint takes several decisions, a reason goes with a rejection only. */
export const reasonOnlyWithRejection = {
  check: (v: { status: string; reason: string | null }) => v.reason === null || v.status === 'rejected',
  issue: { path: ['reason'], message: 'A reason can only be given with a rejection' },
};
