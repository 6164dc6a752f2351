import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dashboardApi } from '../../../shared/dashboard.ts';
import { addDays, todayIn } from '../../../shared/dates.ts';
import { membershipsApi } from '../../../shared/memberships.ts';
import {
  announcements,
  carParkingRegistrations,
  hallBookings,
  membershipPlans,
  memberships,
} from '../../db/schema.ts';
import { expireMemberships, startExpiryJob } from '../../jobs/expire-memberships.ts';
import { userIdOf } from '../../test/fixtures.ts';
import { createTestApp, type Resident, signUpResident, type TestApp } from '../../test/harness.ts';

let t: TestApp;
let a: Resident;
let b: Resident;
let aId: string;
let bId: string;
let planId: string;

const today = () => todayIn('Asia/Kolkata');
/** These tests write rows straight to the database, which the app's few-second cache is not told of. */
const dashboardOf = (who?: Resident) => {
  t.app.ctx.cache.clear();
  return t.as(who ?? null).call(dashboardApi.get);
};

const membershipRow = (userId: string, over: Partial<typeof memberships.$inferInsert> = {}) => ({
  user_id: userId,
  plan_id: planId,
  start_date: addDays(today(), -40),
  end_date: addDays(today(), -10),
  amount_paid: '1500.00',
  status: 'approved',
  member_name: 'Old Member',
  member_phone: '9820012345',
  ...over,
});

const booking = (userId: string, n: number) => ({
  user_id: userId,
  event_name: `Event ${n}`,
  event_date: addDays(today(), n),
  event_time: 'evening',
  contact_number: '9820012345',
  membership_type: 'member',
  amount_paid: '5900.00',
  additional_notes: n === 1 ? 'Needs chairs' : null,
  created_at: new Date(Date.UTC(2026, 0, n)),
});

beforeAll(async () => {
  t = await createTestApp();
  a = await signUpResident(t);
  b = await signUpResident(t);
  aId = await userIdOf(t, a.email);
  bId = await userIdOf(t, b.email);
  [{ id: planId }] = await t.database.db
    .select({ id: membershipPlans.id })
    .from(membershipPlans)
    .where(eq(membershipPlans.name, 'Monthly'));
});
afterAll(() => t.close());

describe('GET /api/dashboard', () => {
  it('starts empty for a new resident', async () => {
    const res = await dashboardOf(a);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      memberships: [],
      bookings: [],
      parking: [],
      counts: { memberships: 0, bookings: 0, parking: 0 },
    });
  });

  it('stores memberships past their end date as inactive before answering', async () => {
    const [old] = await t.database.db
      .insert(memberships)
      .values(membershipRow(aId))
      .returning({ id: memberships.id });
    const [endsToday] = await t.database.db
      .insert(memberships)
      .values(membershipRow(aId, { end_date: today(), member_name: 'Ends Today' }))
      .returning({ id: memberships.id });

    const body = (await dashboardOf(a)).json();
    const byId = Object.fromEntries(body.memberships.map((m: { id: string }) => [m.id, m]));
    expect(byId[old.id]).toMatchObject({ status: 'inactive', display_status: 'inactive' });
    expect(byId[endsToday.id]).toMatchObject({ status: 'approved', display_status: 'active' });
    const [stored] = await t.database.db.select().from(memberships).where(eq(memberships.id, old.id));
    expect(stored.status).toBe('inactive');
  });

  it('shows the caller’s own memberships with their plan, newest first, and counts the live ones', async () => {
    await t.as(a).call(membershipsApi.create, {
      plan_id: planId,
      members: [{ name: 'Fresh Member', phone: '9820012345' }],
      payment_transaction_id: 'DASH-1111',
      payment_last_4_digits: '1111',
    });
    const body = (await dashboardOf(a)).json();
    // Three listed; the one past its end (stored inactive) is not counted.
    expect(body.memberships).toHaveLength(3);
    expect(body.counts.memberships).toBe(2);
    expect(body.memberships[0]).toMatchObject({
      member_name: 'Fresh Member',
      plan: { name: 'Monthly', duration_days: 30, price_inr: 1500 },
      amount_paid: 1500,
      display_status: 'pending',
    });
  });

  it('lists the latest 5 hall bookings but counts them all', async () => {
    await t.database.db.insert(hallBookings).values([1, 2, 3, 4, 5, 6].map((n) => booking(aId, n)));
    const body = (await dashboardOf(a)).json();
    expect(body.counts.bookings).toBe(6);
    expect(body.bookings.map((x: { event_name: string }) => x.event_name)).toEqual([
      'Event 6',
      'Event 5',
      'Event 4',
      'Event 3',
      'Event 2',
    ]);
    expect(body.bookings[0]).toMatchObject({ hall_type: 'podium', event_time: 'evening', status: 'pending' });
  });

  it('lists parking registrations', async () => {
    await t.database.db.insert(carParkingRegistrations).values({
      user_id: aId,
      owner_name: 'A',
      vehicle_number: 'MH02AB1234',
      slot_number: 'G-12',
    });
    const body = (await dashboardOf(a)).json();
    expect(body.counts.parking).toBe(1);
    expect(body.parking[0]).toMatchObject({
      vehicle_number: 'MH02AB1234',
      slot_number: 'G-12',
      vehicle_type: 'car',
    });
  });

  it('shows the latest 3 active announcements only', async () => {
    await t.database.db.insert(announcements).values([
      { title: 'Oldest', content: 'x', created_at: new Date('2026-01-01T00:00:00Z') },
      { title: 'Water cut', content: 'x', priority: 'urgent', created_at: new Date('2026-01-02T00:00:00Z') },
      { title: 'Lift service', content: 'x', priority: 'high', created_at: new Date('2026-01-03T00:00:00Z') },
      { title: 'Hidden', content: 'x', is_active: false, created_at: new Date('2026-01-05T00:00:00Z') },
      { title: 'AGM', content: 'x', created_at: new Date('2026-01-04T00:00:00Z') },
    ]);
    const body = (await dashboardOf(a)).json();
    expect(body.announcements.map((x: { title: string }) => x.title)).toEqual([
      'AGM',
      'Lift service',
      'Water cut',
    ]);
  });

  it('never shows one resident another resident’s rows', async () => {
    const body = (await dashboardOf(b)).json();
    expect(body).toMatchObject({
      memberships: [],
      bookings: [],
      parking: [],
      counts: { memberships: 0, bookings: 0, parking: 0 },
    });
    expect(body.announcements).toHaveLength(3);
    await t.database.db.insert(hallBookings).values(booking(bId, 9));
    const again = (await dashboardOf(b)).json();
    expect(again.bookings.map((x: { event_name: string }) => x.event_name)).toEqual(['Event 9']);
    expect(
      (await dashboardOf(a)).json().bookings.some((x: { event_name: string }) => x.event_name === 'Event 9'),
    ).toBe(false);
  });

  it('answers anonymous callers with 401', async () => {
    expect((await dashboardOf()).statusCode).toBe(401);
  });

  it('refuses unknown query fields', async () => {
    const res = await t.as(a).query(dashboardApi.get, 'user_id=x');
    expect(res.statusCode).toBe(400);
  });
});

describe('membership expiry job', () => {
  it('expires by the society’s calendar date and reports how many rows changed', async () => {
    const [row] = await t.database.db
      .insert(memberships)
      .values(membershipRow(bId, { end_date: '2026-05-31', status: 'pending' }))
      .returning({ id: memberships.id });
    // 31 May 19:00 UTC is already 1 June in Kolkata.
    const lateEvening = new Date('2026-05-31T19:00:00Z');
    const before = await expireMemberships(t.database.db, 'UTC', { now: lateEvening });
    const [kept] = await t.database.db.select().from(memberships).where(eq(memberships.id, row.id));
    expect(kept.status).toBe('pending');
    expect(before).toBe(0);

    expect(await expireMemberships(t.database.db, 'Asia/Kolkata', { now: lateEvening })).toBe(1);
    const [expired] = await t.database.db.select().from(memberships).where(eq(memberships.id, row.id));
    expect(expired.status).toBe('inactive');
    expect(await expireMemberships(t.database.db, 'Asia/Kolkata', { now: lateEvening })).toBe(0);
  });

  it('runs at start and can be stopped', async () => {
    const [row] = await t.database.db
      .insert(memberships)
      .values(membershipRow(bId, { member_name: 'Job Target' }))
      .returning({ id: memberships.id });
    const stop = startExpiryJob(t.app.ctx);
    await expect
      .poll(
        async () =>
          (await t.database.db.select().from(memberships).where(eq(memberships.id, row.id)))[0].status,
      )
      .toBe('inactive');
    await stop();
  });
});
