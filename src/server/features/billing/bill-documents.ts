// After a publish: each bill's PDF, made in the background and stored like an uploaded maintenance invoice (a
// maintenance_invoices row with the bill's number, so the resident's Maintenance Invoices tab lists it beside the
// uploaded ones and its download keeps the invoices' rule: a confirmed resident of that flat, or the office).
// The bill's row is the record of what is owed; the PDF is only its print, so making it never touches the bill.
//
// Both are background tasks (platform/tasks.ts), so the office sees their progress and failures after a reload:
// the PDFs, then the mails to each confirmed resident of the flats whose PDF was made, queued in one transaction
// and followed to delivery (mail/queue.ts). A run left part-made (a restart, a failure) is finished by starting
// the PDFs again, which skips the bills already made (how many are made is read from the database).
import { and, asc, eq, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import { BILL_TASKS, billTaskLabel } from '../../../shared/bill-runs-admin.ts';
import { hundredthsText } from '../../../shared/billing-admin.ts';
import { dateLabel } from '../../../shared/dates.ts';
import { decimalOf, formatINR } from '../../../shared/money.ts';
import { isFinished } from '../../../shared/tasks.ts';
import type { AppContext } from '../../context.ts';
import { billRuns, bills, flats, maintenanceInvoices, profiles, users } from '../../db/schema.ts';
import { followDelivery, queueMails } from '../../mail/queue.ts';
import { invoiceMail } from '../../mail/templates.ts';
import { defineTask, recentTasks, startTask } from '../../platform/tasks.ts';
import type { Storage } from '../../storage/storage.ts';
import { getSettings } from '../site/settings.ts';
import { gstOnBill } from './gst.ts';
import { type MaintenanceBillData, renderMaintenanceBill } from './pdf/maintenance-bill.ts';
import { periodFromKey } from './periods.ts';
import { readBillingSettings } from './settings-service.ts';

const BUCKET = 'maintenance-invoices';
/** A bill's invoice row: the flat's, with the bill's number. */
const invoiceOfBill = and(
  eq(maintenanceInvoices.flat_no, flats.flat_no),
  eq(maintenanceInvoices.invoice_number, bills.number),
);
/** Stored under the bill's id: one file per bill, whatever its flat or number looks like. */
export const billPdfName = (billId: string) => `bill-${billId}.pdf`;

/** The bills of a run and how many of them have their PDF. */
export async function documentProgress(ctx: Pick<AppContext, 'db'>, runId: string) {
  const [row] = await ctx.db
    .select({
      bills: sql<number>`count(*)`.mapWith(Number),
      made: sql<number>`count(${maintenanceInvoices.id})`.mapWith(Number),
    })
    .from(bills)
    .innerJoin(flats, eq(flats.id, bills.flat_id))
    .leftJoin(maintenanceInvoices, invoiceOfBill)
    .where(eq(bills.run_id, runId));
  return row;
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

type TaskContext = Parameters<Parameters<typeof defineTask>[1]>[0];
type Made = { flat_no: string; number: string; total_paise: number; bill_date: string; due_date: string };

/** Mails each confirmed resident of the flats whose bill was made, queued together, and follows their delivery. */
async function mailResidents(
  ctx: TaskContext,
  run: { id: string; label: string },
  made: Made[],
  by: string | null,
) {
  if (!made.length) return;
  const residents = await ctx.db
    .select({ email: users.email, name: profiles.name, flat_no: profiles.flat_no })
    .from(profiles)
    .innerJoin(users, eq(users.id, profiles.user_id))
    .where(
      and(
        inArray(profiles.flat_no, [...new Set(made.map((b) => b.flat_no))]),
        isNotNull(profiles.flat_confirmed_at),
      ),
    );
  const site = await getSettings(ctx.db);
  const url = `${ctx.config.publicUrl}/member-invoices`;
  const mails = made.flatMap((bill) =>
    residents
      .filter((r) => r.flat_no === bill.flat_no)
      .map((r) =>
        invoiceMail(site, r.email, {
          name: r.name,
          kind: 'maintenance',
          flat_no: bill.flat_no,
          invoice_number: bill.number,
          invoice_date: dateLabel(bill.bill_date),
          amount: formatINR(decimalOf(bill.total_paise)),
          due_date: dateLabel(bill.due_date),
          details: [['Period', run.label]],
          url,
        }),
      ),
  );
  if (!mails.length) return;
  const ids = await ctx.db.transaction((tx) => queueMails(tx, mails, { batch: `bill-run:${run.id}` }));
  await startTask(ctx, mailsTask, ids, { label: billTaskLabel('mails', run.label), startedBy: by });
}

const mailsTask = defineTask(BILL_TASKS.mails, (ctx, ids: string[], report) =>
  followDelivery(ctx.db, ids, report),
);

/**
 * Makes the PDF of every bill of the run that has none yet, one at a time (a PDF takes tens of milliseconds; the
 * server keeps answering between them), then mails the residents of those flats. A bill that fails is reported
 * with its number and left for the next start.
 */
const pdfsTask = defineTask(
  BILL_TASKS.pdfs,
  async (ctx, { runId, storage }: { runId: string; storage: Storage }, report) => {
    const [run] = await ctx.db.select().from(billRuns).where(eq(billRuns.id, runId));
    if (run?.status !== 'published') return;
    const [site, accounts] = await Promise.all([getSettings(ctx.db), readBillingSettings(ctx.db)]);
    const period = periodFromKey(run.period_key);
    const label = period?.label ?? run.period_key;
    const upiVpa = accounts.upi_vpa || site.upi_id;
    const todo = await ctx.db
      .select({ bill: bills, wing: flats.wing, flat_no: flats.flat_no })
      .from(bills)
      .innerJoin(flats, eq(flats.id, bills.flat_id))
      .leftJoin(maintenanceInvoices, invoiceOfBill)
      .where(and(eq(bills.run_id, runId), isNull(maintenanceInvoices.id)))
      .orderBy(asc(bills.number));
    report.total(todo.length);
    // The confirmed residents the bills name, read once for the run.
    const members = new Map<string, string[]>();
    const confirmed = await ctx.db
      .select({ flat_no: profiles.flat_no, name: profiles.name })
      .from(profiles)
      .innerJoin(flats, eq(flats.flat_no, profiles.flat_no))
      .innerJoin(bills, and(eq(bills.flat_id, flats.id), eq(bills.run_id, runId)))
      .where(isNotNull(profiles.flat_confirmed_at))
      .orderBy(asc(profiles.name));
    for (const r of confirmed)
      if (r.flat_no) members.set(r.flat_no, [...(members.get(r.flat_no) ?? []), r.name]);
    const made: Made[] = [];
    for (const { bill, wing, flat_no } of todo) {
      try {
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
          residents: members.get(flat_no) ?? [],
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
        // A pass stopped between the file and its row left the file: it is made again.
        await storage.remove(BUCKET, name).catch(() => undefined);
        await storage.put(BUCKET, name, Buffer.from(pdf));
        await ctx.db
          .insert(maintenanceInvoices)
          .values({
            flat_no,
            invoice_number: bill.number,
            invoice_date: bill.bill_date,
            amount: decimalOf(bill.total_paise),
            due_date: bill.due_date,
            description: `Maintenance bill for ${label}`,
            pdf_url: name,
            uploaded_by: run.published_by,
          })
          .onConflictDoNothing();
        made.push({
          flat_no,
          number: bill.number,
          total_paise: bill.total_paise,
          bill_date: bill.bill_date,
          due_date: bill.due_date,
        });
        report.succeeded();
      } catch (err) {
        report.failed(bill.number, err instanceof Error ? err.message : String(err));
      }
    }
    await mailResidents(ctx, { id: run.id, label }, made, run.published_by);
  },
);

/** Starts making a published run's missing PDFs (and then its mails), unless a pass is already running. */
export async function startRunDocuments(
  ctx: AppContext,
  run: { id: string; period_label: string },
  by: string,
) {
  const label = billTaskLabel('pdfs', run.period_label);
  const [latest] = await recentTasks(ctx.db, BILL_TASKS.pdfs, 5).then((tasks) =>
    tasks.filter((t) => t.label === label),
  );
  if (latest && !isFinished(latest)) return latest;
  return startTask(ctx, pdfsTask, { runId: run.id, storage: ctx.storage }, { label, startedBy: by });
}
