// The office's view of a notice that asks to be acknowledged: by flat of the register (a flat has acknowledged when
// any of its confirmed residents has), per wing and in all, the flats that have not (a page, searchable), the CSV
// of every flat's residents with their read and acknowledgement times (the proof of delivery), and one reminder
// mail a day to the confirmed residents of the flats that have not.
import { and, count, eq, exists, isNotNull, isNull, or, sql } from 'drizzle-orm';
import type { z } from 'zod';
import {
  ACK_CSV_COLUMNS,
  ANNOUNCEMENTS_ADMIN_TEXT,
  ackExportFileName,
  type announcementsAdminApi,
} from '../../../shared/announcements-admin.ts';
import { todayIn } from '../../../shared/dates.ts';
import type { AppContext, SessionUser } from '../../context.ts';
import type { Db, Tx } from '../../db/client.ts';
import { announcementReceipts, announcementReminders, flats, profiles } from '../../db/schema.ts';
import { conflict, notFound } from '../../http/errors.ts';
import type { FileResult } from '../../http/route.ts';
import { localDate, serverI18n } from '../../mail/language.ts';
import { queueMails } from '../../mail/queue.ts';
import { audit } from '../../platform/audit.ts';
import { csvDownload } from '../../platform/csv-export.ts';
import { paginate } from '../../platform/paginate.ts';
import { containsText } from '../../platform/search.ts';
import { confirmedResidents } from '../dues/flat-accounts.ts';
import { getSettings } from '../site/settings.ts';
import { rowOf } from './admin-service.ts';

type Query = z.output<(typeof announcementsAdminApi.acknowledgements)['input']>;

const confirmed = isNotNull(profiles.flat_confirmed_at);

/** Per flat named by confirmed residents: when one of them first read the notice, and first acknowledged it. */
const perFlat = (db: Db | Tx, id: string) =>
  db
    .select({
      flat_no: profiles.flat_no,
      read_at: sql`min(${announcementReceipts.read_at})`.mapWith(announcementReceipts.read_at).as('read_at'),
      acknowledged_at: sql`min(${announcementReceipts.acknowledged_at})`
        .mapWith(announcementReceipts.acknowledged_at)
        .as('acknowledged_at'),
    })
    .from(profiles)
    .innerJoin(
      announcementReceipts,
      and(eq(announcementReceipts.user_id, profiles.user_id), eq(announcementReceipts.announcement_id, id)),
    )
    .where(confirmed)
    .groupBy(profiles.flat_no)
    .as('per_flat');

async function noticeOf(db: Db | Tx, id: string) {
  const row = await rowOf(db, id);
  if (!row) throw notFound(ANNOUNCEMENTS_ADMIN_TEXT.notFound);
  return row;
}

export async function listAcknowledgements(ctx: AppContext, query: Query) {
  const { db } = ctx;
  const today = todayIn(ctx.config.SOCIETY_TIMEZONE);
  const announcement = await noticeOf(db, query.id);
  const acks = perFlat(db, query.id);
  const residentsOf = db
    .select({ name: sql<string>`string_agg(${profiles.name}, ', ' order by ${profiles.name})` })
    .from(profiles)
    .where(and(eq(profiles.flat_no, flats.flat_no), confirmed));
  const pending = and(
    isNull(acks.acknowledged_at),
    query.q
      ? or(
          containsText(query.q, [flats.flat_no, flats.wing]),
          exists(
            db
              .select({ one: sql`1` })
              .from(profiles)
              .where(
                and(eq(profiles.flat_no, flats.flat_no), confirmed, containsText(query.q, [profiles.name])),
              ),
          ),
        )
      : undefined,
  );
  const [page, wings, [reminded]] = await Promise.all([
    paginate(
      db,
      query,
      (limit, offset) =>
        db
          .select({
            flat_id: flats.id,
            wing: flats.wing,
            flat_no: flats.flat_no,
            residents: sql<string>`coalesce((${residentsOf}), '')`,
            read_at: acks.read_at,
          })
          .from(flats)
          .leftJoin(acks, eq(acks.flat_no, flats.flat_no))
          .where(pending)
          .orderBy(flats.wing, flats.flat_no)
          .limit(limit)
          .offset(offset),
      () =>
        db
          .select({ total: count() })
          .from(flats)
          .leftJoin(acks, eq(acks.flat_no, flats.flat_no))
          .where(pending),
    ),
    db
      .select({ wing: flats.wing, flats: count(), acknowledged: count(acks.acknowledged_at) })
      .from(flats)
      .leftJoin(acks, eq(acks.flat_no, flats.flat_no))
      .groupBy(flats.wing)
      .orderBy(flats.wing),
    db
      .select({ total: count() })
      .from(announcementReminders)
      .where(
        and(eq(announcementReminders.announcement_id, query.id), eq(announcementReminders.sent_on, today)),
      ),
  ]);
  const total = wings.reduce((n, w) => n + w.flats, 0);
  const acknowledged = wings.reduce((n, w) => n + w.acknowledged, 0);
  return {
    ...page,
    announcement,
    overdue: Boolean(announcement.ack_due_on && announcement.ack_due_on < today && acknowledged < total),
    reminded_today: reminded.total > 0,
    flats: total,
    acknowledged,
    wings,
  };
}

/** Society time, as the office reads it (26/11/2026, 3:45 pm): the CSV is read by people, not re-imported. */
const timeIn = (timeZone: string) => {
  const format = new Intl.DateTimeFormat('en-IN', {
    timeZone,
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
  });
  return (at: Date | null) => (at ? format.format(at) : '');
};

/** Every flat with each of its confirmed residents (a flat without one: a row with no resident) and their times. */
export async function exportAcknowledgements(
  ctx: AppContext,
  admin: SessionUser,
  id: string,
): Promise<FileResult> {
  const notice = await noticeOf(ctx.db, id);
  const rows = await ctx.db
    .select({
      flat_no: flats.flat_no,
      wing: flats.wing,
      name: profiles.name,
      read_at: announcementReceipts.read_at,
      acknowledged_at: announcementReceipts.acknowledged_at,
    })
    .from(flats)
    .leftJoin(profiles, and(eq(profiles.flat_no, flats.flat_no), confirmed))
    .leftJoin(
      announcementReceipts,
      and(eq(announcementReceipts.user_id, profiles.user_id), eq(announcementReceipts.announcement_id, id)),
    )
    .orderBy(flats.wing, flats.flat_no, profiles.name);
  await audit(ctx.db, {
    userId: admin.id,
    action: 'announcement_acknowledgements_exported',
    resource: 'announcement_receipts',
    details: { announcement_id: id, rows: rows.length },
  });
  const time = timeIn(ctx.config.SOCIETY_TIMEZONE);
  return csvDownload(ctx.log, {
    columns: ACK_CSV_COLUMNS,
    records: rows.map((r) => [r.flat_no, r.wing, r.name ?? '', time(r.read_at), time(r.acknowledged_at)]),
    filename: ackExportFileName(notice.title),
    what: 'acknowledgements',
  });
}

/**
 * One reminder mail to each confirmed resident of the flats that have not acknowledged, queued with the day's
 * reminder row: a second one the same day (from any process) finds the row and is refused.
 */
export async function sendReminder(ctx: AppContext, admin: SessionUser, id: string) {
  const today = todayIn(ctx.config.SOCIETY_TIMEZONE);
  const society = await getSettings(ctx.db);
  const url = `${ctx.config.publicUrl}/announcements`;
  return ctx.db.transaction(async (tx) => {
    const notice = await noticeOf(tx, id);
    if (!notice.requires_ack) throw conflict(ANNOUNCEMENTS_ADMIN_TEXT.notAskingAck);
    if (!notice.is_active) throw conflict(ANNOUNCEMENTS_ADMIN_TEXT.notPublished);
    const acks = perFlat(tx, id);
    const waiting = await tx
      .select({ flat_no: flats.flat_no })
      .from(flats)
      .leftJoin(acks, eq(acks.flat_no, flats.flat_no))
      .where(isNull(acks.acknowledged_at));
    const residents = waiting.length
      ? await confirmedResidents(
          tx,
          waiting.map((f) => f.flat_no),
        )
      : [];
    if (!residents.length) throw conflict(ANNOUNCEMENTS_ADMIN_TEXT.nobodyToRemind);
    const reminded = new Set(residents.map((r) => r.flat_no)).size;
    const [claimed] = await tx
      .insert(announcementReminders)
      .values({
        announcement_id: id,
        sent_on: today,
        flats: reminded,
        mails: residents.length,
        sent_by: admin.id,
      })
      .onConflictDoNothing()
      .returning({ id: announcementReminders.id });
    if (!claimed) throw conflict(ANNOUNCEMENTS_ADMIN_TEXT.remindedToday);
    const due = notice.ack_due_on;
    await queueMails(
      tx,
      residents.map((r) => {
        // Each in the resident's language; the notice's title is shown as the office wrote it.
        const i18n = serverI18n(r.language);
        const values = { name: r.name, title: notice.title, url };
        const text = due
          ? i18n._(
              'Hello {name}, the society office asks every flat to read the notice "{title}" and acknowledge it by {date}. Please open it on the portal and press "I have read this": {url}',
              { ...values, date: localDate(i18n, due) },
            )
          : i18n._(
              'Hello {name}, the society office asks every flat to read the notice "{title}" and acknowledge it. Please open it on the portal and press "I have read this": {url}',
              values,
            );
        return {
          to: r.email,
          subject: i18n._('Please acknowledge the notice: {title}', values),
          text: `${text}\n\n— ${society.name}\n${society.contact} · ${society.email}`,
          links: [url],
        };
      }),
      { batch: `announcement-reminder-${id}-${today}` },
    );
    await audit(tx, {
      userId: admin.id,
      action: 'announcement_reminder_sent',
      resource: 'announcement_reminders',
      details: { announcement_id: id, sent_on: today, flats: reminded, mails: residents.length },
      severity: 'medium',
    });
    return { flats: reminded, mails: residents.length };
  });
}
