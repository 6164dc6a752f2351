// Sessions are kept a few seconds in each process (auth/session.ts): a revoked session is refused at once by the
// process that revoked it, and by another process on the same database within CACHE_TTL_MS.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { accountApi } from '../../shared/account.ts';
import { dashboardApi } from '../../shared/dashboard.ts';
import { profilesAdminApi } from '../../shared/profiles.ts';
import { sessionApi } from '../../shared/session.ts';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import { profiles } from '../db/schema.ts';
import { CACHE_TTL_MS } from '../platform/cache.ts';
import { callerOf } from '../test/client.ts';
import {
  ADMIN_EMAIL,
  cookieOf,
  createTestApp,
  latestMailLinks,
  PASSWORD,
  type Resident,
  signUpAdmin,
  signUpResident,
  type TestApp,
} from '../test/harness.ts';

const NEW_PASSWORD = 'Harbour-Light#27';
const SECOND_ADMIN = 'second.admin@example.com';

let t: TestApp;
/** Another process on the same database. */
let other: FastifyInstance;
beforeAll(async () => {
  t = await createTestApp({ ADMIN_EMAILS: `${ADMIN_EMAIL},${SECOND_ADMIN}` });
  const config = loadConfig({
    DATA_DIR: mkdtempSync(join(tmpdir(), 'portal-test-')),
    AUTH_SECRET: 'test-secret-that-is-long-enough-0123456789',
    LOG_LEVEL: 'silent',
    ADMIN_EMAILS: `${ADMIN_EMAIL},${SECOND_ADMIN}`,
    PUBLIC_URL: 'http://localhost:3000',
  });
  other = await buildApp(config, { database: t.database, serveWeb: false });
});
afterAll(async () => {
  await other.close();
  await t.close();
});
afterEach(() => vi.useRealTimers());

const dashboard = (app: FastifyInstance, cookie: string) => callerOf(app, { cookie }).call(dashboardApi.get);
const signIn = async (email: string, password = PASSWORD) =>
  cookieOf(await t.as(null).call(accountApi.signIn, { email, password }));

/** Both processes have the session in their caches. */
async function warm(cookie: string) {
  expect((await dashboard(t.app, cookie)).statusCode).toBe(200);
  expect((await dashboard(other, cookie)).statusCode).toBe(200);
}

/** The other process may still accept it from its cache, but not once CACHE_TTL_MS has passed. */
async function refusedByTheOtherWithinTtl(cookie: string, status = 401) {
  vi.useFakeTimers({ toFake: ['Date'], now: Date.now() });
  vi.advanceTimersByTime(CACHE_TTL_MS);
  expect((await dashboard(other, cookie)).statusCode).toBe(status);
}

describe('a cached session', () => {
  it('answers repeated requests without asking the auth library again', async () => {
    const r = await signUpResident(t);
    const getSession = vi.spyOn(t.app.ctx.auth.api, 'getSession');
    try {
      for (let i = 0; i < 5; i++) expect((await dashboard(t.app, r.cookie)).statusCode).toBe(200);
      expect(getSession.mock.calls.length).toBeLessThanOrEqual(1);
    } finally {
      getSession.mockRestore();
    }
  });

  it('is never made from a cookie that is not a session', async () => {
    const r = await signUpResident(t);
    const forged = r.cookie.replace(/=(.)/, (_, c) => `=${c === 'a' ? 'b' : 'a'}`);
    expect((await dashboard(t.app, forged)).statusCode).toBe(401);
    expect((await dashboard(t.app, r.cookie)).statusCode).toBe(200);
    expect((await dashboard(t.app, forged)).statusCode).toBe(401);
  });
});

describe('revocation', () => {
  it('sign-out: refused at once here, within the time to live in another process', async () => {
    const r = await signUpResident(t);
    await warm(r.cookie);
    expect((await t.as(r).call(sessionApi.signOut)).statusCode).toBe(200);
    expect((await dashboard(t.app, r.cookie)).statusCode).toBe(401);
    // The other process has not heard of it yet: its cached entry is what the time to live bounds.
    expect((await dashboard(other, r.cookie)).statusCode).toBe(200);
    await refusedByTheOtherWithinTtl(r.cookie);
  });

  it('password change: the other sessions are refused at once here, within the time to live elsewhere', async () => {
    const r = await signUpResident(t);
    const laptop = await signIn(r.email);
    await warm(laptop);
    const res = await t.as(r).call(accountApi.changePassword, {
      currentPassword: PASSWORD,
      newPassword: NEW_PASSWORD,
      confirmPassword: NEW_PASSWORD,
    });
    expect(res.statusCode).toBe(200);
    expect((await dashboard(t.app, laptop)).statusCode).toBe(401);
    await refusedByTheOtherWithinTtl(laptop);
  });

  it('password reset: every session is refused at once here, within the time to live elsewhere', async () => {
    const r = await signUpResident(t);
    await warm(r.cookie);
    expect((await t.as(null).call(accountApi.requestPasswordReset, { email: r.email })).statusCode).toBe(200);
    const [link] = await latestMailLinks(t.database, r.email);
    // The mailed link is the auth library's, not a contract's: opened as the browser opens it.
    const opened = await t.as(null).inject('GET', new URL(link).pathname + new URL(link).search);
    const token = new URL(opened.headers.location as string, 'http://x').searchParams.get('token');
    const done = await t.as(null).send(accountApi.resetPassword, {
      token,
      password: NEW_PASSWORD,
      confirmPassword: NEW_PASSWORD,
    });
    expect(done.statusCode).toBe(200);
    expect((await dashboard(t.app, r.cookie)).statusCode).toBe(401);
    await refusedByTheOtherWithinTtl(r.cookie);
  });

  it('admin removed: the back-office is refused at once here, within the time to live elsewhere', async () => {
    const boss: Resident = await signUpAdmin(t);
    const second = await signUpResident(t, { email: SECOND_ADMIN });
    const admins = (app: FastifyInstance) => callerOf(app, second).call(profilesAdminApi.list);
    expect((await admins(t.app)).statusCode).toBe(200);
    expect((await admins(other)).statusCode).toBe(200);
    const [{ user_id }] = await t.database.db
      .select({ user_id: profiles.user_id })
      .from(profiles)
      .where(eq(profiles.email, SECOND_ADMIN));
    const res = await t.as(boss).call(profilesAdminApi.setAdminRole, { userId: user_id, admin: false });
    expect(res.statusCode).toBe(200);
    expect((await admins(t.app)).statusCode).toBe(403);
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() });
    vi.advanceTimersByTime(CACHE_TTL_MS);
    expect((await admins(other)).statusCode).toBe(403);
  });
});
