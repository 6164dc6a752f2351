// Rows made before payment references were claimed and receipts numbered: brought under the same rules once,
// at start-up (idempotent: nothing is left to do on the next start).
import { and, asc, eq, isNotNull, isNull, ne, type SQL, sql } from 'drizzle-orm';
import { normaliseReference } from '../../shared/payment-references.ts';
import { RECEIPT_SERIES, receiptNumber } from '../../shared/receipts.ts';
import type { Db, Tx } from '../db/client.ts';
import { normalisedReference } from '../db/schema/columns.ts';
import {
  flats,
  hallBookings,
  memberships,
  paymentReferences,
  profiles,
  reportedPayments,
} from '../db/schema.ts';
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
    await backfillRequestPayments(tx, timeZone);
  });
}

/** A reference as shared/payment-references.ts compares it (no spaces, upper case); none is ''. */
const normal = (reference: SQL) => normalisedReference(sql`coalesce(${reference}, '')`);

/**
 * Gives every membership purchase and hall booking made before payments were one table its payment
 * (reported_payments), as the request stands: confirmed when the office approved it (a receipt was issued), closed
 * unpaid when it was rejected (every member of a purchase) or a booking cancelled unapproved, else awaiting (a
 * request of no amount pays nothing). After
 * the receipts above, so an approval numbered just now counts. Only requests with no payment yet: run again, it adds
 * nothing.
 */
async function backfillRequestPayments(tx: Tx, timeZone: string) {
  const flatOf = (flatNo: SQL) => sql`(select f.id from ${flats} f where f.flat_no = upper(trim(${flatNo})))`;
  await tx.execute(sql`
    insert into ${reportedPayments} (purpose, request_id, flat_id, reported_by, amount_paise, paid_on, mode, reference,
      status, decided_by, decided_at, created_at)
    select 'membership', (array_agg(m.id order by m.id))[1],
      ${flatOf(sql`(select p.flat_no from ${profiles} p where p.user_id = m.user_id)`)},
      m.user_id, (sum(m.amount_paid) * 100)::bigint, (m.created_at at time zone ${timeZone})::date, 'upi',
      ${normal(sql`max(m.payment_transaction_id)`)},
      case when bool_or(m.status in ('approved', 'active') or m.receipt_no is not null or m.approved_at is not null)
        then 'confirmed'
           when bool_and(m.status = 'rejected') then 'rejected' else 'reported' end,
      (array_agg(m.approved_by) filter (where m.approved_at is not null))[1],
      max(m.approved_at), m.created_at
    from ${memberships} m
    where not exists (select 1 from ${reportedPayments} rp join ${memberships} o on o.id = rp.request_id
      where rp.purpose = 'membership' and o.user_id = m.user_id and o.created_at = m.created_at)
    group by m.user_id, m.created_at
    having sum(m.amount_paid) > 0`);
  await tx.execute(sql`
    insert into ${reportedPayments} (purpose, request_id, flat_id, reported_by, amount_paise, paid_on, mode, reference,
      status, decided_by, decided_at, created_at)
    select 'hall_booking', b.id, ${flatOf(sql`b.flat_no`)}, b.user_id, (b.amount_paid * 100)::bigint,
      (b.created_at at time zone ${timeZone})::date,
      case when b.payment_method = 'cheque' then 'cheque' else 'upi' end, ${normal(sql`b.payment_transaction_id`)},
      case when b.status = 'approved' or b.receipt_no is not null or b.approved_at is not null then 'confirmed'
           when b.status in ('rejected', 'cancelled') then 'rejected' else 'reported' end,
      case when b.approved_at is not null then b.approved_by end, b.approved_at, b.created_at
    from ${hallBookings} b
    where b.amount_paid > 0
      and not exists (select 1 from ${reportedPayments} rp where rp.purpose = 'hall_booking' and rp.request_id = b.id)`);
}
