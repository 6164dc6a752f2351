// The office's mails about new requests: one per request as it is filed, or (Admin → Settings → Office Mail)
// a daily digest instead. Sent after the request has committed; a mail failure is logged, never the request's.
import { type AnyColumn, and, desc, eq, gte, isNotNull, lt, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { dateLabel } from '../../shared/dates.ts';
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
import { getSettings } from '../features/site/settings.ts';
import { officeDigestMail, officeRequestMail } from '../mail/templates.ts';
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

/** Per kind: what the office calls it, where it is approved, and the detail lines of a new one. */
const KINDS: {
  [K in Kind]: {
    request: string;
    label: string;
    route: string;
    table: PgTable & { created_at: AnyColumn };
    pending: (f: SocietyFigures) => number;
    details: (rows: CreatedRow[K][]) => [string, string][];
  };
} = {
  membership: {
    request: 'gym membership request',
    label: 'Gym memberships',
    route: '/admin/gym-hall-management',
    table: memberships,
    pending: (f) => f.pendingMemberships,
    details: (rows) => [
      ['Plan', rows[0]?.plan.name ?? ''],
      ['Members', rows.map((r) => r.member_name).join(', ')],
    ],
  },
  hall_booking: {
    request: 'hall booking request',
    label: 'Hall bookings',
    route: '/admin/gym-hall-management?tab=bookings',
    table: hallBookings,
    pending: (f) => f.pendingBookings,
    details: (rows) =>
      rows.flatMap((r) => [
        ['Event', r.event_name],
        ['Date', `${dateLabel(r.event_date)}, ${r.event_time}`],
      ]) as [string, string][],
  },
  parking: {
    request: 'parking registration',
    label: 'Parking registrations',
    route: '/admin/parking-approval',
    table: carParkingRegistrations,
    pending: (f) => f.pendingParking,
    details: (rows) => [['Vehicles', rows.map((r) => r.vehicle_number).join(', ')]],
  },
  house_repair: {
    request: 'house repair request',
    label: 'House repairs',
    route: '/admin/house-repair',
    table: houseRepairRegistrations,
    pending: (f) => f.pendingRepairs,
    details: (rows) =>
      rows.flatMap((r) => [
        ['Work', r.work_type],
        ['Starting', r.start_date ? dateLabel(r.start_date) : 'Not given'],
      ]) as [string, string][],
  },
};

const approvalUrl = (ctx: AppContext, kind: Kind) => `${ctx.config.publicUrl}${KINDS[kind].route}`;

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
  const name = profile?.name ?? user.name;
  const from = profile?.flat_no ? `${name} (flat ${profile.flat_no})` : name;
  const { request, details } = KINDS[kind];
  await ctx.mailer.send(
    officeRequestMail(settings, { request, from, details: details(rows), url: approvalUrl(ctx, kind) }),
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
  const day = new Intl.DateTimeFormat('en-IN', {
    dateStyle: 'medium',
    timeZone: ctx.config.SOCIETY_TIMEZONE,
  }).format(now);
  await ctx.mailer.send(officeDigestMail(settings, { day, kinds: lines }));
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
