// One payment reference pays for one thing: the claim is a row keyed by the normalised reference, written in
// the transaction that creates the request it pays for.
import { and, eq, ne, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { normaliseReference, PAYMENT_REFERENCES_TEXT } from '../../shared/payment-references.ts';
import type { Tx } from '../db/client.ts';
import { hallBookings, memberships, paymentReferences } from '../db/schema.ts';
import { badRequest } from '../http/errors.ts';

export type PaymentKind = 'membership' | 'hall_booking';

const purchaseAnchor = alias(memberships, 'purchase_anchor');

/**
 * Whether a claim still pays for its request. A rejected request gives its reference back (the office refused
 * the request, so the resident may resubmit with the same payment); a purchase of several memberships keeps it
 * while any of its rows is not rejected.
 */
async function stillHeld(tx: Tx, claim: { kind: string; request_id: string }) {
  if (claim.kind === 'hall_booking') {
    const [row] = await tx
      .select({ status: hallBookings.status })
      .from(hallBookings)
      .where(eq(hallBookings.id, claim.request_id));
    return !!row && row.status !== 'rejected';
  }
  if (claim.kind === 'membership') {
    const [row] = await tx
      .select({ id: memberships.id })
      .from(purchaseAnchor)
      .innerJoin(
        memberships,
        and(
          eq(memberships.user_id, purchaseAnchor.user_id),
          eq(memberships.created_at, purchaseAnchor.created_at),
        ),
      )
      .where(and(eq(purchaseAnchor.id, claim.request_id), ne(memberships.status, 'rejected')))
      .limit(1);
    return !!row;
  }
  // A kind this code does not know (a later feature's) is never taken over.
  return true;
}

/**
 * Claims a reference for a request, or refuses (400 on the reference field) when another request of any kind
 * holds it. Two requests at once with one reference cannot both pass: the second insert waits for the first
 * transaction and then meets its row. A cheque number is unique per bank, and the form asks no bank, so a
 * cheque is claimed per resident (one resident cannot pay twice with one cheque); the office's lists flag a
 * cheque number that two residents used.
 */
export async function claimPaymentReference(
  tx: Tx,
  claim: { reference: string; kind: PaymentKind; requestId: string; userId: string; cheque?: boolean },
) {
  const normal = normaliseReference(claim.reference);
  const key = claim.cheque ? `CHEQUE:${claim.userId}:${normal}` : normal;
  const values = {
    key,
    reference: claim.reference,
    kind: claim.kind,
    request_id: claim.requestId,
    user_id: claim.userId,
  };
  const [taken] = await tx
    .insert(paymentReferences)
    .values(values)
    .onConflictDoNothing()
    .returning({ key: paymentReferences.key });
  if (taken) return;
  const [holder] = await tx
    .select()
    .from(paymentReferences)
    .where(eq(paymentReferences.key, key))
    .for('update');
  if (holder && (await stillHeld(tx, holder))) {
    const message = claim.cheque ? PAYMENT_REFERENCES_TEXT.chequeTaken : PAYMENT_REFERENCES_TEXT.taken;
    throw badRequest(message, { payment_transaction_id: message });
  }
  await tx
    .update(paymentReferences)
    .set({ ...values, claimed_at: sql`now()` })
    .where(eq(paymentReferences.key, key));
}
