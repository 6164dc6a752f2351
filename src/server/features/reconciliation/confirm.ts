// The office's decisions on a bank credit. Confirming records the money through the dues' own path (one payment per
// flat, with its receipt number, ledger entry and audit row), marks the resident's matching report confirmed and the
// proposal confirmed, all in one transaction that first locks the credit's line: two offices confirming one credit
// at once give one payment (and the proposals' unique index holds even so). There is no undo: a wrong payment is
// corrected by a new document, as any payment of the dues is. Leaving a credit unmatched drops its open proposal.
import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { decimalOf, formatINR } from '../../../shared/money.ts';
import {
  type ConfirmedCredit,
  type confirmCreditInput,
  RECONCILE_TEXT,
} from '../../../shared/reconciliation-admin.ts';
import { REPORTED_TEXT } from '../../../shared/reported-payments.ts';
import type { AppContext, SessionUser } from '../../context.ts';
import { isUniqueViolation, type Tx } from '../../db/client.ts';
import { DEFAULT_SETTINGS } from '../../db/reference-data.ts';
import {
  reconciliationAllocations as allocations,
  flats,
  ledgerEntries,
  bankStatementLines as lines,
  reconciliationProposals as proposals,
  reportedPayments,
  societySettings,
} from '../../db/schema.ts';
import { badRequest, conflict, notFound } from '../../http/errors.ts';
import { audit } from '../../platform/audit.ts';
import { confirmedResidents } from '../dues/flat-accounts.ts';
import { postPayment } from '../dues/payments.ts';
import { rejectWaiting } from '../reported-payments/admin-service.ts';
import { referenceConfirmed } from '../reported-payments/service.ts';
import { narrationFacts, referenceKey } from './narration.ts';

type Line = typeof lines.$inferSelect;
type Part = { flat_id: string; document_number: string | null; amount_paise: number };
type Edited = NonNullable<z.output<typeof confirmCreditInput>['allocations']>;

/** How the money came, as the narration says; a transfer that names none is taken for NEFT. */
function modeOf(narration: string) {
  const text = narration.toUpperCase();
  if (/\bUPI\b|^UPI/.test(text) || /@[A-Z]/.test(text)) return 'upi' as const;
  if (/IMPS/.test(text)) return 'imps' as const;
  return 'neft' as const;
}

/** The payer's transaction reference: the reference column, else the first reference in the narration. */
function referenceOf(line: Line) {
  const key = referenceKey(line.reference);
  return key || narrationFacts(line.narration).references[0] || `${line.txn_date}/${line.line_no}`;
}

/** The office's parts checked: known flats, their own bills, and a sum equal to the credit to the paisa. */
async function checkedParts(tx: Tx, line: Line, edited: Edited): Promise<Part[]> {
  const sum = edited.reduce((total, p) => total + p.amount, 0);
  if (sum !== line.amount_paise) {
    const message = RECONCILE_TEXT.sum(formatINR(decimalOf(line.amount_paise)), formatINR(decimalOf(sum)));
    throw badRequest(message, { allocations: message });
  }
  const flatNos = [...new Set(edited.map((p) => p.flat_no))];
  const known = await tx
    .select({ id: flats.id, flat_no: flats.flat_no })
    .from(flats)
    .where(inArray(flats.flat_no, flatNos));
  const idOf = new Map(known.map((f) => [f.flat_no, f.id]));
  const parts: Part[] = [];
  for (const p of edited) {
    const flatId = idOf.get(p.flat_no);
    if (!flatId) {
      const message = RECONCILE_TEXT.flatNotFound(p.flat_no);
      throw badRequest(message, { allocations: message });
    }
    parts.push({ flat_id: flatId, document_number: p.document_number, amount_paise: p.amount });
  }
  const numbers = edited.flatMap((p) => (p.document_number ? [p.document_number] : []));
  const bills = numbers.length
    ? await tx
        .select({ flat_id: ledgerEntries.flat_id, number: ledgerEntries.number })
        .from(ledgerEntries)
        .where(
          and(inArray(ledgerEntries.number, numbers), inArray(ledgerEntries.kind, ['bill', 'debit_note'])),
        )
    : [];
  for (const p of parts) {
    if (p.document_number && !bills.some((b) => b.flat_id === p.flat_id && b.number === p.document_number)) {
      const message = RECONCILE_TEXT.billNotFound(p.document_number);
      throw badRequest(message, { allocations: message });
    }
  }
  return parts;
}

async function confirmIn(ctx: AppContext, tx: Tx, admin: SessionUser, lineId: string, edited?: Edited) {
  const [line] = await tx
    .select()
    .from(lines)
    .where(and(eq(lines.id, lineId), eq(lines.direction, 'credit')))
    .for('update');
  if (!line) throw notFound(RECONCILE_TEXT.notFound);
  const [current] = await tx
    .select()
    .from(proposals)
    .where(and(eq(proposals.line_id, line.id), ne(proposals.status, 'rejected')));
  if (current?.status === 'confirmed') throw conflict(RECONCILE_TEXT.confirmed);
  let parts: Part[];
  if (edited) parts = await checkedParts(tx, line, edited);
  else if (current)
    parts = await tx
      .select({
        flat_id: allocations.flat_id,
        document_number: allocations.document_number,
        amount_paise: allocations.amount_paise,
      })
      .from(allocations)
      .where(eq(allocations.proposal_id, current.id));
  else throw badRequest(RECONCILE_TEXT.noProposal);

  // The payment the proposal named. A gym or hall payment, confirmed as proposed, is the money of its request.
  const [named] = current?.reported_payment_id
    ? await tx
        .select()
        .from(reportedPayments)
        .where(eq(reportedPayments.id, current.reported_payment_id))
        .for('update')
    : [];
  if (current && named && named.purpose !== 'dues' && !edited)
    return confirmRequestCredit(tx, admin, line, current.id, named);

  // The resident's dues report of this money: the one the proposal named, else one still waiting on a reference the
  // line carries (reported after the statement was imported). Confirmed below when its flat is paid.
  const facts = narrationFacts(line.narration, line.reference);
  const [report] = await tx
    .select()
    .from(reportedPayments)
    .where(
      named?.purpose === 'dues'
        ? eq(reportedPayments.id, named.id)
        : facts.references.length
          ? and(
              eq(reportedPayments.purpose, 'dues'),
              eq(reportedPayments.status, 'reported'),
              inArray(reportedPayments.reference, facts.references),
            )
          : sql`false`,
    )
    .orderBy(reportedPayments.created_at)
    .limit(1)
    .for('update');
  if (report && report.status !== 'reported') throw conflict(RECONCILE_TEXT.reportDecided(report.status));
  const reference = report?.reference ?? referenceOf(line);
  if (await referenceConfirmed(tx, reference)) throw conflict(RECONCILE_TEXT.referenceRecorded(reference));

  // The proposal confirmed (only while still open), with the office's parts when it changed them.
  let proposalId: string;
  if (current) {
    const done = await tx
      .update(proposals)
      .set({ status: 'confirmed' })
      .where(and(eq(proposals.id, current.id), eq(proposals.status, 'proposed')))
      .returning({ id: proposals.id });
    if (!done.length) throw conflict(RECONCILE_TEXT.confirmed);
    proposalId = current.id;
    if (edited) await tx.delete(allocations).where(eq(allocations.proposal_id, proposalId));
  } else {
    const [made] = await tx
      .insert(proposals)
      .values({ line_id: line.id, rule: 'office', confidence: 'high', status: 'confirmed' })
      .returning({ id: proposals.id });
    proposalId = made.id;
  }
  if (edited || !current)
    await tx.insert(allocations).values(parts.map((p) => ({ proposal_id: proposalId, ...p })));

  // One payment per flat: the ledger applies it to the flat's bills in the society's payment order, and what is
  // beyond all the flat owes stays as an advance for its next bill.
  const perFlat = new Map<string, number>();
  for (const p of parts) perFlat.set(p.flat_id, (perFlat.get(p.flat_id) ?? 0) + p.amount_paise);
  const numbers = await tx
    .select({ id: flats.id, flat_no: flats.flat_no })
    .from(flats)
    .where(inArray(flats.id, [...perFlat.keys()]));
  const flatNo = new Map(numbers.map((f) => [f.id, f.flat_no]));
  // Received from: the payer the bank names, else the flat's resident, else the transfer itself (a flat nobody
  // has claimed yet still gets its receipt).
  const payerName = facts.payers.find((p) => p.startsWith('name:'))?.slice('name:'.length);
  const residents = payerName ? [] : await confirmedResidents(tx, [...flatNo.values()]);
  const receivedFrom = (id: string) =>
    payerName ??
    residents.find((r) => r.flat_no === flatNo.get(id))?.name ??
    `Bank transfer, reference ${reference}`;
  const recorded: {
    flat_id: string;
    payment: { id: string; receipt_number: string; amount_paise: number };
  }[] = [];
  const deliveries: (() => Promise<void>)[] = [];
  for (const [flatId, amount] of perFlat) {
    const { payment, deliver } = await postPayment(ctx, tx, admin, {
      flat_id: flatId,
      mode: report?.mode ?? modeOf(line.narration),
      amount,
      received_on: line.txn_date,
      received_from: receivedFrom(flatId),
      cheque_number: null,
      cheque_bank: null,
      cheque_date: null,
      reference,
    });
    await tx
      .update(allocations)
      .set({ payment_id: payment.id })
      .where(and(eq(allocations.proposal_id, proposalId), eq(allocations.flat_id, flatId)));
    recorded.push({ flat_id: flatId, payment });
    deliveries.push(deliver);
  }
  const reportPayment = report && recorded.find((r) => r.flat_id === report.flat_id);
  if (report && reportPayment)
    await tx
      .update(reportedPayments)
      .set({
        status: 'confirmed',
        payment_id: reportPayment.payment.id,
        decided_by: admin.id,
        decided_at: sql`now()`,
      })
      .where(eq(reportedPayments.id, report.id));
  else if (report?.flat_id) {
    // The office gave the credit carrying the report's reference to other flats: that reference has paid, so the
    // report can never be confirmed. It is rejected saying where the money went, and the resident is told, rather
    // than left waiting on a credit that will not come again.
    const [society = DEFAULT_SETTINGS] = await tx
      .select({ name: societySettings.name, contact: societySettings.contact, email: societySettings.email })
      .from(societySettings)
      .limit(1);
    const elsewhere = REPORTED_TEXT.creditAssignedElsewhere([...flatNo.values()].join(', '));
    await rejectWaiting(ctx, tx, admin, { ...report, flat_id: report.flat_id }, elsewhere, society);
  }

  const payments = recorded.map((r) => ({
    flat_no: flatNo.get(r.flat_id) ?? '',
    receipt_number: r.payment.receipt_number,
    amount_paise: r.payment.amount_paise,
  }));
  await audit(tx, {
    userId: admin.id,
    action: 'bank_credit_confirmed',
    resource: 'bank_statement_lines',
    details: {
      line_id: line.id,
      proposal_id: proposalId,
      amount_paise: line.amount_paise,
      reference,
      edited: Boolean(edited),
      reported_payment_id: reportPayment ? report?.id : null,
      payments,
    },
    severity: 'medium',
  });
  const result: ConfirmedCredit = { line_id: line.id, payments };
  return { result, deliver: () => Promise.all(deliveries.map((d) => d())).then(() => undefined) };
}

/**
 * A credit that is a gym or hall payment found in the bank: the proposal confirmed and the payment with it, unless the
 * office's approval of its request confirmed it first (then the bank only shows it arrived). No flat's ledger
 * receives it; the request's approval issues its receipt.
 */
async function confirmRequestCredit(
  tx: Tx,
  admin: SessionUser,
  line: Line,
  proposalId: string,
  payment: typeof reportedPayments.$inferSelect,
) {
  if (payment.status === 'rejected') throw conflict(RECONCILE_TEXT.reportDecided(payment.status));
  const done = await tx
    .update(proposals)
    .set({ status: 'confirmed' })
    .where(and(eq(proposals.id, proposalId), eq(proposals.status, 'proposed')))
    .returning({ id: proposals.id });
  if (!done.length) throw conflict(RECONCILE_TEXT.confirmed);
  if (payment.status === 'reported')
    await tx
      .update(reportedPayments)
      .set({ status: 'confirmed', decided_by: admin.id, decided_at: sql`now()` })
      .where(eq(reportedPayments.id, payment.id));
  await audit(tx, {
    userId: admin.id,
    action: 'bank_credit_confirmed',
    resource: 'bank_statement_lines',
    details: {
      line_id: line.id,
      proposal_id: proposalId,
      amount_paise: line.amount_paise,
      reference: payment.reference,
      reported_payment_id: payment.id,
      purpose: payment.purpose,
      was: payment.status,
    },
    severity: 'medium',
  });
  const result: ConfirmedCredit = { line_id: line.id, payments: [], purpose: payment.purpose };
  return { result, deliver: async () => undefined };
}

export async function confirmCredit(ctx: AppContext, admin: SessionUser, lineId: string, edited?: Edited) {
  let done: Awaited<ReturnType<typeof confirmIn>>;
  try {
    done = await ctx.db.transaction((tx) => confirmIn(ctx, tx, admin, lineId, edited));
  } catch (err) {
    // Two offices confirming one credit (or one reference) at once: the unique indexes take only one.
    if (isUniqueViolation(err)) throw conflict(RECONCILE_TEXT.confirmed);
    throw err;
  }
  await done.deliver();
  return done.result;
}

export async function leaveUnmatched(ctx: AppContext, admin: SessionUser, lineId: string) {
  return ctx.db.transaction(async (tx) => {
    const [line] = await tx
      .select({ id: lines.id })
      .from(lines)
      .where(and(eq(lines.id, lineId), eq(lines.direction, 'credit')))
      .for('update');
    if (!line) throw notFound(RECONCILE_TEXT.notFound);
    const [left] = await tx
      .update(proposals)
      .set({ status: 'rejected' })
      .where(and(eq(proposals.line_id, lineId), eq(proposals.status, 'proposed')))
      .returning({ id: proposals.id });
    if (!left) throw conflict(RECONCILE_TEXT.notOpen);
    await audit(tx, {
      userId: admin.id,
      action: 'bank_credit_left_unmatched',
      resource: 'bank_statement_lines',
      details: { line_id: lineId, proposal_id: left.id },
    });
    return { line_id: lineId };
  });
}
