// House Repair Approval through the real app: the office's list, one decision per request (a second one is
// refused with 409), the audit row, the resident's mail and their own list.
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Input } from '../../../shared/contract.ts';
import { houseRepairsApi } from '../../../shared/house-repairs.ts';
import { houseRepairsAdminApi as api } from '../../../shared/house-repairs-admin.ts';
import { houseRepairRegistrations } from '../../db/schema.ts';
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
let sunita: Resident;
let vikram: Resident;

const list = async (query: Input<typeof api.list> = {}) => {
  const res = await t.as(admin).call(api.list, query);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};
const approve = (id: string) => t.as(admin).call(api.approve, { id });
const reject = (id: string) => t.as(admin).call(api.reject, { id });

async function requested(who: Resident, over: Record<string, string> = {}) {
  const res = await t.as(who).upload(
    houseRepairsApi.create,
    {
      applicant_name: 'Sunita Patil',
      flat_no: who.flat_no,
      contact_number: '9820055555',
      work_type: 'Renovation',
      work_description: 'Kitchen platform and bathroom tiles',
      duration_days: '40',
      start_date: '2031-01-15',
      contractor_name: 'Shree Builders',
      amount: '25000',
      terms_accepted: 'true',
      ...over,
    },
    { field: 'repair_plans', name: 'plans.pdf', bytes: Buffer.from('%PDF-1.4\n%%EOF\n') },
  );
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
}

const stored = async (id: string) =>
  (await t.database.db.select().from(houseRepairRegistrations).where(eq(houseRepairRegistrations.id, id)))[0];

beforeAll(async () => {
  t = await createTestApp();
  admin = await signUpAdmin(t);
  sunita = await signUpResident(t, { name: 'Sunita Patil', flat_no: 'C-303' });
  vikram = await signUpResident(t, { name: 'Vikram Joshi', flat_no: 'D-404' });
  await confirmFlat(t, sunita, admin);
});
afterAll(() => t.close());

describe('who may call', () => {
  it('refuses anonymous callers (401) and members (403)', async () => {
    const id = randomUUID();
    for (const [e, input] of [
      [api.list, {}],
      [api.approve, { id }],
      [api.reject, { id }],
    ] as const) {
      expect((await t.as(null).send(e, input)).statusCode).toBe(401);
      expect((await t.as(sunita).send(e, input)).statusCode).toBe(403);
    }
  });
});

describe('GET /api/admin/house-repairs', () => {
  it('lists newest first with the resident’s profile, the plans and the amount', async () => {
    const older = await requested(sunita);
    await t.database.db
      .update(houseRepairRegistrations)
      .set({ created_at: new Date(Date.now() - 60_000) })
      .where(eq(houseRepairRegistrations.id, older.id));
    const newer = await requested(vikram, { applicant_name: 'Vikram Joshi', work_type: 'Plumbing' });
    const { items } = await list();
    const ids = items.map((r) => r.id);
    expect(ids.indexOf(newer.id)).toBeLessThan(ids.indexOf(older.id));
    expect(items.find((r) => r.id === older.id)).toMatchObject({
      applicant_name: 'Sunita Patil',
      resident_name: 'Sunita Patil',
      resident_flat_no: 'C-303',
      flat_confirmed: true,
      work_type: 'Renovation',
      amount: 25000,
      status: 'pending',
      approved_by_name: null,
    });
    expect(items.find((r) => r.id === older.id)?.repair_plans_url).toMatch(/\.pdf$/);
    expect(items.find((r) => r.id === newer.id)).toMatchObject({ flat_confirmed: false });
  });

  it('filters by status, searches and pages on the server', async () => {
    const owner = await userIdOf(t, vikram.email);
    const tag = `Contractor ${Date.now()}`;
    await t.database.db.insert(houseRepairRegistrations).values(
      Array.from({ length: 12 }, (_, i) => ({
        user_id: owner,
        applicant_name: 'Vikram Joshi',
        flat_no: 'D-404',
        contact_number: '9820066666',
        work_type: 'Painting & Polishing',
        contractor_name: tag,
        terms_accepted: true,
        status: i < 4 ? 'approved' : 'pending',
      })),
    );
    expect((await list({ q: tag, pageSize: 5 })).items).toHaveLength(5);
    expect((await list({ q: tag, pageSize: 5, page: 3 })).items).toHaveLength(2);
    expect((await list({ q: tag, status: 'approved' })).total).toBe(4);
    expect((await list({ q: tag, status: 'pending' })).total).toBe(8);
    expect((await list({ q: tag, status: 'rejected' })).total).toBe(0);
    expect((await list({ q: 'painting & polishing' })).total).toBeGreaterThanOrEqual(12);
    expect((await list({ q: 'c-303' })).items.every((r) => r.resident_flat_no === 'C-303')).toBe(true);
    expect((await list({ q: '<script>alert(1)</script>' })).total).toBe(0);
  });

  it.each([['status=done'], ['status=approve'], ['pageSize=0'], ['extra=1']])(
    'refuses ?%s with a 400',
    async (query) => {
      const res = await t.as(admin).query(api.list, query);
      expect(res.statusCode).toBe(400);
      expect(res.error().message).toBeTruthy();
    },
  );
});

describe('Approve and Reject', () => {
  it('approves a pending request once: status, who, when, updated_at, audit row, mail, the resident’s list', async () => {
    const row = await requested(sunita);
    const filed = await stored(row.id);
    const res = await approve(row.id);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ id: row.id, status: 'approved', approved_by_name: 'Office Admin' });
    const db = await stored(row.id);
    expect(db.approved_by).toBe(await userIdOf(t, admin.email));
    expect(db.approved_at).not.toBeNull();
    expect(db.updated_at.getTime()).toBeGreaterThan(filed.updated_at.getTime());
    expect((await auditsOf(t, 'registration_id', row.id)).map((a) => a.action)).toEqual([
      'house_repair_approved',
    ]);

    const mail = await vi.waitFor(
      async () => {
        const [m] = await mailsTo(t, sunita.email);
        expect(m?.subject).toBe('Your house repair request has been approved');
        return m;
      },
      { timeout: 5_000 },
    );
    expect(mail.text).toContain('Work Type: Renovation');
    expect(mail.text).toContain('Start Date: 15 Jan 2031');
    expect(mail.text).toContain('Amount: ₹25,000');

    const mine = (await t.as(sunita).call(houseRepairsApi.mine)).json();
    expect(mine.find((r) => r.id === row.id)?.status).toBe('approved');
  });

  it('refuses any second decision with 409 and changes nothing', async () => {
    const approved = await requested(sunita);
    expect((await approve(approved.id)).statusCode).toBe(200);
    const rejected = await requested(sunita);
    expect((await reject(rejected.id)).json().status).toBe('rejected');

    for (const [id, act, message] of [
      [
        approved.id,
        approve,
        'This house repair registration is already approved. Approve is only possible while it is pending.',
      ],
      [
        approved.id,
        reject,
        'This house repair registration is already approved. Reject is only possible while it is pending.',
      ],
      [
        rejected.id,
        approve,
        'This house repair registration is already rejected. Approve is only possible while it is pending.',
      ],
      [
        rejected.id,
        reject,
        'This house repair registration is already rejected. Reject is only possible while it is pending.',
      ],
    ] as const) {
      const before = await stored(id);
      const res = await act(id);
      expect(res.statusCode).toBe(409);
      expect(res.error().message).toBe(message);
      expect(await stored(id)).toEqual(before);
      expect(await auditsOf(t, 'registration_id', id)).toHaveLength(1);
    }
  });

  it('lets only one of an approval and a rejection at the same moment through', async () => {
    const row = await requested(vikram, { applicant_name: 'Vikram Joshi' });
    const results = await Promise.all([approve(row.id), reject(row.id)]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect(await auditsOf(t, 'registration_id', row.id)).toHaveLength(1);
  });

  it('answers 404 for an unknown request and 400 for an id that is not one', async () => {
    for (const act of [approve, reject]) {
      const res = await act(randomUUID());
      expect(res.statusCode).toBe(404);
      expect(res.error().message).toBe('This house repair registration no longer exists');
      expect((await act('42')).statusCode).toBe(400);
    }
  });
});
