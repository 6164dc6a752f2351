// The money actions that take a second person, each performed by the same service function whether it is done at
// once (the rule off) or on approval, and what the list of pending actions says of each.
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { exceptionInput, noteInput } from '../../../shared/bill-runs-admin.ts';
import { percentText, type StoredChargeHead } from '../../../shared/billing-admin.ts';
import { paiseOf } from '../../../shared/exact-money.ts';
import type { ApprovalSummary, MoneyAction } from '../../../shared/money-approvals.ts';
import type { AppContext, SessionUser } from '../../context.ts';
import type { Db, Tx } from '../../db/client.ts';
import { bills, chargeHeads, duesPayments, flats } from '../../db/schema.ts';
import { startRunDocuments } from '../billing/bill-documents.ts';
import { publishRun, readRun } from '../billing/bill-runs-service.ts';
import { saveException } from '../billing/flat-inputs-service.ts';
import { addHead, setHeadActive, updateHead } from '../billing/heads-service.ts';
import { addNote } from '../billing/notes-service.ts';
import { readBillingSettings, saveInterestRate } from '../billing/settings-service.ts';
import { bounceCheque } from '../dues/payments.ts';

/** A change to the heads of charges: add one, edit one, retire or bring one back. */
export type HeadChange =
  | { change: 'add'; head: StoredChargeHead }
  | { change: 'update'; id: string; head: StoredChargeHead }
  | { change: 'active'; id: string; active: boolean };

function changeHead(ctx: AppContext, maker: SessionUser, input: HeadChange) {
  if (input.change === 'add') return addHead(ctx, maker, input.head);
  if (input.change === 'update') return updateHead(ctx, maker, input.id, input.head);
  return setHeadActive(ctx, maker, input.id, input.active);
}

/** Each action: its service function, and what the list says of it (read in the request's transaction). */
export const MONEY_ACTION = {
  bill_run_publish: {
    perform: (ctx: AppContext, maker: SessionUser, { id }: { id: string }) => publishRun(ctx, maker, id),
    summary: async (db: Db | Tx, { id }: { id: string }): Promise<ApprovalSummary> => {
      const run = await readRun(db, id);
      return { subject: run.period_label, amount_paise: run.total_paise };
    },
  },
  credit_note: {
    perform: (ctx: AppContext, maker: SessionUser, input: z.output<typeof noteInput>) =>
      addNote(ctx, maker, input),
    summary: async (db: Db | Tx, input: z.output<typeof noteInput>): Promise<ApprovalSummary> => {
      const [bill] = await db.select({ number: bills.number }).from(bills).where(eq(bills.id, input.id));
      return { subject: `${bill?.number ?? ''}: ${input.reason}`, amount_paise: paiseOf(input.amount) };
    },
  },
  waiver: {
    perform: (ctx: AppContext, maker: SessionUser, input: z.output<typeof exceptionInput>) =>
      saveException(ctx, maker, input),
    summary: async (db: Db | Tx, input: z.output<typeof exceptionInput>): Promise<ApprovalSummary> => {
      const [flat] = await db.select({ no: flats.flat_no }).from(flats).where(eq(flats.id, input.id));
      const [head] = await db
        .select({ name: chargeHeads.name })
        .from(chargeHeads)
        .where(eq(chargeHeads.id, input.head_id));
      return {
        subject: `${flat?.no ?? ''} · ${head?.name ?? ''}: ${input.reason}`,
        amount_paise: paiseOf(input.amount),
      };
    },
  },
  payment_reversal: {
    perform: (ctx: AppContext, maker: SessionUser, { id }: { id: string }) => bounceCheque(ctx, maker, id),
    summary: async (db: Db | Tx, { id }: { id: string }): Promise<ApprovalSummary> => {
      const [payment] = await db
        .select({ receipt: duesPayments.receipt_number, amount: duesPayments.amount_paise })
        .from(duesPayments)
        .where(eq(duesPayments.id, id));
      return { subject: payment?.receipt ?? '', amount_paise: payment?.amount ?? null };
    },
  },
  charge_heads: {
    perform: changeHead,
    summary: async (db: Db | Tx, input: HeadChange): Promise<ApprovalSummary> => {
      if (input.change === 'add') return { subject: input.head.name, amount_paise: null };
      const [head] = await db
        .select({ name: chargeHeads.name })
        .from(chargeHeads)
        .where(eq(chargeHeads.id, input.id));
      return {
        subject: input.change === 'update' ? input.head.name : (head?.name ?? ''),
        amount_paise: null,
      };
    },
  },
  interest_rate: {
    perform: (ctx: AppContext, maker: SessionUser, { interest_rate_bp }: { interest_rate_bp: number }) =>
      saveInterestRate(ctx, maker, interest_rate_bp),
    summary: async (db: Db | Tx, { interest_rate_bp }: { interest_rate_bp: number }) => {
      const current = await readBillingSettings(db);
      return {
        subject: `${percentText(current.interest_rate_bp)} → ${percentText(interest_rate_bp)}`,
        amount_paise: null,
      };
    },
  },
} satisfies Record<MoneyAction, unknown>;

export type InputOf<K extends MoneyAction> = Parameters<(typeof MONEY_ACTION)[K]['perform']>[2];
export type ResultOf<K extends MoneyAction> = Awaited<ReturnType<(typeof MONEY_ACTION)[K]['perform']>>;

/** What follows a done action once its transaction has committed: a published run's PDFs and mails. */
export async function afterCommit(ctx: AppContext, kind: MoneyAction, result: unknown, maker: SessionUser) {
  if (kind === 'bill_run_publish') {
    const run = result as ResultOf<'bill_run_publish'>;
    await startRunDocuments(ctx, run, maker.id);
  }
}
