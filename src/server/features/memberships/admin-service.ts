// The memberships tab of Gym & Hall Management: the office's list, its decisions (admin spec section 4) and the
// expiry run when the page opens.
import { and, count, eq, or, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import {
  type adminMembershipsQuery,
  MEMBERSHIP_DECISIONS,
  MEMBERSHIPS_ADMIN_TEXT,
} from '../../../shared/memberships-admin.ts';
import { formatINR } from '../../../shared/money.ts';
import type { AppContext, SessionUser } from '../../context.ts';
import type { Db } from '../../db/client.ts';
import { membershipPlans, memberships, profiles } from '../../db/schema.ts';
import { expireMemberships } from '../../jobs/expire-memberships.ts';
import { localDate } from '../../mail/language.ts';
import { audit } from '../../platform/audit.ts';
import type { Decisions } from '../../platform/decide.ts';
import { dateOrStatus, paginate, sortOrder } from '../../platform/paginate.ts';
import { membershipPaymentFlags } from '../../platform/payment-flags.ts';
import { ownerMatches, profileOf, residentColumns } from '../../platform/resident.ts';
import { containsText } from '../../platform/search.ts';
import { closeRequestPayment, confirmRequestPayment } from '../reported-payments/request-payments.ts';
import { issueMembershipReceipt } from './receipt.ts';

type AdminRow = Awaited<ReturnType<typeof adminRows>>[number];

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
        .orderBy(...sortOrder(query, dateOrStatus(memberships), 'created_at', memberships.id))
        .limit(limit)
        .offset(offset),
    () => db.select({ total: count() }).from(memberships).where(where),
  );
}

/** Approve, Reject or Mark Expired; an approval takes the membership's receipt number. */
export const membershipDecisions = (
  timeZone: string,
): Decisions<typeof memberships, typeof MEMBERSHIP_DECISIONS, AdminRow> => ({
  rules: MEMBERSHIP_DECISIONS,
  table: memberships,
  noun: 'membership',
  notFound: MEMBERSHIPS_ADMIN_TEXT.notFound,
  set(key, admin, reason) {
    if (key === 'approved') return { approved_at: sql`now()`, approved_by: admin.id };
    if (key === 'rejected') return { approved_at: null, approved_by: null, decision_reason: reason };
    return {};
  },
  issue: async (tx, id, key, { admin, reason }) => {
    if (key === 'approved') {
      await confirmRequestPayment(tx, 'membership', id, admin.id);
      await issueMembershipReceipt(tx, timeZone, id);
    }
    if (key === 'rejected') await closeRequestPayment(tx, 'membership', id, admin.id, reason);
  },
  audit: {
    action: 'membership',
    resource: 'memberships',
    details: (row) => ({ membership_id: row.id, member_name: row.member_name }),
  },
  read: async (db, id) => (await adminRows(db, eq(memberships.id, id), timeZone))[0],
  notice: (row, result) => ({
    request: /*i18n*/ 'gym membership',
    details: [
      [/*i18n*/ 'Member', row.member_name],
      [/*i18n*/ 'Plan', result.plan_name],
      [
        /*i18n*/ 'Period',
        (i18n) =>
          i18n._('{from} to {to}', {
            from: localDate(i18n, row.start_date),
            to: localDate(i18n, row.end_date),
          }),
      ],
      [/*i18n*/ 'Amount Paid', formatINR(row.amount_paid)],
    ],
  }),
});

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
