// Admin -> Settings -> Prices: the office changes the gym plans' and the podium's prices; a request made after
// the change pays the new price, requests already made keep theirs, and the settings carry the hall's prices.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, todayIn } from '../../../shared/dates.ts';
import { hallBookingsApi } from '../../../shared/hall-bookings.ts';
import { membershipsApi } from '../../../shared/memberships.ts';
import { PRICES_ADMIN_TEXT, pricesAdminApi } from '../../../shared/prices-admin.ts';
import { siteApi } from '../../../shared/site.ts';
import type { Who } from '../../test/client.ts';
import {
  createTestApp,
  type Resident,
  signUpAdmin,
  signUpResident,
  type TestApp,
} from '../../test/harness.ts';

let t: TestApp;
let asha: Resident;
let admin: Resident;
let monthly: { id: string; price_inr: number };
let ref = 3300440000;

const savePrices = (payload: Record<string, unknown>, who: Who = admin) =>
  t.as(who).send(pricesAdminApi.update, payload);
const settings = async () => (await t.as(null).call(siteApi.settings)).json();
async function buyMonthly() {
  const id = String(ref++);
  const res = await t.as(asha).call(membershipsApi.create, {
    plan_id: monthly.id,
    members: [{ name: 'Asha Rao', phone: '9820012345', age: 30 }],
    payment_transaction_id: `UPI${id}`,
    payment_last_4_digits: id.slice(-4),
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().memberships[0];
}
async function bookHalfDay() {
  const res = await t.as(asha).call(hallBookingsApi.create, {
    applicant_name: 'Asha Rao',
    contact_number: '9820012345',
    flat_no: asha.flat_no,
    event_date: addDays(todayIn('Asia/Kolkata'), Number(String(ref).slice(-2)) + 5),
    event_name: 'Birthday',
    booking_option: 'member_half_day',
    event_time: 'morning',
    payment_method: 'online',
    payment_transaction_id: `HALL${ref++}`,
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
}

beforeAll(async () => {
  t = await createTestApp();
  asha = await signUpResident(t);
  admin = await signUpAdmin(t);
  const plans = (await t.as(asha).call(membershipsApi.plans)).json();
  monthly = plans.find((p) => p.name === 'Monthly')!;
});
afterAll(() => t.close());

describe('PUT /api/admin/settings/prices', () => {
  it('sends the podium’s prices with the settings, GST included', async () => {
    expect((await settings()).hall_prices).toEqual([
      { booking_option: 'member_half_day', base: 5000, price: 5900 },
      { booking_option: 'member_full_day', base: 8000, price: 9440 },
      { booking_option: 'corporate_half_day', base: 10000, price: 11800 },
      { booking_option: 'corporate_full_day', base: 15000, price: 17700 },
    ]);
  });

  it('applies new prices to requests made after the change only', async () => {
    const oldMembership = await buyMonthly();
    const oldBooking = await bookHalfDay();
    expect([oldMembership.amount_paid, oldBooking.amount_paid]).toEqual([1500, 5900]);

    const res = await savePrices({
      plans: [{ id: monthly.id, price_inr: '1650.50' }],
      hall: [{ booking_option: 'member_half_day', base_inr: '5499.99' }],
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().plans.find((p) => p.id === monthly.id)?.price_inr).toBe(1650.5);
    // 5499.99 + 18 % = 5499.99 + 989.9982, rounded once to the paisa.
    expect(res.json().hall_prices[0]).toEqual({
      booking_option: 'member_half_day',
      base: 5499.99,
      price: 6489.99,
    });

    expect((await settings()).hall_prices[0].price).toBe(6489.99);
    expect((await buyMonthly()).amount_paid).toBe(1650.5);
    expect((await bookHalfDay()).amount_paid).toBe(6489.99);

    const mine = (await t.as(asha).call(membershipsApi.mine)).json();
    expect(mine.find((m) => m.id === oldMembership.id)?.amount_paid).toBe(1500);
    const bookings = (await t.as(asha).call(hallBookingsApi.mine)).json();
    expect(bookings.find((b) => b.id === oldBooking.id)?.amount_paid).toBe(5900);
  });

  it('refuses an amount that is not rupees with at most 2 decimals, and changes nothing', async () => {
    for (const bad of ['12.345', '0', '-5', 'abc', '1000000']) {
      const res = await savePrices({ plans: [{ id: monthly.id, price_inr: bad }], hall: [] });
      expect(res.statusCode, bad).toBe(400);
    }
    const res = await savePrices({
      plans: [],
      hall: [{ booking_option: 'member_full_day', base_inr: '1.001' }],
    });
    expect(res.error().fields?.['hall.0.base_inr']).toBe(PRICES_ADMIN_TEXT.amount);
    expect((await settings()).hall_prices[1].base).toBe(8000);
  });

  it('is for the office only', async () => {
    expect((await savePrices({ plans: [], hall: [] }, asha)).statusCode).toBe(403);
    expect((await savePrices({ plans: [], hall: [] }, null)).statusCode).toBe(401);
  });
});
