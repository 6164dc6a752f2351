// The payment of a gym membership purchase or a hall booking, kept in the one table of money residents pay
// (reported_payments) beside their dues reports: recorded when the request is made (the transaction ID the resident
// typed), confirmed once — by the office's approval of the request or by the bank reconciliation, whichever comes
// first — and closed unpaid when the request is rejected or withdrawn before anything confirmed it. A membership
// purchase (one row per member) has one payment, named by the purchase's first row.
import { and, eq, ne, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { PAYMENT_REFERENCES_TEXT } from '../../../shared/payment-references.ts';
import type { PaidMode, PaymentPurpose } from '../../../shared/reported-payments.ts';
import type { Tx } from '../../db/client.ts';
import { normalisedReference } from '../../db/schema/columns.ts';
import { duesPayments, memberships, reportedPayments } from '../../db/schema.ts';
import { badRequest } from '../../http/errors.ts';
import { flatOf } from '../account/own-flat.ts';
import { flatByNumber } from '../dues/flat-accounts.ts';
import { matchLateReport } from '../reconciliation/late-report.ts';

export type RequestPurpose = Exclude<PaymentPurpose, 'dues'>;

/**
 * Claims of one reference take turns, whatever they pay (a transaction-scoped advisory lock on it): a dues report
 * and a membership naming one UTR at the same moment cannot both pass the other's check.
 */
export const lockReference = (tx: Tx, reference: string) =>
  tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`payment-reference:${reference}`}))`);

/** Whether a gym or hall payment not rejected carries the (normalised) reference. */
export async function paysARequest(tx: Tx, reference: string) {
  const [row] = await tx
    .select({ id: reportedPayments.id })
    .from(reportedPayments)
    .where(
      and(
        eq(reportedPayments.reference, reference),
        ne(reportedPayments.purpose, 'dues'),
        ne(reportedPayments.status, 'rejected'),
        ne(reportedPayments.mode, 'cheque'),
      ),
    )
    .limit(1);
  return Boolean(row);
}

/** Whether the dues hold the reference: a report not rejected, or a payment the office recorded. */
async function paysDues(tx: Tx, reference: string) {
  const [row] = await tx
    .select({ one: sql`1` })
    .from(reportedPayments)
    .where(
      and(
        eq(reportedPayments.reference, reference),
        eq(reportedPayments.purpose, 'dues'),
        ne(reportedPayments.status, 'rejected'),
      ),
    )
    .union(
      tx
        .select({ one: sql`1` })
        .from(duesPayments)
        .where(eq(normalisedReference(duesPayments.reference), reference)),
    )
    .limit(1);
  return Boolean(row);
}

/**
 * Records a request's payment in the request's transaction. A transfer's reference already used for the dues is
 * refused on the form's transaction ID field (a cheque number is per bank, so only the request's own claim holds it).
 */
export async function recordRequestPayment(
  tx: Tx,
  payment: {
    purpose: RequestPurpose;
    requestId: string;
    userId: string;
    reference: string;
    mode: PaidMode;
    amountPaise: number;
    paidOn: string;
  },
) {
  // A request of no amount (a price the office set at nothing) pays nothing.
  if (payment.amountPaise <= 0) return null;
  if (payment.mode !== 'cheque') {
    await lockReference(tx, payment.reference);
    if (await paysDues(tx, payment.reference))
      throw badRequest(PAYMENT_REFERENCES_TEXT.taken, {
        payment_transaction_id: PAYMENT_REFERENCES_TEXT.taken,
      });
  }
  const { flat } = await flatOf(tx, payment.userId);
  const inRegister = flat ? await flatByNumber(tx, flat) : null;
  const [row] = await tx
    .insert(reportedPayments)
    .values({
      purpose: payment.purpose,
      request_id: payment.requestId,
      flat_id: inRegister?.id ?? null,
      reported_by: payment.userId,
      amount_paise: payment.amountPaise,
      paid_on: payment.paidOn,
      mode: payment.mode,
      reference: payment.reference,
    })
    .returning();
  // A statement imported before the request may hold its credit already: proposed now.
  await matchLateReport(tx, row, payment.paidOn);
  return row;
}

const purchaseRow = alias(memberships, 'purchase_row');
const decidedRow = alias(memberships, 'decided_row');

/** The payment of the request a row belongs to: the booking itself, or the membership purchase of the row. */
function paymentOf(purpose: RequestPurpose, rowId: string): SQL {
  if (purpose === 'hall_booking')
    return and(eq(reportedPayments.purpose, 'hall_booking'), eq(reportedPayments.request_id, rowId))!;
  return and(
    eq(reportedPayments.purpose, 'membership'),
    sql`${reportedPayments.request_id} in (select ${purchaseRow.id} from ${memberships} ${purchaseRow}
      join ${memberships} ${decidedRow} on ${decidedRow.user_id} = ${purchaseRow.user_id} and ${decidedRow.created_at} = ${purchaseRow.created_at}
      where ${decidedRow.id} = ${rowId})`,
  )!;
}

/** The office approved the request: its payment is confirmed, unless the bank reconciliation did so already. */
export async function confirmRequestPayment(tx: Tx, purpose: RequestPurpose, rowId: string, adminId: string) {
  await tx
    .update(reportedPayments)
    .set({ status: 'confirmed', decided_by: adminId, decided_at: sql`now()` })
    .where(and(paymentOf(purpose, rowId), eq(reportedPayments.status, 'reported')));
}

/**
 * The request was rejected or withdrawn: a payment nothing confirmed is closed (no longer awaited from the bank).
 * A membership purchase's payment closes once every member of it is rejected. Money already confirmed stays
 * confirmed (it is in the bank, for the office to refund), and counts as revenue no more: see platform/figures.ts.
 */
export async function closeRequestPayment(
  tx: Tx,
  purpose: RequestPurpose,
  rowId: string,
  adminId: string | null,
  reason: string | null,
) {
  const standing =
    purpose === 'membership'
      ? sql`not exists (select 1 from ${memberships} ${purchaseRow} join ${memberships} ${decidedRow} on ${decidedRow.user_id} = ${purchaseRow.user_id}
          and ${decidedRow.created_at} = ${purchaseRow.created_at}
          where ${decidedRow.id} = ${rowId} and ${purchaseRow.status} <> 'rejected')`
      : sql`true`;
  await tx
    .update(reportedPayments)
    .set({ status: 'rejected', reject_reason: reason, decided_by: adminId, decided_at: sql`now()` })
    .where(and(paymentOf(purpose, rowId), eq(reportedPayments.status, 'reported'), standing));
}
