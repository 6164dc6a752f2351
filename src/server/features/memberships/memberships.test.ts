import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, todayIn } from '../../../shared/dates.ts';
import { membershipsApi } from '../../../shared/memberships.ts';
import { receiptsApi } from '../../../shared/receipts.ts';
import { sessionApi } from '../../../shared/session.ts';
import { membershipPlans, memberships, profiles } from '../../db/schema.ts';
import { userIdOf } from '../../test/fixtures.ts';
import {
  createTestApp,
  type Resident,
  signUpAdmin,
  signUpResident,
  type TestApp,
} from '../../test/harness.ts';

let t: TestApp;
let a: Resident;
let b: Resident;
let admin: Resident;
let monthly: { id: string; price_inr: number; duration_days: number };

const today = () => todayIn('Asia/Kolkata');

/** A purchase as sent (the tests send wrong ones too), by a resident or by nobody. */
const buy = (payload: Record<string, unknown>, who?: Resident) =>
  t.as(who ?? null).send(membershipsApi.create, payload);

let reference = 4455667700;
/** A purchase with a transaction id of its own (one id pays for one thing); the last 4 digits follow the id. */
const purchase = (over: Record<string, unknown> = {}) => {
  const id =
    typeof over.payment_transaction_id === 'string' ? over.payment_transaction_id : `UPI${reference++}`;
  return {
    plan_id: monthly.id,
    members: [
      { name: 'Asha Rao', phone: '9820012345', age: 34 },
      { name: 'Kabir Rao', phone: '+91 98200 54321', age: 12 },
    ],
    payment_transaction_id: id,
    payment_last_4_digits: id.replace(/[^A-Za-z0-9]/g, '').slice(-4),
    ...over,
  };
};

beforeAll(async () => {
  t = await createTestApp();
  a = await signUpResident(t);
  b = await signUpResident(t);
  admin = await signUpAdmin(t);
  const plans = (await t.as(a).call(membershipsApi.plans)).json();
  monthly = plans.find((p) => p.name === 'Monthly')!;
});
afterAll(() => t.close());

describe('GET /api/membership-plans', () => {
  it('lists the plans ordered by duration with numeric prices', async () => {
    const res = await t.as(a).call(membershipsApi.plans);
    expect(res.statusCode).toBe(200);
    const plans = res.json();
    expect(plans.map((p: { name: string }) => p.name)).toEqual(['Daily', 'Monthly', 'Quarterly', 'Yearly']);
    expect(plans[1]).toMatchObject({ price_inr: 1500, duration_days: 30 });
  });

  it('answers anonymous callers with 401', async () => {
    expect((await t.as(null).call(membershipsApi.plans)).statusCode).toBe(401);
  });
});

describe('POST /api/memberships', () => {
  it('creates one pending row per member at the plan price, from today in the society time zone', async () => {
    const res = await buy(purchase({ payment_transaction_id: 'UPI4455667788' }), a);
    expect(res.statusCode).toBe(200);
    const rows = res.json().memberships;
    expect(rows).toHaveLength(2);
    for (const row of rows) {
      expect(row).toMatchObject({
        plan_id: monthly.id,
        plan: { name: 'Monthly', duration_days: 30, price_inr: 1500 },
        amount_paid: 1500,
        status: 'pending',
        display_status: 'pending',
        start_date: today(),
        end_date: addDays(today(), 30),
        payment_transaction_id: 'UPI4455667788',
        payment_last_4_digits: '7788',
      });
    }
    expect(rows.map((r) => r.member_name).sort()).toEqual(['Asha Rao', 'Kabir Rao']);
    expect(rows.find((r) => r.member_name === 'Kabir Rao')?.member_age).toBe(12);
  });

  it('defaults the age to 18 and takes the price from the database, not the client', async () => {
    const res = await buy(
      purchase({ members: [{ name: 'Dev Shah', phone: '9820099999' }], payment_transaction_id: 'T-DEFAULT' }),
      a,
    );
    expect(res.statusCode).toBe(200);
    expect(res.json().memberships[0]).toMatchObject({ member_age: 18, amount_paid: 1500 });

    const withPrice = await buy({ ...purchase(), amount_paid: 1 }, a);
    expect(withPrice.statusCode).toBe(400);
  });

  it('uses the duration of the chosen plan for the end date', async () => {
    const daily = (await t.as(a).call(membershipsApi.plans)).json()[0];
    const res = await buy(purchase({ plan_id: daily.id, payment_transaction_id: 'D1' }), a);
    expect(res.statusCode).toBe(200);
    expect(res.json().memberships[0]).toMatchObject({ end_date: addDays(today(), 1), amount_paid: 100 });
  });

  const refused: [string, Record<string, unknown>, string][] = [
    ['an unknown plan', { plan_id: randomUUID() }, 'The selected plan does not exist'],
    ['a malformed plan id', { plan_id: 'monthly' }, 'Invalid id'],
    ['no members', { members: [] }, 'Please add at least one member'],
    ['a missing members list', { members: undefined }, 'Please add at least one member'],
    [
      'a member without a name',
      { members: [{ name: ' ', phone: '9820012345' }] },
      'Please fill all member details',
    ],
    [
      'a member without a phone',
      { members: [{ name: 'Asha', phone: '' }] },
      'Please fill all member details',
    ],
    ['a malformed phone', { members: [{ name: 'Asha', phone: '12' }] }, 'Phone number must be 10-15 digits'],
    ['age 0', { members: [{ name: 'Asha', phone: '9820012345', age: 0 }] }, 'Age must be between 1 and 120'],
    [
      'age 121',
      { members: [{ name: 'Asha', phone: '9820012345', age: 121 }] },
      'Age must be between 1 and 120',
    ],
    ['a missing transaction id', { payment_transaction_id: '' }, 'Please fill all payment details'],
    ['missing last digits', { payment_last_4_digits: undefined }, 'Please fill all payment details'],
    ['last digits longer than 4', { payment_last_4_digits: '12345' }, 'Enter at most 4 letters or digits'],
    [
      'script-like names',
      { members: [{ name: '<script>alert(1)</script>', phone: '9820012345' }] },
      'Invalid characters detected',
    ],
    [
      'script-like transaction ids',
      { payment_transaction_id: 'javascript:alert(1)' },
      'Invalid characters detected',
    ],
    ['unknown fields', { status: 'approved' }, 'Unrecognized key: "status"'],
    [
      'unknown member fields',
      { members: [{ name: 'A', phone: '9820012345', user_id: randomUUID() }] },
      'Unrecognized key: "user_id"',
    ],
  ];
  for (const [what, over, message] of refused) {
    it(`refuses ${what} with 400 and stores nothing`, async () => {
      const before = (await t.as(a).call(membershipsApi.mine)).json().length;
      const res = await buy(purchase(over), a);
      expect(res.statusCode).toBe(400);
      expect(res.error().message).toBe(message);
      expect((await t.as(a).call(membershipsApi.mine)).json()).toHaveLength(before);
    });
  }

  it('answers anonymous callers with 401', async () => {
    expect((await buy(purchase())).statusCode).toBe(401);
  });

  it('creates a missing profile from the account before storing the purchase', async () => {
    const c = await signUpResident(t, { name: 'Nisha Profile' });
    await t.database.db.delete(profiles).where(eq(profiles.user_id, await userIdOf(t, c.email)));
    t.app.ctx.cache.clear(); // a change straight in the database: the app's cache is not told of it
    expect((await t.as(c).call(sessionApi.me)).json().profile).toBeNull();

    const res = await buy(purchase({ payment_transaction_id: 'P-1' }), c);
    expect(res.statusCode).toBe(200);
    expect((await t.as(c).call(sessionApi.me)).json().profile).toMatchObject({
      name: 'Nisha Profile',
      email: c.email,
    });
  });
});

describe('GET /api/memberships', () => {
  it('lists only the caller’s own memberships, newest first', async () => {
    const mine = (await t.as(a).call(membershipsApi.mine)).json();
    expect(mine.length).toBeGreaterThanOrEqual(4);
    const stamps = mine.map((m: { created_at: string }) => m.created_at);
    expect([...stamps].sort().reverse()).toEqual(stamps);

    await buy(
      purchase({ payment_transaction_id: 'B-ONLY', members: [{ name: 'Bina', phone: '9820011111' }] }),
      b,
    );
    const theirs = (await t.as(b).call(membershipsApi.mine)).json();
    expect(theirs.map((m: { member_name: string }) => m.member_name)).toEqual(['Bina']);
    expect(mine.some((m: { member_name: string }) => m.member_name === 'Bina')).toBe(false);
  });

  it('answers anonymous callers with 401', async () => {
    expect((await t.as(null).call(membershipsApi.mine)).statusCode).toBe(401);
  });
});

describe('GET /api/memberships/:id/receipt', () => {
  let purchaseIds: string[];
  beforeAll(async () => {
    const res = await buy(purchase({ payment_transaction_id: 'RCPT-1' }), a);
    purchaseIds = res.json().memberships.map((m: { id: string }) => m.id);
  });

  it('gives the owner the whole purchase: every member, the total and the transaction id', async () => {
    for (const id of purchaseIds) {
      const res = await t.as(a).call(receiptsApi.membership, { id: id });
      expect(res.statusCode).toBe(200);
      const receipt = res.json();
      expect(receipt).toMatchObject({
        id,
        document: 'acknowledgement',
        number: null,
        kind: 'membership',
        transactionId: 'RCPT-1',
        amount: 3000,
      });
      expect(receipt.members).toEqual([
        {
          memberName: 'Asha Rao',
          memberPhone: '9820012345',
          planName: 'Monthly',
          startDate: today(),
          endDate: addDays(today(), 30),
          status: 'pending',
        },
        {
          memberName: 'Kabir Rao',
          memberPhone: '+91 98200 54321',
          planName: 'Monthly',
          startDate: today(),
          endDate: addDays(today(), 30),
          status: 'pending',
        },
      ]);
    }
  });

  it('keeps separate purchases apart', async () => {
    const again = await buy(purchase({ members: [{ name: 'Zed', phone: '9820022222' }] }), a);
    const receipt = (
      await t.as(a).call(receiptsApi.membership, { id: again.json().memberships[0].id })
    ).json();
    expect(receipt.members?.map((m) => m.memberName)).toEqual(['Zed']);
    expect(receipt.amount).toBe(1500);
  });

  it('answers 404 to another member, to unknown ids, and 400 to malformed ids', async () => {
    const other = await t.as(b).call(receiptsApi.membership, { id: purchaseIds[0] });
    expect(other.statusCode).toBe(404);
    expect(other.body).not.toContain('Asha');
    expect((await t.as(a).call(receiptsApi.membership, { id: randomUUID() })).statusCode).toBe(404);
    expect((await t.as(a).call(receiptsApi.membership, { id: 'not-a-uuid' })).statusCode).toBe(400);
  });

  it('lets an admin read any receipt', async () => {
    const res = await t.as(admin).call(receiptsApi.membership, { id: purchaseIds[0] });
    expect(res.statusCode).toBe(200);
    expect(res.json().members).toHaveLength(2);
  });

  it('answers anonymous callers with 401', async () => {
    expect((await t.as(null).call(receiptsApi.membership, { id: purchaseIds[0] })).statusCode).toBe(401);
  });
});

describe('database effects', () => {
  it('stores every member of a purchase in one transaction with the same created_at', async () => {
    const res = await buy(purchase({ payment_transaction_id: 'TX-ONE' }), a);
    const rows = await t.database.db
      .select()
      .from(memberships)
      .where(eq(memberships.payment_transaction_id, 'TX-ONE'));
    expect(rows).toHaveLength(2);
    expect(rows[0].created_at.getTime()).toBe(rows[1].created_at.getTime());
    expect(rows.every((r) => r.amount_paid === '1500.00')).toBe(true);
    expect(res.json().memberships).toHaveLength(2);
  });

  it('takes a changed plan price for new purchases only', async () => {
    await t.database.db
      .update(membershipPlans)
      .set({ price_inr: '1600.00' })
      .where(eq(membershipPlans.id, monthly.id));
    const res = await buy(purchase({ payment_transaction_id: 'NEWPRICE' }), a);
    expect(res.json().memberships[0].amount_paid).toBe(1600);
    await t.database.db
      .update(membershipPlans)
      .set({ price_inr: '1500.00' })
      .where(eq(membershipPlans.id, monthly.id));
  });
});
