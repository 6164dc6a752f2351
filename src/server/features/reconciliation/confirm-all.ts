// Confirming many bank credits: each in its own transaction (./confirm.ts), so one refused is named with why and
// stays open while the others stand. After an import (auto-confirm) in the request; "Confirm all" as a task.
import { and, eq, inArray } from 'drizzle-orm';
import {
  CONFIDENCE_LABEL,
  CONFIDENCES_FROM,
  CONFIRM_ALL_TASK,
  type Confidence,
  type ConfirmAllResult,
  RECONCILE_TEXT,
} from '../../../shared/reconciliation-admin.ts';
import type { AppContext, SessionUser } from '../../context.ts';
import { bankStatementLines as lines, reconciliationProposals as proposals } from '../../db/schema.ts';
import { AppError } from '../../http/errors.ts';
import { defineTask, startTask } from '../../platform/tasks.ts';
import { confirmCredit } from './confirm.ts';

/** Confirms one credit of a batch: null when confirmed, else why not (it stays open for the office). */
async function confirmOne(ctx: AppContext, admin: SessionUser, lineId: string) {
  try {
    await confirmCredit(ctx, admin, lineId);
    return null;
  } catch (err) {
    if (!(err instanceof AppError)) ctx.log.error({ err, lineId }, 'confirming a credit failed');
    return err instanceof AppError ? err.message : 'The credit could not be confirmed';
  }
}

type OpenCredit = { line_id: string; narration: string };

/** Confirms credits one by one, each in its own transaction: one that fails is named with why, and stays open. */
export async function confirmEach(
  ctx: AppContext,
  admin: SessionUser,
  credits: OpenCredit[],
): Promise<ConfirmAllResult> {
  const result: ConfirmAllResult = { confirmed: 0, failed: [] };
  for (const credit of credits) {
    const message = await confirmOne(ctx, admin, credit.line_id);
    if (message) result.failed.push({ ...credit, message });
    else result.confirmed += 1;
  }
  return result;
}

/**
 * "Confirm all": each credit a payment, receipt number, ledger entry, mail and receipt PDF, in its own transaction
 * (measured at about 80 ms a credit: thousands take minutes), so it runs as a task whose progress the screen shows;
 * a credit refused is listed with why and stays open. The application context rides in the input, as a task's
 * own context has no storage for the receipts' PDFs.
 */
const confirmAllTask = defineTask(
  CONFIRM_ALL_TASK,
  async (
    _,
    { app, admin, credits }: { app: AppContext; admin: SessionUser; credits: OpenCredit[] },
    report,
  ) => {
    report.total(credits.length);
    for (const credit of credits) {
      const message = await confirmOne(app, admin, credit.line_id);
      if (message) report.failed(credit.narration, message);
      else report.succeeded();
    }
  },
);

/** Every open proposal at or above a confidence, oldest credit first, confirmed by a task started here. */
export async function confirmAll(ctx: AppContext, admin: SessionUser, confidence: Confidence) {
  const open = await ctx.db
    .select({ line_id: lines.id, narration: lines.narration })
    .from(proposals)
    .innerJoin(lines, eq(lines.id, proposals.line_id))
    .where(and(eq(proposals.status, 'proposed'), inArray(proposals.confidence, CONFIDENCES_FROM[confidence])))
    .orderBy(lines.txn_date, lines.line_no, lines.id);
  return startTask(
    ctx,
    confirmAllTask,
    { app: ctx, admin, credits: open },
    { label: RECONCILE_TEXT.confirmAllTask(open.length, CONFIDENCE_LABEL[confidence]), startedBy: admin.id },
  );
}
