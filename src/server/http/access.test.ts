// Walks every registered contract route: access is enforced before anything else, for routes added later too.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Endpoint } from '../../shared/contract.ts';
import { feedbackApi } from '../../shared/feedback.ts';
import {
  can,
  DEFAULT_REACH,
  type Permission,
  type Reach,
  ROLES,
  type Role,
} from '../../shared/permissions.ts';
import { rolesAdminApi } from '../../shared/roles.ts';
import { createTestApp, type Resident, signUpAdmin, signUpResident, type TestApp } from '../test/harness.ts';

let t: TestApp;
let member: Resident;
let chairman: Resident;
/** One person per role, holding that role only. */
const holder = {} as Record<Role, Resident>;

beforeAll(async () => {
  t = await createTestApp();
  member = await signUpResident(t);
  chairman = await signUpAdmin(t);
  for (const role of ROLES) {
    holder[role] = role === 'chairman' ? chairman : await signUpResident(t);
    if (role === 'chairman') continue;
    const res = await t.as(chairman).call(rolesAdminApi.grant, { email: holder[role].email, role });
    expect(res.statusCode, res.body).toBe(200);
  }
});
afterAll(() => t.close());

const urlOf = (path: string) => path.replace(/:[A-Za-z_]+/g, randomUUID());
const backOffice = () =>
  t.app.ctx.routes.filter(
    (r): r is Endpoint & { access: Permission } => r.access !== 'public' && r.access !== 'member',
  );
const call = (route: Endpoint, who: Resident) =>
  t.app.inject({
    method: route.method,
    url: urlOf(route.path),
    headers: { cookie: who.cookie },
    payload: route.method === 'GET' ? undefined : {},
  });

/**
 * Calls every back-office route as someone holding `role` alone: 403 exactly where the reach does not reach the
 * route's permission, and never 401 or 403 where it does (whatever else the empty input earns: 400, 404…).
 */
async function walk(role: Role, reach: Reach) {
  const wrong: string[] = [];
  let refused = 0;
  for (const route of backOffice()) {
    const res = await call(route, holder[role]);
    const allowed = can(reach, route.access);
    if (!allowed) refused += 1;
    const ok = allowed ? res.statusCode !== 401 && res.statusCode !== 403 : res.statusCode === 403;
    if (!ok) wrong.push(`${route.method} ${route.path} (${route.access}) → ${res.statusCode}`);
  }
  expect(wrong, `${role}: answers that do not follow the reach`).toEqual([]);
  return refused;
}

// Malformed and hostile input on every route is the generated walk's job (bad-input-walk.test.ts).

describe('text that a database cannot store', () => {
  it('refuses a NUL character in any field before it reaches the database', async () => {
    const res = await t.as(member).call(feedbackApi.submit, {
      name: 'Asha',
      category: 'noise',
      subject: 'Drilling',
      message: 'late\u0000night',
    });
    expect(res.statusCode).toBe(400);
    expect(res.error().message).toBe('Invalid characters detected');
    const mine = await t.as(member).call(feedbackApi.mine);
    expect(mine.json().total).toBe(0);
  });
});

describe('route access', () => {
  it('has member and admin routes to check', () => {
    expect(t.app.ctx.routes.filter((r) => r.access === 'member').length).toBeGreaterThan(0);
  });

  it('answers 401 to anonymous callers on every member and admin route', async () => {
    for (const route of t.app.ctx.routes.filter((r) => r.access !== 'public')) {
      const res = await t.app.inject({
        method: route.method,
        url: urlOf(route.path),
        payload: route.method === 'GET' ? undefined : {},
      });
      expect(res.statusCode, `${route.method} ${route.path}`).toBe(401);
      expect(res.json().error.code).toBe('UNAUTHORIZED');
    }
  });

  it('answers 403 to a resident on every back-office route', async () => {
    expect(backOffice().length).toBeGreaterThan(140);
    for (const route of backOffice()) {
      const res = await call(route, member);
      expect(res.statusCode, `${route.method} ${route.path}`).toBe(403);
    }
  });

  it('answers unknown API paths with a JSON 404', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/does-not-exist' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ error: { code: 'NOT_FOUND', message: 'Not found' } });
  });
});

describe('the access walk for every role', () => {
  it.each(ROLES)('lets the %s reach exactly what its default reach allows', async (role) => {
    const refused = await walk(role, DEFAULT_REACH[role]);
    // The chairman reaches everything; the auditor reads everything and changes nothing.
    if (role === 'chairman') expect(refused).toBe(0);
    if (role === 'auditor')
      expect(refused).toBe(backOffice().filter((r) => !r.access.endsWith(':view')).length);
  });

  it("follows a role's reach once the society changes it, and the default again once restored", async () => {
    const changed: Reach = { helpdesk: 'manage', accounts: 'view', roles: 'view' };
    const set = await t.as(chairman).call(rolesAdminApi.setReach, { role: 'office_staff', reach: changed });
    expect(set.statusCode, set.body).toBe(200);
    await walk('office_staff', changed);
    const reset = await t
      .as(chairman)
      .call(rolesAdminApi.setReach, { role: 'office_staff', reach: DEFAULT_REACH.office_staff });
    expect(reset.statusCode, reset.body).toBe(200);
    await walk('office_staff', DEFAULT_REACH.office_staff);
  });
});
