// After a publish: each bill's PDF, made in the background and stored like an uploaded maintenance invoice (a
// maintenance_invoices row with the bill's number, so the resident's Maintenance Invoices tab lists it beside the
// uploaded ones and its download keeps the invoices' rule: a confirmed resident of that flat, or the office).
// The bill's row is the record of what is owed; the PDF is only its print, so making it never touches the bill.
//
// Both are background tasks (platform/tasks.ts), so the office sees their progress and failures after a reload:
// the PDFs, each listed with its mails to the confirmed residents of its flat in one transaction, then the
// following of those mails to delivery (mail/queue.ts). A run left part-made is finished by starting the PDFs
// again, which skips the bills already made: by itself when the server finds the pass's process died (a restart),
// or from the run's screen after a failure.
import { and, asc, eq, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import { BILL_TASKS, billTaskLabel } from '../../../shared/bill-runs-admin.ts';
import { hundredthsText } from '../../../shared/billing-admin.ts';
import { decimalOf, formatINR } from '../../../shared/money.ts';
import { isFinished } from '../../../shared/tasks.ts';
import type { AppContext } from '../../context.ts';
import type { Db } from '../../db/client.ts';
import { billRuns, bills, flats, mailOutbox, maintenanceInvoices, profiles, users } from '../../db/schema.ts';
import { serverI18n } from '../../mail/language.ts';
import { followDelivery, queueMails } from '../../mail/queue.ts';
import { invoiceMail } from '../../mail/templates.ts';
import { defineTask, recentTasks, startTask } from '../../platform/tasks.ts';
import type { Storage } from '../../storage/storage.ts';
import { flatLanguage } from '../dues/flat-accounts.ts';
import { getSettings } from '../site/settings.ts';
import { gstOnBill } from './gst.ts';
import { type MaintenanceBillData, renderMaintenanceBill } from './pdf/maintenance-bill.ts';
import { periodFromKey, periodLabel } from './periods.ts';
import { readBillingSettings } from './settings-service.ts';

const BUCKET = 'maintenance-invoices';
/** A bill's invoice row: the flat's, with the bill's number. */
const invoiceOfBill = and(
  eq(maintenanceInvoices.flat_no, flats.flat_no),
  eq(maintenanceInvoices.invoice_number, bills.number),
);
/** The mail queue's batch of a run's mails. */
const runBatch = (runId: string) => `bill-run:${runId}`;
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

type Made = { flat_no: string; number: string; total_paise: number; bill_date: string; due_date: string };
type Resident = { name: string; email: string; language: string | null };

/** A bill's mail to each confirmed resident of its flat, in their language. */
function billMails(
  site: Awaited<ReturnType<typeof getSettings>>,
  url: string,
  period: string,
  bill: Made,
  residents: readonly Resident[],
) {
  return residents.map((r) =>
    invoiceMail(serverI18n(r.language), site, r.email, {
      name: r.name,
      kind: 'maintenance',
      flat_no: bill.flat_no,
      invoice_number: bill.number,
      invoice_date: bill.bill_date,
      amount: formatINR(decimalOf(bill.total_paise)),
      due_date: bill.due_date,
      details: [[/*i18n*/ 'Period', period]],
      url,
    }),
  );
}

/** The published run a task of this kind and label was for (labels name the period, published at most once). */
async function runOfTask(ctx: Pick<AppContext, 'db'>, kind: keyof typeof BILL_TASKS, taskLabel: string) {
  const published = await ctx.db
    .select({ id: billRuns.id, period_key: billRuns.period_key })
    .from(billRuns)
    .where(eq(billRuns.status, 'published'));
  return published
    .map((r) => ({ id: r.id, period_label: periodLabel(r.period_key) }))
    .find((r) => billTaskLabel(kind, r.period_label) === taskLabel);
}

const mailsTask = defineTask(
  BILL_TASKS.mails,
  (ctx, ids: string[], report) => followDelivery(ctx.db, ids, report),
  {
    // The mails themselves were queued and go out whatever happened to the process; its progress is followed again.
    resume: async (ctx, { label, started_by }) => {
      const run = await runOfTask(ctx, 'mails', label);
      if (!run) return;
      const ids = await ctx.db
        .select({ id: mailOutbox.id })
        .from(mailOutbox)
        .where(eq(mailOutbox.batch, runBatch(run.id)));
      await startTask(
        ctx,
        mailsTask,
        ids.map((m) => m.id),
        { label, startedBy: started_by },
      );
    },
  },
);

/** Bills whose PDFs are stored before their invoice rows and mails are written, in one transaction. */
const BATCH = 25;

/**
 * Makes the PDF of every bill of the run that has none yet, one at a time (a PDF takes 15–20 ms of CPU; the server
 * keeps answering between them), lists them a batch at a time (one transaction for 25 bills rather than one each,
 * so a run of a thousand flats makes 40 transactions, not a thousand), then mails the residents of those flats. A
 * bill that fails is reported with its number and left for the next start.
 */
/** The names of who published a run and who approved the publish, when a second person did. */
async function signaturesOf(db: Db, run: { published_by: string | null; approved_by: string | null }) {
  if (!run.approved_by) return null;
  const names = await db
    .select({ id: users.id, name: users.name })
    .from(users)
    .where(inArray(users.id, [run.approved_by, run.published_by ?? run.approved_by]));
  const name = (id: string | null) => names.find((u) => u.id === id)?.name ?? '—';
  return { preparedBy: name(run.published_by), approvedBy: name(run.approved_by) };
}

const pdfsTask = defineTask(
  BILL_TASKS.pdfs,
  async (ctx, { runId, storage }: { runId: string; storage: Storage }, report) => {
    const [run] = await ctx.db.select().from(billRuns).where(eq(billRuns.id, runId));
    if (run?.status !== 'published') return;
    const [site, accounts] = await Promise.all([getSettings(ctx.db), readBillingSettings(ctx.db)]);
    const period = periodFromKey(run.period_key);
    const label = periodLabel(run.period_key);
    const upiVpa = accounts.upi_vpa || site.upi_id;
    const signatures = await signaturesOf(ctx.db, run);
    const todo = await ctx.db
      .select({ bill: bills, wing: flats.wing, flat_no: flats.flat_no })
      .from(bills)
      .innerJoin(flats, eq(flats.id, bills.flat_id))
      .leftJoin(maintenanceInvoices, invoiceOfBill)
      .where(and(eq(bills.run_id, runId), isNull(maintenanceInvoices.id)))
      .orderBy(asc(bills.number));
    report.total(todo.length);
    // The confirmed residents the bills name and are mailed to, read once for the run.
    const members = new Map<string, Resident[]>();
    const confirmed = await ctx.db
      .select({
        flat_no: profiles.flat_no,
        name: profiles.name,
        email: users.email,
        language: users.language,
      })
      .from(profiles)
      .innerJoin(users, eq(users.id, profiles.user_id))
      .innerJoin(flats, eq(flats.flat_no, profiles.flat_no))
      .innerJoin(bills, and(eq(bills.flat_id, flats.id), eq(bills.run_id, runId)))
      .where(isNotNull(profiles.flat_confirmed_at))
      .orderBy(asc(profiles.name));
    for (const r of confirmed) if (r.flat_no) members.set(r.flat_no, [...(members.get(r.flat_no) ?? []), r]);
    const url = `${ctx.config.publicUrl}/member-invoices`;
    const mailIds: string[] = [];
    for (let i = 0; i < todo.length; i += BATCH) {
      const made: { bill: (typeof todo)[number]['bill']; flat_no: string; name: string }[] = [];
      for (const { bill, wing, flat_no } of todo.slice(i, i + BATCH)) {
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
            residents: (members.get(flat_no) ?? []).map((r) => r.name),
            lines: bill.lines
              .filter((l) => l.amountPaise > 0)
              .map((l) => ({ head: l.name, amountPaise: l.amountPaise, detail: l.note })),
            gst: gstRows(bill.lines, bill.cgst_paise),
            interestPaise: bill.interest_paise,
            arrearsPaise: bill.arrears_paise,
            totalPaise: bill.total_paise,
            interestRatePercent: hundredthsText(accounts.interest_rate_bp),
            ...(upiVpa ? { upi: { vpa: upiVpa, payeeName: accounts.upi_payee_name || site.name } } : {}),
            ...(signatures ? { signatures } : {}),
          };
          const pdf = await renderMaintenanceBill(data, flatLanguage(members.get(flat_no) ?? []));
          const name = billPdfName(bill.id);
          // A pass stopped between the file and its row left the file: it is made again.
          await storage.remove(BUCKET, name).catch(() => undefined);
          await storage.put(BUCKET, name, Buffer.from(pdf));
          made.push({ bill, flat_no, name });
        } catch (err) {
          report.failed(bill.number, err instanceof Error ? err.message : String(err));
        }
      }
      if (made.length === 0) continue;
      try {
        // The batch's invoice rows and their mails together, after its files: a pass stopped at any point leaves
        // each listed bill mailed and each bill still to list unmailed, so the pass that finishes the run mails
        // each resident once.
        const queued = await ctx.db.transaction(async (tx) => {
          const listed = await tx
            .insert(maintenanceInvoices)
            .values(
              made.map(({ bill, flat_no, name }) => ({
                flat_no,
                invoice_number: bill.number,
                invoice_date: bill.bill_date,
                amount: decimalOf(bill.total_paise),
                due_date: bill.due_date,
                description: `Maintenance bill for ${label}`,
                pdf_url: name,
                uploaded_by: run.published_by,
              })),
            )
            .onConflictDoNothing()
            .returning({ invoice_number: maintenanceInvoices.invoice_number });
          // A bill another pass listed meanwhile (two processes): its mails are that pass's.
          const ours = new Set(listed.map((l) => l.invoice_number));
          const mails = made
            .filter(({ bill }) => ours.has(bill.number))
            .flatMap(({ bill, flat_no }) =>
              billMails(site, url, label, { ...bill, flat_no }, members.get(flat_no) ?? []),
            );
          return mails.length ? queueMails(tx, mails, { batch: runBatch(run.id) }) : [];
        });
        mailIds.push(...queued);
        report.succeeded(made.length);
      } catch (err) {
        for (const { bill } of made)
          report.failed(bill.number, err instanceof Error ? err.message : String(err));
      }
    }
    if (mailIds.length)
      await startTask(ctx, mailsTask, mailIds, {
        label: billTaskLabel('mails', label),
        startedBy: run.published_by,
      });
  },
  {
    // A pass whose process died (a restart mid-run) goes on by itself: the bills it had not made yet are made.
    resume: async (ctx, { label, started_by }) => {
      const run = await runOfTask(ctx, 'pdfs', label);
      if (run) await startRunDocuments(ctx, run, started_by);
    },
  },
);

/** Starts making a published run's missing PDFs (and then its mails), unless a pass is already running. */
export async function startRunDocuments(
  ctx: AppContext,
  run: { id: string; period_label: string },
  by: string | null,
) {
  const label = billTaskLabel('pdfs', run.period_label);
  const [latest] = await recentTasks(ctx.db, BILL_TASKS.pdfs, 5).then((tasks) =>
    tasks.filter((t) => t.label === label),
  );
  if (latest && !isFinished(latest)) return latest;
  return startTask(ctx, pdfsTask, { runId: run.id, storage: ctx.storage }, { label, startedBy: by });
}
