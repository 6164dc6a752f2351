// The office's side of reported payments: the list (searched and paged in SQL), and the two decisions. Confirming
// records the payment through the dues' own path (receipt number, ledger entry, audit) in the transaction that
// marks the report confirmed; rejecting stores the reason and queues the resident's mail with it. Each decision
// locks the report's row first, so two offices deciding at once give one outcome.
import { and, asc, count, desc, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { decimalOf, formatINR } from '../../../shared/money.ts';
import {
  REPORTED_MODE_LABEL,
  REPORTED_TEXT,
  type reportedListQuery,
} from '../../../shared/reported-payments.ts';
import type { AppContext, SessionUser } from '../../context.ts';
import { isUniqueViolation, type Tx } from '../../db/client.ts';
import { duesPayments, flats, profiles, reportedPayments, users } from '../../db/schema.ts';
import { conflict, notFound } from '../../http/errors.ts';
import { localDate, serverI18n } from '../../mail/language.ts';
import { queueMails } from '../../mail/queue.ts';
import { audit } from '../../platform/audit.ts';
import { paginate } from '../../platform/paginate.ts';
import { containsText } from '../../platform/search.ts';
import { postPayment } from '../dues/payments.ts';
import { getSettings, type Settings } from '../site/settings.ts';
import { referenceConfirmed, reportColumns } from './service.ts';

const adminColumns = {
  ...reportColumns,
  flat_id: flats.id,
  flat_no: flats.flat_no,
  resident_name: profiles.name,
  resident_email: users.email,
  decided_at: reportedPayments.decided_at,
};

/** The reports with their flat, reporter and receipt, joined in SQL (dues only: a flat always). */
const reportsWithNames = (db: AppContext['db'] | Tx) =>
  db
    .select(adminColumns)
    .from(reportedPayments)
    .innerJoin(flats, eq(flats.id, reportedPayments.flat_id))
    .innerJoin(users, eq(users.id, reportedPayments.reported_by))
    .leftJoin(profiles, eq(profiles.user_id, reportedPayments.reported_by))
    .leftJoin(duesPayments, eq(duesPayments.id, reportedPayments.payment_id));

export async function listReports(ctx: AppContext, query: z.output<typeof reportedListQuery>) {
  // Gym and hall payments are decided on their requests' screen (Gym & Hall Management), not here.
  const where = and(
    eq(reportedPayments.purpose, 'dues'),
    query.status ? eq(reportedPayments.status, query.status) : undefined,
    query.q
      ? containsText(query.q, [flats.flat_no, profiles.name, users.email, reportedPayments.reference])
      : undefined,
  );
  return paginate(
    ctx.db,
    query,
    (limit, offset) =>
      reportsWithNames(ctx.db)
        .where(where)
        // What waits on the office first, then the newest.
        .orderBy(
          asc(sql`${reportedPayments.status} <> 'reported'`),
          desc(reportedPayments.created_at),
          asc(reportedPayments.id),
        )
        .limit(limit)
        .offset(offset),
    () =>
      ctx.db
        .select({ total: count() })
        .from(reportedPayments)
        .innerJoin(flats, eq(flats.id, reportedPayments.flat_id))
        .innerJoin(users, eq(users.id, reportedPayments.reported_by))
        .leftJoin(profiles, eq(profiles.user_id, reportedPayments.reported_by))
        .where(where),
  );
}

/** The report locked for a decision; one already decided is refused with what it is now. */
export async function lockWaiting(tx: Tx, id: string) {
  const [report] = await tx.select().from(reportedPayments).where(eq(reportedPayments.id, id)).for('update');
  if (report?.purpose !== 'dues' || !report.flat_id) throw notFound(REPORTED_TEXT.notFound);
  if (report.status !== 'reported') throw conflict(REPORTED_TEXT.stale(report.status));
  return { ...report, flat_id: report.flat_id };
}

async function decided(db: AppContext['db'], id: string) {
  const [row] = await reportsWithNames(db).where(eq(reportedPayments.id, id));
  return row;
}

export async function confirmReport(ctx: AppContext, admin: SessionUser, id: string) {
  let deliver: () => Promise<void>;
  try {
    deliver = await ctx.db.transaction(async (tx) => {
      const report = await lockWaiting(tx, id);
      if (await referenceConfirmed(tx, report.reference)) throw conflict(REPORTED_TEXT.referenceTaken);
      const [reporter] = await tx
        .select({ name: profiles.name })
        .from(profiles)
        .where(eq(profiles.user_id, report.reported_by));
      const recorded = await postPayment(ctx, tx, admin, {
        flat_id: report.flat_id,
        mode: report.mode,
        amount: report.amount_paise,
        received_on: report.paid_on,
        received_from: reporter?.name || null,
        cheque_number: null,
        cheque_bank: null,
        cheque_date: null,
        reference: report.reference,
      });
      await tx
        .update(reportedPayments)
        .set({
          status: 'confirmed',
          payment_id: recorded.payment.id,
          decided_by: admin.id,
          decided_at: sql`now()`,
        })
        .where(eq(reportedPayments.id, id));
      await audit(tx, {
        userId: admin.id,
        action: 'reported_payment_confirmed',
        resource: 'reported_payments',
        details: {
          reported_payment_id: id,
          payment_id: recorded.payment.id,
          receipt_number: recorded.payment.receipt_number,
          amount_paise: report.amount_paise,
          reference: report.reference,
        },
        severity: 'medium',
      });
      return recorded.deliver;
    });
  } catch (err) {
    // Two reports of one reference confirmed at once: the confirmed-reference index takes only one.
    if (isUniqueViolation(err)) throw conflict(REPORTED_TEXT.referenceTaken);
    throw err;
  }
  await deliver();
  return decided(ctx.db, id);
}

type WaitingReport = Awaited<ReturnType<typeof lockWaiting>>;

/**
 * Rejects a report already locked and waiting, in the caller's transaction: the reason stored, the resident's mail
 * saying why queued, the audit row written. The office's Reject, and the bank credit carrying its reference
 * assigned to another flat (reconciliation/confirm.ts).
 */
export async function rejectWaiting(
  ctx: AppContext,
  tx: Tx,
  admin: SessionUser,
  report: WaitingReport,
  reason: string,
  society: Pick<Settings, 'name' | 'contact' | 'email'>,
) {
  const { id } = report;
  await tx
    .update(reportedPayments)
    .set({ status: 'rejected', reject_reason: reason, decided_by: admin.id, decided_at: sql`now()` })
    .where(eq(reportedPayments.id, id));
  const [to] = await tx
    .select({ email: users.email, name: profiles.name, language: users.language, flat_no: flats.flat_no })
    .from(users)
    .leftJoin(profiles, eq(profiles.user_id, users.id))
    .innerJoin(flats, eq(flats.id, report.flat_id))
    .where(eq(users.id, report.reported_by));
  const url = `${ctx.config.publicUrl}/member-invoices`;
  // In the resident's language; the office's reason is shown as typed.
  const i18n = serverI18n(to.language);
  const values = {
    name: to.name ?? i18n._('resident'),
    mode: REPORTED_MODE_LABEL[report.mode],
    amount: formatINR(decimalOf(report.amount_paise)),
    flat: to.flat_no,
    reference: report.reference,
    date: localDate(i18n, report.paid_on),
    reason,
    url,
  };
  const text = [
    i18n._(
      'Hello {name}, the society office could not confirm the {mode} payment of {amount} you reported for flat {flat} (reference {reference}, paid on {date}).',
      values,
    ),
    '',
    i18n._('Reason: {reason}', values),
    '',
    i18n._("It is not counted in your flat's account. Your flat's ledger: {url}", values),
  ].join('\n');
  await queueMails(tx, [
    {
      to: to.email,
      subject: i18n._('Your reported payment of {amount} was not confirmed', values),
      text: `${text}\n\n— ${society.name}\n${society.contact} · ${society.email}`,
      links: [url],
    },
  ]);
  await audit(tx, {
    userId: admin.id,
    action: 'reported_payment_rejected',
    resource: 'reported_payments',
    details: {
      reported_payment_id: id,
      amount_paise: report.amount_paise,
      reference: report.reference,
      reason,
    },
    severity: 'medium',
  });
}

export async function rejectReport(ctx: AppContext, admin: SessionUser, id: string, reason: string) {
  const society = await getSettings(ctx.db);
  await ctx.db.transaction(async (tx) =>
    rejectWaiting(ctx, tx, admin, await lockWaiting(tx, id), reason, society),
  );
  return decided(ctx.db, id);
}
