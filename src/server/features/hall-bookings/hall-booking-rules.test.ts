// Hall bookings as the office runs them: taken slots shown before asking (never who), the booking window and
// the cut-off as settings, duplicates refused, the notes in the office's list, and cancellation by the resident
// (before the cut-off) and by the office (with a reason, mailed), each freeing the slot.
import { and, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { addDays, todayIn } from '../../../shared/dates.ts';
import { HALL_BOOKINGS_TEXT, hallBookingsApi, lastBookableDate } from '../../../shared/hall-bookings.ts';
import { hallBookingsAdminApi } from '../../../shared/hall-bookings-admin.ts';
import { hallBookings, mailOutbox, societySettings } from '../../db/schema.ts';
import {
  createTestApp,
  type Resident,
  signUpAdmin,
  signUpResident,
  type TestApp,
} from '../../test/harness.ts';

let t: TestApp;
let alice: Resident;
let bob: Resident;
let admin: Resident;
let today: string;
let dayOffset = 20;
/** A fresh date per test, so one test's bookings never block another's. */
const nextDate = () => addDays(today, dayOffset++);
/** A payment reference per request: one reference pays for one thing. */
let payment = 1;

const office = hallBookingsAdminApi;
const request = (who: Resident, over: Record<string, unknown>) =>
  t.as(who).send(hallBookingsApi.create, {
    applicant_name: 'Asha Rao',
    contact_number: '9820012345',
    flat_no: who.flat_no,
    event_date: nextDate(),
    event_name: 'Birthday party',
    booking_option: 'member_half_day',
    event_time: 'morning',
    payment_method: 'online',
    payment_transaction_id: `UPI-RULES-${payment++}`,
    ...over,
  });
const approve = (id: string) => t.as(admin).call(office.decide, { id, status: 'approved' });
const availability = async (who: Resident = bob) => {
  const res = await t.as(who).call(hallBookingsApi.availability);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};
/** A booking of Alice's for the date, approved by the office. */
async function approvedFor(date: string, event_time = 'both') {
  const res = await request(alice, { event_date: date, event_time });
  expect(res.statusCode, res.body).toBe(201);
  expect((await approve(res.json().id)).statusCode).toBe(200);
  return res.json().id;
}

beforeAll(async () => {
  t = await createTestApp();
  admin = await signUpAdmin(t);
  alice = await signUpResident(t, { name: 'Alice Dsouza', flat_no: 'C-301' });
  bob = await signUpResident(t, { name: 'Bob Mehta', flat_no: 'C-302' });
  today = todayIn(t.app.ctx.config.SOCIETY_TIMEZONE);
});
afterAll(() => t.close());

describe('taken dates and timings', () => {
  it('lists approved and pending slots with no name or id, and leaves rejected ones out', async () => {
    const approvedDate = nextDate();
    await approvedFor(approvedDate, 'evening');
    const pendingDate = nextDate();
    expect((await request(alice, { event_date: pendingDate })).statusCode).toBe(201);
    const rejectedDate = nextDate();
    const rejected = (await request(alice, { event_date: rejectedDate })).json().id;
    await t.as(admin).call(office.decide, { id: rejected, status: 'rejected' });

    const a = await availability();
    expect(a.today).toBe(today);
    expect(a.taken).toContainEqual({ event_date: approvedDate, event_time: 'evening', status: 'approved' });
    expect(a.taken).toContainEqual({ event_date: pendingDate, event_time: 'morning', status: 'pending' });
    expect(a.taken.some((s) => s.event_date === rejectedDate)).toBe(false);
    for (const slot of a.taken)
      expect(Object.keys(slot).sort()).toEqual(['event_date', 'event_time', 'status']);
    expect(JSON.stringify(a)).not.toContain('Alice');
  });
});

describe('the booking window', () => {
  it('opens 12 months ahead by default: the last date is taken, the day after and June 2035 are refused', async () => {
    const last = lastBookableDate(today, 12);
    expect((await availability()).last_date).toBe(last);
    for (const event_date of [addDays(last, 1), '2035-06-15']) {
      const res = await request(bob, { event_date });
      expect(res.statusCode, event_date).toBe(400);
      expect(res.error().fields?.event_date).toBe(HALL_BOOKINGS_TEXT.tooFarAhead(last));
    }
    expect((await request(bob, { event_date: last })).statusCode).toBe(201);
  });

  it('follows the office’s setting, which is checked and audited', async () => {
    expect((await t.as(admin).call(office.rules)).json()).toEqual({
      months_ahead: 12,
      cancel_cutoff_days: 7,
    });
    for (const bad of [
      { months_ahead: 0, cancel_cutoff_days: 7 },
      { months_ahead: 12, cancel_cutoff_days: -1 },
      { months_ahead: 'x', cancel_cutoff_days: 7 },
    ])
      expect((await t.as(admin).send(office.saveRules, bad)).statusCode).toBe(400);
    expect(
      (await t.as(bob).call(office.saveRules, { months_ahead: 1, cancel_cutoff_days: 7 })).statusCode,
    ).toBe(403);

    const saved = await t.as(admin).call(office.saveRules, { months_ahead: 1, cancel_cutoff_days: 7 });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toEqual({ months_ahead: 1, cancel_cutoff_days: 7 });
    const last = lastBookableDate(today, 1);
    expect((await availability()).last_date).toBe(last);
    expect((await request(bob, { event_date: addDays(last, 1) })).statusCode).toBe(400);
    await t.as(admin).call(office.saveRules, { months_ahead: 12, cancel_cutoff_days: 7 });
    const [row] = await t.database.db.select().from(societySettings);
    expect(row.hall_booking_months_ahead).toBe(12);
  });
});

describe('duplicate requests', () => {
  it('refuses the same resident’s request for the same date and a clashing timing, pending or approved', async () => {
    const date = nextDate();
    expect((await request(bob, { event_date: date, event_time: 'morning' })).statusCode).toBe(201);
    for (const event_time of ['morning', 'both']) {
      const res = await request(bob, { event_date: date, event_time });
      expect(res.statusCode).toBe(409);
      expect(res.error().message).toBe(HALL_BOOKINGS_TEXT.duplicate);
    }
    // Another timing of the same day, or another resident, is a request of its own.
    expect((await request(bob, { event_date: date, event_time: 'evening' })).statusCode).toBe(201);
    expect((await request(alice, { event_date: date, event_time: 'morning' })).statusCode).toBe(201);
  });
});

describe('the office sees the notes', () => {
  it('in its list', async () => {
    const res = await request(bob, { additional_notes: 'Need 40 chairs' });
    const list = (await t.as(admin).call(office.list, { q: 'Bob' })).json();
    expect(list.items.find((b) => b.id === res.json().id)?.additional_notes).toBe('Need 40 chairs');
  });
});

describe('the resident cancels', () => {
  it('an approved booking before the cut-off, which frees the slot for another resident', async () => {
    const date = addDays(today, 200);
    const id = await approvedFor(date);
    expect((await request(bob, { event_date: date })).statusCode).toBe(409);

    expect((await t.as(bob).call(hallBookingsApi.cancel, { id })).statusCode).toBe(404);
    const res = await t.as(alice).call(hallBookingsApi.cancel, { id });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ id, status: 'cancelled' });
    expect((await availability()).taken.some((s) => s.event_date === date)).toBe(false);
    const again = await request(bob, { event_date: date });
    expect(again.statusCode).toBe(201);
    expect((await approve(again.json().id)).statusCode).toBe(200);
    expect((await t.as(alice).call(hallBookingsApi.cancel, { id })).statusCode).toBe(409);
  });

  it('but not after the cut-off (7 days by default): the office must be asked', async () => {
    const id = await approvedFor(addDays(today, 3));
    const res = await t.as(alice).call(hallBookingsApi.cancel, { id });
    expect(res.statusCode).toBe(409);
    expect(res.error().message).toBe(HALL_BOOKINGS_TEXT.cancelTooLate(7));
    const [row] = await t.database.db.select().from(hallBookings).where(eq(hallBookings.id, id));
    expect(row.status).toBe('approved');
  });
});

describe('the office cancels', () => {
  it('an approved booking with a reason: mailed with who handles the refund, shown to the resident, slot freed', async () => {
    const date = nextDate();
    const id = await approvedFor(date);
    expect((await t.as(admin).send(office.cancel, { id })).statusCode).toBe(400);
    expect((await t.as(alice).call(office.cancel, { id, reason: 'x' })).statusCode).toBe(403);

    const res = await t
      .as(admin)
      .call(office.cancel, { id, reason: 'The podium is closed for repairs that week' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      status: 'cancelled',
      decision_reason: 'The podium is closed for repairs that week',
    });
    expect(res.json().cancelled_at).toBeTruthy();
    const mine = (await t.as(alice).call(hallBookingsApi.mine)).json();
    expect(mine.find((b) => b.id === id)).toMatchObject({
      status: 'cancelled',
      decision_reason: 'The podium is closed for repairs that week',
    });
    const mail = await vi.waitFor(async () => {
      const [m] = await t.database.db
        .select()
        .from(mailOutbox)
        .where(
          and(
            eq(mailOutbox.to, alice.email),
            eq(mailOutbox.subject, 'Your hall booking has been cancelled'),
            like(mailOutbox.text, '%closed for repairs%'),
          ),
        );
      expect(m).toBeDefined();
      return m;
    });
    expect(mail.text).toContain('Reason: The podium is closed for repairs that week');
    expect(mail.text).toContain(HALL_BOOKINGS_TEXT.refund);
    expect((await availability()).taken.some((s) => s.event_date === date)).toBe(false);
    // Only an approved booking can be cancelled by the office; a pending one is rejected instead.
    expect((await t.as(admin).call(office.cancel, { id, reason: 'again' })).statusCode).toBe(409);
  });
});
