// The printable page of a membership purchase, and the receipt number its first approval issues.
import { and, asc, eq, isNotNull, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { todayIn } from '../../../shared/dates.ts';
import { paiseOf } from '../../../shared/exact-money.ts';
import { displayStatus } from '../../../shared/memberships.ts';
import { decimalOf } from '../../../shared/money.ts';
import { can } from '../../../shared/permissions.ts';
import { RECEIPT_SERIES, type ReceiptAnswer, receiptNumber } from '../../../shared/receipts.ts';
import type { AppContext, SessionUser } from '../../context.ts';
import type { Tx } from '../../db/client.ts';
import { membershipPlans, memberships } from '../../db/schema.ts';
import { notFound } from '../../http/errors.ts';
import { lastAuditedAt } from '../../platform/audit.ts';
import { nextDocumentNumber } from '../../platform/document-numbers.ts';

const anchor = alias(memberships, 'anchor');

/** The rows of the purchase a membership row belongs to: same resident, plan, moment and transaction id. */
const samePurchase = and(
  eq(memberships.user_id, anchor.user_id),
  eq(memberships.plan_id, anchor.plan_id),
  eq(memberships.created_at, anchor.created_at),
  sql`${memberships.payment_transaction_id} is not distinct from ${anchor.payment_transaction_id}`,
);

/**
 * Gives an approved row its purchase's receipt number: the one an earlier approval of the purchase issued, or
 * the next one. Approvals of one purchase are serialised (an advisory lock on it), so two admins approving two
 * of its members at once share one number.
 */
export async function issueMembershipReceipt(tx: Tx, timeZone: string, id: string) {
  const [row] = await tx
    .select({ user_id: memberships.user_id, created_at: memberships.created_at })
    .from(memberships)
    .where(eq(memberships.id, id));
  await tx.execute(
    sql`select pg_advisory_xact_lock(hashtext(${`purchase:${row.user_id}:${row.created_at.toISOString()}`}))`,
  );
  const [issued] = await tx
    .select({ receipt_no: memberships.receipt_no })
    .from(anchor)
    .innerJoin(memberships, samePurchase)
    .where(and(eq(anchor.id, id), isNotNull(memberships.receipt_no)))
    .limit(1);
  let receiptNo = issued?.receipt_no;
  if (!receiptNo) {
    const next = await nextDocumentNumber(tx, RECEIPT_SERIES, timeZone);
    receiptNo = receiptNumber(next.year, next.number);
  }
  await tx.update(memberships).set({ receipt_no: receiptNo }).where(eq(memberships.id, id));
}

/**
 * The purchase a membership row belongs to, for its owner or a role reaching approvals; anyone else learns nothing.
 * A receipt once any row is approved (the total is what the approved rows paid), no receipt when every row was
 * rejected, an acknowledgement otherwise; each line carries its status today.
 */
export async function membershipReceipt(
  ctx: AppContext,
  user: SessionUser,
  id: string,
): Promise<ReceiptAnswer> {
  const rows = await ctx.db
    .select({
      id: memberships.id,
      user_id: memberships.user_id,
      created_at: memberships.created_at,
      transaction_id: memberships.payment_transaction_id,
      amount_paid: memberships.amount_paid,
      member_name: memberships.member_name,
      member_phone: memberships.member_phone,
      start_date: memberships.start_date,
      end_date: memberships.end_date,
      status: memberships.status,
      approved_at: memberships.approved_at,
      receipt_no: memberships.receipt_no,
      decision_reason: memberships.decision_reason,
      plan_name: membershipPlans.name,
    })
    .from(anchor)
    .innerJoin(memberships, samePurchase)
    .innerJoin(membershipPlans, eq(membershipPlans.id, memberships.plan_id))
    .where(eq(anchor.id, id))
    .orderBy(asc(memberships.member_name));
  const first = rows[0];
  if (!first || (first.user_id !== user.id && !can(user.reach, 'approvals:view')))
    throw notFound('Receipt not found');
  const today = todayIn(ctx.config.SOCIETY_TIMEZONE);
  const received = rows.filter((r) => r.receipt_no);
  // Summed in whole paise, so a purchase of several members totals exactly.
  const total = (list: typeof rows) => decimalOf(list.reduce((sum, r) => sum + paiseOf(r.amount_paid), 0));
  const base = {
    id,
    kind: 'membership' as const,
    requestedAt: first.created_at.toISOString(),
    asOf: today,
    transactionId: first.transaction_id,
    reason: rows.find((r) => r.status === 'rejected' && r.decision_reason)?.decision_reason ?? null,
    members: rows.map((r) => ({
      memberName: r.member_name,
      memberPhone: r.member_phone,
      planName: r.plan_name,
      startDate: r.start_date,
      endDate: r.end_date,
      status: r.status === 'rejected' ? 'rejected' : displayStatus(r.status, r.end_date, today),
    })),
  };
  if (received.length) {
    const approvedAt = received.map((r) => r.approved_at).find((at) => at) ?? first.created_at;
    return {
      ...base,
      document: 'receipt',
      number: received[0].receipt_no,
      decidedAt: approvedAt.toISOString(),
      amount: total(received),
    };
  }
  const allRejected = rows.every((r) => r.status === 'rejected');
  return {
    ...base,
    document: allRejected ? 'rejected' : 'acknowledgement',
    number: null,
    decidedAt: allRejected
      ? ((await lastAuditedAt(ctx.db, 'membership_rejected', 'membership_id', first.id))?.toISOString() ??
        null)
      : null,
    amount: total(rows),
  };
}
