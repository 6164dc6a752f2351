// The memberships tab of Gym & Hall Management: the office's list, each decision allowed and refused, the
// expiry on opening the page, the audit rows and the resident's mail.
import { randomUUID } from 'node:crypto';
import { count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Input } from '../../../shared/contract.ts';
import { addDays, todayIn } from '../../../shared/dates.ts';
import { membershipsApi } from '../../../shared/memberships.ts';
import { membershipsAdminApi as api } from '../../../shared/memberships-admin.ts';
import { membershipPlans, memberships, securityAuditLog } from '../../db/schema.ts';
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
let planId: string;
const today = () => todayIn('Asia/Kolkata');

const list = async (query: Input<typeof api.list> = {}) => {
  const res = await t.as(admin).call(api.list, query);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};
/** Any status at all: the tests send ones that are not decisions too. */
const decide = (id: string, status: unknown, who: Resident = admin) =>
  t.as(who).send(api.decide, { id, status });
const expireOverdue = (who: Resident = admin) => t.as(who).call(api.expireOverdue);

/** A membership row written straight to the table, in any state. */
async function inserted(over: Partial<typeof memberships.$inferInsert> = {}) {
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
      ...over,
    })
    .returning();
  return row;
}
const stored = async (id: string) =>
  (await t.database.db.select().from(memberships).where(eq(memberships.id, id)))[0];

beforeAll(async () => {
  t = await createTestApp();
  admin = await signUpAdmin(t);
  resident = await signUpResident(t, { name: 'Meera Kulkarni', flat_no: 'A-101' });
  residentId = await userIdOf(t, resident.email);
  adminId = await userIdOf(t, admin.email);
  [{ id: planId }] = await t.database.db
    .select({ id: membershipPlans.id })
    .from(membershipPlans)
    .where(eq(membershipPlans.name, 'Monthly'));
});
afterAll(() => t.close());

describe('GET /api/admin/memberships', () => {
  it('lists memberships newest first with the plan and the resident’s name, flat and confirmation', async () => {
    const older = await inserted({ member_name: 'Older Member', created_at: new Date(Date.now() - 60_000) });
    const bought = await t.as(resident).call(membershipsApi.create, {
      plan_id: planId,
      members: [{ name: 'Asha Kulkarni', phone: '9820099999', age: 30 }],
      payment_transaction_id: 'UPI-LIST-4321',
      payment_last_4_digits: '4321',
    });
    expect(bought.statusCode, bought.body).toBe(200);
    const { items, total } = await list();
    expect(total).toBeGreaterThanOrEqual(2);
    expect(items[0]).toMatchObject({
      member_name: 'Asha Kulkarni',
      member_phone: '9820099999',
      plan_name: 'Monthly',
      status: 'pending',
      amount_paid: 1500,
      approved_at: null,
      resident_name: 'Meera Kulkarni',
      resident_flat_no: 'A-101',
      flat_confirmed: false,
    });
    expect(items.findIndex((m) => m.id === older.id)).toBeGreaterThan(0);

    await confirmFlat(t, resident, admin);
    expect((await list()).items[0].flat_confirmed).toBe(true);
  });

  it('pages on the server', async () => {
    for (let i = 0; i < 3; i++) await inserted({ member_name: `Paged ${i}` });
    const all = await list({ q: 'Paged' });
    expect(all.total).toBe(3);
    const second = await list({ q: 'Paged', page: 2, pageSize: 2 });
    expect(second).toMatchObject({ total: 3, page: 2, pageSize: 2 });
    expect(second.items).toHaveLength(1);
    expect(second.items[0].id).toBe(all.items[2].id);
  });

  it('filters by each status of the list', async () => {
    for (const status of ['pending', 'approved', 'active', 'rejected', 'expired', 'inactive'] as const) {
      const row = await inserted({ status, member_name: `Filter ${status}` });
      const { items } = await list({ status, pageSize: 100 });
      expect(items.every((m) => m.status === status)).toBe(true);
      expect(items.some((m) => m.id === row.id)).toBe(true);
    }
  });

  it('searches the member’s name, the phone, the resident’s name and flat, in any case', async () => {
    const row = await inserted({ member_name: 'Zubin Searchable', member_phone: '9811122233' });
    for (const q of ['zubin search', '9811122233', 'meera kulk', 'a-101'])
      expect((await list({ q, pageSize: 100 })).items.map((m) => m.id)).toContain(row.id);
    expect((await list({ q: 'nobody-by-this-name' })).total).toBe(0);
  });

  it('treats script-like and wildcard search text as plain text', async () => {
    for (const q of ['<script>alert(1)</script>', '%', '_', "'; drop table memberships; --"]) {
      const res = await list({ q });
      expect(res).toMatchObject({ items: [], total: 0 });
    }
    expect((await list()).total).toBeGreaterThan(0);
  });

  it('refuses a status outside the list and a page size past the limit with 400', async () => {
    const bad = await t.as(admin).query(api.list, 'status=archived');
    expect(bad.statusCode).toBe(400);
    expect(bad.error().message).toBe('Please choose a status from the list');
    expect((await t.as(admin).query(api.list, 'pageSize=1000')).statusCode).toBe(400);
  });

  it('answers a member with 403 and an anonymous caller with 401', async () => {
    expect((await t.as(resident).call(api.list)).statusCode).toBe(403);
    expect((await t.as(null).call(api.list)).statusCode).toBe(401);
  });
});

describe('POST /api/admin/memberships/:id/status', () => {
  it('approves a pending membership: approved_at and approved_by set, audited, the resident mailed', async () => {
    const row = await inserted({ member_name: 'Approve Me', payment_transaction_id: 'UPI-APPROVE' });
    const res = await decide(row.id, 'approved');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ id: row.id, status: 'approved', resident_name: 'Meera Kulkarni' });
    expect(res.json().approved_at).toEqual(expect.any(String));

    const after = await stored(row.id);
    expect(after).toMatchObject({ status: 'approved', approved_by: adminId });
    expect(after.approved_at).toBeInstanceOf(Date);
    expect(await auditsOf(t, 'membership_id', row.id)).toEqual([
      expect.objectContaining({ action: 'membership_approved', user_id: adminId, resource: 'memberships' }),
    ]);

    const mail = await vi.waitFor(
      async () => {
        const [m] = await mailsTo(t, resident.email, 'Your gym membership has been approved');
        expect(m).toBeDefined();
        return m;
      },
      { timeout: 5_000 },
    );
    expect(mail.text).toContain('has approved your gym membership');
    expect(mail.text).toContain('Member: Approve Me');
    expect(mail.text).toContain('Plan: Monthly');
    expect(mail.text).toContain('Amount Paid: ₹1,500');

    // The resident's own list shows it on the next load.
    const mine = (await t.as(resident).call(membershipsApi.mine)).json();
    expect(mine.find((m) => m.id === row.id)).toMatchObject({
      status: 'approved',
      display_status: 'active',
    });
  });

  it('rejects a pending membership and clears approved_at and approved_by', async () => {
    const row = await inserted({ member_name: 'Reject Me', approved_at: new Date(), approved_by: adminId });
    const res = await decide(row.id, 'rejected');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ status: 'rejected', approved_at: null });
    expect(await stored(row.id)).toMatchObject({ status: 'rejected', approved_at: null, approved_by: null });
    expect((await auditsOf(t, 'membership_id', row.id)).map((a) => a.action)).toEqual([
      'membership_rejected',
    ]);
    await vi.waitFor(
      async () =>
        expect(await mailsTo(t, resident.email, 'Your gym membership has been rejected')).toHaveLength(1),
      { timeout: 5_000 },
    );
  });

  for (const from of ['approved', 'active'] as const) {
    it(`marks an ${from} membership expired, keeping who approved it`, async () => {
      const approvedAt = new Date('2026-01-05T10:00:00Z');
      const row = await inserted({ status: from, approved_at: approvedAt, approved_by: adminId });
      const res = await decide(row.id, 'expired');
      expect(res.statusCode, res.body).toBe(200);
      expect(await stored(row.id)).toMatchObject({
        status: 'expired',
        approved_at: approvedAt,
        approved_by: adminId,
      });
      expect((await auditsOf(t, 'membership_id', row.id)).map((a) => a.action)).toEqual([
        'membership_expired',
      ]);
    });
  }

  const refused: [decision: string, from: string, message: string][] = [
    [
      'approved',
      'approved',
      'This membership is already approved. Approve is only possible while it is pending.',
    ],
    [
      'approved',
      'rejected',
      'This membership is already rejected. Approve is only possible while it is pending.',
    ],
    [
      'approved',
      'active',
      'This membership is already active. Approve is only possible while it is pending.',
    ],
    [
      'approved',
      'expired',
      'This membership is already expired. Approve is only possible while it is pending.',
    ],
    [
      'approved',
      'inactive',
      'This membership is already inactive. Approve is only possible while it is pending.',
    ],
    [
      'rejected',
      'approved',
      'This membership is already approved. Reject is only possible while it is pending.',
    ],
    [
      'rejected',
      'rejected',
      'This membership is already rejected. Reject is only possible while it is pending.',
    ],
    [
      'rejected',
      'inactive',
      'This membership is already inactive. Reject is only possible while it is pending.',
    ],
    [
      'expired',
      'pending',
      'This membership is already pending. Mark Expired is only possible while it is approved or active.',
    ],
    [
      'expired',
      'rejected',
      'This membership is already rejected. Mark Expired is only possible while it is approved or active.',
    ],
    [
      'expired',
      'expired',
      'This membership is already expired. Mark Expired is only possible while it is approved or active.',
    ],
    [
      'expired',
      'inactive',
      'This membership is already inactive. Mark Expired is only possible while it is approved or active.',
    ],
  ];
  for (const [decision, from, message] of refused) {
    it(`refuses ${decision} from ${from} with 409 and changes nothing`, async () => {
      const row = await inserted({ status: from });
      const res = await decide(row.id, decision);
      expect(res.statusCode).toBe(409);
      expect(res.error()).toEqual({ code: 'CONFLICT', message });
      expect(await stored(row.id)).toEqual(row);
      expect(await auditsOf(t, 'membership_id', row.id)).toHaveLength(0);
    });
  }

  it('lets only one of two admins decide the same membership at once', async () => {
    const row = await inserted();
    const answers = await Promise.all([decide(row.id, 'approved'), decide(row.id, 'rejected')]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const winner = answers.find((r) => r.statusCode === 200)!.json().status;
    expect((await stored(row.id)).status).toBe(winner);
    expect(await auditsOf(t, 'membership_id', row.id)).toHaveLength(1);
  });

  it('answers 404 for an unknown membership and 400 for a malformed id', async () => {
    const missing = await decide(randomUUID(), 'approved');
    expect(missing.statusCode).toBe(404);
    expect(missing.error().message).toBe('This membership no longer exists');
    expect((await decide('not-a-uuid', 'approved')).statusCode).toBe(400);
  });

  it('refuses a status that is not a decision with 400 and changes nothing', async () => {
    const row = await inserted();
    for (const status of ['active', 'inactive', 'pending', 'archived', '', null, 1, undefined]) {
      const res = await decide(row.id, status);
      expect(res.statusCode, String(status)).toBe(400);
      expect(res.error().message).toBe('A membership can only be approved, rejected or marked expired');
    }
    const extra = await t.as(admin).send(api.decide, {
      id: row.id,
      status: 'approved',
      approved_by: randomUUID(),
    });
    expect(extra.statusCode).toBe(400);
    expect(await stored(row.id)).toEqual(row);
  });

  it('answers a member with 403 and changes nothing', async () => {
    const row = await inserted();
    expect((await decide(row.id, 'approved', resident)).statusCode).toBe(403);
    expect((await stored(row.id)).status).toBe('pending');
  });
});

describe('POST /api/admin/memberships/expire-overdue', () => {
  it('stores memberships that ended before today (society time) as inactive and answers the count', async () => {
    // Earlier tests may have left overdue rows of their own: start from none.
    await expireOverdue();
    const yesterday = addDays(today(), -1);
    const overdue = await Promise.all(
      (['pending', 'approved', 'active', 'expired'] as const).map((status) =>
        inserted({ status, start_date: addDays(today(), -31), end_date: yesterday }),
      ),
    );
    const endsToday = await inserted({ status: 'approved', end_date: today() });
    const alreadyInactive = await inserted({ status: 'inactive', end_date: yesterday });

    const res = await expireOverdue();
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ count: 4 });
    for (const row of overdue) expect((await stored(row.id)).status).toBe('inactive');
    expect((await stored(endsToday.id)).status).toBe('approved');
    expect(await stored(alreadyInactive.id)).toEqual(alreadyInactive);

    const [audited] = await t.database.db
      .select()
      .from(securityAuditLog)
      .where(eq(securityAuditLog.action, 'memberships_expired'))
      .orderBy(sql`${securityAuditLog.created_at} desc`)
      .limit(1);
    expect(audited).toMatchObject({ user_id: adminId, details: { count: 4 } });
  });

  it('answers 0 and writes no audit row when nothing is overdue', async () => {
    const auditCount = async () =>
      (
        await t.database.db
          .select({ n: count() })
          .from(securityAuditLog)
          .where(eq(securityAuditLog.action, 'memberships_expired'))
      )[0].n;
    const before = await auditCount();
    expect((await expireOverdue()).json()).toEqual({ count: 0 });
    expect(await auditCount()).toBe(before);
  });

  it('answers a member with 403 and changes nothing', async () => {
    const row = await inserted({ end_date: addDays(today(), -1), start_date: addDays(today(), -10) });
    expect((await expireOverdue(resident)).statusCode).toBe(403);
    expect((await stored(row.id)).status).toBe('pending');
  });
});
