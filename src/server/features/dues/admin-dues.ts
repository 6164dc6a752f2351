// What every flat owes, with its ageing: the unpaid principal of each bill by days past its due date, from the
// same interest rules that apply payments (billing/interest.ts, with the society's rate and order). The ledgers
// are read in two queries and worked out in memory: a register runs to thousands of flats, and the order of
// application cannot be written as one SQL aggregate. Then searched, sorted and paged, exported, or reminded.
import { eq, inArray } from 'drizzle-orm';
import type { z } from 'zod';
import { todayIn } from '../../../shared/dates.ts';
import {
  AGEING_BUCKETS,
  type AgeingBucket,
  DUES_ADMIN_TEXT,
  DUES_CSV_COLUMNS,
  type DuesRow,
  duesExportFileName,
  type duesListQuery,
} from '../../../shared/dues-admin.ts';
import { upiPayLink } from '../../../shared/memberships.ts';
import { PAY_PANEL_PATH } from '../../../shared/reported-payments.ts';
import type { AppContext, SessionUser } from '../../context.ts';
import { duesReminders, flats, profiles } from '../../db/schema.ts';
import { conflict } from '../../http/errors.ts';
import type { FileResult } from '../../http/route.ts';
import { queueMails } from '../../mail/queue.ts';
import { audit } from '../../platform/audit.ts';
import { csvDownload } from '../../platform/csv-export.ts';
import { interestOnArrears } from '../billing/interest.ts';
import { balanceOf } from '../billing/ledger.ts';
import { readBillingSettings } from '../billing/settings-service.ts';
import { getSettings } from '../site/settings.ts';
import { confirmedResidents, latestBillNumbers, societyUpi } from './flat-accounts.ts';
import { readLedgersSince } from './ledger-store.ts';
import { reminderMailOf, residentMails } from './mails.ts';

type Query = Omit<z.output<typeof duesListQuery>, 'page' | 'pageSize'>;
type Ageing = Pick<DuesRow, 'outstanding_paise' | 'buckets' | 'interest_paise'>;

const bucketOf = (daysPastDue: number): AgeingBucket =>
  daysPastDue <= 30 ? '0-30' : daysPastDue <= 90 ? '31-90' : daysPastDue <= 180 ? '91-180' : '180+';
const noAgeing = (): Ageing => ({
  outstanding_paise: 0,
  buckets: { '0-30': 0, '31-90': 0, '91-180': 0, '180+': 0 },
  interest_paise: 0,
});
type Total = Ageing & { flats: number; advance_paise: number };
const noTotal = (): Total => ({ ...noAgeing(), flats: 0, advance_paise: 0 });
/** Adds a flat to a wing's or the society's total: its dues to the dues, an advance to the advances. */
const add = (into: Total, row: Ageing) => {
  into.flats += 1;
  into.outstanding_paise += Math.max(row.outstanding_paise, 0);
  into.advance_paise += Math.max(-row.outstanding_paise, 0);
  into.interest_paise += row.interest_paise;
  for (const b of AGEING_BUCKETS) into.buckets[b] += row.buckets[b];
};
const DAY_MS = 86_400_000;
const daysBetween = (from: string, to: string) => (Date.parse(to) - Date.parse(from)) / DAY_MS;

/** Every flat of the register (or those asked for) with what it owes today and how old it is. */
async function duesRows(ctx: AppContext, today: string, flatIds?: string[]) {
  const settings = await readBillingSettings(ctx.db);
  const [register, residents, ledgers, reminded] = await Promise.all([
    ctx.db
      .select({ id: flats.id, wing: flats.wing, flat_no: flats.flat_no })
      .from(flats)
      .where(flatIds ? inArray(flats.id, flatIds) : undefined),
    ctx.db.select({ flat_no: profiles.flat_no, name: profiles.name }).from(profiles),
    readLedgersSince(ctx.db, today, settings, flatIds),
    ctx.db
      .select({ flat_id: duesReminders.flat_id })
      .from(duesReminders)
      .where(eq(duesReminders.sent_on, today)),
  ]);
  const names = new Map<string, string[]>();
  for (const r of residents) if (r.flat_no) names.set(r.flat_no, [...(names.get(r.flat_no) ?? []), r.name]);
  const remindedToday = new Set(reminded.map((r) => r.flat_id));
  return register.map((flat): DuesRow & { oldest_due: string | null } => {
    const { start, entries } = ledgers.get(flat.id) ?? { entries: [] };
    const worked = interestOnArrears(
      entries,
      today,
      settings.interest_rate_bp,
      settings.payment_order,
      start?.state,
    );
    const ageing = noAgeing();
    ageing.outstanding_paise = (start?.balancePaise ?? 0) + balanceOf(entries.filter((e) => e.date <= today));
    ageing.interest_paise = worked.openInterestPaise;
    for (const open of worked.openPrincipal)
      ageing.buckets[bucketOf(daysBetween(open.dueDate, today))] += open.remainingPaise;
    return {
      flat_id: flat.id,
      wing: flat.wing,
      flat_no: flat.flat_no,
      residents: (names.get(flat.flat_no) ?? []).join(', '),
      reminded_today: remindedToday.has(flat.id),
      oldest_due: worked.openPrincipal[0]?.dueDate ?? null,
      ...ageing,
    };
  });
}

function select(rows: Awaited<ReturnType<typeof duesRows>>, query: Query) {
  const q = query.q?.toLowerCase();
  const found = rows.filter(
    (r) =>
      (!q || `${r.wing} ${r.flat_no} ${r.residents}`.toLowerCase().includes(q)) &&
      (query.owing !== 'true' || r.outstanding_paise > 0),
  );
  const dir = query.dir === 'desc' ? -1 : 1;
  const key = query.sort ?? 'flat_no';
  const compare = {
    flat_no: (a: DuesRow, b: DuesRow) => a.wing.localeCompare(b.wing) || a.flat_no.localeCompare(b.flat_no),
    outstanding: (a: DuesRow, b: DuesRow) => a.outstanding_paise - b.outstanding_paise,
    oldest: (a: { oldest_due: string | null }, b: { oldest_due: string | null }) =>
      (a.oldest_due ?? '9999').localeCompare(b.oldest_due ?? '9999'),
  }[key];
  return found.sort((a, b) => dir * compare(a, b) || a.flat_no.localeCompare(b.flat_no));
}

export async function listDues(ctx: AppContext, query: z.output<typeof duesListQuery>) {
  const today = todayIn(ctx.config.SOCIETY_TIMEZONE);
  const rows = await duesRows(ctx, today);
  const wings = new Map<string, Total & { wing: string }>();
  const society = noTotal();
  for (const row of rows) {
    const wing = wings.get(row.wing) ?? { ...noTotal(), wing: row.wing };
    add(wing, row);
    wings.set(row.wing, wing);
    add(society, row);
  }
  const chosen = select(rows, query);
  const start = (query.page - 1) * query.pageSize;
  return {
    items: chosen.slice(start, start + query.pageSize),
    total: chosen.length,
    page: query.page,
    pageSize: query.pageSize,
    as_of: today,
    wings: [...wings.values()].sort((a, b) => a.wing.localeCompare(b.wing)),
    society,
  };
}

export async function exportDues(ctx: AppContext, admin: SessionUser, query: Query): Promise<FileResult> {
  const today = todayIn(ctx.config.SOCIETY_TIMEZONE);
  const rows = select(await duesRows(ctx, today), query);
  await audit(ctx.db, {
    userId: admin.id,
    action: 'dues_exported',
    resource: 'ledger_entries',
    details: { rows: rows.length, search: query.q ?? null },
  });
  return csvDownload(ctx.log, {
    columns: DUES_CSV_COLUMNS,
    records: rows.map((r) => [
      r.wing,
      r.flat_no,
      r.residents,
      BigInt(r.outstanding_paise),
      ...AGEING_BUCKETS.map((b) => BigInt(r.buckets[b])),
      BigInt(r.interest_paise),
    ]),
    filename: duesExportFileName(today),
    what: 'dues',
  });
}

/**
 * A reminder mail to each chosen flat that owes something and has not been reminded today (the reminders' key
 * holds that across processes). A choice of flats all reminded today already is refused with that message.
 */
export async function sendReminders(ctx: AppContext, admin: SessionUser, flatIds: string[]) {
  const { sent, owing } = await remindOwing(ctx, [...new Set(flatIds)], admin.id);
  if (sent === 0 && owing > 0) throw conflict(DUES_ADMIN_TEXT.reminderToday);
  return { sent, skipped: new Set(flatIds).size - sent };
}

/**
 * Reminds those of the flats that owe something and were not reminded today: the office's choice (`sentBy`) or
 * the daily reminders around due dates (null). Each mail carries the Pay by UPI link for what the flat owes.
 */
export async function remindOwing(ctx: AppContext, flatIds: string[], sentBy: string | null) {
  const today = todayIn(ctx.config.SOCIETY_TIMEZONE);
  const rows = flatIds.length ? await duesRows(ctx, today, flatIds) : [];
  const owing = rows.filter((r) => r.outstanding_paise > 0);
  const [society, residents, upi, bills] = await Promise.all([
    getSettings(ctx.db),
    confirmedResidents(
      ctx.db,
      owing.map((r) => r.flat_no),
    ),
    societyUpi(ctx.db),
    latestBillNumbers(
      ctx.db,
      owing.map((r) => r.flat_id),
    ),
  ]);
  const payUrl = `${ctx.config.publicUrl}${PAY_PANEL_PATH}`;
  const sent = await ctx.db.transaction(async (tx) => {
    const inserted = owing.length
      ? await tx
          .insert(duesReminders)
          .values(
            owing.map((r) => ({
              flat_id: r.flat_id,
              sent_on: today,
              outstanding_paise: r.outstanding_paise,
              sent_by: sentBy,
            })),
          )
          .onConflictDoNothing()
          .returning({ flat_id: duesReminders.flat_id })
      : [];
    const reminded = new Set(inserted.map((r) => r.flat_id));
    if (!reminded.size) return reminded;
    // Queued with the reminders' rows: a flat is marked reminded today exactly when its mails are on their way.
    const mails = owing
      .filter((r) => reminded.has(r.flat_id))
      .flatMap((row) =>
        residentMails(
          ctx,
          society,
          residents.filter((p) => p.flat_no === row.flat_no),
          reminderMailOf({
            flatNo: row.flat_no,
            outstandingPaise: row.outstanding_paise,
            payUrl,
            upiLink: upi.upi_id
              ? upiPayLink({
                  upiId: upi.upi_id,
                  payee: upi.payee,
                  amountPaise: row.outstanding_paise,
                  note: bills.get(row.flat_id) ?? `Maintenance ${row.flat_no}`,
                })
              : null,
          }),
        ),
      );
    await queueMails(tx, mails, { batch: `dues-reminders-${today}` });
    await audit(tx, {
      userId: sentBy,
      action: 'dues_reminders_sent',
      resource: 'dues_reminders',
      details: { flats: [...reminded], sent_on: today, mails: mails.length, automatic: sentBy === null },
    });
    return reminded;
  });
  return { sent: sent.size, owing: owing.length };
}
