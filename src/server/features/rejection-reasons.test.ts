// Every Reject (gym memberships, hall bookings, parking, house repairs) takes an optional reason: the resident
// sees it on their own request and in the mail; a reason too long, or given with an approval, changes nothing.
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { dashboardApi } from '../../shared/dashboard.ts';
import { addDays, todayIn } from '../../shared/dates.ts';
import { REASON_MAX } from '../../shared/decisions.ts';
import { hallBookingsApi } from '../../shared/hall-bookings.ts';
import { hallBookingsAdminApi } from '../../shared/hall-bookings-admin.ts';
import { houseRepairsApi } from '../../shared/house-repairs.ts';
import { houseRepairsAdminApi } from '../../shared/house-repairs-admin.ts';
import { membershipsApi } from '../../shared/memberships.ts';
import { membershipsAdminApi } from '../../shared/memberships-admin.ts';
import { parkingApi } from '../../shared/parking.ts';
import { parkingAdminApi } from '../../shared/parking-admin.ts';
import {
  carParkingRegistrations,
  hallBookings,
  houseRepairRegistrations,
  membershipPlans,
  memberships,
} from '../db/schema.ts';
import { mailsTo, userIdOf } from '../test/fixtures.ts';
import { createTestApp, type Resident, signUpAdmin, signUpResident, type TestApp } from '../test/harness.ts';

let t: TestApp;
let admin: Resident;
let resident: Resident;
let residentId: string;
let planId: string;

/** The office's decisions, sent as given: the tests send reasons the contracts refuse too. */
const office = () => t.as(admin);
const today = () => todayIn('Asia/Kolkata');

/** Each kind of request: a pending row of the resident's, how the office rejects it, and where the resident reads it. */
const kinds = {
  membership: {
    subject: 'Your gym membership has been rejected',
    mine: membershipsApi.mine,
    async insert() {
      const [row] = await t.database.db
        .insert(memberships)
        .values({
          user_id: residentId,
          plan_id: planId,
          start_date: today(),
          end_date: addDays(today(), 30),
          amount_paid: '1500.00',
          member_name: `Member ${randomUUID().slice(0, 8)}`,
          member_phone: '9820012345',
        })
        .returning();
      return row.id;
    },
    reject: (id: string, reason?: unknown) =>
      office().send(membershipsAdminApi.decide, { id, status: 'rejected', reason }),
    approveWithReason: (id: string) =>
      office().send(membershipsAdminApi.decide, { id, status: 'approved', reason: 'Nice' }),
    status: async (id: string) =>
      (await t.database.db.select().from(memberships).where(eq(memberships.id, id)))[0].status,
  },
  'hall booking': {
    subject: 'Your hall booking has been rejected',
    mine: hallBookingsApi.mine,
    async insert() {
      const [row] = await t.database.db
        .insert(hallBookings)
        .values({
          user_id: residentId,
          event_name: `Function ${randomUUID().slice(0, 8)}`,
          event_date: addDays(today(), 40),
          event_time: 'morning',
          contact_number: '9820012345',
          membership_type: 'member',
          amount_paid: '5900',
        })
        .returning();
      return row.id;
    },
    reject: (id: string, reason?: unknown) =>
      office().send(hallBookingsAdminApi.decide, { id, status: 'rejected', reason }),
    approveWithReason: (id: string) =>
      office().send(hallBookingsAdminApi.decide, { id, status: 'approved', reason: 'Nice' }),
    status: async (id: string) =>
      (await t.database.db.select().from(hallBookings).where(eq(hallBookings.id, id)))[0].status,
  },
  'parking registration': {
    subject: 'Your parking registration has been rejected',
    mine: parkingApi.mine,
    async insert() {
      const [row] = await t.database.db
        .insert(carParkingRegistrations)
        .values({
          user_id: residentId,
          owner_name: 'Meera',
          vehicle_number: `MH 01 ZZ ${1000 + Math.floor(Math.random() * 8999)}`,
        })
        .returning();
      return row.id;
    },
    reject: (id: string, reason?: unknown) => office().send(parkingAdminApi.reject, { id, reason }),
    approveWithReason: (id: string) => office().send(parkingAdminApi.approve, { id, reason: 'Nice' }),
    status: async (id: string) =>
      (
        await t.database.db.select().from(carParkingRegistrations).where(eq(carParkingRegistrations.id, id))
      )[0].status,
  },
  'house repair request': {
    subject: 'Your house repair request has been rejected',
    mine: houseRepairsApi.mine,
    async insert() {
      const [row] = await t.database.db
        .insert(houseRepairRegistrations)
        .values({
          user_id: residentId,
          applicant_name: 'Meera',
          flat_no: 'A-101',
          contact_number: '9820012345',
          work_type: `Tiling ${randomUUID().slice(0, 8)}`,
          terms_accepted: true,
        })
        .returning();
      return row.id;
    },
    reject: (id: string, reason?: unknown) => office().send(houseRepairsAdminApi.reject, { id, reason }),
    approveWithReason: (id: string) => office().send(houseRepairsAdminApi.approve, { id, reason: 'Nice' }),
    status: async (id: string) =>
      (
        await t.database.db.select().from(houseRepairRegistrations).where(eq(houseRepairRegistrations.id, id))
      )[0].status,
  },
};

const mine = async (e: (typeof kinds)[keyof typeof kinds]['mine'], id: string) => {
  const res = await t.as(resident).call(e);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().find((r) => r.id === id);
};

beforeAll(async () => {
  t = await createTestApp();
  admin = await signUpAdmin(t);
  resident = await signUpResident(t, { name: 'Meera Kulkarni', flat_no: 'A-101' });
  residentId = await userIdOf(t, resident.email);
  [{ id: planId }] = await t.database.db.select({ id: membershipPlans.id }).from(membershipPlans).limit(1);
});
afterAll(() => t.close());

describe.each(Object.entries(kinds))('rejecting a %s', (_, kind) => {
  it('with a reason: the resident sees it on the request and in the mail, and the office in its list', async () => {
    const id = await kind.insert();
    const reason = `  No slot is free that month (ref ${id.slice(0, 6)}).\nPlease ask again in April.  `;
    const res = await kind.reject(id, reason);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ id, status: 'rejected', decision_reason: reason.trim() });
    expect(await mine(kind.mine, id)).toMatchObject({ status: 'rejected', decision_reason: reason.trim() });
    const mail = await vi.waitFor(async () => {
      const [m] = (await mailsTo(t, resident.email, kind.subject)).filter((m) =>
        m.text.includes(`ref ${id.slice(0, 6)}`),
      );
      expect(m).toBeDefined();
      return m;
    });
    expect(mail.text).toContain(`Reason: ${reason.trim()}`);
  });

  it('without a reason: rejected all the same, and the mail has no reason line', async () => {
    const id = await kind.insert();
    const res = await kind.reject(id, '');
    expect(res.statusCode, res.body).toBe(200);
    expect(await mine(kind.mine, id)).toMatchObject({ status: 'rejected', decision_reason: null });
  });

  it('refuses a reason over the limit, or markup, and changes nothing', async () => {
    const id = await kind.insert();
    for (const reason of ['x'.repeat(REASON_MAX + 1), '<script>alert(1)</script>']) {
      const res = await kind.reject(id, reason);
      expect(res.statusCode, res.body).toBe(400);
      expect(res.error().fields).toHaveProperty('reason');
    }
    expect(await kind.status(id)).toBe('pending');
  });

  it('refuses a reason given with an approval', async () => {
    const id = await kind.insert();
    expect((await kind.approveWithReason(id)).statusCode).toBe(400);
    expect(await kind.status(id)).toBe('pending');
  });
});

it('shows the reason on the resident’s dashboard for hall bookings and parking', async () => {
  const booking = await kinds['hall booking'].insert();
  const car = await kinds['parking registration'].insert();
  await kinds['hall booking'].reject(booking, 'The podium is being repainted');
  await kinds['parking registration'].reject(car, 'The RC copy is of another car');
  const dash = (await t.as(resident).call(dashboardApi.get)).json();
  expect(dash.bookings.find((b) => b.id === booking)?.decision_reason).toBe('The podium is being repainted');
  expect(dash.parking.find((p) => p.id === car)?.decision_reason).toBe('The RC copy is of another car');
});
