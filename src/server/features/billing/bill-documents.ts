// After a publish: each bill's PDF, made in the background and stored like an uploaded maintenance invoice (a
// maintenance_invoices row with the bill's number, so the resident's Maintenance Invoices tab lists it beside the
// uploaded ones and its download keeps the invoices' rule: a confirmed resident of that flat, or the office).
// The bill's row is the record of what is owed; the PDF is only its print, so making it never touches the bill.
//
// Progress is read from the database (bills of the run with and without their invoice row), so it survives a
// reload and a restart; a run left part-made (a restart, a failure) is finished by running this again, which
// skips the bills already made.
import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import { hundredthsText } from '../../../shared/billing-admin.ts';
import { decimalOf } from '../../../shared/money.ts';
import type { AppContext } from '../../context.ts';
import { billRuns, bills, flats, maintenanceInvoices, profiles } from '../../db/schema.ts';
import { getSettings } from '../site/settings.ts';
import { gstOnBill } from './gst.ts';
import { type MaintenanceBillData, renderMaintenanceBill } from './pdf/maintenance-bill.ts';
import { periodFromKey } from './periods.ts';
import { readBillingSettings } from './settings-service.ts';

const BUCKET = 'maintenance-invoices';
/** Stored under the bill's id: one file per bill, whatever its flat or number looks like. */
export const billPdfName = (billId: string) => `bill-${billId}.pdf`;

/** Runs whose PDFs are being made in this process, and the bills that failed in its last pass. */
const running = new Set<string>();
const failures = new Map<string, number>();

/** The bills of a run and how many of them have their PDF. */
export async function documentProgress(ctx: AppContext, runId: string) {
  const [row] = await ctx.db
    .select({
      bills: sql<number>`count(*)`.mapWith(Number),
      made: sql<number>`count(${maintenanceInvoices.id})`.mapWith(Number),
    })
    .from(bills)
    .innerJoin(flats, eq(flats.id, bills.flat_id))
    .leftJoin(
      maintenanceInvoices,
      and(
        eq(maintenanceInvoices.flat_no, flats.flat_no),
        eq(maintenanceInvoices.invoice_number, bills.number),
      ),
    )
    .where(eq(bills.run_id, runId));
  return { ...row, failed: failures.get(runId) ?? 0, running: running.has(runId) };
}

/** The flat number as a bill prints it beside its wing ('A' and 'A-101' print as A-101, not A-A-101). */
const flatNumber = (wing: string, flatNo: string) =>
  wing && flatNo.startsWith(`${wing}-`) ? flatNo.slice(wing.length + 1) : flatNo;

/** Half a GST rate as a percentage, as CGST and SGST print it: 1800 bp -> '9', 500 bp -> '2.5'. */
const halfRate = (bp: number) => String(bp / 200);

/** GST per rate, as the bill was charged (none when it was exempt), from its lines by the rules of gst.ts. */
function gstRows(
  lines: { headId: string | null; amountPaise: number; gstRateBp: number }[],
  cgstPaise: number,
) {
  if (cgstPaise === 0) return [];
  const perLine = gstOnBill(
    lines.map((l) => ({ headId: l.headId ?? '', amountPaise: l.amountPaise, gstRateBp: l.gstRateBp })),
    'monthly',
    0,
  ).lines;
  const byRate = new Map<number, number>();
  for (const l of perLine) byRate.set(l.rateBp, (byRate.get(l.rateBp) ?? 0) + l.cgstPaise);
  return [...byRate].map(([rateBp, half]) => ({
    cgstRatePercent: halfRate(rateBp),
    cgstPaise: half,
    sgstRatePercent: halfRate(rateBp),
    sgstPaise: half,
  }));
}

/**
 * Makes the PDF of every bill of the run that has none yet, one at a time (a PDF takes tens of milliseconds; the
 * server keeps answering between them). A bill that fails is counted and left for the next pass.
 */
export async function makeRunDocuments(ctx: AppContext, runId: string) {
  if (running.has(runId)) return;
  running.add(runId);
  failures.delete(runId);
  try {
    const [run] = await ctx.db.select().from(billRuns).where(eq(billRuns.id, runId));
    if (run?.status !== 'published') return;
    const [site, accounts] = await Promise.all([getSettings(ctx.db), readBillingSettings(ctx.db)]);
    const period = periodFromKey(run.period_key);
    const upiVpa = accounts.upi_vpa || site.upi_id;
    const todo = await ctx.db
      .select({ bill: bills, wing: flats.wing, flat_no: flats.flat_no })
      .from(bills)
      .innerJoin(flats, eq(flats.id, bills.flat_id))
      .leftJoin(
        maintenanceInvoices,
        and(
          eq(maintenanceInvoices.flat_no, flats.flat_no),
          eq(maintenanceInvoices.invoice_number, bills.number),
        ),
      )
      .where(and(eq(bills.run_id, runId), isNull(maintenanceInvoices.id)))
      .orderBy(asc(bills.number));
    let failed = 0;
    for (const { bill, wing, flat_no } of todo) {
      try {
        const residents = await ctx.db
          .select({ name: profiles.name })
          .from(profiles)
          .where(and(eq(profiles.flat_no, flat_no), sql`${profiles.flat_confirmed_at} is not null`))
          .orderBy(asc(profiles.name));
        const data: MaintenanceBillData = {
          society: {
            name: site.name,
            address: [site.address, site.postal_code].filter(Boolean).join(' '),
            registrationNumber: accounts.registration_no,
          },
          billNumber: bill.number,
          billDate: bill.bill_date,
          dueDate: bill.due_date,
          period: { from: period?.start ?? bill.bill_date, to: period?.end ?? bill.bill_date },
          flat: { wing, number: flatNumber(wing, flat_no) },
          residents: residents.map((r) => r.name),
          lines: bill.lines
            .filter((l) => l.amountPaise > 0)
            .map((l) => ({ head: l.name, amountPaise: l.amountPaise, detail: l.note })),
          gst: gstRows(bill.lines, bill.cgst_paise),
          interestPaise: bill.interest_paise,
          arrearsPaise: bill.arrears_paise,
          totalPaise: bill.total_paise,
          interestRatePercent: hundredthsText(accounts.interest_rate_bp),
          ...(upiVpa ? { upi: { vpa: upiVpa, payeeName: accounts.upi_payee_name || site.name } } : {}),
        };
        const pdf = await renderMaintenanceBill(data);
        const name = billPdfName(bill.id);
        await ctx.storage.put(BUCKET, name, Buffer.from(pdf));
        await ctx.db
          .insert(maintenanceInvoices)
          .values({
            flat_no,
            invoice_number: bill.number,
            invoice_date: bill.bill_date,
            amount: decimalOf(bill.total_paise),
            due_date: bill.due_date,
            description: `Maintenance bill for ${period?.label ?? run.period_key}`,
            pdf_url: name,
            uploaded_by: run.published_by,
          })
          .onConflictDoNothing();
      } catch (err) {
        failed += 1;
        failures.set(runId, failed);
        ctx.log.error({ err, bill: bill.number }, 'maintenance bill PDF failed');
      }
    }
  } finally {
    running.delete(runId);
  }
}
