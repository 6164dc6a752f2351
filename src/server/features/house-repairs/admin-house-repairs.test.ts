// House Repair Approval through the real app: the office's list, one decision per request (a second one is
// refused with 409), the audit row, the resident's mail and their own list.
import { randomUUID } from 'node:crypto';
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { houseRepairRegistrations, mailOutbox, users } from '../../db/schema.ts';
import * as fixtures from '../../test/fixtures.ts';
import {
  confirmFlat,
  createTestApp,
  postForm,
  type Resident,
  signUpAdmin,
  signUpResident,
  type TestApp,
} from '../../test/harness.ts';

let t: TestApp;
let admin: Resident;
let sunita: Resident;
let vikram: Resident;

const BASE = '/api/admin/house-repairs';

interface Row {
  id: string;
  applicant_name: string;
  flat_no: string;
  work_type: string;
  status: string;
  amount: number | null;
  approved_at: string | null;
  approved_by_name: string | null;
  resident_name: string | null;
  resident_flat_no: string | null;
  flat_confirmed: boolean;
  repair_plans_url: string | null;
}

const call = (method: 'GET' | 'POST', url: string, who: Resident = admin) =>
  t.app.inject({ method, url, headers: { cookie: who.cookie } });
const list = async (query = '') => {
  const res = await call('GET', `${BASE}${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { items: Row[]; total: number; page: number; pageSize: number };
};
const approve = (id: string) => call('POST', `${BASE}/${id}/approve`);
const reject = (id: string) => call('POST', `${BASE}/${id}/reject`);

async function requested(who: Resident, over: Record<string, string> = {}) {
  const res = await postForm(
    t,
    '/api/house-repairs',
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
    who,
    { field: 'repair_plans', name: 'plans.pdf', bytes: Buffer.from('%PDF-1.4\n%%EOF\n') },
  );
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as Row;
}

const stored = async (id: string) =>
  (await t.database.db.select().from(houseRepairRegistrations).where(eq(houseRepairRegistrations.id, id)))[0];
const auditsOf = (id: string) => fixtures.auditsOf(t, 'registration_id', id);
const adminId = () => fixtures.userIdOf(t, admin.email);

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
    for (const [method, url] of [
      ['GET', BASE],
      ['POST', `${BASE}/${id}/approve`],
      ['POST', `${BASE}/${id}/reject`],
    ] as const) {
      expect((await t.app.inject({ method, url })).statusCode).toBe(401);
      expect((await call(method, url, sunita)).statusCode).toBe(403);
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
    const owner = (
      await t.database.db.select({ id: users.id }).from(users).where(eq(users.email, vikram.email))
    )[0].id;
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
    const q = `?q=${encodeURIComponent(tag)}`;
    expect((await list(`${q}&pageSize=5`)).items).toHaveLength(5);
    expect((await list(`${q}&pageSize=5&page=3`)).items).toHaveLength(2);
    expect((await list(`${q}&status=approved`)).total).toBe(4);
    expect((await list(`${q}&status=pending`)).total).toBe(8);
    expect((await list(`${q}&status=rejected`)).total).toBe(0);
    expect((await list('?q=painting %26 polishing')).total).toBeGreaterThanOrEqual(12);
    expect((await list('?q=c-303')).items.every((r) => r.resident_flat_no === 'C-303')).toBe(true);
    expect((await list(`?q=${encodeURIComponent('<script>alert(1)</script>')}`)).total).toBe(0);
  });

  it.each([['status=done'], ['status=approve'], ['pageSize=0'], ['extra=1']])(
    'refuses ?%s with a 400',
    async (query) => {
      const res = await call('GET', `${BASE}?${query}`);
      expect(res.statusCode).toBe(400);
      expect(res.json().error.message).toBeTruthy();
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
    expect(db.approved_by).toBe(await adminId());
    expect(db.approved_at).not.toBeNull();
    expect(db.updated_at.getTime()).toBeGreaterThan(filed.updated_at.getTime());
    expect((await auditsOf(row.id)).map((a) => a.action)).toEqual(['house_repair_approved']);

    const mail = await vi.waitFor(
      async () => {
        const [m] = await t.database.db
          .select()
          .from(mailOutbox)
          .where(eq(mailOutbox.to, sunita.email))
          .orderBy(desc(mailOutbox.created_at));
        expect(m?.subject).toBe('Your house repair request has been approved');
        return m;
      },
      { timeout: 5_000 },
    );
    expect(mail.text).toContain('Work Type: Renovation');
    expect(mail.text).toContain('Start Date: 15 Jan 2031');
    expect(mail.text).toContain('Amount: ₹25,000');

    const mine = (await call('GET', '/api/house-repairs', sunita)).json() as Row[];
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
      expect(res.json().error.message).toBe(message);
      expect(await stored(id)).toEqual(before);
      expect(await auditsOf(id)).toHaveLength(1);
    }
  });

  it('lets only one of an approval and a rejection at the same moment through', async () => {
    const row = await requested(vikram, { applicant_name: 'Vikram Joshi' });
    const results = await Promise.all([approve(row.id), reject(row.id)]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect(await auditsOf(row.id)).toHaveLength(1);
  });

  it('answers 404 for an unknown request and 400 for an id that is not one', async () => {
    for (const act of [approve, reject]) {
      const res = await act(randomUUID());
      expect(res.statusCode).toBe(404);
      expect(res.json().error.message).toBe('This house repair registration no longer exists');
      expect((await act('42')).statusCode).toBe(400);
    }
  });
});
