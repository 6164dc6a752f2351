// Walks every registered contract route: access is enforced before anything else, for routes added later too.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { feedbackApi } from '../../shared/feedback.ts';
import { createTestApp, type Resident, signUpResident, type TestApp } from '../test/harness.ts';

let t: TestApp;
let member: Resident;

beforeAll(async () => {
  t = await createTestApp();
  member = await signUpResident(t);
});
afterAll(() => t.close());

const urlOf = (path: string) => path.replace(/:[A-Za-z_]+/g, randomUUID());

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

  it('answers 403 to members on every admin route', async () => {
    for (const route of t.app.ctx.routes.filter((r) => r.access !== 'public' && r.access !== 'member')) {
      const res = await t.app.inject({
        method: route.method,
        url: urlOf(route.path),
        headers: { cookie: member.cookie },
        payload: route.method === 'GET' ? undefined : {},
      });
      expect(res.statusCode, `${route.method} ${route.path}`).toBe(403);
    }
  });

  it('answers unknown API paths with a JSON 404', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/does-not-exist' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ error: { code: 'NOT_FOUND', message: 'Not found' } });
  });
});
