// The society's settings, the membership plans and the home page's gallery are served from memory
// (platform/cache.ts): an admin's change shows at once in the process that made it and within CACHE_TTL_MS in
// another process on the same database; a browser that has the current version is answered 304.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { galleryApi } from '../../../shared/gallery.ts';
import { galleryAdminApi } from '../../../shared/gallery-admin.ts';
import { membershipsApi } from '../../../shared/memberships.ts';
import { siteApi } from '../../../shared/site.ts';
import { siteAdminApi } from '../../../shared/site-admin.ts';
import { buildApp } from '../../app.ts';
import { loadConfig } from '../../config.ts';
import { membershipPlans } from '../../db/schema.ts';
import { CACHE_TTL_MS } from '../../platform/cache.ts';
import { callerOf } from '../../test/client.ts';
import {
  createTestApp,
  type Resident,
  sampleImage,
  signUpAdmin,
  signUpResident,
  type TestApp,
} from '../../test/harness.ts';

let t: TestApp;
let other: FastifyInstance;
let admin: Resident;
beforeAll(async () => {
  t = await createTestApp();
  admin = await signUpAdmin(t);
  const config = loadConfig({
    DATA_DIR: mkdtempSync(join(tmpdir(), 'portal-test-')),
    AUTH_SECRET: 'test-secret-that-is-long-enough-0123456789',
    LOG_LEVEL: 'silent',
    PUBLIC_URL: 'http://localhost:3000',
  });
  other = await buildApp(config, { database: t.database, serveWeb: false });
});
afterAll(async () => {
  await other.close();
  await t.close();
});
afterEach(() => vi.useRealTimers());

/** The society's settings from one process, as a browser holding these headers (If-None-Match) asks. */
const settings = (app: FastifyInstance, headers: Record<string, string> = {}) =>
  callerOf(app, null, headers).call(siteApi.settings);
const saveSettings = (input: typeof SETTINGS) => t.as(admin).call(siteAdminApi.updateSettings, input);
const afterTtl = () => {
  vi.useFakeTimers({ toFake: ['Date'], now: Date.now() });
  vi.advanceTimersByTime(CACHE_TTL_MS);
};

const SETTINGS = {
  name: 'Sea Breeze CHS',
  address: 'Plot 7, Juhu Tara Road, Juhu, Mumbai',
  contact: '+91 22 2660 7788',
  email: 'office@seabreeze-chs.in',
  description: 'Sixty families by the beach.',
  upi_id: 'seabreeze.chs@okhdfcbank',
};

describe('public settings', () => {
  it('change at once here and within the time to live in another process', async () => {
    const name = (app: FastifyInstance) => settings(app).then((r) => r.json().name);
    const before = await name(t.app);
    expect(await name(other)).toBe(before);
    const saved = await saveSettings({ ...SETTINGS, name: 'Harbour View CHS' });
    expect(saved.statusCode).toBe(200);
    expect(await name(t.app)).toBe('Harbour View CHS');
    afterTtl();
    expect(await name(other)).toBe('Harbour View CHS');
  });

  it('answer 304 with no body to a browser that has this version, 200 once it changes', async () => {
    const first = await settings(t.app);
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^"[\w-]+"$/);
    expect(first.headers['cache-control']).toBe('public, no-cache');
    const again = await settings(t.app, { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    // Another process holding the same data gives the same tag.
    expect((await settings(other, { 'if-none-match': etag })).statusCode).toBe(304);

    await saveSettings({ ...SETTINGS, description: 'Sixty-two families by the beach.' });
    const changed = await settings(t.app, { 'if-none-match': etag });
    expect(changed.statusCode).toBe(200);
    expect(changed.headers.etag).not.toBe(etag);
    expect(changed.json().description).toBe('Sixty-two families by the beach.');
  });
});

describe('membership plans', () => {
  let member: Resident;
  beforeAll(async () => {
    member = await signUpResident(t);
  });
  const plans = (app: FastifyInstance, headers: Record<string, string> = {}) =>
    callerOf(app, member, headers).call(membershipsApi.plans);

  it('are kept at most the time to live (plans change only in the database)', async () => {
    const names = (app: FastifyInstance) => plans(app).then((r) => r.json().map((p) => p.name));
    const [plan] = await t.database.db.select().from(membershipPlans).limit(1);
    expect(await names(t.app)).toContain(plan.name);
    await t.database.db
      .update(membershipPlans)
      .set({ name: `${plan.name} (renamed)` })
      .where(eq(membershipPlans.id, plan.id));
    afterTtl();
    expect(await names(t.app)).toContain(`${plan.name} (renamed)`);
    const tagged = await plans(t.app);
    // Plans need a sign-in: no shared cache may keep them.
    expect(tagged.headers['cache-control']).toBe('private, no-cache');
    const again = await plans(t.app, { 'if-none-match': tagged.headers.etag as string });
    expect(again.statusCode).toBe(304);
  });
});

describe('the home page gallery', () => {
  it('shows a new image at once here and within the time to live in another process', async () => {
    const titles = (app: FastifyInstance) =>
      callerOf(app, null)
        .call(galleryApi.list)
        .then((r) => r.json().map((g) => g.title));
    expect(await titles(other)).not.toContain('Terrace garden');
    const res = await t
      .as(admin)
      .upload(
        galleryAdminApi.create,
        { title: 'Terrace garden', category: 'view', display_order: '1' },
        { field: 'image', name: 'garden.png', bytes: await sampleImage('png') },
      );
    expect(res.statusCode).toBe(201);
    expect(await titles(t.app)).toContain('Terrace garden');
    afterTtl();
    expect(await titles(other)).toContain('Terrace garden');
  });
});
