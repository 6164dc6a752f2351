// Payments the office records for a flat, their receipts, and bounced cheques. Each write is one transaction: the
// payment with its receipt number, its ledger entry and the audit row; or the reversal, the bounce charge and the
// audit row, with the receipt's mail to the flat's confirmed residents queued (so a payment never exists without
// it, and a failed mail is retried and shown in the outbox). The receipt's PDF is made after the commit.
import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { todayIn } from '../../../shared/dates.ts';
import { DUES_TEXT, PAYMENT_MODE_LABEL, receiptFileName } from '../../../shared/dues.ts';
import { DUES_ADMIN_TEXT, type recordPaymentInput } from '../../../shared/dues-admin.ts';
import { RECEIPT_SERIES } from '../../../shared/receipts.ts';
import type { AppContext, SessionUser } from '../../context.ts';
import { type Db, isUniqueViolation, type Tx } from '../../db/client.ts';
import { duesPayments, ledgerEntries } from '../../db/schema.ts';
import { badRequest, conflict, notFound } from '../../http/errors.ts';
import type { FileResult } from '../../http/route.ts';
import { queueMails } from '../../mail/queue.ts';
import { audit } from '../../platform/audit.ts';
import { nextDocumentNumber } from '../../platform/document-numbers.ts';
import { interestOnArrears } from '../billing/interest.ts';
import { documentNumber } from '../billing/numbering.ts';
import { type PaymentMode, renderReceipt } from '../billing/pdf/receipt.ts';
import { readBillingSettings } from '../billing/settings-service.ts';
import { approverId, signatures } from '../money-approvals/signatures.ts';
import { getSettings } from '../site/settings.ts';
import { confirmedResidents, flatLanguage, ledgerRows, letterhead, registerFlat } from './flat-accounts.ts';
import { postEntries, readLedgers } from './ledger-store.ts';
import { receiptMailOf, residentMails } from './mails.ts';

type Payment = typeof duesPayments.$inferSelect;
const RECEIPTS = 'maintenance-invoices';
const storedReceipt = (paymentId: string) => `receipts/${paymentId}.pdf`;

/** Payment rows as the API answers them, with whether the payment was reversed (a bounced cheque). */
const paymentColumns = {
  id: duesPayments.id,
  flat_id: duesPayments.flat_id,
  receipt_number: duesPayments.receipt_number,
  received_on: duesPayments.received_on,
  amount_paise: duesPayments.amount_paise,
  mode: duesPayments.mode,
  received_from: duesPayments.received_from,
  cheque_number: duesPayments.cheque_number,
  cheque_bank: duesPayments.cheque_bank,
  cheque_date: duesPayments.cheque_date,
  reference: duesPayments.reference,
  created_at: duesPayments.created_at,
  reversed:
    sql<boolean>`exists (select 1 from ${ledgerEntries} r where r.kind = 'payment_reversal' and r.refers_to = (select p.id from ${ledgerEntries} p where p.kind = 'payment' and p.document_id = ${duesPayments}.id))`.mapWith(
      Boolean,
    ),
};

function describePayment(p: Pick<Payment, 'mode' | 'cheque_number' | 'cheque_bank' | 'reference'>) {
  if (p.mode === 'cheque') return `Payment by cheque ${p.cheque_number}, ${p.cheque_bank}`;
  if (p.mode === 'cash') return 'Payment in cash';
  return `Payment by ${PAYMENT_MODE_LABEL[p.mode]}, reference ${p.reference}`;
}

export async function recordPayment(
  ctx: AppContext,
  admin: SessionUser,
  input: z.output<typeof recordPaymentInput>,
) {
  const { payment, deliver } = await ctx.db.transaction((tx) => postPayment(ctx, tx, admin, input));
  await deliver();
  return { ...payment, reversed: false };
}

/**
 * Records a payment inside the caller's transaction (a confirmed reported payment commits it with its own status).
 * `deliver`, once that has committed, makes the receipt's PDF (its mail is queued in the transaction).
 */
export async function postPayment(
  ctx: AppContext,
  tx: Tx,
  admin: SessionUser,
  input: z.output<typeof recordPaymentInput>,
) {
  const tz = ctx.config.SOCIETY_TIMEZONE;
  if (input.received_on > todayIn(tz))
    throw badRequest(DUES_ADMIN_TEXT.futureDate, { received_on: DUES_ADMIN_TEXT.futureDate });
  const flat = await registerFlat(tx, input.flat_id);
  if (!flat) throw notFound(DUES_ADMIN_TEXT.flatNotFound);
  const residents = await confirmedResidents(tx, [flat.flat_no]);
  const receivedFrom = input.received_from ?? residents[0]?.name;
  if (!receivedFrom)
    throw badRequest(DUES_ADMIN_TEXT.receivedFrom, { received_from: DUES_ADMIN_TEXT.receivedFrom });
  const cheque = input.mode === 'cheque';
  const society = await getSettings(tx);

  const { year, number } = await nextDocumentNumber(tx, RECEIPT_SERIES, tz);
  const [payment] = await tx
    .insert(duesPayments)
    .values({
      receipt_number: documentNumber('receipt', year, number),
      flat_id: flat.id,
      received_on: input.received_on,
      amount_paise: input.amount,
      mode: input.mode,
      received_from: receivedFrom,
      cheque_number: cheque ? input.cheque_number : null,
      cheque_bank: cheque ? input.cheque_bank : null,
      cheque_date: cheque ? input.cheque_date : null,
      reference: cheque || input.mode === 'cash' ? null : input.reference,
      recorded_by: admin.id,
    })
    .returning();
  await postEntries(tx, [
    {
      flat_id: flat.id,
      kind: 'payment',
      entry_date: payment.received_on,
      amount_paise: payment.amount_paise,
      number: payment.receipt_number,
      document_id: payment.id,
      description: describePayment(payment),
      created_by: admin.id,
    },
  ]);
  await audit(tx, {
    userId: admin.id,
    action: 'dues_payment_recorded',
    resource: 'dues_payments',
    details: {
      payment_id: payment.id,
      receipt_number: payment.receipt_number,
      flat_no: flat.flat_no,
      amount_paise: payment.amount_paise,
      mode: payment.mode,
      received_on: payment.received_on,
    },
    severity: 'medium',
  });
  const receipt = receiptMailOf({
    receiptNumber: payment.receipt_number,
    flatNo: flat.flat_no,
    amountPaise: payment.amount_paise,
    receivedOn: payment.received_on,
    cheque,
  });
  await queueMails(tx, residentMails(ctx, society, residents, receipt), {
    batch: `receipt:${payment.receipt_number}`,
  });

  // After the commit: the receipt is made and stored; a failure leaves it to be made at its first download, and
  // never undoes the payment.
  const deliver = async () => {
    await storeReceipt(ctx, payment).catch((err) =>
      ctx.log.error({ err, paymentId: payment.id }, 'receipt PDF failed'),
    );
  };
  return { payment, deliver };
}

function modeOf(p: Payment): PaymentMode {
  if (p.mode === 'cash') return { kind: 'cash' };
  if (p.mode === 'cheque')
    return {
      kind: 'cheque',
      chequeNumber: p.cheque_number ?? '',
      bank: p.cheque_bank ?? '',
      chequeDate: p.cheque_date ?? p.received_on,
    };
  return { kind: p.mode, reference: p.reference ?? '' };
}

/** The receipt's PDF: what it was applied to is worked out from the ledger as of the day it was received. */
async function renderPaymentReceipt(ctx: AppContext, payment: Payment) {
  const flat = await registerFlat(ctx.db, payment.flat_id);
  if (!flat) throw notFound(DUES_TEXT.receiptNotFound);
  const [society, settings, ledgers, rows, residents] = await Promise.all([
    letterhead(ctx.db),
    readBillingSettings(ctx.db),
    readLedgers(ctx.db, [flat.id]),
    ledgerRows(ctx.db, flat.id),
    confirmedResidents(ctx.db, [flat.flat_no]),
  ]);
  const entries = ledgers.get(flat.id) ?? [];
  const paymentEntry = entries.find((e) => e.kind === 'payment' && e.number === payment.receipt_number);
  const { allocations } = interestOnArrears(
    entries,
    payment.received_on,
    settings.interest_rate_bp,
    settings.payment_order,
  );
  const byId = new Map(rows.map((r) => [r.id, r]));
  const appliedTo = allocations
    .filter((a) => a.creditId === paymentEntry?.id)
    .map((a) => {
      const entry = byId.get(a.entryId);
      return {
        document: entry?.number ?? '',
        description: entry?.description ?? '',
        interest: a.part === 'interest',
        amountPaise: a.amountPaise,
      };
    });
  return renderReceipt(
    {
      society,
      receiptNumber: payment.receipt_number,
      date: payment.received_on,
      flat: { wing: flat.wing, number: flat.flat_no },
      receivedFrom: payment.received_from,
      amountPaise: payment.amount_paise,
      mode: modeOf(payment),
      appliedTo,
    },
    flatLanguage(residents),
  );
}

async function storeReceipt(ctx: AppContext, payment: Payment) {
  const pdf = Buffer.from(await renderPaymentReceipt(ctx, payment));
  await ctx.storage.put(RECEIPTS, storedReceipt(payment.id), pdf);
  return pdf;
}

/**
 * A receipt's PDF for the office, or for a confirmed resident of its flat (`mayRead` says); anyone else gets the
 * 404 of a receipt that does not exist. Made now if storing it after the payment failed.
 */
export async function receiptPdf(
  ctx: AppContext,
  id: string,
  mayRead: (flatNo: string) => Promise<boolean>,
): Promise<FileResult> {
  const [payment] = await ctx.db.select().from(duesPayments).where(eq(duesPayments.id, id));
  const flat = payment && (await registerFlat(ctx.db, payment.flat_id));
  if (!payment || !flat || !(await mayRead(flat.flat_no))) throw notFound(DUES_TEXT.receiptNotFound);
  const stored = await ctx.storage.open(RECEIPTS, storedReceipt(id)).catch(() => null);
  const bytes = stored ?? (await storeReceipt(ctx, payment));
  return { bytes, contentType: 'application/pdf', filename: receiptFileName(payment.receipt_number) };
}

/** A page of a flat's payments, newest first. */
export async function flatPayments(db: Db, flatId: string, page: number, pageSize: number) {
  const where = eq(duesPayments.flat_id, flatId);
  const [items, [{ total }]] = await Promise.all([
    db
      .select(paymentColumns)
      .from(duesPayments)
      .where(where)
      .orderBy(desc(duesPayments.received_on), desc(duesPayments.created_at))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db.select({ total: count() }).from(duesPayments).where(where),
  ]);
  return { items, total, page, pageSize };
}

/**
 * A cheque that bounced: its payment is reversed (once: the ledger's unique index holds it across processes) and the
 * society's bounced-cheque charge, if it sets one, is charged, in one transaction with the audit row.
 */
export async function bounceCheque(ctx: AppContext, admin: SessionUser, paymentId: string) {
  const today = todayIn(ctx.config.SOCIETY_TIMEZONE);
  try {
    return await ctx.db.transaction(async (tx) => {
      const [payment] = await tx.select().from(duesPayments).where(eq(duesPayments.id, paymentId));
      if (!payment) throw notFound(DUES_ADMIN_TEXT.paymentNotFound);
      if (payment.mode !== 'cheque') throw badRequest(DUES_ADMIN_TEXT.notCheque);
      const [entry] = await tx
        .select({ id: ledgerEntries.id })
        .from(ledgerEntries)
        .where(and(eq(ledgerEntries.kind, 'payment'), eq(ledgerEntries.document_id, payment.id)));
      if (!entry) throw notFound(DUES_ADMIN_TEXT.paymentNotFound);
      const [already] = await tx
        .select({ id: ledgerEntries.id })
        .from(ledgerEntries)
        .where(and(eq(ledgerEntries.kind, 'payment_reversal'), eq(ledgerEntries.refers_to, entry.id)));
      if (already) throw conflict(DUES_ADMIN_TEXT.alreadyBounced);
      const { bounced_cheque_charge_paise: charge } = await readBillingSettings(tx);
      // Dated today: never before the payment, which cannot be recorded with a date in the future.
      const on = today;
      const common = {
        flat_id: payment.flat_id,
        entry_date: on,
        refers_to: entry.id,
        created_by: admin.id,
        approved_by: approverId(admin),
      };
      const [reversal] = await postEntries(tx, [
        {
          ...common,
          kind: 'payment_reversal',
          amount_paise: payment.amount_paise,
          number: payment.receipt_number,
          document_id: payment.id,
          description: `Cheque ${payment.cheque_number} bounced: receipt ${payment.receipt_number} reversed`,
        },
        ...(charge > 0
          ? [
              {
                ...common,
                kind: 'bounce_charge' as const,
                due_date: on,
                amount_paise: charge,
                document_id: payment.id,
                description: `Bounced cheque charge (cheque ${payment.cheque_number})`,
              },
            ]
          : []),
      ]);
      await audit(tx, {
        userId: admin.id,
        action: 'dues_cheque_bounced',
        resource: 'dues_payments',
        details: {
          payment_id: payment.id,
          receipt_number: payment.receipt_number,
          amount_paise: payment.amount_paise,
          charge_paise: charge,
          ...signatures(admin),
        },
        severity: 'high',
      });
      return { payment_id: payment.id, reversal_id: reversal.id, charge_paise: charge };
    });
  } catch (err) {
    // Two bounces at once: the second meets the unique index.
    if (isUniqueViolation(err)) throw conflict(DUES_ADMIN_TEXT.alreadyBounced);
    throw err;
  }
}
