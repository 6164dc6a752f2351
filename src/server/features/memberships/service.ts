// Gym memberships: plans, purchases (one row per member, one transaction), the caller's list and receipts.
import { and, asc, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import { addDays, todayIn } from '../../../shared/dates.ts';
import {
  type createMembershipInput,
  displayStatus,
  MEMBERSHIP_MESSAGES,
} from '../../../shared/memberships.ts';
import { type Receipt, receiptNumber } from '../../../shared/receipts.ts';
import type { AppContext, SessionUser } from '../../context.ts';
import type { Db } from '../../db/client.ts';
import { membershipPlans, memberships } from '../../db/schema.ts';
import { badRequest, notFound } from '../../http/errors.ts';
import { audit } from '../../platform/audit.ts';
import { tellOffice } from '../../platform/office-mail.ts';
import { ensureProfile } from '../account/service.ts';

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
 * from today in the society's time zone. A resident without a profile gets one from their account first.
 */
export async function createMemberships(
  ctx: AppContext,
  user: SessionUser,
  input: z.output<typeof createMembershipInput>,
) {
  const start = todayIn(ctx.config.SOCIETY_TIMEZONE);
  const ids = await ctx.db.transaction(async (tx) => {
    const [plan] = await tx.select().from(membershipPlans).where(eq(membershipPlans.id, input.plan_id));
    if (!plan)
      throw badRequest(MEMBERSHIP_MESSAGES.unknownPlan, { plan_id: MEMBERSHIP_MESSAGES.unknownPlan });
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

const anchor = alias(memberships, 'anchor');

/** The purchase a membership row belongs to, for its owner or an admin; anyone else learns nothing. */
export async function membershipReceipt(ctx: AppContext, user: SessionUser, id: string): Promise<Receipt> {
  const rows = await ctx.db
    .select({
      user_id: memberships.user_id,
      created_at: memberships.created_at,
      transaction_id: memberships.payment_transaction_id,
      amount_paid: memberships.amount_paid,
      member_name: memberships.member_name,
      member_phone: memberships.member_phone,
      start_date: memberships.start_date,
      end_date: memberships.end_date,
      plan_name: membershipPlans.name,
    })
    .from(anchor)
    .innerJoin(
      memberships,
      and(
        eq(memberships.user_id, anchor.user_id),
        eq(memberships.plan_id, anchor.plan_id),
        eq(memberships.created_at, anchor.created_at),
        sql`${memberships.payment_transaction_id} is not distinct from ${anchor.payment_transaction_id}`,
      ),
    )
    .innerJoin(membershipPlans, eq(membershipPlans.id, memberships.plan_id))
    .where(eq(anchor.id, id))
    .orderBy(asc(memberships.member_name));
  const first = rows[0];
  if (!first || (first.user_id !== user.id && !user.isAdmin)) throw notFound('Receipt not found');
  const paise = rows.reduce((sum, r) => sum + Math.round(Number(r.amount_paid) * 100), 0);
  return {
    id,
    number: receiptNumber(id),
    kind: 'membership',
    date: first.created_at.toISOString(),
    transactionId: first.transaction_id,
    amount: paise / 100,
    members: rows.map((r) => ({
      memberName: r.member_name,
      memberPhone: r.member_phone,
      planName: r.plan_name,
      startDate: r.start_date,
      endDate: r.end_date,
    })),
  };
}
