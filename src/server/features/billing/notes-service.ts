// Credit and debit notes against an issued bill: the bill is never changed; a note is a numbered document of its
// own (CN/2026-27/0001, DN/…, per financial year of its date) with its ledger entry and audit row, in one
// transaction. The rule for a credit note: it may take off at most what is left of the bill, that is the bill's
// charges, GST and interest, plus its debit notes, less its earlier credit notes (payments do not count: a paid
// bill credited becomes an advance). Notes against one bill take turns, so two at once cannot pass the limit.
import { and, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { BILL_RUNS_TEXT, type noteInput } from '../../../shared/bill-runs-admin.ts';
import { todayIn } from '../../../shared/dates.ts';
import { paiseOf } from '../../../shared/exact-money.ts';
import { decimalOf, formatINR } from '../../../shared/money.ts';
import type { AppContext, SessionUser } from '../../context.ts';
import { billNotes, bills, ledgerEntries } from '../../db/schema.ts';
import { badRequest, notFound } from '../../http/errors.ts';
import { audit } from '../../platform/audit.ts';
import { nextDocumentNumber } from '../../platform/document-numbers.ts';
import { postEntries } from '../dues/ledger-store.ts';
import { approverId, signatures } from '../money-approvals/signatures.ts';
import { ACCOUNTS_SERIES, documentNumber } from './numbering.ts';

export function addNote(ctx: AppContext, admin: SessionUser, input: z.output<typeof noteInput>) {
  const amount = paiseOf(input.amount);
  return ctx.db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`billing:bill:${input.id}`}))`);
    const [bill] = await tx.select().from(bills).where(eq(bills.id, input.id));
    if (!bill) throw notFound(BILL_RUNS_TEXT.billNotFound);
    const credit = input.kind === 'credit_note';
    if (credit) {
      const [{ notes }] = await tx
        .select({
          notes:
            sql<number>`coalesce(sum(case ${billNotes.kind} when 'debit_note' then ${billNotes.amount_paise}
            else -${billNotes.amount_paise} end), 0)`.mapWith(Number),
        })
        .from(billNotes)
        .where(eq(billNotes.bill_id, bill.id));
      const left = bill.charges_paise + bill.cgst_paise + bill.sgst_paise + bill.interest_paise + notes;
      if (amount > left) {
        const message = BILL_RUNS_TEXT.creditOverBill(formatINR(decimalOf(left)));
        throw badRequest(message, { amount: message });
      }
    }
    const noteDate = todayIn(ctx.config.SOCIETY_TIMEZONE);
    const document = credit ? 'creditNote' : 'debitNote';
    const { year, number: serial } = await nextDocumentNumber(
      tx,
      ACCOUNTS_SERIES[document].series,
      ctx.config.SOCIETY_TIMEZONE,
      noteDate,
    );
    const number = documentNumber(document, year, serial);
    const [note] = await tx
      .insert(billNotes)
      .values({
        kind: input.kind,
        number,
        bill_id: bill.id,
        flat_id: bill.flat_id,
        note_date: noteDate,
        amount_paise: amount,
        reason: input.reason,
        created_by: admin.id,
        approved_by: approverId(admin),
      })
      .returning();
    // The bill's own entry, which a credit note pays first (interest.ts).
    const [billEntry] = await tx
      .select({ id: ledgerEntries.id })
      .from(ledgerEntries)
      .where(and(eq(ledgerEntries.document_id, bill.id), eq(ledgerEntries.kind, 'bill')));
    await postEntries(tx, [
      {
        flat_id: bill.flat_id,
        kind: input.kind,
        entry_date: noteDate,
        due_date: credit ? null : noteDate,
        amount_paise: amount,
        number,
        document_id: note.id,
        refers_to: billEntry?.id ?? null,
        description: `${credit ? 'Credit' : 'Debit'} note against ${bill.number}: ${input.reason}`,
        created_by: admin.id,
        approved_by: approverId(admin),
      },
    ]);
    await audit(tx, {
      userId: admin.id,
      action: credit ? 'credit_note_issued' : 'debit_note_issued',
      resource: 'bill_notes',
      details: {
        id: note.id,
        number,
        bill: bill.number,
        amount_paise: amount,
        reason: input.reason,
        ...signatures(admin),
      },
      severity: 'high',
    });
    const { created_by: _, created_at: __, flat_id: ___, approved_by: ____, ...shown } = note;
    return shown;
  });
}
