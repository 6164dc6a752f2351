// The office's mails about new requests: one per request as it is filed, or (Admin → Settings → Office Mail)
// a daily digest instead. Sent after the request has committed; a mail failure is logged, never the request's.
import { type AnyColumn, and, desc, eq, gte, isNotNull, lt, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { todayIn } from '../../shared/dates.ts';
import type { OfficeMailMode } from '../../shared/office-mail.ts';
import type { AppContext, SessionUser } from '../context.ts';
import {
  carParkingRegistrations,
  hallBookings,
  houseRepairRegistrations,
  jobRuns,
  memberships,
  profiles,
  societySettings,
} from '../db/schema.ts';
import { addressLanguage } from '../features/language/service.ts';
import { getSettings } from '../features/site/settings.ts';
import { localDate, serverI18n } from '../mail/language.ts';
import { type MailDetail, officeDigestMail, officeRequestMail } from '../mail/templates.ts';
import { audit } from './audit.ts';
import { type SocietyFigures, societyFigures } from './figures.ts';

/** The rows each kind's create function returns, as far as the mail reads them. */
interface CreatedRow {
  membership: { member_name: string; plan: { name: string } };
  hall_booking: { event_name: string; event_date: string; event_time: string };
  parking: { vehicle_number: string };
  house_repair: { work_type: string; start_date: string | null };
}
type Kind = keyof CreatedRow;

/**
 * Per kind: what the office calls it, where it is approved, and the detail lines of a new one; the words marked for
 * the server's catalogue, written in the office's language by the mail.
 */
const KINDS: {
  [K in Kind]: {
    request: string;
    label: string;
    route: string;
    table: PgTable & { created_at: AnyColumn };
    pending: (f: SocietyFigures) => number;
    details: (rows: CreatedRow[K][]) => MailDetail[];
  };
} = {
  membership: {
    request: /*i18n*/ 'gym membership request',
    label: /*i18n*/ 'Gym memberships',
    route: '/admin/gym-hall-management',
    table: memberships,
    pending: (f) => f.pendingMemberships,
    details: (rows) => [
      [/*i18n*/ 'Plan', rows[0]?.plan.name ?? ''],
      [/*i18n*/ 'Members', rows.map((r) => r.member_name).join(', ')],
    ],
  },
  hall_booking: {
    request: /*i18n*/ 'hall booking request',
    label: /*i18n*/ 'Hall bookings',
    route: '/admin/gym-hall-management?tab=bookings',
    table: hallBookings,
    pending: (f) => f.pendingBookings,
    details: (rows) =>
      rows.flatMap((r): MailDetail[] => [
        [/*i18n*/ 'Event', r.event_name],
        [/*i18n*/ 'Date', (i18n) => `${localDate(i18n, r.event_date)}, ${r.event_time}`],
      ]),
  },
  parking: {
    request: /*i18n*/ 'parking registration',
    label: /*i18n*/ 'Parking registrations',
    route: '/admin/parking-approval',
    table: carParkingRegistrations,
    pending: (f) => f.pendingParking,
    details: (rows) => [[/*i18n*/ 'Vehicles', rows.map((r) => r.vehicle_number).join(', ')]],
  },
  house_repair: {
    request: /*i18n*/ 'house repair request',
    label: /*i18n*/ 'House repairs',
    route: '/admin/house-repair',
    table: houseRepairRegistrations,
    pending: (f) => f.pendingRepairs,
    details: (rows) =>
      rows.flatMap((r): MailDetail[] => [
        [/*i18n*/ 'Work', r.work_type],
        [/*i18n*/ 'Starting', (i18n) => (r.start_date ? localDate(i18n, r.start_date) : i18n._('Not given'))],
      ]),
  },
};

const approvalUrl = (ctx: AppContext, kind: Kind) => `${ctx.config.publicUrl}${KINDS[kind].route}`;

/** The office's mails are in the language of the account at the society's address, else English. */
export const officeI18n = async (ctx: Pick<AppContext, 'db'>, address: string) =>
  serverI18n(await addressLanguage(ctx.db, address));

export async function officeMailMode(ctx: Pick<AppContext, 'db'>): Promise<OfficeMailMode> {
  const { office_mail_mode } = await getSettings(ctx.db);
  return office_mail_mode === 'digest' ? 'digest' : 'each';
}

export async function setOfficeMailMode(ctx: AppContext, admin: SessionUser, mode: OfficeMailMode) {
  await ctx.db.transaction(async (tx) => {
    const [before] = await tx.select().from(societySettings).for('update');
    await tx
      .update(societySettings)
      .set({ office_mail_mode: mode, updated_at: sql`now()` })
      .where(eq(societySettings.id, before.id));
    await audit(tx, {
      userId: admin.id,
      action: 'settings_updated',
      resource: 'society_settings',
      details: { changes: { office_mail_mode: { from: before.office_mail_mode, to: mode } } },
      severity: 'medium',
    });
  });
  return { mode };
}

/**
 * Tells the office of a request just filed by `user`, after its transaction committed: put it after the create
 * function's transaction, `.then(tellOffice(ctx, 'parking', user))`; it passes the created row(s) through.
 */
export function tellOffice<K extends Kind>(ctx: AppContext, kind: K, user: SessionUser) {
  return <T extends CreatedRow[K] | CreatedRow[K][]>(created: T): T => {
    const rows = ([] as CreatedRow[K][]).concat(created);
    mailRequest(ctx, kind, user, rows).catch((err) =>
      ctx.log.error({ err, kind, userId: user.id }, 'office request mail failed'),
    );
    return created;
  };
}

async function mailRequest<K extends Kind>(
  ctx: AppContext,
  kind: K,
  user: SessionUser,
  rows: CreatedRow[K][],
) {
  const settings = await getSettings(ctx.db);
  if (settings.office_mail_mode === 'digest') return;
  const [profile] = await ctx.db
    .select({ name: profiles.name, flat_no: profiles.flat_no })
    .from(profiles)
    .where(eq(profiles.user_id, user.id));
  const i18n = await officeI18n(ctx, settings.email);
  const name = profile?.name ?? user.name;
  const from = profile?.flat_no ? i18n._('{name} (flat {flat})', { name, flat: profile.flat_no }) : name;
  const { request, details } = KINDS[kind];
  await ctx.mailer.send(
    officeRequestMail(i18n, settings, { request, from, details: details(rows), url: approvalUrl(ctx, kind) }),
  );
}

export const OFFICE_DIGEST_JOB = 'office-digest';

/**
 * The daily digest, in digest mode only: per kind, the requests filed since the previous digest (or the last 24
 * hours, the first time) and those pending now. Nothing is sent when there is nothing new and nothing waiting.
 */
export async function sendOfficeDigest(ctx: AppContext, now = new Date()) {
  const settings = await getSettings(ctx.db);
  if (settings.office_mail_mode !== 'digest') return 'each-request mode: no digest';
  const since = await previousDigestAt(ctx, now);
  const kinds = Object.keys(KINDS) as Kind[];
  const received = (kind: Kind) => {
    const t = KINDS[kind].table;
    return sql<number>`(select count(*) from ${t} where ${and(gte(t.created_at, since), lt(t.created_at, now))})`.mapWith(
      Number,
    );
  };
  const [counts, figures] = await Promise.all([
    ctx.db
      .select(
        Object.fromEntries(kinds.map((k) => [k, received(k)])) as Record<Kind, ReturnType<typeof received>>,
      )
      .from(sql`(select 1) as one`),
    societyFigures(ctx.db),
  ]);
  const lines = kinds.map((k) => ({
    label: KINDS[k].label,
    received: counts[0][k],
    pending: KINDS[k].pending(figures),
    url: approvalUrl(ctx, k),
  }));
  if (lines.every((l) => l.received === 0 && l.pending === 0)) return 'nothing new or pending';
  const i18n = await officeI18n(ctx, settings.email);
  const day = localDate(i18n, todayIn(ctx.config.SOCIETY_TIMEZONE, now));
  await ctx.mailer.send(officeDigestMail(i18n, settings, { day, kinds: lines }));
  return `${lines.reduce((n, l) => n + l.received, 0)} new`;
}

/** When the previous finished digest started (its claim in job_runs), else a day before `now`. */
async function previousDigestAt(ctx: AppContext, now: Date) {
  const [last] = await ctx.db
    .select({ at: jobRuns.started_at })
    .from(jobRuns)
    .where(
      and(eq(jobRuns.job, OFFICE_DIGEST_JOB), isNotNull(jobRuns.finished_at), lt(jobRuns.started_at, now)),
    )
    .orderBy(desc(jobRuns.started_at))
    .limit(1);
  return last?.at ?? new Date(now.getTime() - 24 * 60 * 60_000);
}
