// Podium bookings: price from the shared options, clashes with approved bookings refused, own rows and receipts only.
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, todayIn } from '../../../shared/dates.ts';
import { BOOKING_OPTIONS, HALL_BOOKINGS_TEXT, hallBookingsApi } from '../../../shared/hall-bookings.ts';
import { receiptsApi } from '../../../shared/receipts.ts';
import { hallBookings } from '../../db/schema.ts';
import { userIdOf } from '../../test/fixtures.ts';
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
let aliceId: string;
let today: string;
let dayOffset = 10;
/** A fresh future date per test, so clashes never leak between tests. */
const nextDate = () => addDays(today, dayOffset++);

const valid = (over: Record<string, unknown> = {}) => ({
  applicant_name: 'Asha Rao',
  contact_number: '98200 12345',
  flat_no: 'B-101',
  event_date: nextDate(),
  event_name: 'Birthday party',
  booking_option: 'member_full_day',
  event_time: 'morning',
  payment_method: 'online',
  // One transaction id pays for one thing: each request gets its own.
  payment_transaction_id: `UPI${123456 + dayOffset}`,
  ...over,
});

/** A booking as sent (the tests send wrong ones too), by a resident or by nobody. */
const post = (payload: Record<string, unknown>, who?: Resident) =>
  t.as(who ?? null).send(hallBookingsApi.create, payload);
const rowCount = async () => (await t.database.db.select({ n: count() }).from(hallBookings))[0].n;

async function approvedBooking(
  event_date: string,
  event_time: string,
  status = 'approved',
  userId = aliceId,
) {
  await t.database.db.insert(hallBookings).values({
    user_id: userId,
    event_name: 'Existing function',
    event_date,
    event_time,
    contact_number: '9820000000',
    membership_type: 'member',
    amount_paid: '5900',
    status,
  });
}

beforeAll(async () => {
  t = await createTestApp();
  alice = await signUpResident(t, { flat_no: 'B-101' });
  bob = await signUpResident(t, { flat_no: 'B-101' });
  admin = await signUpAdmin(t);
  aliceId = await userIdOf(t, alice.email);
  today = todayIn(t.app.ctx.config.SOCIETY_TIMEZONE);
});
afterAll(() => t.close());

describe('requesting a booking', () => {
  it('answers 401 to anonymous callers and writes nothing', async () => {
    const before = await rowCount();
    expect((await post(valid())).statusCode).toBe(401);
    expect((await t.as(null).call(hallBookingsApi.mine)).statusCode).toBe(401);
    expect(await rowCount()).toBe(before);
  });

  it('creates a pending podium booking for the signed-in member, priced from the chosen option', async () => {
    const res = await post(valid({ expected_guests: 80, additional_notes: 'Need extra chairs' }), alice);
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body).toMatchObject({
      applicant_name: 'Asha Rao',
      flat_no: 'B-101',
      contact_number: '98200 12345',
      event_name: 'Birthday party',
      event_time: 'morning',
      membership_type: 'member',
      booking_option: 'member_full_day',
      payment_method: 'online',
      payment_transaction_id: expect.stringMatching(/^UPI\d+$/),
      amount_paid: 9440,
      hall_type: 'podium',
      status: 'pending',
      expected_guests: 80,
      additional_notes: 'Need extra chairs',
    });
    const [row] = await t.database.db.select().from(hallBookings).where(eq(hallBookings.id, body.id));
    expect(row.user_id).toBe(aliceId);
  });

  it.each(BOOKING_OPTIONS.map((o) => [o.value, o.price, o.membership] as const))(
    '%s costs %i for a %s',
    async (booking_option, price, membership) => {
      const res = await post(valid({ booking_option, payment_method: 'cheque' }), alice);
      expect(res.statusCode).toBe(201);
      expect(res.json()).toMatchObject({ amount_paid: price, membership_type: membership });
    },
  );

  it('accepts today and an empty guest count', async () => {
    const res = await post(valid({ event_date: today, expected_guests: '' }), bob);
    expect(res.statusCode).toBe(201);
    expect(res.json().expected_guests).toBeNull();
  });

  it('refuses a client-chosen amount, user id or status', async () => {
    const before = await rowCount();
    for (const extra of [{ amount_paid: 1 }, { user_id: aliceId }, { status: 'approved' }]) {
      const res = await post(valid(extra), bob);
      expect(res.statusCode).toBe(400);
    }
    expect(await rowCount()).toBe(before);
  });

  it.each([
    [{ booking_option: undefined }, 'Please select a booking option'],
    [{ booking_option: '' }, 'Please select a booking option'],
    [{ booking_option: 'platinum_day' }, 'Please select a booking option'],
    [{ applicant_name: '  ' }, 'This field is required'],
    [{ contact_number: '12' }, 'Phone number must be 10-15 digits'],
    [{ flat_no: '' }, 'Flat number is required'],
    [{ event_date: '' }, 'This field is required'],
    [{ event_date: '2026-02-30' }, 'Please enter a valid date'],
    [{ event_name: '' }, 'This field is required'],
    [{ event_name: '<script>alert(1)</script>' }, 'Invalid characters detected'],
    [{ event_time: 'night' }, 'Please select a timing'],
    [{ payment_method: undefined }, 'Please select a payment method'],
    [{ payment_transaction_id: '' }, 'This field is required'],
    [{ expected_guests: 2.5 }, 'Please enter a whole number'],
    [{ expected_guests: 'many' }, 'Please enter a whole number'],
    [{ expected_guests: 0 }, 'Please enter a number of at least 1'],
  ])('refuses %o with "%s"', async (over, message) => {
    const before = await rowCount();
    const res = await post(valid(over), alice);
    expect(res.statusCode).toBe(400);
    expect(res.error().message).toBe(message);
    expect(await rowCount()).toBe(before);
  });

  it('refuses a date before today in the society time zone', async () => {
    const res = await post(valid({ event_date: addDays(today, -1) }), alice);
    expect(res.statusCode).toBe(400);
    expect(res.error()).toMatchObject({
      message: HALL_BOOKINGS_TEXT.pastDate,
      fields: { event_date: HALL_BOOKINGS_TEXT.pastDate },
    });
  });
});

describe('clashes with approved bookings', () => {
  it('refuses the same timing, and anything against an approved full ("both") booking', async () => {
    const date = nextDate();
    await approvedBooking(date, 'morning');
    for (const event_time of ['morning', 'both']) {
      const res = await post(valid({ event_date: date, event_time }), bob);
      expect(res.statusCode, event_time).toBe(409);
      expect(res.error().message).toBe(
        'The podium is already booked for that date and time. Please choose another date or timing.',
      );
    }
    expect((await post(valid({ event_date: date, event_time: 'evening' }), bob)).statusCode).toBe(201);

    const full = nextDate();
    await approvedBooking(full, 'both');
    for (const event_time of ['morning', 'evening', 'both'])
      expect((await post(valid({ event_date: full, event_time }), bob)).statusCode, event_time).toBe(409);
  });

  it('does not count pending or rejected bookings, nor other dates', async () => {
    const date = nextDate();
    // Another resident's: the caller's own active request for the slot is a duplicate (tested below).
    const adminId = await userIdOf(t, admin.email);
    await approvedBooking(date, 'both', 'pending', adminId);
    await approvedBooking(date, 'both', 'rejected');
    await approvedBooking(addDays(date, 1), 'both');
    expect((await post(valid({ event_date: date, event_time: 'both' }), bob)).statusCode).toBe(201);
    // Two pending requests for the same slot may both wait for the office's decision.
    expect((await post(valid({ event_date: date, event_time: 'both' }), alice)).statusCode).toBe(201);
  });
});

describe('own bookings and receipts', () => {
  let aliceBooking: string;
  beforeAll(async () => {
    aliceBooking = (await post(valid({ payment_transaction_id: 'TXN-ALICE-1' }), alice)).json().id;
  });

  it('lists only the caller’s own bookings, newest first', async () => {
    const mine = (await t.as(alice).call(hallBookingsApi.mine)).json();
    expect(mine[0].id).toBe(aliceBooking);
    const theirs = (await t.as(bob).call(hallBookingsApi.mine)).json();
    expect(theirs.length).toBeGreaterThan(0);
    expect(theirs.some((b) => b.id === aliceBooking)).toBe(false);
    const rows = await t.database.db.select().from(hallBookings).where(eq(hallBookings.user_id, aliceId));
    expect(new Set(mine.map((b) => b.id))).toEqual(new Set(rows.map((r) => r.id)));
  });

  it('gives the owner the acknowledgement of a pending booking', async () => {
    const res = await t.as(alice).call(receiptsApi.hallBooking, { id: aliceBooking });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      id: aliceBooking,
      document: 'acknowledgement',
      number: null,
      kind: 'hall-booking',
      transactionId: 'TXN-ALICE-1',
      amount: 9440,
      booking: {
        eventName: 'Birthday party',
        eventTime: 'Morning',
        hallType: 'podium',
        membershipType: 'member',
        contactNumber: '98200 12345',
        status: 'pending',
      },
    });
    expect(Number.isNaN(Date.parse(res.json().requestedAt))).toBe(false);
  });

  it('hides a booking’s receipt from other members, and shows it to admins', async () => {
    const other = await t.as(bob).call(receiptsApi.hallBooking, { id: aliceBooking });
    expect(other.statusCode).toBe(404);
    expect(other.error().message).toBe('Booking not found');
    expect((await t.as(admin).call(receiptsApi.hallBooking, { id: aliceBooking })).statusCode).toBe(200);
    expect((await t.as(null).call(receiptsApi.hallBooking, { id: aliceBooking })).statusCode).toBe(401);
    expect(
      (await t.as(alice).call(receiptsApi.hallBooking, { id: '00000000-0000-4000-8000-000000000000' }))
        .statusCode,
    ).toBe(404);
    expect((await t.as(alice).call(receiptsApi.hallBooking, { id: 'not-a-uuid' })).statusCode).toBe(400);
  });
});
