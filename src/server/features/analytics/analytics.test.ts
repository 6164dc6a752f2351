// The analytics figures on a known data set: exact counts and sums, revenue by month on the society's clock
// (empty months included, the midnight boundary in IST), the median time to resolve feedback, the range
// filter, and every bad input refused with a clear 400.
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ANALYTICS_TEXT, analyticsAdminApi, defaultFrom } from '../../../shared/analytics.ts';
import { todayIn } from '../../../shared/dates.ts';
import {
  carParkingRegistrations,
  feedback,
  hallBookings,
  houseRepairRegistrations,
  membershipPlans,
  memberships,
  profiles,
  users,
} from '../../db/schema.ts';
import { backfillPayments } from '../../platform/payments-backfill.ts';
import {
  createTestApp,
  type Resident,
  signUpAdmin,
  signUpResident,
  type TestApp,
} from '../../test/harness.ts';

let t: TestApp;
let admin: Resident;
let member: Resident;
let memberId: string;

/** The figures for a query string as the screen's address bar carries it ('?from=…&to=…'). */
const get = (query = '', who: Resident | null = admin) =>
  t.as(who).query(analyticsAdminApi.figures, query.replace(/^\?/, ''));

/** The figures of a range that must load; fails with the body otherwise. */
async function figures(query: string) {
  const res = await get(query);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

const YEAR_2025 = '?from=2025-01-01&to=2025-12-31';
const at = (iso: string) => new Date(iso);
const hoursAfter = (iso: string, hours: number) => new Date(Date.parse(iso) + hours * 3_600_000);

async function membership(created: string, status: string, amount_paid: string, end_date = '2025-12-31') {
  const [plan] = await t.database.db.select({ id: membershipPlans.id }).from(membershipPlans).limit(1);
  await t.database.db.insert(memberships).values({
    user_id: memberId,
    plan_id: plan.id,
    start_date: created.slice(0, 10),
    end_date,
    amount_paid,
    status,
    member_name: 'Meera Kulkarni',
    member_phone: '9820012345',
    created_at: at(created),
    // Approved, running or ended after an approval: what the office's decisions leave on record.
    approved_at: ['approved', 'active', 'expired'].includes(status) ? at(created) : null,
  });
}

const booking = (created: string, status: string, amount_paid: string) =>
  t.database.db.insert(hallBookings).values({
    user_id: memberId,
    event_name: 'Birthday',
    event_date: '2025-12-20',
    event_time: 'evening',
    contact_number: '9820012345',
    membership_type: 'member',
    amount_paid,
    status,
    created_at: at(created),
  });

const parking = (created: string, status: string) =>
  t.database.db.insert(carParkingRegistrations).values({
    user_id: memberId,
    owner_name: 'Meera Kulkarni',
    vehicle_number: 'MH01AB1234',
    status,
    created_at: at(created),
  });

const repair = (created: string, status: string) =>
  t.database.db.insert(houseRepairRegistrations).values({
    user_id: memberId,
    applicant_name: 'Meera Kulkarni',
    flat_no: 'B-101',
    contact_number: '9820012345',
    work_type: 'plumbing',
    terms_accepted: true,
    status,
    created_at: at(created),
  });

/** Feedback submitted at `created` whose last change came `hours` later. */
const note = (created: string, category: string, status: string, hours: number) =>
  t.database.db.insert(feedback).values({
    user_id: memberId,
    name: 'Meera Kulkarni',
    category,
    subject: 'Lift',
    message: 'The lift stops between floors.',
    status,
    created_at: at(created),
    updated_at: hoursAfter(created, hours),
  });

const joinedAt = async (email: string, created: string) => {
  const [u] = await t.database.db.select({ id: users.id }).from(users).where(eq(users.email, email));
  await t.database.db
    .update(profiles)
    .set({ created_at: at(created) })
    .where(eq(profiles.user_id, u.id));
  return u.id;
};

beforeAll(async () => {
  t = await createTestApp();
  admin = await signUpAdmin(t);
  member = await signUpResident(t, { name: 'Meera Kulkarni' });
  await signUpResident(t); // joins today
  await joinedAt(admin.email, '2024-06-01T04:30:00Z');
  memberId = await joinedAt(member.email, '2025-03-10T04:30:00Z');
});
afterAll(() => t.close());

describe('analytics on an empty society', () => {
  it('answers zeros and a zero for every month of the default range: the last twelve months to today', async () => {
    const body = await figures('');
    const today = todayIn('Asia/Kolkata');
    expect(body.range).toEqual({ from: defaultFrom(today), to: today, timeZone: 'Asia/Kolkata' });
    expect(body.members).toEqual({ total: 3, joined: 1 });
    expect(body.memberships).toEqual({
      total: 0,
      pending: 0,
      approved: 0,
      rejected: 0,
      ended: 0,
      active: 0,
      revenue: 0,
    });
    expect(body.hallBookings).toEqual({ total: 0, pending: 0, approved: 0, rejected: 0, revenue: 0 });
    expect(body.parking).toEqual({ total: 0, pending: 0, approved: 0, rejected: 0 });
    expect(body.revenueByMonth).toHaveLength(12);
    expect(body.revenueByMonth.at(-1)).toEqual({
      month: today.slice(0, 7),
      memberships: 0,
      hallBookings: 0,
    });
    expect(body.feedback).toMatchObject({ total: 0, resolved: 0, medianResolveHours: null });
    expect(body.feedback.byCategory).toHaveLength(9);
  });
});

describe('analytics on a known data set', () => {
  beforeAll(async () => {
    // Memberships. 18:00 UTC on 31 Jan is 23:30 IST: January. 18:30 UTC is midnight IST: February.
    await membership('2025-01-31T18:00:00Z', 'approved', '1000.00', '2099-12-31');
    await membership('2025-01-31T18:30:00Z', 'pending', '1500.50');
    await membership('2025-03-15T06:00:00Z', 'active', '2000.00', '2025-04-15');
    await membership('2025-05-01T06:00:00Z', 'rejected', '999.00');
    await membership('2025-06-10T06:00:00Z', 'expired', '800.00');
    // 23:59 IST on 31 Dec: in the year. Lapsed while pending: stored inactive, never approved.
    await membership('2025-12-31T18:29:00Z', 'inactive', '300.00');
    await membership('2024-12-31T18:29:59Z', 'approved', '5000.00', '2099-12-31'); // 2024 in IST
    await membership('2025-12-31T18:30:00Z', 'approved', '7000.00', '2099-12-31'); // 2026 in IST
    // Hall bookings; the last one is 00:15 IST on 1 December.
    await booking('2025-02-14T10:00:00Z', 'approved', '3000.25');
    await booking('2025-02-20T10:00:00Z', 'pending', '2000.00');
    await booking('2025-07-01T10:00:00Z', 'rejected', '500.00');
    await booking('2025-11-30T18:45:00Z', 'approved', '1200.00');
    await booking('2026-03-01T10:00:00Z', 'approved', '9000.00');
    for (const status of ['pending', 'pending', 'pending', 'approved', 'approved', 'rejected'])
      await parking('2025-08-01T10:00:00Z', status);
    await parking('2026-01-05T10:00:00Z', 'pending');
    for (const status of ['pending', 'approved', 'rejected', 'rejected'])
      await repair('2025-09-01T10:00:00Z', status);
    await repair('2024-09-01T10:00:00Z', 'approved');
    // Feedback resolved after 2, 4, 30 and 10 hours; the open, in-progress and closed ones do not count.
    await note('2025-04-01T00:00:00Z', 'maintenance', 'resolved', 2);
    await note('2025-04-02T00:00:00Z', 'maintenance', 'resolved', 4);
    await note('2025-04-03T00:00:00Z', 'maintenance', 'resolved', 30);
    await note('2025-04-04T00:00:00Z', 'maintenance', 'open', 100);
    await note('2025-04-05T00:00:00Z', 'security', 'resolved', 10);
    await note('2025-04-06T00:00:00Z', 'security', 'in_progress', 50);
    await note('2025-04-07T00:00:00Z', 'parking', 'closed', 1);
    await note('2026-04-01T00:00:00Z', 'maintenance', 'resolved', 1000);
    // Rows written straight into the database get their payments as start-up gives existing requests theirs.
    await backfillPayments(t.database.db, 'Asia/Kolkata');
  });

  it('counts members registered by the end of the range, and those who joined in it', async () => {
    expect((await figures(YEAR_2025)).members).toEqual({ total: 2, joined: 1 });
  });

  it('counts memberships by status and sums amount_paid over the approved ones, running or ended', async () => {
    expect((await figures(YEAR_2025)).memberships).toEqual({
      total: 6,
      pending: 1,
      approved: 2, // approved and active
      rejected: 1,
      ended: 2, // expired and inactive
      active: 1, // approved or active, and not past its end date
      revenue: 3800, // approved, active, and expired after approval
    });
  });

  it('counts hall bookings with the approved ones, and their revenue', async () => {
    expect((await figures(YEAR_2025)).hallBookings).toEqual({
      total: 4,
      pending: 1,
      approved: 2,
      rejected: 1,
      revenue: 4200.25, // approved only
    });
  });

  it('gives the range’s revenue and pending requests of every kind, as the dashboard defines them', async () => {
    const body = await figures(YEAR_2025);
    expect(body.revenue).toBe(8000.25);
    expect(body.pending).toBe(6); // 1 membership, 1 hall booking, 3 parking, 1 house repair
  });

  it('counts parking and house repair requests: pending, approved, rejected', async () => {
    const body = await figures(YEAR_2025);
    expect(body.parking).toEqual({ total: 6, pending: 3, approved: 2, rejected: 1 });
    expect(body.repairs).toEqual({ total: 4, pending: 1, approved: 1, rejected: 2 });
  });

  it('sums revenue per month in IST, every month present, a payment at 23:30 IST in its own month', async () => {
    const months = (await figures(YEAR_2025)).revenueByMonth;
    const zero = (month: string) => ({ month, memberships: 0, hallBookings: 0 });
    expect(months).toEqual([
      { month: '2025-01', memberships: 1000, hallBookings: 0 },
      { month: '2025-02', memberships: 0, hallBookings: 3000.25 }, // the membership is pending
      { month: '2025-03', memberships: 2000, hallBookings: 0 },
      zero('2025-04'),
      zero('2025-05'), // the only payment was rejected
      { month: '2025-06', memberships: 800, hallBookings: 0 },
      zero('2025-07'),
      zero('2025-08'),
      zero('2025-09'),
      zero('2025-10'),
      zero('2025-11'),
      { month: '2025-12', memberships: 0, hallBookings: 1200 },
    ]);
  });

  it('gives the median time from submission to resolution, overall and per category', async () => {
    const fb = (await figures(YEAR_2025)).feedback;
    expect(fb).toMatchObject({ total: 7, resolved: 4, medianResolveHours: 7 }); // between 4 and 10
    const by = Object.fromEntries(fb.byCategory.map((c: { category: string }) => [c.category, c]));
    expect(by.maintenance).toEqual({ category: 'maintenance', total: 4, resolved: 3, medianResolveHours: 4 });
    expect(by.security).toEqual({ category: 'security', total: 2, resolved: 1, medianResolveHours: 10 });
    expect(by.parking).toEqual({ category: 'parking', total: 1, resolved: 0, medianResolveHours: null });
    expect(by.noise).toEqual({ category: 'noise', total: 0, resolved: 0, medianResolveHours: null });
    expect(fb.byCategory.map((c: { category: string }) => c.category)).toEqual([
      'maintenance',
      'security',
      'amenities',
      'cleanliness',
      'parking',
      'noise',
      'suggestion',
      'complaint',
      'appreciation',
    ]);
  });

  it('filters every figure by the range, its first and last days whole in IST', async () => {
    const feb = await figures('?from=2025-02-01&to=2025-02-28');
    expect(feb.range).toEqual({ from: '2025-02-01', to: '2025-02-28', timeZone: 'Asia/Kolkata' });
    expect(feb.memberships).toMatchObject({ total: 1, pending: 1, revenue: 0 }); // midnight IST, 1 Feb
    expect(feb.hallBookings).toMatchObject({ total: 2, approved: 1, revenue: 3000.25 });
    expect(feb.parking.total).toBe(0);
    expect(feb.feedback.total).toBe(0);
    expect(feb.members).toEqual({ total: 1, joined: 0 });
    expect(feb.revenueByMonth).toEqual([{ month: '2025-02', memberships: 0, hallBookings: 3000.25 }]);

    const lastDay = await figures('?from=2025-01-31&to=2025-01-31');
    expect(lastDay.memberships).toMatchObject({ total: 1, revenue: 1000 }); // 23:30 IST, not the next one

    const spanning = await figures('?from=2024-12-31&to=2026-01-01');
    expect(spanning.memberships.total).toBe(8);
    expect(spanning.revenueByMonth.map((m: { month: string }) => m.month)).toEqual([
      '2024-12',
      ...Array.from({ length: 12 }, (_, i) => `2025-${String(i + 1).padStart(2, '0')}`),
      '2026-01',
    ]);
  });

  it('ends a range given only its start today, and starts one given only its end twelve months back', async () => {
    const since = await figures('?from=2025-01-01');
    expect(since.range.to).toBe(todayIn('Asia/Kolkata'));
    expect(since.hallBookings.total).toBe(5);
    const until = await figures('?to=2025-12-31');
    expect(until.range.from).toBe('2025-01-01');
    expect(until.memberships.total).toBe(6);
  });
});

describe('bad input', () => {
  const refused = async (query: string, message: string) => {
    const res = await get(query);
    expect(res.statusCode, `${query}: ${res.body}`).toBe(400);
    expect(res.error().message).toBe(message);
  };

  it('refuses a start after the end', () =>
    refused('?from=2025-03-01&to=2025-02-01', ANALYTICS_TEXT.fromAfterTo));

  it('refuses a start after today when the end is left to default', () =>
    refused('?from=2099-01-01', ANALYTICS_TEXT.fromAfterTo));

  it('refuses impossible and malformed dates', async () => {
    for (const d of ['2026-02-30', '2025-13-01', '0000-01-01', '99999-01-01', 'yesterday', '2025-1-5', ''])
      await refused(`?from=${d}&to=2025-12-31`, ANALYTICS_TEXT.invalidDate);
    await refused('?to=2025-04-31', ANALYTICS_TEXT.invalidDate);
  });

  it('refuses dates outside the years the society can have data for', async () => {
    await refused('?from=1999-12-31&to=2000-01-31', ANALYTICS_TEXT.outOfBounds);
    await refused('?from=2099-12-01&to=2100-01-01', ANALYTICS_TEXT.outOfBounds);
  });

  it('refuses a range longer than five years, filled in or given', async () => {
    await refused('?from=2020-01-01&to=2025-01-01', ANALYTICS_TEXT.tooLong);
    await refused('?from=2010-01-01', ANALYTICS_TEXT.tooLong);
    expect((await get('?from=2020-01-01&to=2024-12-31')).statusCode).toBe(200);
  });

  it('refuses unknown fields and repeated ones', async () => {
    await refused('?from=2025-01-01&status=pending', ANALYTICS_TEXT.unknownField(['status']));
    await refused('?from=2025-01-01&from=2025-02-01', ANALYTICS_TEXT.invalidDate);
  });

  it('is for the office only: 403 for members, 401 for visitors', async () => {
    const res = await get('', member);
    expect(res.statusCode).toBe(403);
    expect(res.error().message).toBe("You don't have admin privileges to access this page.");
    expect((await get('', null)).statusCode).toBe(401);
  });

  it('changes nothing while it reads', async () => {
    const before = await t.database.db.$count(memberships);
    await get(YEAR_2025);
    expect(await t.database.db.$count(memberships)).toBe(before);
    expect(
      await t.database.db.$count(memberships, inArray(memberships.status, ['expired', 'inactive'])),
    ).toBe(2);
  });
});
