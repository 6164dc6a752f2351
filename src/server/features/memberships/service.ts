// Gym memberships: plans, purchases (one row per member, one transaction, one payment reference) and the
// caller's list.
import { asc, desc, eq, inArray, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import { addDays, todayIn } from '../../../shared/dates.ts';
import { paiseOf } from '../../../shared/exact-money.ts';
import { type createMembershipInput, displayStatus, MEMBERSHIPS_TEXT } from '../../../shared/memberships.ts';
import {
  last4Mismatch,
  normaliseReference,
  PAYMENT_REFERENCES_TEXT,
} from '../../../shared/payment-references.ts';
import type { AppContext, SessionUser } from '../../context.ts';
import type { Db } from '../../db/client.ts';
import { membershipPlans, memberships } from '../../db/schema.ts';
import { badRequest } from '../../http/errors.ts';
import { audit } from '../../platform/audit.ts';
import { tellOffice } from '../../platform/office-mail.ts';
import { claimPaymentReference } from '../../platform/payment-references.ts';
import { ensureProfile } from '../account/service.ts';
import { recordRequestPayment } from '../reported-payments/request-payments.ts';

export function listPlans(db: Db) {
  return db
    .select({
      id: membershipPlans.id,
      name: membershipPlans.name,
      description: membershipPlans.description,
      price_inr: membershipPlans.price_inr,
      duration_days: membershipPlans.duration_days,
    })
    .from(membershipPlans)
    .orderBy(asc(membershipPlans.duration_days), asc(membershipPlans.name));
}

/** Memberships with their plan, newest first, each with the status a resident sees today. */
export async function selectMemberships(ctx: AppContext, where: SQL | undefined) {
  const rows = await ctx.db
    .select({
      id: memberships.id,
      plan_id: memberships.plan_id,
      plan: {
        name: membershipPlans.name,
        duration_days: membershipPlans.duration_days,
        price_inr: membershipPlans.price_inr,
      },
      start_date: memberships.start_date,
      end_date: memberships.end_date,
      payment_transaction_id: memberships.payment_transaction_id,
      payment_last_4_digits: memberships.payment_last_4_digits,
      amount_paid: memberships.amount_paid,
      status: memberships.status,
      member_name: memberships.member_name,
      member_phone: memberships.member_phone,
      member_age: memberships.member_age,
      decision_reason: memberships.decision_reason,
      created_at: memberships.created_at,
    })
    .from(memberships)
    .innerJoin(membershipPlans, eq(membershipPlans.id, memberships.plan_id))
    .where(where)
    .orderBy(desc(memberships.created_at), asc(memberships.member_name));
  const today = todayIn(ctx.config.SOCIETY_TIMEZONE);
  return rows.map((r) => ({ ...r, display_status: displayStatus(r.status, r.end_date, today) }));
}

export const listOwnMemberships = (ctx: AppContext, userId: string) =>
  selectMemberships(ctx, eq(memberships.user_id, userId));

/**
 * One purchase: a row per member at the plan's price (from the database, never the client), pending,
 * from today in the society's time zone. A resident without a profile gets one from their account first. The
 * payment reference is claimed in the same transaction, so one already used is refused and nothing is created.
 */
export async function createMemberships(
  ctx: AppContext,
  user: SessionUser,
  input: z.output<typeof createMembershipInput>,
) {
  const last4 = last4Mismatch(input.payment_transaction_id, input.payment_last_4_digits);
  if (last4) {
    const message = PAYMENT_REFERENCES_TEXT.last4(last4);
    throw badRequest(message, { payment_last_4_digits: message });
  }
  const start = todayIn(ctx.config.SOCIETY_TIMEZONE);
  const ids = await ctx.db.transaction(async (tx) => {
    const [plan] = await tx.select().from(membershipPlans).where(eq(membershipPlans.id, input.plan_id));
    if (!plan) throw badRequest(MEMBERSHIPS_TEXT.unknownPlan, { plan_id: MEMBERSHIPS_TEXT.unknownPlan });
    await ensureProfile(tx, user);
    // One statement, so every row shares the transaction's created_at: that is what groups a purchase.
    const rows = await tx
      .insert(memberships)
      .values(
        input.members.map((m) => ({
          user_id: user.id,
          plan_id: plan.id,
          start_date: start,
          end_date: addDays(start, plan.duration_days),
          payment_transaction_id: input.payment_transaction_id,
          payment_last_4_digits: input.payment_last_4_digits,
          amount_paid: plan.price_inr,
          status: 'pending',
          member_name: m.name,
          member_phone: m.phone,
          member_age: m.age,
        })),
      )
      .returning({ id: memberships.id });
    await claimPaymentReference(tx, {
      reference: input.payment_transaction_id,
      kind: 'membership',
      requestId: rows[0].id,
      userId: user.id,
    });
    // The purchase's one payment, awaiting the office's approval or the bank statement.
    await recordRequestPayment(tx, {
      purpose: 'membership',
      requestId: rows[0].id,
      userId: user.id,
      reference: normaliseReference(input.payment_transaction_id),
      mode: 'upi',
      amountPaise: paiseOf(plan.price_inr) * rows.length,
      paidOn: start,
    });
    await audit(tx, {
      userId: user.id,
      action: 'membership_created',
      resource: 'memberships',
      details: { plan_id: input.plan_id, members: rows.length },
    });
    return rows.map((r) => r.id);
  });
  return selectMemberships(ctx, inArray(memberships.id, ids)).then(tellOffice(ctx, 'membership', user));
}
