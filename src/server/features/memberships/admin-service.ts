// The memberships tab of Gym & Hall Management: the office's list, its decisions (admin spec section 4) and the
// expiry run when the page opens.
import { and, count, desc, eq, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { dateLabel } from '../../../shared/dates.ts';
import { staleDecision } from '../../../shared/decisions.ts';
import {
  type adminMembershipsQuery,
  MEMBERSHIP_ADMIN_TEXT,
  MEMBERSHIP_DECISIONS,
  type MembershipDecision,
} from '../../../shared/memberships-admin.ts';
import type { AppContext, SessionUser } from '../../context.ts';
import type { Db } from '../../db/client.ts';
import { membershipPlans, memberships, profiles } from '../../db/schema.ts';
import { conflict, notFound } from '../../http/errors.ts';
import { expireMemberships } from '../../jobs/expire-memberships.ts';
import { audit } from '../../platform/audit.ts';
import { rupees } from '../../platform/decision-details.ts';
import { notifyDecision } from '../../platform/notify.ts';
import { paginate } from '../../platform/paginate.ts';
import { membershipPaymentFlags } from '../../platform/payment-flags.ts';
import { ownerMatches, profileOf, residentColumns } from '../../platform/resident.ts';
import { containsText } from '../../platform/search.ts';
import { issueMembershipReceipt } from './receipt.ts';

/** Memberships as the office sees them: with the plan and the resident's profile, joined in SQL. */
const adminRows = (db: Db, where: SQL | undefined, timeZone: string) =>
  db
    .select({
      id: memberships.id,
      user_id: memberships.user_id,
      plan_name: membershipPlans.name,
      member_name: memberships.member_name,
      member_phone: memberships.member_phone,
      member_age: memberships.member_age,
      start_date: memberships.start_date,
      end_date: memberships.end_date,
      amount_paid: memberships.amount_paid,
      payment_transaction_id: memberships.payment_transaction_id,
      payment_last_4_digits: memberships.payment_last_4_digits,
      status: memberships.status,
      approved_at: memberships.approved_at,
      decision_reason: memberships.decision_reason,
      created_at: memberships.created_at,
      ...residentColumns,
      payment_flags: membershipPaymentFlags(timeZone),
    })
    .from(memberships)
    .innerJoin(membershipPlans, eq(membershipPlans.id, memberships.plan_id))
    .leftJoin(profiles, profileOf(memberships.user_id))
    .where(where);

/** Newest first; the search covers the member's name and phone, and the resident's name, flat and phone. */
export function listMemberships(ctx: AppContext, query: z.output<typeof adminMembershipsQuery>) {
  const { db } = ctx;
  const where = and(
    query.status ? eq(memberships.status, query.status) : undefined,
    query.q
      ? or(
          containsText(query.q, [memberships.member_name, memberships.member_phone]),
          ownerMatches(query.q, memberships.user_id),
        )
      : undefined,
  );
  return paginate(
    db,
    query,
    (limit, offset) =>
      adminRows(db, where, ctx.config.SOCIETY_TIMEZONE)
        .orderBy(desc(memberships.created_at), desc(memberships.id))
        .limit(limit)
        .offset(offset),
    () => db.select({ total: count() }).from(memberships).where(where),
  );
}

/**
 * Approve, Reject or Mark Expired. The update itself checks the current status (`where status in (...)`), so of
 * two admins deciding one row at once the second finds it moved on and is told (409); the audit row is written
 * in the same transaction, and the resident is mailed once it has committed.
 */
export async function decideMembership(
  ctx: AppContext,
  admin: SessionUser,
  id: string,
  decision: MembershipDecision,
  reason: string | null = null,
) {
  const rule = MEMBERSHIP_DECISIONS[decision];
  const approval =
    decision === 'approved'
      ? { approved_at: sql`now()`, approved_by: admin.id }
      : decision === 'rejected'
        ? { approved_at: null, approved_by: null, decision_reason: reason }
        : {};
  const changed = await ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .update(memberships)
      .set({ status: decision, ...approval })
      .where(and(eq(memberships.id, id), inArray(memberships.status, [...rule.from])))
      .returning();
    if (!row) {
      const [current] = await tx
        .select({ status: memberships.status })
        .from(memberships)
        .where(eq(memberships.id, id));
      if (!current) throw notFound(MEMBERSHIP_ADMIN_TEXT.notFound);
      throw conflict(staleDecision('membership', current.status, rule));
    }
    if (decision === 'approved') await issueMembershipReceipt(tx, ctx.config.SOCIETY_TIMEZONE, id);
    await audit(tx, {
      userId: admin.id,
      action: `membership_${decision}`,
      resource: 'memberships',
      details: { membership_id: id, status: decision, member_name: row.member_name, reason },
      severity: 'medium',
    });
    return row;
  });
  const [result] = await adminRows(ctx.db, eq(memberships.id, id), ctx.config.SOCIETY_TIMEZONE);
  notifyDecision(ctx, changed.user_id, {
    request: 'gym membership',
    decision,
    reason,
    details: [
      ['Member', changed.member_name],
      ['Plan', result.plan_name],
      ['Period', `${dateLabel(changed.start_date)} to ${dateLabel(changed.end_date)}`],
      ['Amount Paid', rupees(changed.amount_paid)],
    ],
  });
  return result;
}

/**
 * The page's on-load update (admin spec section 4): memberships past their end date, in the society's time
 * zone, stored as inactive by the daily job's own code; audited when it changed anything.
 */
export function expireOverdueMemberships(ctx: AppContext, admin: SessionUser) {
  return ctx.db.transaction(async (tx) => {
    const changed = await expireMemberships(tx, ctx.config.SOCIETY_TIMEZONE);
    if (changed)
      await audit(tx, {
        userId: admin.id,
        action: 'memberships_expired',
        resource: 'memberships',
        details: { count: changed },
      });
    return { count: changed };
  });
}
