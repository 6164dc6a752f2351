import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminApi } from '../../shared/admin.ts';
import { analyticsAdminApi } from '../../shared/analytics.ts';
import { dashboardApi } from '../../shared/dashboard.ts';
import { addDays, todayIn } from '../../shared/dates.ts';
import {
  carParkingRegistrations,
  hallBookings,
  houseRepairRegistrations,
  membershipPlans,
  memberships,
} from '../db/schema.ts';
import { userIdOf } from '../test/fixtures.ts';
import { createTestApp, type Resident, signUpAdmin, signUpResident, type TestApp } from '../test/harness.ts';
import { backfillPayments } from './payments-backfill.ts';

let t: TestApp;
let admin: Resident;
let resident: Resident;

beforeAll(async () => {
  t = await createTestApp();
  admin = await signUpAdmin(t);
  resident = await signUpResident(t);
  const userId = await userIdOf(t, resident.email);
  const [{ id: planId }] = await t.database.db
    .select({ id: membershipPlans.id })
    .from(membershipPlans)
    .limit(1);
  const today = todayIn('Asia/Kolkata');
  const approvedAt = new Date();
  // Each row its own purchase (a resident's purchase is the rows of one moment).
  let minutes = 0;
  const membership = (
    status: string,
    amount_paid: string,
    approved: boolean,
    end_date = addDays(today, 20),
  ) => ({
    user_id: userId,
    plan_id: planId,
    start_date: addDays(today, -10),
    end_date,
    amount_paid,
    status,
    member_name: 'Meera Kulkarni',
    member_phone: '9820012345',
    approved_at: approved ? approvedAt : null,
    created_at: new Date(Date.now() - ++minutes * 60_000),
  });
  await t.database.db.insert(memberships).values([
    membership('pending', '1500.00', false),
    membership('approved', '1500.00', true),
    membership('active', '4000.00', true),
    membership('expired', '1200.00', true, addDays(today, -1)),
    membership('inactive', '900.00', true, addDays(today, -2)),
    // Lapsed while still waiting: stored inactive, never approved, no money taken.
    membership('inactive', '800.00', false, addDays(today, -2)),
    membership('rejected', '1500.00', false),
  ]);
  const booking = (status: string, amount_paid: string, event_date = addDays(today, 30)) => ({
    user_id: userId,
    event_name: `Event ${status}`,
    event_date,
    event_time: 'evening',
    contact_number: '9820012345',
    membership_type: 'member',
    amount_paid,
    status,
  });
  await t.database.db
    .insert(hallBookings)
    .values([
      booking('pending', '5900.00'),
      booking('approved', '5900.00'),
      booking('approved', '3500.50', addDays(today, -3)),
      booking('rejected', '5900.00'),
      booking('cancelled', '5900.00'),
    ]);
  const car = (status: string, vehicle_number: string) => ({
    user_id: userId,
    owner_name: 'Meera Kulkarni',
    vehicle_number,
    status,
  });
  await t.database.db
    .insert(carParkingRegistrations)
    .values([car('pending', 'MH02AB1234'), car('approved', 'MH02AB1235'), car('rejected', 'MH02AB1236')]);
  const repair = (status: string) => ({
    user_id: userId,
    applicant_name: 'Meera Kulkarni',
    flat_no: resident.flat_no,
    contact_number: '9820012345',
    work_type: 'plumbing',
    terms_accepted: true,
    status,
  });
  await t.database.db
    .insert(houseRepairRegistrations)
    .values([repair('pending'), repair('pending'), repair('approved'), repair('rejected')]);
  // Rows written straight into the database get their payments as start-up gives existing requests theirs.
  await backfillPayments(t.database.db, 'Asia/Kolkata');
  t.app.ctx.cache.clear();
});
afterAll(() => t.close());

// Confirmed money (the approvals confirmed it): memberships 1500 + 4000 + 1200 + 900 (approved, active, ended after approval); bookings
// 5900 + 3500.50 (approved, past or not). Pending: 1 membership, 1 booking, 1 car, 2 repairs.
const REVENUE = { memberships: 7600, hallBookings: 9400.5, total: 17000.5 };
const PENDING = { memberships: 1, hallBookings: 1, parking: 1, repairs: 2, total: 5 };

describe('the society figures, one definition everywhere', () => {
  it('the dashboard counts approved money only and every kind of pending request', async () => {
    const res = await t.as(admin).call(adminApi.stats);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      membershipRevenue: REVENUE.memberships,
      hallRevenue: REVENUE.hallBookings,
      revenue: REVENUE.total,
      pendingMemberships: PENDING.memberships,
      pendingBookings: PENDING.hallBookings,
      pendingParking: PENDING.parking,
      pendingRepairs: PENDING.repairs,
      pending: PENDING.total,
    });
    const s = res.json();
    expect(s.pendingMemberships + s.pendingBookings + s.pendingParking + s.pendingRepairs).toBe(s.pending);
  });

  it('the printable report, the badges and the analytics give the same figures', async () => {
    const stats = (await t.as(admin).call(adminApi.stats)).json();
    const report = await t.as(admin).call(adminApi.report);
    const { generatedAt: _a, ...reported } = report.json();
    const { generatedAt: _b, ...shown } = stats;
    expect(reported).toEqual(shown);

    const badges = (await t.as(admin).call(adminApi.badges)).json();
    expect(badges).toEqual({
      parking: PENDING.parking,
      gymHall: PENDING.memberships + PENDING.hallBookings,
      repairs: PENDING.repairs,
    });
    expect(badges.parking + badges.gymHall + badges.repairs).toBe(stats.pending);

    // Every row was filed today, so the analytics' default range (the last twelve months) covers them all.
    const analytics = (await t.as(admin).call(analyticsAdminApi.figures)).json();
    expect(analytics).toMatchObject({
      revenue: stats.revenue,
      pending: stats.pending,
      memberships: { revenue: stats.membershipRevenue, pending: stats.pendingMemberships },
      hallBookings: { revenue: stats.hallRevenue, pending: stats.pendingBookings },
      parking: { pending: stats.pendingParking },
      repairs: { pending: stats.pendingRepairs },
    });
    const [month] = analytics.revenueByMonth.slice(-1);
    expect(month.memberships + month.hallBookings).toBe(stats.revenue);
  });

  it('the resident’s dashboard counts only live requests: pending or approved, not rejected, ended or past', async () => {
    const res = await t.as(resident).call(dashboardApi.get);
    expect(res.statusCode, res.body).toBe(200);
    // Memberships: pending, approved, active (the expired, inactive and rejected ones are listed, not counted);
    // bookings: pending and approved for a coming date; parking: pending and approved.
    expect(res.json().counts).toEqual({ memberships: 3, bookings: 2, parking: 2 });
    expect(res.json().parking).toHaveLength(3);
  });
});
