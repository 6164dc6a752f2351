// The bookings tab of Gym & Hall Management: the office's list, each decision allowed and refused, the clash
// refusal (also when two admins approve clashing bookings at the same moment), audit rows and the resident's mail.
import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Input } from '../../../shared/contract.ts';
import { addDays, todayIn } from '../../../shared/dates.ts';
import { hallBookingsApi } from '../../../shared/hall-bookings.ts';
import { hallBookingsAdminApi as api } from '../../../shared/hall-bookings-admin.ts';
import { hallBookings } from '../../db/schema.ts';
import { auditsOf, mailsTo, userIdOf } from '../../test/fixtures.ts';
import {
  confirmFlat,
  createTestApp,
  type Resident,
  signUpAdmin,
  signUpResident,
  type TestApp,
} from '../../test/harness.ts';

let t: TestApp;
let admin: Resident;
let resident: Resident;
let residentId: string;
let adminId: string;
let dayOffset = 20;
/** A fresh future date per booking group, so approvals never clash across tests by accident. */
const nextDate = () => addDays(todayIn('Asia/Kolkata'), dayOffset++);

const list = async (query: Input<typeof api.list> = {}) => {
  const res = await t.as(admin).call(api.list, query);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};
/** Any status at all: the tests send ones that are not decisions too. */
const decide = (id: string, status: unknown, who: Resident = admin) =>
  t.as(who).send(api.decide, { id, status });

/** A booking written straight to the table, in any state. */
async function inserted(over: Partial<typeof hallBookings.$inferInsert> = {}) {
  const [row] = await t.database.db
    .insert(hallBookings)
    .values({
      user_id: residentId,
      applicant_name: 'Meera Kulkarni',
      flat_no: 'A-101',
      event_name: `Function ${randomUUID().slice(0, 8)}`,
      event_date: nextDate(),
      event_time: 'morning',
      contact_number: '9820012345',
      membership_type: 'member',
      booking_option: 'member_half_day',
      amount_paid: '5900.00',
      ...over,
    })
    .returning();
  return row;
}
const stored = async (id: string) =>
  (await t.database.db.select().from(hallBookings).where(eq(hallBookings.id, id)))[0];

beforeAll(async () => {
  t = await createTestApp();
  admin = await signUpAdmin(t);
  resident = await signUpResident(t, { name: 'Meera Kulkarni', flat_no: 'A-101' });
  residentId = await userIdOf(t, resident.email);
  adminId = await userIdOf(t, admin.email);
});
afterAll(() => t.close());

describe('GET /api/admin/hall-bookings', () => {
  it('lists bookings newest first with the resident’s name, flat and confirmation', async () => {
    const older = await inserted({ created_at: new Date(Date.now() - 60_000) });
    const filed = await t.as(resident).call(hallBookingsApi.create, {
      applicant_name: 'Meera Kulkarni',
      contact_number: '98200 12345',
      flat_no: 'A-101',
      event_date: nextDate(),
      event_name: 'Anniversary dinner',
      booking_option: 'member_full_day',
      event_time: 'evening',
      payment_method: 'online',
      payment_transaction_id: 'UPI-LIST-1',
    });
    expect(filed.statusCode, filed.body).toBe(201);
    const { items } = await list();
    expect(items[0]).toMatchObject({
      id: filed.json().id,
      event_name: 'Anniversary dinner',
      event_time: 'evening',
      status: 'pending',
      approved_at: null,
      resident_name: 'Meera Kulkarni',
      resident_flat_no: 'A-101',
      flat_confirmed: false,
      amount_paid: 9440,
    });
    expect(items.findIndex((b) => b.id === older.id)).toBeGreaterThan(0);

    await confirmFlat(t, resident, admin);
    expect((await list()).items[0].flat_confirmed).toBe(true);
  });

  it('pages on the server', async () => {
    for (let i = 0; i < 3; i++) await inserted({ event_name: `Paged event ${i}` });
    const all = await list({ q: 'Paged event' });
    expect(all.total).toBe(3);
    const second = await list({ q: 'Paged event', page: 2, pageSize: 2 });
    expect(second).toMatchObject({ total: 3, page: 2, pageSize: 2 });
    expect(second.items.map((b) => b.id)).toEqual([all.items[2].id]);
  });

  it('filters by each status of the list', async () => {
    for (const status of ['pending', 'approved', 'rejected'] as const) {
      const row = await inserted({ status });
      const { items } = await list({ status, pageSize: 100 });
      expect(items.every((b) => b.status === status)).toBe(true);
      expect(items.some((b) => b.id === row.id)).toBe(true);
    }
  });

  it('searches the event, the names, the phone and the flat, in any case', async () => {
    const row = await inserted({ event_name: 'Naming Ceremony', contact_number: '9811100099' });
    for (const q of ['naming cer', '9811100099', 'meera', 'a-101'])
      expect((await list({ q, pageSize: 100 })).items.map((b) => b.id)).toContain(row.id);
    expect((await list({ q: 'no-such-event' })).total).toBe(0);
  });

  it('treats script-like and wildcard search text as plain text', async () => {
    for (const q of ['<script>alert(1)</script>', '%', '_', "' or 1=1 --"])
      expect(await list({ q })).toMatchObject({ items: [], total: 0 });
  });

  it('refuses a status outside the list with 400', async () => {
    const res = await t.as(admin).query(api.list, 'status=archived');
    expect(res.statusCode).toBe(400);
    expect(res.error().message).toBe('Please choose a status from the list');
  });

  it('answers a member with 403 and an anonymous caller with 401', async () => {
    expect((await t.as(resident).call(api.list)).statusCode).toBe(403);
    expect((await t.as(null).call(api.list)).statusCode).toBe(401);
  });
});

describe('POST /api/admin/hall-bookings/:id/status', () => {
  it('approves a pending booking: approved_at and approved_by set, audited, the resident mailed', async () => {
    const row = await inserted({ event_name: 'Birthday party', event_time: 'evening' });
    const res = await decide(row.id, 'approved');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ id: row.id, status: 'approved', resident_name: 'Meera Kulkarni' });
    expect(await stored(row.id)).toMatchObject({ status: 'approved', approved_by: adminId });
    expect(await auditsOf(t, 'hall_booking_id', row.id)).toEqual([
      expect.objectContaining({
        action: 'hall_booking_approved',
        user_id: adminId,
        resource: 'hall_bookings',
      }),
    ]);

    const mail = await vi.waitFor(
      async () => {
        const [m] = await mailsTo(t, resident.email, 'Your hall booking has been approved');
        expect(m).toBeDefined();
        return m;
      },
      { timeout: 5_000 },
    );
    expect(mail.text).toContain('has approved your hall booking');
    expect(mail.text).toContain('Event: Birthday party');
    expect(mail.text).toContain('Timing: Evening');
    expect(mail.text).toContain('Amount Paid: ₹5,900');

    // The resident's own list shows it on the next load.
    const mine = (await t.as(resident).call(hallBookingsApi.mine)).json();
    expect(mine.find((b) => b.id === row.id)?.status).toBe('approved');
  });

  it('rejects a pending booking and clears approved_at and approved_by', async () => {
    const row = await inserted({ approved_at: new Date(), approved_by: adminId });
    const res = await decide(row.id, 'rejected');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ status: 'rejected', approved_at: null });
    expect(await stored(row.id)).toMatchObject({ status: 'rejected', approved_at: null, approved_by: null });
    expect((await auditsOf(t, 'hall_booking_id', row.id)).map((a) => a.action)).toEqual([
      'hall_booking_rejected',
    ]);
    await vi.waitFor(
      async () =>
        expect(await mailsTo(t, resident.email, 'Your hall booking has been rejected')).toHaveLength(1),
      { timeout: 5_000 },
    );
  });

  for (const decision of ['approved', 'rejected'] as const)
    for (const from of ['approved', 'rejected'] as const) {
      const label = decision === 'approved' ? 'Approve' : 'Reject';
      it(`refuses ${decision} from ${from} with 409 and changes nothing`, async () => {
        const row = await inserted({ status: from });
        const res = await decide(row.id, decision);
        expect(res.statusCode).toBe(409);
        expect(res.error()).toEqual({
          code: 'CONFLICT',
          message: `This booking is already ${from}. ${label} is only possible while it is pending.`,
        });
        expect(await stored(row.id)).toEqual(row);
        expect(await auditsOf(t, 'hall_booking_id', row.id)).toHaveLength(0);
      });
    }

  describe('clashes', () => {
    const clashing: [approved: string, requested: string][] = [
      ['morning', 'morning'],
      ['evening', 'evening'],
      ['morning', 'both'],
      ['both', 'evening'],
      ['both', 'both'],
    ];
    for (const [approvedTime, requestedTime] of clashing) {
      it(`refuses to approve ${requestedTime} over an approved ${approvedTime} booking, naming it`, async () => {
        const date = nextDate();
        await inserted({
          event_name: 'Sangeet night',
          event_date: date,
          event_time: approvedTime,
          status: 'approved',
        });
        const row = await inserted({ event_date: date, event_time: requestedTime });
        const res = await decide(row.id, 'approved');
        expect(res.statusCode).toBe(409);
        const label = { morning: 'Morning', evening: 'Evening', both: 'Both (Morning & Evening)' }[
          approvedTime
        ];
        const [y, m, d] = date.split('-').map(Number);
        const day = new Date(Date.UTC(y, m - 1, d)).toLocaleDateString('en-IN', {
          day: 'numeric',
          month: 'short',
          year: 'numeric',
          timeZone: 'UTC',
        });
        expect(res.error().message).toBe(
          `This booking clashes with the approved booking "Sangeet night" on ${day} (${label}).`,
        );
        expect(await stored(row.id)).toEqual(row);
        expect(await auditsOf(t, 'hall_booking_id', row.id)).toHaveLength(0);
        // Rejecting it is still possible.
        expect((await decide(row.id, 'rejected')).statusCode).toBe(200);
      });
    }

    it('approves a morning and an evening booking of the same date, and bookings of other dates', async () => {
      const date = nextDate();
      const morning = await inserted({ event_date: date, event_time: 'morning' });
      const evening = await inserted({ event_date: date, event_time: 'evening' });
      const nextDay = await inserted({ event_date: addDays(date, 1), event_time: 'both' });
      for (const row of [morning, evening, nextDay])
        expect((await decide(row.id, 'approved')).statusCode).toBe(200);
    });

    it('ignores pending and rejected bookings of the same slot', async () => {
      const date = nextDate();
      await inserted({ event_date: date, event_time: 'both', status: 'rejected' });
      await inserted({ event_date: date, event_time: 'both' });
      const row = await inserted({ event_date: date, event_time: 'morning' });
      expect((await decide(row.id, 'approved')).statusCode).toBe(200);
    });

    it('lets exactly one of two clashing bookings approved at the same moment through', async () => {
      for (let round = 0; round < 5; round++) {
        const date = nextDate();
        const a = await inserted({ event_name: `Round ${round} A`, event_date: date, event_time: 'morning' });
        const b = await inserted({ event_name: `Round ${round} B`, event_date: date, event_time: 'both' });
        const answers = await Promise.all([decide(a.id, 'approved'), decide(b.id, 'approved')]);
        expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 409]);
        const winner = answers.findIndex((r) => r.statusCode === 200);
        const loser = answers[1 - winner];
        expect(loser.error().message).toContain(`"Round ${round} ${winner === 0 ? 'A' : 'B'}"`);
        const approved = await t.database.db
          .select()
          .from(hallBookings)
          .where(and(eq(hallBookings.event_date, date), eq(hallBookings.status, 'approved')));
        expect(approved).toHaveLength(1);
      }
    });

    it('lets only one of two admins decide the same booking at once', async () => {
      const row = await inserted();
      const answers = await Promise.all([decide(row.id, 'approved'), decide(row.id, 'rejected')]);
      expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 409]);
      expect(await auditsOf(t, 'hall_booking_id', row.id)).toHaveLength(1);
    });
  });

  it('answers 404 for an unknown booking and 400 for a malformed id', async () => {
    const missing = await decide(randomUUID(), 'approved');
    expect(missing.statusCode).toBe(404);
    expect(missing.error().message).toBe('This booking no longer exists');
    expect((await decide('1; drop table hall_bookings', 'approved')).statusCode).toBe(400);
  });

  it('refuses a status that is not a decision with 400 and changes nothing', async () => {
    const row = await inserted();
    for (const status of ['pending', 'cancelled', 'expired', '<script>alert(1)</script>', null, undefined]) {
      const res = await decide(row.id, status);
      expect(res.statusCode, String(status)).toBe(400);
      expect(res.error().message).toBe('A booking can only be approved or rejected');
    }
    expect(await stored(row.id)).toEqual(row);
  });

  it('answers a member with 403 and changes nothing', async () => {
    const row = await inserted();
    expect((await decide(row.id, 'approved', resident)).statusCode).toBe(403);
    expect((await stored(row.id)).status).toBe('pending');
  });
});
