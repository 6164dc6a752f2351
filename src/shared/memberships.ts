// Gym membership plans and purchases (resident spec sections 2, 4, 5, 9): rules, messages and the API contract.
import * as z from 'zod/mini';
import { endpoint, noInput } from './contract.ts';
import { decimalOf } from './money.ts';
import { money, reasonField, timestamp } from './schemas.ts';
import { phone, text, uuid, VALIDATION_TEXT } from './validation.ts';

export const MEMBERSHIPS_TEXT = {
  noMembers: 'Please add at least one member',
  memberDetails: 'Please fill all member details',
  paymentDetails: 'Please fill all payment details',
  age: 'Age must be between 1 and 120',
  last4: 'Enter at most 4 letters or digits',
  tooManyMembers: (max: number) => `At most ${max} members can be added at once`,
  unknownPlan: 'The selected plan does not exist',
} as const;

export const MEMBER_AGE = { min: 1, max: 120, default: 18 } as const;
/** One purchase covers a household, not a crowd. */
export const MAX_MEMBERS = 20;

/** Required text whose "missing" message is the wizard's own, then the shared text rules. */
const requiredAs = (message: string, max: number) =>
  z.pipe(z.string({ error: message }).check(z.trim(), z.minLength(1, message)), text(max));

export const memberInput = z.strictObject({
  name: requiredAs(MEMBERSHIPS_TEXT.memberDetails, 100),
  phone: z.pipe(
    z
      .string({ error: VALIDATION_TEXT.phone })
      .check(z.trim(), z.minLength(1, MEMBERSHIPS_TEXT.memberDetails)),
    phone,
  ),
  age: z._default(
    z
      .number({ error: MEMBERSHIPS_TEXT.age })
      .check(
        z.int(MEMBERSHIPS_TEXT.age),
        z.gte(MEMBER_AGE.min, MEMBERSHIPS_TEXT.age),
        z.lte(MEMBER_AGE.max, MEMBERSHIPS_TEXT.age),
      ),
    MEMBER_AGE.default,
  ),
});
export type MemberInput = z.input<typeof memberInput>;

export const paymentInput = z.strictObject({
  payment_transaction_id: requiredAs(MEMBERSHIPS_TEXT.paymentDetails, 100),
  payment_last_4_digits: z
    .string({ error: MEMBERSHIPS_TEXT.paymentDetails })
    .check(
      z.trim(),
      z.minLength(1, MEMBERSHIPS_TEXT.paymentDetails),
      z.regex(/^[A-Za-z0-9]{1,4}$/, MEMBERSHIPS_TEXT.last4),
    ),
});
export type PaymentInput = z.input<typeof paymentInput>;

export const createMembershipInput = z.strictObject({
  plan_id: uuid,
  members: z
    .array(memberInput, { error: MEMBERSHIPS_TEXT.noMembers })
    .check(
      z.minLength(1, MEMBERSHIPS_TEXT.noMembers),
      z.maxLength(MAX_MEMBERS, MEMBERSHIPS_TEXT.tooManyMembers(MAX_MEMBERS)),
    ),
  ...paymentInput.shape,
});

/** The wizard's gate between members and payment, with the spec's two messages. */
export function membersStepError(members: { name: string; phone: string }[]): string | null {
  if (members.length === 0) return MEMBERSHIPS_TEXT.noMembers;
  if (members.some((m) => !m.name.trim() || !m.phone.trim())) return MEMBERSHIPS_TEXT.memberDetails;
  return null;
}

/** The gate of the payment step: both fields present. */
export function paymentStepError(p: { payment_transaction_id: string; payment_last_4_digits: string }) {
  return !p.payment_transaction_id.trim() || !p.payment_last_4_digits.trim()
    ? MEMBERSHIPS_TEXT.paymentDetails
    : null;
}

// ---- status (spec section 4) ----

/** What a resident sees: past its end date it is inactive; approved reads as active; otherwise as stored. */
export function displayStatus(status: string, endDate: string, today: string): string {
  if (endDate < today) return 'inactive';
  if (status === 'approved') return 'active';
  return status;
}

// The badge style of a status lives in status.ts, so a screen showing a badge does not load this module.
export { type StatusBadgeVariant, statusBadgeVariant } from './status.ts';

/**
 * The UPI deep link a payment QR code encodes (NPCI's pay URI: payee address, name, amount with 2 decimals, INR,
 * note). The amount is whole paise, written from its digits; UPI apps expect a literal '@' in the payee address.
 */
export function upiPayLink(p: { upiId: string; payee: string; amountPaise: number; note: string }) {
  const e = encodeURIComponent;
  return `upi://pay?pa=${e(p.upiId).replace(/%40/g, '@')}&pn=${e(p.payee)}&am=${decimalOf(p.amountPaise)}&cu=INR&tn=${e(p.note)}`;
}

// ---- contract ----

export const planSchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.nullable(z.string()),
  price_inr: money,
  duration_days: z.number().check(z.int()),
});
export type MembershipPlan = z.output<typeof planSchema>;

export const membershipSchema = z.object({
  id: z.string(),
  plan_id: z.string(),
  plan: z.object({ name: z.string(), duration_days: z.number().check(z.int()), price_inr: money }),
  start_date: z.string(),
  end_date: z.string(),
  payment_transaction_id: z.nullable(z.string()),
  payment_last_4_digits: z.nullable(z.string()),
  amount_paid: money,
  status: z.string(),
  /** The status after the display rule, computed with the society's "today". */
  display_status: z.string(),
  member_name: z.string(),
  member_phone: z.string(),
  member_age: z.number().check(z.int()),
  ...reasonField,
  created_at: timestamp,
});
export type Membership = z.output<typeof membershipSchema>;

export const membershipsApi = {
  plans: endpoint({
    method: 'GET',
    path: '/api/membership-plans',
    access: 'member',
    input: noInput,
    output: z.array(planSchema),
  }),
  /** The caller's own memberships, newest first. */
  mine: endpoint({
    method: 'GET',
    path: '/api/memberships',
    access: 'member',
    input: noInput,
    output: z.array(membershipSchema),
  }),
  create: endpoint({
    method: 'POST',
    path: '/api/memberships',
    access: 'member',
    input: createMembershipInput,
    output: z.object({ memberships: z.array(membershipSchema) }),
  }),
};
