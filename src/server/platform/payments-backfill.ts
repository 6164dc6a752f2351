// Rows made before payment references were claimed and receipts numbered: brought under the same rules once,
// at start-up (idempotent: nothing is left to do on the next start).
import { and, asc, eq, isNotNull, isNull, ne, sql } from 'drizzle-orm';
import { normaliseReference } from '../../shared/payment-references.ts';
import { RECEIPT_SERIES, receiptNumber } from '../../shared/receipts.ts';
import type { Db } from '../db/client.ts';
import { hallBookings, memberships, paymentReferences } from '../db/schema.ts';
import { nextDocumentNumber } from './document-numbers.ts';

/**
 * Claims the references of requests that still stand (oldest first, so where two old requests share one the
 * first keeps it and the office's lists flag the other), and numbers the receipts of approvals made before
 * numbering, in the order and financial year of their approval.
 */
export async function backfillPayments(db: Db, timeZone: string) {
  await db.transaction(async (tx) => {
    const unclaimed = await tx
      .select({
        kind: sql<string>`'membership'`,
        id: memberships.id,
        user_id: memberships.user_id,
        reference: memberships.payment_transaction_id,
        cheque: sql<boolean>`false`,
        created_at: memberships.created_at,
      })
      .from(memberships)
      .where(and(ne(memberships.status, 'rejected'), isNotNull(memberships.payment_transaction_id)))
      .unionAll(
        tx
          .select({
            kind: sql<string>`'hall_booking'`,
            id: hallBookings.id,
            user_id: hallBookings.user_id,
            reference: hallBookings.payment_transaction_id,
            cheque: sql<boolean>`coalesce(${hallBookings.payment_method} = 'cheque', false)`,
            created_at: hallBookings.created_at,
          })
          .from(hallBookings)
          .where(and(ne(hallBookings.status, 'rejected'), isNotNull(hallBookings.payment_transaction_id))),
      )
      .orderBy(asc(sql`created_at`));
    const claims = new Map<string, typeof paymentReferences.$inferInsert>();
    for (const row of unclaimed) {
      const normal = normaliseReference(row.reference ?? '');
      const key = row.cheque ? `CHEQUE:${row.user_id}:${normal}` : normal;
      if (normal && !claims.has(key))
        claims.set(key, {
          key,
          reference: row.reference!,
          kind: row.kind,
          request_id: row.id,
          user_id: row.user_id,
        });
    }
    for (let i = 0; i < claims.size; i += 500)
      await tx
        .insert(paymentReferences)
        .values([...claims.values()].slice(i, i + 500))
        .onConflictDoNothing();

    // Receipts: a membership purchase shares one number (the rows of one moment, resident and reference).
    const approved = await tx
      .select({
        kind: sql<string>`'membership'`,
        id: memberships.id,
        purchase: sql<string>`${memberships.user_id} || ${memberships.created_at}::text || coalesce(${memberships.payment_transaction_id}, '')`,
        approved_at: memberships.approved_at,
      })
      .from(memberships)
      .where(and(isNotNull(memberships.approved_at), isNull(memberships.receipt_no)))
      .unionAll(
        tx
          .select({
            kind: sql<string>`'hall_booking'`,
            id: hallBookings.id,
            purchase: sql<string>`${hallBookings.id}::text`,
            approved_at: hallBookings.approved_at,
          })
          .from(hallBookings)
          .where(and(isNotNull(hallBookings.approved_at), isNull(hallBookings.receipt_no))),
      )
      .orderBy(asc(sql`approved_at`));
    const numbers = new Map<string, string>();
    for (const row of approved) {
      let number = numbers.get(row.purchase);
      if (!number) {
        const next = await nextDocumentNumber(tx, RECEIPT_SERIES, timeZone, row.approved_at!);
        number = receiptNumber(next.year, next.number);
        numbers.set(row.purchase, number);
      }
      if (row.kind === 'membership')
        await tx.update(memberships).set({ receipt_no: number }).where(eq(memberships.id, row.id));
      else await tx.update(hallBookings).set({ receipt_no: number }).where(eq(hallBookings.id, row.id));
    }
  });
}
