// A flat's inputs to its bill beside the register: an exception to one head (an amount instead of the computed one,
// 0 waiving it, with its reason) and a metered head's amount for a period (water). Each change writes its audit
// row in its transaction; a draft picks them up when it is computed or recomputed.
import { and, asc, eq, isNotNull, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import {
  BILL_RUNS_TEXT,
  type exceptionInput,
  type FlatInputs,
  type readingInput,
} from '../../../shared/bill-runs-admin.ts';
import { paiseOf } from '../../../shared/exact-money.ts';
import type { AppContext, SessionUser } from '../../context.ts';
import type { Db, Tx } from '../../db/client.ts';
import { chargeExceptions, chargeHeads, flats, meterReadings, users } from '../../db/schema.ts';
import { badRequest, notFound } from '../../http/errors.ts';
import { audit } from '../../platform/audit.ts';
import { approverId, signatures } from '../money-approvals/signatures.ts';

const preparer = alias(users, 'preparer');
const approver = alias(users, 'approver');

export async function flatInputs(db: Db | Tx, flatId: string, periodKey: string): Promise<FlatInputs> {
  const heads = await db
    .select({
      id: chargeHeads.id,
      name: chargeHeads.name,
      metered: sql<boolean>`${chargeHeads.basis} = 'metered'`,
    })
    .from(chargeHeads)
    .where(eq(chargeHeads.active, true))
    .orderBy(asc(chargeHeads.sort_order), asc(chargeHeads.created_at));
  const exceptions = await db
    .select({
      head_id: chargeExceptions.head_id,
      amount_paise: chargeExceptions.amount_paise,
      reason: chargeExceptions.reason,
      prepared_by: preparer.name,
      approved_by: approver.name,
    })
    .from(chargeExceptions)
    .leftJoin(approver, eq(approver.id, chargeExceptions.approved_by))
    .leftJoin(
      preparer,
      and(isNotNull(chargeExceptions.approved_by), eq(preparer.id, chargeExceptions.created_by)),
    )
    .where(eq(chargeExceptions.flat_id, flatId));
  const readings = await db
    .select({ head_id: meterReadings.head_id, amount_paise: meterReadings.amount_paise })
    .from(meterReadings)
    .where(and(eq(meterReadings.flat_id, flatId), eq(meterReadings.period_key, periodKey)));
  return { heads, exceptions, readings };
}

/** The flat (locked against a concurrent change of its inputs) and an active head, or a clear refusal. */
async function flatAndHead(tx: Tx, flatId: string, headId: string) {
  const [flat] = await tx
    .select({ flat_no: flats.flat_no })
    .from(flats)
    .where(eq(flats.id, flatId))
    .for('update');
  if (!flat) throw notFound(BILL_RUNS_TEXT.flatNotFound);
  const [head] = await tx
    .select({ name: chargeHeads.name, basis: chargeHeads.basis })
    .from(chargeHeads)
    .where(and(eq(chargeHeads.id, headId), eq(chargeHeads.active, true)));
  if (!head) throw badRequest(BILL_RUNS_TEXT.headNotFound, { head_id: BILL_RUNS_TEXT.headNotFound });
  return { flat, head };
}

export function saveException(ctx: AppContext, admin: SessionUser, input: z.output<typeof exceptionInput>) {
  const amount = paiseOf(input.amount);
  return ctx.db.transaction(async (tx) => {
    const { flat, head } = await flatAndHead(tx, input.id, input.head_id);
    await tx
      .insert(chargeExceptions)
      .values({
        flat_id: input.id,
        head_id: input.head_id,
        amount_paise: amount,
        reason: input.reason,
        created_by: admin.id,
        approved_by: approverId(admin),
      })
      .onConflictDoUpdate({
        target: [chargeExceptions.flat_id, chargeExceptions.head_id],
        set: {
          amount_paise: amount,
          reason: input.reason,
          created_by: admin.id,
          approved_by: approverId(admin),
        },
      });
    await audit(tx, {
      userId: admin.id,
      action: 'charge_exception_saved',
      resource: 'charge_exceptions',
      details: {
        flat: flat.flat_no,
        head: head.name,
        amount_paise: amount,
        reason: input.reason,
        ...signatures(admin),
      },
      severity: 'medium',
    });
    return { ok: true };
  });
}

export function removeException(ctx: AppContext, admin: SessionUser, flatId: string, headId: string) {
  return ctx.db.transaction(async (tx) => {
    const { flat, head } = await flatAndHead(tx, flatId, headId);
    const removed = await tx
      .delete(chargeExceptions)
      .where(and(eq(chargeExceptions.flat_id, flatId), eq(chargeExceptions.head_id, headId)))
      .returning();
    if (removed.length)
      await audit(tx, {
        userId: admin.id,
        action: 'charge_exception_removed',
        resource: 'charge_exceptions',
        details: {
          flat: flat.flat_no,
          head: head.name,
          was: removed[0].amount_paise,
          reason: removed[0].reason,
        },
        severity: 'medium',
      });
    return { ok: true };
  });
}

export function saveReading(ctx: AppContext, admin: SessionUser, input: z.output<typeof readingInput>) {
  const amount = paiseOf(input.amount);
  return ctx.db.transaction(async (tx) => {
    const { flat, head } = await flatAndHead(tx, input.id, input.head_id);
    if (head.basis !== 'metered')
      throw badRequest(BILL_RUNS_TEXT.notMetered, { head_id: BILL_RUNS_TEXT.notMetered });
    await tx
      .insert(meterReadings)
      .values({
        period_key: input.period_key,
        flat_id: input.id,
        head_id: input.head_id,
        amount_paise: amount,
        entered_by: admin.id,
      })
      .onConflictDoUpdate({
        target: [meterReadings.period_key, meterReadings.flat_id, meterReadings.head_id],
        set: { amount_paise: amount, entered_by: admin.id, updated_at: sql`now()` },
      });
    await audit(tx, {
      userId: admin.id,
      action: 'meter_reading_saved',
      resource: 'meter_readings',
      details: { flat: flat.flat_no, head: head.name, period: input.period_key, amount_paise: amount },
    });
    return { ok: true };
  });
}
