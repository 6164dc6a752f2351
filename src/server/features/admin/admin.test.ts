// The dashboard figures (one aggregate over profiles and the four kinds of request), the audit rows
// for opening the dashboard and generating a report, and the sidebar's pending badges.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminApi } from '../../../shared/admin.ts';
import {
  carParkingRegistrations,
  hallBookings,
  membershipPlans,
  memberships,
  securityAuditLog,
} from '../../db/schema.ts';
import { backfillPayments } from '../../platform/payments-backfill.ts';
import { userIdOf } from '../../test/fixtures.ts';
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

// The rows below are written straight into the database, as another process would write them. The app keeps its
// figures a few seconds (platform/cache.ts) and drops them whenever it writes itself; `written()` drops them as
// one of its own writes would, so each test sees its rows at once, and gives the requests their payments as
// start-up gives existing ones theirs.
async function written() {
  await backfillPayments(t.database.db, 'Asia/Kolkata');
  t.app.ctx.cache.clear();
}

async function membership(status: string, amount_paid: string, approved_at: Date | null = null) {
  const [plan] = await t.database.db.select({ id: membershipPlans.id }).from(membershipPlans).limit(1);
  await t.database.db.insert(memberships).values({
    user_id: memberId,
    plan_id: plan.id,
    start_date: '2026-01-01',
    end_date: '2026-01-31',
    amount_paid,
    status,
    member_name: 'Meera Kulkarni',
    member_phone: '9820012345',
    approved_at,
  });
  await written();
}

async function booking(status: string, amount_paid: string) {
  const [row] = await t.database.db
    .insert(hallBookings)
    .values({
      user_id: memberId,
      event_name: 'Birthday',
      event_date: '2026-12-20',
      event_time: 'evening',
      contact_number: '9820012345',
      membership_type: 'member',
      amount_paid,
      status,
    })
    .returning({ id: hallBookings.id });
  await written();
  return row.id;
}

async function parking(status: string) {
  await t.database.db
    .insert(carParkingRegistrations)
    .values({ user_id: memberId, owner_name: 'Meera Kulkarni', vehicle_number: 'MH01AB1234', status });
  await written();
}

const auditRows = async (action: string) =>
  t.database.db.select().from(securityAuditLog).where(eq(securityAuditLog.action, action));

beforeAll(async () => {
  t = await createTestApp();
  admin = await signUpAdmin(t);
  member = await signUpResident(t, { name: 'Meera Kulkarni' });
  memberId = await userIdOf(t, member.email);
});
afterAll(() => t.close());

describe('dashboard stats', () => {
  it('counts members and shows zero figures on an empty society', async () => {
    const res = await t.as(admin).call(adminApi.stats);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      totalMembers: 2,
      revenue: 0,
      membershipRevenue: 0,
      hallRevenue: 0,
      bookings: 0,
      approvedBookings: 0,
      pending: 0,
      pendingParking: 0,
    });
    expect(Number.isNaN(Date.parse(res.json().generatedAt))).toBe(false);
  });

  it('sums approved money only, and counts every kind of pending request', async () => {
    await membership('pending', '1000.00');
    await membership('approved', '1500.50', new Date());
    await membership('expired', '800.00', new Date());
    // Lapsed without an approval: stored inactive, but the society never took its money.
    await membership('inactive', '700.00');
    await membership('rejected', '999.00');
    await booking('pending', '2000.00');
    await booking('approved', '3000.25');
    await booking('rejected', '500.00');
    await parking('pending');
    await parking('pending');
    await parking('approved');

    const res = await t.as(admin).call(adminApi.stats);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      totalMembers: 2,
      membershipRevenue: 2300.5,
      hallRevenue: 3000.25,
      revenue: 5300.75,
      bookings: 3,
      approvedBookings: 1,
      pendingMemberships: 1,
      pendingBookings: 1,
      pendingParking: 2,
      pendingRepairs: 0,
      pending: 4,
    });
  });

  it('writes an audit row, by the admin, each time the dashboard is opened', async () => {
    const before = (await auditRows('admin_dashboard_viewed')).length;
    await t.as(admin).call(adminApi.stats);
    const rows = await auditRows('admin_dashboard_viewed');
    expect(rows).toHaveLength(before + 1);
    expect(rows.at(-1)).toMatchObject({
      user_id: await userIdOf(t, admin.email),
      resource: 'admin_dashboard',
      severity: 'low',
    });
  });

  it('generates a report of the same figures and records it with its totals', async () => {
    const res = await t.as(admin).call(adminApi.report);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ revenue: 5300.75, pending: 4, pendingParking: 2 });
    const [row] = await auditRows('stats_report_generated');
    expect(row.user_id).toBe(await userIdOf(t, admin.email));
    expect(row.details).toEqual({
      totalMembers: 2,
      revenue: 5300.75,
      bookings: 3,
      pending: 4,
      pendingParking: 2,
    });
  });

  it('refuses members (403) and visitors (401) and writes no audit row for them', async () => {
    const before = (await auditRows('admin_dashboard_viewed')).length;
    const refused = await t.as(member).call(adminApi.stats);
    expect(refused.statusCode).toBe(403);
    expect(refused.error().message).toBe("You don't have admin privileges to access this page.");
    expect((await t.as(member).call(adminApi.report)).statusCode).toBe(403);
    expect((await t.as(null).call(adminApi.stats)).statusCode).toBe(401);
    expect(await auditRows('admin_dashboard_viewed')).toHaveLength(before);
    expect(await auditRows('stats_report_generated')).toHaveLength(1);
  });

  it('refuses unknown query parameters with a 400', async () => {
    const res = await t.as(admin).query(adminApi.stats, 'debug=1');
    expect(res.statusCode).toBe(400);
  });
});

describe('sidebar badges', () => {
  it('counts pending parking, pending memberships plus pending hall bookings, and pending house repairs', async () => {
    const res = await t.as(admin).call(adminApi.badges);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ parking: 2, gymHall: 2, repairs: 0 });
  });

  it('follows a decision at once', async () => {
    const id = await booking('pending', '1200.00');
    expect((await t.as(admin).call(adminApi.badges)).json()).toEqual({ parking: 2, gymHall: 3, repairs: 0 });
    await t.database.db
      .update(hallBookings)
      .set({ status: 'approved' })
      .where(and(eq(hallBookings.id, id), eq(hallBookings.status, 'pending')));
    await t.database.db
      .update(carParkingRegistrations)
      .set({ status: 'rejected' })
      .where(eq(carParkingRegistrations.status, 'pending'));
    await written();
    expect((await t.as(admin).call(adminApi.badges)).json()).toEqual({ parking: 0, gymHall: 2, repairs: 0 });
  });

  it('is for admins only, and polling it writes nothing to the audit log', async () => {
    expect((await t.as(member).call(adminApi.badges)).statusCode).toBe(403);
    expect((await t.as(null).call(adminApi.badges)).statusCode).toBe(401);
    const before = await t.database.db.$count(securityAuditLog);
    expect((await t.as(admin).call(adminApi.badges)).statusCode).toBe(200);
    expect(await t.database.db.$count(securityAuditLog)).toBe(before);
  });
});
