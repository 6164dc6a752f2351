// A bill run's draft: every flat of the register billed for the period by the money rules (charges.ts per head with
// the flat's exceptions and meter readings, gst.ts with the threshold setting, interest.ts on the flat's ledger as
// of the bill date), with arrears brought forward (the ledger's balance before this bill) and the preview's flags.
// Pure but for the reads, which are one query per table whatever the number of flats.
import { and, asc, desc, eq, ne, sql } from 'drizzle-orm';
import { BILL_RUNS_TEXT } from '../../../shared/bill-runs-admin.ts';
import { CHARGE_BASIS } from '../../../shared/billing-admin.ts';
import { addDays } from '../../../shared/dates.ts';
import { paiseOf } from '../../../shared/exact-money.ts';
import type { Tx } from '../../db/client.ts';
import {
  type BillLine,
  billDrafts,
  type billRuns,
  bills,
  chargeExceptions,
  chargeHeads,
  flats,
  meterReadings,
} from '../../db/schema.ts';
import { badRequest } from '../../http/errors.ts';
import { type Checkpoint, checkpointOf } from '../dues/checkpoints.ts';
import { readLedgersSince } from '../dues/ledger-store.ts';
import { type ChargeException, type ChargeHead, type FlatForBilling, flatCharges } from './charges.ts';
import { gstOnBill } from './gst.ts';
import { interestOnArrears } from './interest.ts';
import { balanceOf } from './ledger.ts';
import type { PeriodKind } from './periods.ts';
import type { readBillingSettings } from './settings-service.ts';

type Run = typeof billRuns.$inferSelect;
type Settings = Awaited<ReturnType<typeof readBillingSettings>>;
export type Draft = typeof billDrafts.$inferInsert;

const areaOf = (sqft: string | null) => (sqft === null ? null : Number(sqft));

/** The active heads, in the order bills print them, as the money rules read them. */
async function activeHeads(tx: Tx): Promise<ChargeHead[]> {
  const rows = await tx
    .select()
    .from(chargeHeads)
    .where(eq(chargeHeads.active, true))
    .orderBy(asc(chargeHeads.sort_order), asc(chargeHeads.created_at));
  return rows.map((h) => ({
    id: h.id,
    name: h.name,
    basis: h.basis,
    rate: CHARGE_BASIS[h.basis].unit === 'percent' ? h.rate_bp : h.rate_paise,
    gstRateBp: h.gst_rate_bp,
    isServiceCharge: h.is_service_charge,
  }));
}

/** Each flat's last bill before this run (its charges and GST), to show and flag the change. */
async function lastBills(tx: Tx, run: Run) {
  const rows = await tx
    .selectDistinctOn([bills.flat_id], {
      flat_id: bills.flat_id,
      amount: sql<number>`${bills.charges_paise} + ${bills.cgst_paise} + ${bills.sgst_paise}`.mapWith(Number),
    })
    .from(bills)
    .where(and(ne(bills.run_id, run.id), sql`${bills.bill_date} <= ${run.bill_date}`))
    .orderBy(bills.flat_id, desc(bills.bill_date), desc(bills.created_at));
  return new Map(rows.map((r) => [r.flat_id, r.amount]));
}

function groupBy<T, V>(rows: T[], key: (row: T) => string, value: (row: T) => V) {
  const groups = new Map<string, V[]>();
  for (const row of rows) {
    const list = groups.get(key(row));
    if (list) list.push(value(row));
    else groups.set(key(row), [value(row)]);
  }
  return groups;
}

/**
 * The draft of every flat of the register for the run, and each flat's ledger checkpoint on the eve of the bill
 * date (what a publish saves); refused when there is nothing to bill. Each ledger is read from its latest
 * checkpoint before the bill date.
 */
export async function computeDrafts(
  tx: Tx,
  run: Run,
  settings: Settings,
  kind: PeriodKind,
): Promise<{ drafts: Draft[]; checkpoints: Checkpoint[] }> {
  const register = await tx.select().from(flats).orderBy(asc(flats.wing), asc(flats.flat_no));
  if (register.length === 0) throw badRequest(BILL_RUNS_TEXT.emptyRegister);
  const heads = await activeHeads(tx);
  if (heads.length === 0) throw badRequest(BILL_RUNS_TEXT.noHeads);
  const exceptions = groupBy(
    await tx.select().from(chargeExceptions),
    (e) => e.flat_id,
    (e): ChargeException => ({ headId: e.head_id, amountPaise: e.amount_paise, reason: e.reason }),
  );
  const readings = groupBy(
    await tx.select().from(meterReadings).where(eq(meterReadings.period_key, run.period_key)),
    (r) => r.flat_id,
    (r) => [r.head_id, r.amount_paise] as const,
  );
  const eve = addDays(run.bill_date, -1);
  const ledgers = await readLedgersSince(tx, eve, settings);
  const previous = await lastBills(tx, run);
  const checkpoints: Checkpoint[] = [];

  const drafts = register.map((flat): Draft => {
    const forBilling: FlatForBilling = {
      flatNo: flat.flat_no,
      wing: flat.wing,
      carpetSqft: areaOf(flat.carpet_area_sqft),
      builtUpSqft: areaOf(flat.built_up_area_sqft),
      constructionCostPaise: flat.construction_cost === null ? null : paiseOf(flat.construction_cost),
      occupancy: flat.occupancy,
      parking: {
        covered: flat.parking_covered,
        open: flat.parking_open,
        twoWheeler: flat.parking_two_wheeler,
      },
    };
    const charges = flatCharges(forBilling, heads, kind, {
      meteredPaise: Object.fromEntries(readings.get(flat.id) ?? []),
      exceptions: exceptions.get(flat.id) ?? [],
    });
    const gst = gstOnBill(charges, kind, settings.gst_threshold_paise);
    const since = ledgers.get(flat.id) ?? { entries: [] };
    const ledger = since.entries.filter((e) => e.date <= run.bill_date);
    const rate = settings.interest_rate_bp;
    const order = settings.payment_order;
    // From the eve's checkpoint, which the publish keeps; from the latest one when none can be made.
    const eveCheckpoint = checkpointOf(flat.id, since, eve, settings);
    const interest = (
      eveCheckpoint
        ? interestOnArrears(
            ledger.filter((e) => e.date === run.bill_date),
            run.bill_date,
            rate,
            order,
            eveCheckpoint.state,
          )
        : interestOnArrears(ledger, run.bill_date, rate, order, since.start?.state)
    ).duePaise;
    // Kept for a flat with entries (its opening balance frozen): one it has, or the bill's and interest's.
    const hasEntries =
      since.start ||
      ledger.some((e) => e.kind !== 'opening_balance') ||
      gst.chargesPaise + gst.gstPaise + interest > 0;
    if (eveCheckpoint && hasEntries) checkpoints.push(eveCheckpoint);
    const arrears = (since.start?.balancePaise ?? 0) + balanceOf(ledger);
    const chargesPaise = gst.chargesPaise;
    const flags = new Set<string>(charges.flatMap((l) => (l.flag ? [l.flag] : [])));
    if (forBilling.carpetSqft === null && forBilling.builtUpSqft === null) flags.add('no_area');
    const last = previous.get(flat.id);
    const billed = chargesPaise + gst.gstPaise;
    // More than the setting's percentage up or down from the last bill (a first bill has nothing to compare).
    if (last !== undefined && Math.abs(billed - last) * 10_000 > settings.change_flag_bp * last)
      flags.add('changed');
    const lines: BillLine[] = charges.map((l) => ({
      headId: l.headId,
      name: l.name,
      amountPaise: l.amountPaise,
      gstRateBp: l.gstRateBp,
      ...(l.exception ? { note: `Exception: ${l.exception.reason}` } : {}),
    }));
    return {
      run_id: run.id,
      flat_id: flat.id,
      lines,
      charges_paise: chargesPaise,
      cgst_paise: gst.cgstPaise,
      sgst_paise: gst.sgstPaise,
      interest_paise: interest,
      arrears_paise: arrears,
      total_paise: billed + interest + arrears,
      flags: [...flags],
    };
  });
  return { drafts, checkpoints };
}

/** Replaces the run's drafts with `drafts`, in batches a statement's parameters allow. */
export async function storeDrafts(tx: Tx, runId: string, drafts: Draft[]) {
  await tx.delete(billDrafts).where(eq(billDrafts.run_id, runId));
  for (let i = 0; i < drafts.length; i += 500) await tx.insert(billDrafts).values(drafts.slice(i, i + 500));
}
