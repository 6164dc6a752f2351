// The harness's client sends what the contract describes: path parameters in the path, a GET's input as the query
// string, a body otherwise, the caller's session cookie; and `error()` refuses to read an answer that succeeded.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditAdminApi } from '../../shared/audit.ts';
import { feedbackApi } from '../../shared/feedback.ts';
import { feedbackAdminApi } from '../../shared/feedback-admin.ts';
import { fillPath, queryString } from '../../shared/request-url.ts';
import { createTestApp, type Resident, signUpAdmin, signUpResident, type TestApp } from './harness.ts';

let t: TestApp;
let admin: Resident;
let member: Resident;

beforeAll(async () => {
  t = await createTestApp();
  admin = await signUpAdmin(t);
  member = await signUpResident(t);
});
afterAll(() => t.close());

describe('building the request from the contract', () => {
  it('fills path parameters (encoded) and leaves the rest; a query string leaves out empty values', () => {
    expect(fillPath('/api/admin/feedback/:id/respond', { id: 'a/b', status: 'resolved' })).toEqual({
      url: '/api/admin/feedback/a%2Fb/respond',
      rest: { status: 'resolved' },
    });
    expect(queryString({ q: 'Lift 5%', page: 2, status: '', category: undefined })).toBe(
      '?q=Lift+5%25&page=2',
    );
    expect(queryString({})).toBe('');
  });

  it('sends a GET input as the query string and a POST input as the body, with the caller’s cookie', async () => {
    const page = await t.as(admin).call(auditAdminApi.list, { pageSize: 2, page: 2 });
    expect(page.statusCode, page.body).toBe(200);
    expect(page.json()).toMatchObject({ page: 2, pageSize: 2 });

    const sent = await t.as(member).call(feedbackApi.submit, {
      name: 'Meera Kulkarni',
      category: 'noise',
      subject: 'Drilling at night',
      message: 'Every night after 11.',
    });
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json()).toMatchObject({ subject: 'Drilling at night', status: 'open' });

    const started = await t.as(admin).call(feedbackAdminApi.start, { id: sent.json().id });
    expect(started.json()).toMatchObject({ id: sent.json().id, status: 'in_progress' });
    expect((await t.as(member).call(feedbackAdminApi.start, { id: randomUUID() })).statusCode).toBe(403);
    expect((await t.as(null).call(feedbackApi.mine)).statusCode).toBe(401);
  });

  it('reads a refusal’s error, and will not read one from an answer that succeeded', async () => {
    const refused = await t.as(admin).query(auditAdminApi.list, 'page=0');
    expect(refused.statusCode).toBe(400);
    expect(refused.error().code).toBe('VALIDATION');
    const fine = await t.as(admin).call(auditAdminApi.list);
    expect(() => fine.error()).toThrow(/expected a refusal, got 200/);
  });
});
