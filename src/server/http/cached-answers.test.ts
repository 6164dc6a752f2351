// An answer served from the cache is sent as the JSON worked out when it was first checked (route.ts): the same
// bytes and type on every request, and a fresh one after a change.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { siteApi } from '../../shared/site.ts';
import { siteAdminApi } from '../../shared/site-admin.ts';
import { callerOf } from '../test/client.ts';
import { createTestApp, signUpAdmin, type TestApp } from '../test/harness.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const settings = () => callerOf(t.app, null).call(siteApi.settings);

describe('a cached answer', () => {
  it('is the same JSON, typed as JSON, on every request, and the new one after a change', async () => {
    const first = await settings();
    const second = await settings();
    expect(second.statusCode).toBe(200);
    expect(second.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(second.body).toBe(first.body);
    expect(Number(second.headers['content-length'])).toBe(Buffer.byteLength(first.body));

    const admin = await signUpAdmin(t);
    const { address, contact, email, description, upi_id } = first.json();
    const saved = await t.as(admin).call(siteAdminApi.updateSettings, {
      name: 'Harbour View CHS',
      address,
      contact,
      email,
      description,
      upi_id,
    });
    expect(saved.statusCode).toBe(200);
    const after = await settings();
    expect(after.json().name).toBe('Harbour View CHS');
    expect(after.headers['content-type']).toBe('application/json; charset=utf-8');
  });
});
