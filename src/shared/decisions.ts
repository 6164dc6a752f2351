// The office's decisions on residents' requests (admin spec section 4): each feature's rule table (which
// statuses a decision may start from, the status it stores, whether it takes a reason), the endpoints made from
// it, the refusal when a row has moved on, the status filter of the approval tables, and the
// resident's name and flat that those tables show beside each request.
import * as z from 'zod/mini';
import { type Endpoint, endpoint } from './contract.ts';
import { blankIsUnset, byId, longText, optionalLongText, uuid } from './validation.ts';

export interface DecisionRule {
  /** The button that takes the decision, as the screen labels it. */
  label: string;
  /** The statuses it may start from. */
  from: readonly string[];
  /** The status it stores. */
  to: string;
  /** Whether the office gives the resident a reason with it (stored on the row, mailed); none when unset. */
  reason?: 'optional' | 'required';
}
export type DecisionRules = Record<string, DecisionRule>;

export const canDecide = (rule: DecisionRule, status: string) => rule.from.includes(status);

/** A decision the row's current status does not allow, e.g. after another admin acted first. */
export const staleDecision = (noun: string, current: string, rule: DecisionRule) =>
  `This ${noun} is already ${current}. ${rule.label} is only possible while it is ${rule.from.join(' or ')}.`;

/** An optional status filter: empty means all; any other value must be one of the list. */
export const statusFilter = <T extends readonly [string, ...string[]]>(statuses: T) =>
  blankIsUnset(z.optional(z.enum(statuses, { error: 'Please choose a status from the list' })));

/** Who filed the request, from their profile (joined in SQL): name, flat, and whether the office confirmed it. */
export const residentFields = {
  resident_name: z.nullable(z.string()),
  resident_flat_no: z.nullable(z.string()),
  flat_confirmed: z.boolean(),
};

/**
 * The office's reason for a rejection (optional) or a cancellation (required): stored on the request, shown to
 * the resident on it and written into their mail. 500 characters: a few sentences, and it fits a mail and a row.
 */
export const REASON_MAX = 500;
export const optionalReason = optionalLongText(REASON_MAX);
export const requiredReason = longText(REASON_MAX);

/** A decision endpoint's input when it takes one decision: the request, and the reason where the rule takes one. */
const reasonInputs = {
  none: byId,
  optional: z.extend(byId, { reason: optionalReason }),
  required: z.extend(byId, { reason: requiredReason }),
};
type ReasonInput<R extends DecisionRule> = (typeof reasonInputs)[R['reason'] extends 'optional' | 'required'
  ? R['reason']
  : 'none'];

// Every decision on a resident's request (membership, hall booking, parking, house repair) is the approvals area's.
const decisionEndpoint = <I extends z.ZodMiniType, O extends z.ZodMiniType>(
  path: string,
  input: I,
  output: O,
) => endpoint({ method: 'POST', path, access: 'approvals:manage', input, output });

/**
 * The office's decision endpoints of one feature, made from its rule table; every one answers the decided row.
 * Without `byStatus` each decision has its own endpoint, `POST <base>/:id/<key>` (input: the id, and the reason
 * where its rule takes one), named by its key. With it, the decisions share one endpoint `decide`,
 * `POST <base>/:id/status`, choosing by `status` (the rule's key), and a reason goes only with a decision whose
 * rule takes one.
 */
export function decisionEndpoints<R extends DecisionRules, O extends z.ZodMiniType>(
  base: string,
  rules: R,
  output: O,
): { [K in keyof R & string]: Endpoint<ReasonInput<R[K]>, O, 'approvals:manage'> };
export function decisionEndpoints<R extends DecisionRules, O extends z.ZodMiniType>(
  base: string,
  rules: R,
  output: O,
  byStatus: { invalid: string },
): { decide: Endpoint<ReturnType<typeof statusInput<R>>, O, 'approvals:manage'> };
export function decisionEndpoints(
  base: string,
  rules: DecisionRules,
  output: z.ZodMiniType,
  byStatus?: { invalid: string },
) {
  if (byStatus)
    return { decide: decisionEndpoint(`${base}/:id/status`, statusInput(rules, byStatus.invalid), output) };
  return Object.fromEntries(
    Object.entries(rules).map(([key, rule]) => [
      key,
      decisionEndpoint(`${base}/:id/${key}`, reasonInputs[rule.reason ?? 'none'], output),
    ]),
  );
}

/** One endpoint's choice among several decisions: `status` names the decision (the rule's key). */
function statusInput<R extends DecisionRules>(rules: R, invalid: string) {
  const keys = Object.keys(rules) as [keyof R & string, ...(keyof R & string)[]];
  return z
    .strictObject({
      id: uuid,
      status: z.enum(keys, { error: invalid }),
      /** Only with a decision that takes one (a rejection); the resident sees it. */
      reason: optionalReason,
    })
    .check(
      z.refine((v) => v.reason === null || rules[v.status]?.reason !== undefined, {
        path: ['reason'],
        message: 'A reason can only be given with a rejection',
      }),
    );
}
