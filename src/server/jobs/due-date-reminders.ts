// The reminders around a bill's due date: a flat whose latest bill is unpaid gets a mail the set number of days
// before its due date, and again the set number of days after it (the settings of the accounts; 0 turns one
// off). Once a day across all server processes (schedule.ts), through the dues' reminders, whose key allows one
// mail a flat a day, the office's manual reminders included.
import { eq, inArray, sql } from 'drizzle-orm';
import { addDays, todayIn } from '../../shared/dates.ts';
import type { AppContext } from '../context.ts';
import type { Db } from '../db/client.ts';
import { ledgerEntries } from '../db/schema.ts';
import { readBillingSettings } from '../features/billing/settings-service.ts';
import { remindOwing } from '../features/dues/admin-dues.ts';
import { startDailyJob } from './schedule.ts';

export const DUE_DATE_REMINDERS_JOB = 'due-date-reminders';

/** The flats whose latest bill falls due on one of the days (one query over the bills). */
async function flatsDueOn(db: Db, days: string[]) {
  if (!days.length) return [];
  const rows = await db
    .select({ flat_id: ledgerEntries.flat_id })
    .from(ledgerEntries)
    .where(eq(ledgerEntries.kind, 'bill'))
    .groupBy(ledgerEntries.flat_id)
    .having(inArray(sql`max(${ledgerEntries.due_date})`, days));
  return rows.map((r) => r.flat_id);
}

/** Today's reminders: returns what the job records as its result. */
export async function sendDueDateReminders(ctx: AppContext) {
  const today = todayIn(ctx.config.SOCIETY_TIMEZONE);
  const settings = await readBillingSettings(ctx.db);
  const days = [
    settings.reminder_days_before > 0 ? addDays(today, settings.reminder_days_before) : null,
    settings.reminder_days_after > 0 ? addDays(today, -settings.reminder_days_after) : null,
  ].filter((d): d is string => d !== null);
  const flatIds = await flatsDueOn(ctx.db, days);
  const { sent } = await remindOwing(ctx, flatIds, null);
  return `${sent} flats reminded`;
}

export const startDueDateRemindersJob = (ctx: AppContext) =>
  startDailyJob(ctx, DUE_DATE_REMINDERS_JOB, () => sendDueDateReminders(ctx));
