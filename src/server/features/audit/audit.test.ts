// The audit log as the office reads it: newest first, paged on the server, filtered by action and by who
// acted (e-mail or name, joined from users and profiles in SQL), and the list of actions for the filter.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditAdminApi } from '../../../shared/audit.ts';
import type { Input } from '../../../shared/contract.ts';
import { securityAuditLog } from '../../db/schema.ts';
import {
  createTestApp,
  type Resident,
  signUpAdmin,
  signUpResident,
  type TestApp,
} from '../../test/harness.ts';

let t: TestApp;
let admin: Resident;
let meera: Resident;

async function list(query: Input<typeof auditAdminApi.list> = {}) {
  const res = await t.as(admin).call(auditAdminApi.list, query);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

const minutesAgo = (m: number) => new Date(Date.now() - m * 60_000);

beforeAll(async () => {
  t = await createTestApp();
  admin = await signUpAdmin(t);
  meera = await signUpResident(t, { name: 'Meera Kulkarni', email: 'meera.k@example.com' });
  // Entries far in the future sort first whatever the sign-ups wrote.
  const soon = (m: number) => new Date(Date.now() + 60 * 60_000 + m * 60_000);
  await t.database.db.insert(securityAuditLog).values([
    { action: 'nightly_expiry', resource: 'memberships', details: { expired: 3 }, created_at: soon(1) },
    {
      action: 'settings_updated',
      resource: 'society_settings',
      severity: 'high',
      details: { fields: ['address'] },
      created_at: soon(2),
    },
    { action: 'weird_100%_match', resource: 'tests', created_at: minutesAgo(500) },
  ]);
});
afterAll(() => t.close());

describe('audit log list', () => {
  it('lists newest first with who acted, joined from the profile', async () => {
    const page = await list({ pageSize: 100 });
    const times = page.items.map((e) => Date.parse(e.created_at));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect(page.items[0]).toMatchObject({
      action: 'settings_updated',
      severity: 'high',
      details: { fields: ['address'] },
      user_id: null,
      user_email: null,
      user_name: null,
    });
    const signUp = page.items.find((e) => e.action === 'sign_up' && e.user_email === meera.email);
    expect(signUp).toMatchObject({ user_name: 'Meera Kulkarni', resource: 'users', severity: 'low' });
    expect(page.total).toBe(page.items.length);
  });

  it('pages on the server', async () => {
    const all = await list({ pageSize: 100 });
    const second = await list({ page: 2, pageSize: 2 });
    expect(second).toMatchObject({ page: 2, pageSize: 2, total: all.total });
    expect(second.items.map((e) => e.action)).toEqual(all.items.slice(2, 4).map((e) => e.action));
    expect((await list({ page: 99, pageSize: 100 })).items).toEqual([]);
  });

  it('filters by one action', async () => {
    const page = await list({ action: 'sign_up' });
    expect(page.total).toBe(2);
    expect(page.items.every((e) => e.action === 'sign_up')).toBe(true);
    expect((await list({ action: 'no_such_action' })).total).toBe(0);
  });

  it('filters by who acted: part of the e-mail or the name, in any case', async () => {
    const byEmail = await list({ q: 'MEERA.K@' });
    expect(byEmail.total).toBeGreaterThan(0);
    expect(byEmail.items.every((e) => e.user_email === meera.email)).toBe(true);
    const byName = await list({ q: 'kulkarni' });
    expect(byName.items.map((e) => e.user_email)).toEqual(byEmail.items.map((e) => e.user_email));
    const both = await list({ q: 'office', action: 'sign_up' });
    expect(both.items.map((e) => e.user_email)).toEqual([admin.email]);
    expect((await list({ q: 'nobody-at-all' })).total).toBe(0);
  });

  it('treats % and _ in the search as plain characters', async () => {
    expect((await list({ q: '%' })).total).toBe(0);
    expect((await list({ q: '_' })).total).toBe(0);
  });

  it('refuses bad paging and search input with a 400 and a clear message', async () => {
    for (const query of ['page=0', 'pageSize=101', 'page=abc', 'sort=created_at']) {
      const res = await t.as(admin).query(auditAdminApi.list, query);
      expect(res.statusCode, query).toBe(400);
      expect(res.error().message, query).toBeTruthy();
    }
    const long = await t.as(admin).call(auditAdminApi.list, { q: 'a'.repeat(101) });
    expect(long.statusCode).toBe(400);
    expect(long.error().message).toBe('Search text must be less than 100 characters');
  });

  it('is for admins only', async () => {
    expect((await t.as(meera).call(auditAdminApi.list)).statusCode).toBe(403);
    expect((await t.as(null).call(auditAdminApi.list)).statusCode).toBe(401);
    expect((await t.as(meera).call(auditAdminApi.actions)).statusCode).toBe(403);
  });
});

describe('audit actions', () => {
  it('lists each action once', async () => {
    const res = await t.as(admin).call(auditAdminApi.actions);
    expect(res.statusCode).toBe(200);
    const actions = res.json();
    expect(actions).toHaveLength(new Set(actions).size);
    expect(actions).toEqual(expect.arrayContaining(['nightly_expiry', 'settings_updated', 'sign_up']));
  });
});
