// The resident's side: what to pay and to whom (the Pay by UPI panel), reporting a payment made ("I have paid"),
// and their reports with what the office decided. Only for their own flat, once the office has confirmed it.
import { and, count, desc, eq, gt, min, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { addDays, dateLabel, todayIn } from '../../../shared/dates.ts';
import {
  DAYS_BEFORE_FIRST_BILL,
  type PayInfo,
  REPORT_RATE,
  REPORTED_TEXT,
  type reportInput,
} from '../../../shared/reported-payments.ts';
import type { AppContext, SessionUser } from '../../context.ts';
import { type Db, isUniqueViolation, type Tx } from '../../db/client.ts';
import { normalisedReference } from '../../db/schema/columns.ts';
import { duesPayments, ledgerEntries, reportedPayments, users } from '../../db/schema.ts';
import { badRequest, conflict, tooManyRequests } from '../../http/errors.ts';
import type { UploadedFile } from '../../http/multipart.ts';
import type { PageRequest } from '../../platform/paginate.ts';
import { minutesLeft } from '../../platform/rate-limit.ts';
import { flatOf } from '../account/own-flat.ts';
import { saveDocument, withAttachment } from '../documents/service.ts';
import { flatByNumber, latestBillNumbers, societyUpi } from '../dues/flat-accounts.ts';
import { outstandingOf } from '../dues/outstanding.ts';
import { matchLateReport } from '../reconciliation/late-report.ts';
import { lockReference, paysARequest } from './request-payments.ts';

/** The register's flat of the caller's confirmed profile; null while unconfirmed or not in the register. */
async function myFlat(db: Db, user: SessionUser) {
  const { flat, confirmed } = await flatOf(db, user.id);
  return flat && confirmed ? flatByNumber(db, flat) : null;
}

/** The flat's bills: the latest (what the UPI note names) and the first (how early a payment may be dated). */
async function billsOf(db: Db, flatId: string) {
  const [latest, [first]] = await Promise.all([
    latestBillNumbers(db, [flatId]),
    db
      .select({ date: min(ledgerEntries.entry_date) })
      .from(ledgerEntries)
      .where(and(eq(ledgerEntries.flat_id, flatId), eq(ledgerEntries.kind, 'bill'))),
  ]);
  return { latest: latest.get(flatId) ?? null, firstDate: first?.date ?? null };
}

/** A payment may be dated from a year before the flat's first bill (from a year ago when it has none). */
const earliestPaidOn = (firstBill: string | null, today: string) =>
  addDays(firstBill ?? today, -DAYS_BEFORE_FIRST_BILL);

export async function payInfo(ctx: AppContext, user: SessionUser): Promise<PayInfo> {
  const today = todayIn(ctx.config.SOCIETY_TIMEZONE);
  const [flat, upi, owed] = await Promise.all([
    myFlat(ctx.db, user),
    societyUpi(ctx.db),
    outstandingOf(ctx.db, user.id),
  ]);
  const bills = flat ? await billsOf(ctx.db, flat.id) : { latest: null, firstDate: null };
  return {
    flat_no: flat?.flat_no ?? null,
    outstanding_paise: flat ? (owed?.outstanding_paise ?? 0) : 0,
    bill_number: bills.latest,
    due_date: owed?.due_date ?? null,
    earliest_paid_on: earliestPaidOn(bills.firstDate, today),
    ...upi,
  };
}

/** Whether a confirmed payment (recorded by the office, or a confirmed report) already carries the reference. */
export async function referenceConfirmed(db: Db | Tx, reference: string) {
  const [row] = await db
    .select({ one: sql`1` })
    .from(duesPayments)
    .where(eq(normalisedReference(duesPayments.reference), reference))
    .union(
      db
        .select({ one: sql`1` })
        .from(reportedPayments)
        .where(and(eq(reportedPayments.reference, reference), eq(reportedPayments.status, 'confirmed'))),
    )
    .limit(1);
  return Boolean(row);
}

/** As feedback is limited: the resident's reports of the last window, counted under a lock on their user row. */
async function refuseOverLimit(tx: Tx, userId: string) {
  await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
  const recent = await tx
    .select({ created_at: reportedPayments.created_at })
    .from(reportedPayments)
    .where(
      and(
        eq(reportedPayments.reported_by, userId),
        gt(reportedPayments.created_at, sql`now() - make_interval(secs => ${REPORT_RATE.windowMs / 1000})`),
      ),
    )
    .orderBy(desc(reportedPayments.created_at))
    .limit(REPORT_RATE.max);
  if (recent.length >= REPORT_RATE.max) {
    // A slot frees when the oldest of the latest `max` reports leaves the window.
    const freesAt = recent[REPORT_RATE.max - 1].created_at.getTime() + REPORT_RATE.windowMs;
    throw tooManyRequests(REPORTED_TEXT.tooMany(minutesLeft(freesAt - Date.now())));
  }
}

export async function reportPayment(
  ctx: AppContext,
  user: SessionUser,
  input: z.output<typeof reportInput>,
  screenshot: UploadedFile | null,
) {
  const flat = await myFlat(ctx.db, user);
  if (!flat) throw badRequest(REPORTED_TEXT.noFlat);

  const today = todayIn(ctx.config.SOCIETY_TIMEZONE);
  const { firstDate } = await billsOf(ctx.db, flat.id);
  const earliest = earliestPaidOn(firstDate, today);
  if (input.paid_on > today)
    throw badRequest(REPORTED_TEXT.futureDate, { paid_on: REPORTED_TEXT.futureDate });
  if (input.paid_on < earliest) {
    const message = REPORTED_TEXT.tooEarly(dateLabel(earliest));
    throw badRequest(message, { paid_on: message });
  }
  if (input.bill_number) {
    const [bill] = await ctx.db
      .select({ id: ledgerEntries.id })
      .from(ledgerEntries)
      .where(
        and(
          eq(ledgerEntries.flat_id, flat.id),
          eq(ledgerEntries.kind, 'bill'),
          eq(ledgerEntries.number, input.bill_number),
        ),
      );
    if (!bill) throw badRequest(REPORTED_TEXT.billNotFound, { bill_number: REPORTED_TEXT.billNotFound });
  }
  if (await referenceConfirmed(ctx.db, input.reference)) throw conflict(REPORTED_TEXT.referenceTaken);

  try {
    const row = await withAttachment(ctx, async (tx, onRollback) => {
      await refuseOverLimit(tx, user.id);
      // One reference pays one thing: not a gym membership or hall booking as well as the dues.
      await lockReference(tx, input.reference);
      if (await paysARequest(tx, input.reference)) throw conflict(REPORTED_TEXT.referenceUsedElsewhere);
      const stored = screenshot ? await saveDocument(ctx, tx, user, screenshot, onRollback) : null;
      const [report] = await tx
        .insert(reportedPayments)
        .values({
          flat_id: flat.id,
          reported_by: user.id,
          amount_paise: input.amount,
          paid_on: input.paid_on,
          mode: input.mode,
          reference: input.reference,
          bill_number: input.bill_number ?? null,
          screenshot: stored,
        })
        .returning();
      // A statement imported before the report may hold its credit already: proposed now.
      await matchLateReport(tx, report, today);
      return report;
    });
    return { ...row, receipt_number: null };
  } catch (err) {
    // The same resident reporting the same reference twice at once: the second meets the unique index.
    if (isUniqueViolation(err)) throw conflict(REPORTED_TEXT.alreadyReported);
    throw err;
  }
}

/** Report rows as the API answers them: with the receipt of the payment a confirmed one became. */
export const reportColumns = {
  id: reportedPayments.id,
  amount_paise: reportedPayments.amount_paise,
  paid_on: reportedPayments.paid_on,
  mode: reportedPayments.mode,
  reference: reportedPayments.reference,
  bill_number: reportedPayments.bill_number,
  screenshot: reportedPayments.screenshot,
  status: reportedPayments.status,
  reject_reason: reportedPayments.reject_reason,
  receipt_number: duesPayments.receipt_number,
  created_at: reportedPayments.created_at,
};

export async function myReports(ctx: AppContext, user: SessionUser, { page, pageSize }: PageRequest) {
  const mine = and(eq(reportedPayments.reported_by, user.id), eq(reportedPayments.purpose, 'dues'));
  const [items, [{ total }]] = await Promise.all([
    ctx.db
      .select(reportColumns)
      .from(reportedPayments)
      .leftJoin(duesPayments, eq(duesPayments.id, reportedPayments.payment_id))
      .where(mine)
      .orderBy(desc(reportedPayments.created_at))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    ctx.db.select({ total: count() }).from(reportedPayments).where(mine),
  ]);
  return { items, total, page, pageSize };
}
