// Accounts through the API: sign-up, verification, sign-in and its throttle, recovery, admin promotion,
// change password, sign-out, and how the server treats bad requests.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { count, eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountApi } from '../../../shared/account.ts';
import { invoicesApi } from '../../../shared/invoices.ts';
import { outboxApi } from '../../../shared/outbox.ts';
import { DEFAULT_REACH } from '../../../shared/permissions.ts';
import { rolesAdminApi } from '../../../shared/roles.ts';
import { sessionApi } from '../../../shared/session.ts';
import { siteApi } from '../../../shared/site.ts';
import { buildApp } from '../../app.ts';
import { loadConfig } from '../../config.ts';
import { profiles, userRoles, users } from '../../db/schema.ts';
import { callerOf } from '../../test/client.ts';
import { mailsTo } from '../../test/fixtures.ts';
import {
  ADMIN_EMAIL,
  cookieOf,
  createTestApp,
  latestMailLinks,
  PASSWORD,
  signUpResident,
  type TestApp,
} from '../../test/harness.ts';

const SECOND_ADMIN = 'chair.person@example.com';
const NEW_PASSWORD = 'Harbour-Light#27';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ ADMIN_EMAILS: `${ADMIN_EMAIL},${SECOND_ADMIN}` });
});
afterAll(() => t.close());

let seq = 0;
const freshEmail = (label = 'acct') => `${label}.${++seq}.${Date.now().toString(36)}@example.com`;

/** A visitor's browser, or a signed-in one when it carries a session cookie. */
const browser = (cookie?: string) => t.as(cookie ? { cookie } : null);

const signUpBody = (over: Record<string, unknown> = {}) => ({
  name: 'Meera Kulkarni',
  email: freshEmail(),
  phone: '+91 98200 12345',
  flat_no: 'B-101',
  password: PASSWORD,
  ...over,
});
const signIn = (email: string, password: string) => browser().call(accountApi.signIn, { email, password });
const me = async (cookie: string) => (await browser(cookie).call(sessionApi.me)).json();

/** Opens a mailed link the way a browser would: path and query against our server. */
const open = (link: string, cookie?: string) => {
  const url = new URL(link);
  return browser(cookie).inject('GET', url.pathname + url.search);
};

const userRow = async (email: string) =>
  (await t.database.db.select().from(users).where(eq(users.email, email)))[0];
const rowCount = async (table: typeof users | typeof profiles) =>
  (await t.database.db.select({ n: count() }).from(table))[0].n;

const setCookies = (res: LightMyRequestResponse) => {
  const raw = res.headers['set-cookie'];
  return Array.isArray(raw) ? raw : raw ? [raw] : [];
};
const sessionCookie = (res: LightMyRequestResponse) =>
  setCookies(res).find((c) => c.startsWith('society.session_token='));

describe('sign-up and verification', () => {
  it('creates the account and profile, refuses sign-in until verified, and signs in from the link', async () => {
    const body = signUpBody({ name: 'Rohan Mehta', flat_no: 'C-303' });
    const res = await browser().send(accountApi.signUp, body);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ok: true });
    expect(sessionCookie(res)).toBeUndefined();

    const early = await signIn(body.email, body.password);
    expect(early.statusCode).toBe(403);
    expect(early.error().code).toBe('EMAIL_NOT_VERIFIED');

    const [mail] = await mailsTo(t, body.email);
    expect(mail.subject).toContain('Verify your e-mail');
    const [link] = mail.links;
    expect(link).toMatch(/^http:\/\/localhost:3000\/api\/auth\/verify-email\?token=/);

    const verified = await open(link);
    expect(verified.statusCode).toBe(302);
    expect(verified.headers.location).toMatch(/\/auth\?verified=1$/);
    const cookie = sessionCookie(verified);
    expect(cookie).toBeDefined();
    expect(cookie).toMatch(/; HttpOnly/i);
    expect(cookie).toMatch(/; SameSite=Lax/i);

    const who = await me(cookieOf(verified));
    expect(who.user).toMatchObject({ email: body.email, name: 'Rohan Mehta', emailVerified: true });
    expect(who.profile).toMatchObject({
      name: 'Rohan Mehta',
      email: body.email,
      phone: '+91 98200 12345',
      flat_no: 'C-303',
    });
    expect(who.isAdmin).toBe(false);

    const later = await signIn(body.email, body.password);
    expect(later.statusCode).toBe(200);
    expect(later.json().user?.email).toBe(body.email);
    expect(sessionCookie(later)).toMatch(/HttpOnly/i);
  });

  it('resends the verification mail a limited number of times, and the new link works', async () => {
    const body = signUpBody();
    await browser().send(accountApi.signUp, body);
    expect(await mailsTo(t, body.email)).toHaveLength(1);

    for (let i = 0; i < 3; i++) {
      const res = await browser().send(accountApi.resendVerification, { email: body.email });
      expect(res.statusCode).toBe(200);
    }
    expect(await mailsTo(t, body.email)).toHaveLength(4);

    const limited = await browser().send(accountApi.resendVerification, { email: body.email });
    expect(limited.statusCode).toBe(429);
    expect(limited.error().message).toMatch(/^Please wait \d+ minutes before requesting another email\.$/);
    expect(await mailsTo(t, body.email)).toHaveLength(4);

    const [link] = await latestMailLinks(t.database, body.email);
    const verified = await open(link);
    expect(verified.headers.location).toMatch(/\/auth\?verified=1$/);
    expect((await me(cookieOf(verified))).user?.emailVerified).toBe(true);
  });

  it('answers a resend for an unknown address like any other, without sending mail', async () => {
    const email = freshEmail('nobody');
    const res = await browser().send(accountApi.resendVerification, { email });
    expect(res.statusCode).toBe(200);
    expect(await mailsTo(t, email)).toHaveLength(0);
  });

  it('sends an invalid, tampered or damaged link back to /auth with an error and no session', async () => {
    const body = signUpBody();
    await browser().send(accountApi.signUp, body);
    const [link] = await latestMailLinks(t.database, body.email);
    const tampered = new URL(link);
    tampered.searchParams.set('token', `${tampered.searchParams.get('token')!.slice(0, -4)}AAAA`);

    const cases: [string, string][] = [
      [tampered.toString(), '/auth?verified=1&error=INVALID_TOKEN'],
      [link.replace(/token=[^&]+/, 'token=not-a-token'), '/auth?verified=1&error=INVALID_TOKEN'],
      // Cut short by a mail client.
      ['http://localhost:3000/api/auth/verify-email', '/auth?verified=1&error=VALIDATION_ERROR'],
      ['http://localhost:3000/api/auth/verify-email?token=abc', '/auth?verified=1&error=INVALID_TOKEN'],
    ];
    for (const [bad, location] of cases) {
      const res = await open(bad);
      expect(res.statusCode, bad).toBe(302);
      expect(res.headers.location).toBe(location);
      expect(sessionCookie(res)).toBeUndefined();
    }
    expect((await userRow(body.email)).emailVerified).toBe(false);
    expect((await signIn(body.email, body.password)).statusCode).toBe(403);
  });

  it('verifies from a link whose callback was cut off, and still lands on /auth', async () => {
    const body = signUpBody();
    await browser().send(accountApi.signUp, body);
    const [link] = await latestMailLinks(t.database, body.email);
    const res = await open(link.replace(/&callbackURL=.*$/, ''));
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('/auth?verified=1');
    expect((await me(cookieOf(res))).user).toMatchObject({ email: body.email, emailVerified: true });
  });

  it("refuses an e-mail that is already registered, whatever its case, with 'Account exists'", async () => {
    const r = await signUpResident(t);
    const before = await rowCount(users);
    const res = await browser().send(accountApi.signUp, signUpBody({ email: r.email.toUpperCase() }));
    expect(res.statusCode).toBe(409);
    expect(res.error()).toEqual({
      code: 'ACCOUNT_EXISTS',
      message: 'This email is already registered. Please sign in instead.',
    });
    expect(await rowCount(users)).toBe(before);
  });
});

describe('sign-in', () => {
  it('answers a wrong password or unknown address with 401', async () => {
    const r = await signUpResident(t);
    const wrong = await signIn(r.email, 'Wrong-Password#1');
    expect(wrong.statusCode).toBe(401);
    expect(wrong.error()).toEqual({ code: 'INVALID_CREDENTIALS', message: 'Invalid email or password' });
    expect(sessionCookie(wrong)).toBeUndefined();
    expect((await signIn(freshEmail('ghost'), PASSWORD)).statusCode).toBe(401);
  });

  it('signs in whatever the case of the address', async () => {
    const r = await signUpResident(t);
    expect((await signIn(r.email.toUpperCase(), PASSWORD)).statusCode).toBe(200);
  });

  it('throttles after 5 failures, even the right password, in the database shared by every server', async () => {
    const r = await signUpResident(t);
    for (let i = 0; i < 5; i++) expect((await signIn(r.email, `Wrong-${i}#pass`)).statusCode).toBe(401);

    const sixth = await signIn(r.email, PASSWORD);
    expect(sixth.statusCode).toBe(429);
    expect(sixth.error().code).toBe('TOO_MANY_REQUESTS');
    expect(sixth.error().message).toBe('Please wait 15 minutes before trying again.');
    expect(sessionCookie(sixth)).toBeUndefined();

    // Another residents' address is not affected.
    const other = await signUpResident(t);
    expect((await signIn(other.email, PASSWORD)).statusCode).toBe(200);

    // A second server on the same database (a restart, or another process) keeps the limit.
    const config = loadConfig({
      DATA_DIR: mkdtempSync(join(tmpdir(), 'portal-test-')),
      AUTH_SECRET: 'test-secret-that-is-long-enough-0123456789',
      LOG_LEVEL: 'silent',
      PUBLIC_URL: 'http://localhost:3000',
    });
    const second = await buildApp(config, { database: t.database, serveWeb: false });
    try {
      const res = await callerOf(second, null).call(accountApi.signIn, {
        email: r.email,
        password: PASSWORD,
      });
      expect(res.statusCode).toBe(429);
      expect(res.error().message).toMatch(/^Please wait \d+ minutes before trying again\.$/);
      const fine = await callerOf(second, null).call(accountApi.signIn, {
        email: other.email,
        password: PASSWORD,
      });
      expect(fine.statusCode).toBe(200);
    } finally {
      await second.close();
    }
  });

  it('holds the limit for attempts sent all at once', async () => {
    const r = await signUpResident(t);
    const burst = await Promise.all(Array.from({ length: 12 }, (_, i) => signIn(r.email, `Wrong-${i}#pass`)));
    const codes = burst.map((res) => res.statusCode);
    expect(codes.filter((c) => c === 401)).toHaveLength(5);
    expect(codes.filter((c) => c === 429)).toHaveLength(7);
  });

  it('starts counting again after a successful sign-in', async () => {
    const r = await signUpResident(t);
    for (let i = 0; i < 4; i++) await signIn(r.email, 'Wrong#pass1');
    expect((await signIn(r.email, PASSWORD)).statusCode).toBe(200);
    for (let i = 0; i < 4; i++) expect((await signIn(r.email, 'Wrong#pass1')).statusCode).toBe(401);
    expect((await signIn(r.email, PASSWORD)).statusCode).toBe(200);
  });
});

describe('password recovery', () => {
  it('mails a link that opens the reset form, then sets the password once and signs in', async () => {
    const r = await signUpResident(t);
    const res = await browser().send(accountApi.requestPasswordReset, { email: r.email.toUpperCase() });
    expect(res.statusCode).toBe(200);
    const [mail] = await mailsTo(t, r.email);
    expect(mail.subject).toMatch(/^Reset your .* portal password$/);
    const [link] = mail.links;

    const opened = await open(link);
    expect(opened.statusCode).toBe(302);
    const location = new URL(opened.headers.location as string, 'http://localhost:3000');
    expect(location.pathname).toBe('/auth');
    expect(location.searchParams.get('mode')).toBe('reset');
    const token = location.searchParams.get('token');
    expect(token).toBeTruthy();

    const confirm = (password: string, confirmPassword = password) =>
      browser().send(accountApi.resetPassword, { token, password, confirmPassword });

    const mismatch = await confirm(NEW_PASSWORD, `${NEW_PASSWORD}x`);
    expect(mismatch.statusCode).toBe(400);
    expect(mismatch.error().fields).toEqual({ confirmPassword: 'The passwords do not match' });

    const weak = await confirm('weakpassword');
    expect(weak.statusCode).toBe(400);
    expect(weak.error().fields).toEqual({ password: 'Invalid Password' });
    expect((await signIn(r.email, PASSWORD)).statusCode).toBe(200);

    const done = await confirm(NEW_PASSWORD);
    expect(done.statusCode).toBe(200);
    expect(done.json().user?.email).toBe(r.email);
    const cookie = sessionCookie(done);
    expect(cookie).toMatch(/HttpOnly/i);
    expect((await me(cookieOf(done))).user?.email).toBe(r.email);

    expect((await signIn(r.email, PASSWORD)).statusCode).toBe(401);
    expect((await signIn(r.email, NEW_PASSWORD)).statusCode).toBe(200);

    const reused = await confirm('Another-Pass#99');
    expect(reused.statusCode).toBe(400);
    expect(reused.error()).toMatchObject({
      code: 'TOKEN_EXPIRED',
      message: 'The email link has expired. Please request a new password reset email.',
    });
    expect((await signIn(r.email, NEW_PASSWORD)).statusCode).toBe(200);
  });

  it('ends the sessions that were open before the reset', async () => {
    const r = await signUpResident(t);
    await browser().send(accountApi.requestPasswordReset, { email: r.email });
    const [link] = await latestMailLinks(t.database, r.email);
    const token = new URL((await open(link)).headers.location as string, 'http://x').searchParams.get(
      'token',
    );
    const res = await browser().send(accountApi.resetPassword, {
      token,
      password: NEW_PASSWORD,
      confirmPassword: NEW_PASSWORD,
    });
    expect(res.statusCode).toBe(200);
    expect((await me(r.cookie)).user).toBeNull();
  });

  it('answers an unknown address like a known one, without mail', async () => {
    const email = freshEmail('unknown');
    const res = await browser().send(accountApi.requestPasswordReset, { email });
    expect(res.statusCode).toBe(200);
    expect(await mailsTo(t, email)).toHaveLength(0);
  });

  it('sends a reset link with a wrong token back to the reset form with an error', async () => {
    const cases: [string, string][] = [
      ['/api/auth/reset-password/made-up-token?callbackURL=%2Fauth%3Fmode%3Dreset', 'INVALID_TOKEN'],
      ['/api/auth/reset-password/made-up-token', 'VALIDATION_ERROR'],
    ];
    for (const [url, code] of cases) {
      const res = await browser().inject('GET', url);
      expect(res.statusCode).toBe(302);
      const location = new URL(res.headers.location as string, 'http://localhost:3000');
      expect(location.pathname + location.search).toBe(`/auth?mode=reset&error=${code}`);
    }
  });

  it('refuses a made-up token', async () => {
    const res = await browser().send(accountApi.resetPassword, {
      token: 'made-up-token-123456',
      password: NEW_PASSWORD,
      confirmPassword: NEW_PASSWORD,
    });
    expect(res.statusCode).toBe(400);
    expect(res.error().code).toBe('TOKEN_EXPIRED');
  });

  it('gives the reset-email messages', async () => {
    const empty = await browser().send(accountApi.requestPasswordReset, { email: '' });
    expect(empty.statusCode).toBe(400);
    expect(empty.error().message).toBe('Please enter your email address');
    const bad = await browser().send(accountApi.requestPasswordReset, { email: 'meera@example' });
    expect(bad.error().message).toBe('Invalid email format');
  });
});

describe('admin addresses', () => {
  it('promote a listed address only once it is verified', async () => {
    const res = await browser().send(
      accountApi.signUp,
      signUpBody({ email: ADMIN_EMAIL, name: 'Office Admin' }),
    );
    expect(res.statusCode).toBe(200);
    const user = await userRow(ADMIN_EMAIL);
    expect(await t.database.db.select().from(userRoles).where(eq(userRoles.user_id, user.id))).toEqual([]);
    expect((await signIn(ADMIN_EMAIL, PASSWORD)).statusCode).toBe(403);

    const verified = await open((await latestMailLinks(t.database, ADMIN_EMAIL))[0]);
    const who = await me(cookieOf(verified));
    expect(who.isAdmin).toBe(true);
    expect(who.profile?.name).toBe('Office Admin');
    // Today's admins are chairmen: the browser learns the role and its reach, to show only what they may do.
    expect(who.roles).toEqual(['chairman']);
    expect(who.reach).toEqual(DEFAULT_REACH.chairman);
    const roles = await t.database.db.select().from(userRoles).where(eq(userRoles.user_id, user.id));
    expect(roles.map((r) => r.role)).toEqual(['chairman']);
  });

  it("give a listed address without a profile an 'Administrator' profile", async () => {
    await browser().send(accountApi.signUp, signUpBody({ email: SECOND_ADMIN.toUpperCase() }));
    const user = await userRow(SECOND_ADMIN);
    await t.database.db.delete(profiles).where(eq(profiles.user_id, user.id));

    const verified = await open((await latestMailLinks(t.database, SECOND_ADMIN))[0]);
    const who = await me(cookieOf(verified));
    expect(who.isAdmin).toBe(true);
    expect(who.profile).toMatchObject({ name: 'Administrator', email: SECOND_ADMIN });
  });

  it('tell a person holding several roles each of them and their reach together, as the society set it', async () => {
    const office = browser(cookieOf(await signIn(ADMIN_EMAIL, PASSWORD)));
    const r = await signUpResident(t);
    for (const role of ['auditor', 'committee_member'] as const)
      expect((await office.call(rolesAdminApi.grant, { email: r.email, role })).statusCode).toBe(200);
    const reach = { ...DEFAULT_REACH.auditor, roles: null };
    expect((await office.call(rolesAdminApi.setReach, { role: 'auditor', reach })).statusCode).toBe(200);
    const who = await me(r.cookie);
    expect(who.roles).toEqual(['committee_member', 'auditor']);
    expect(who.isAdmin).toBe(true);
    // The auditor's settings reach, nobody's roles any more (a committee member's never did).
    expect(who.reach).toMatchObject({ accounts: 'view', settings: 'view' });
    expect(who.reach.roles).toBeUndefined();
  });

  it('do not promote other addresses', async () => {
    const r = await signUpResident(t);
    const who = await me(r.cookie);
    expect(who.isAdmin).toBe(false);
    expect(who).toMatchObject({ roles: [], reach: {} });
    const admin = await browser(r.cookie).call(outboxApi.list);
    expect(admin.statusCode).toBe(403);
  });
});

describe('change password', () => {
  const change = (cookie: string, body: Record<string, string>) =>
    browser(cookie).send(accountApi.changePassword, body);

  it('needs the current password, then replaces the old one', async () => {
    const r = await signUpResident(t);
    const wrong = await change(r.cookie, {
      currentPassword: 'Not-My-Password#1',
      newPassword: NEW_PASSWORD,
      confirmPassword: NEW_PASSWORD,
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.error()).toMatchObject({
      message: 'Current password is incorrect',
      fields: { currentPassword: 'Current password is incorrect' },
    });
    expect((await signIn(r.email, PASSWORD)).statusCode).toBe(200);

    const mismatch = await change(r.cookie, {
      currentPassword: PASSWORD,
      newPassword: NEW_PASSWORD,
      confirmPassword: 'something-else',
    });
    expect(mismatch.statusCode).toBe(400);
    expect(mismatch.error().message).toBe('New passwords do not match');

    const short = await change(r.cookie, {
      currentPassword: PASSWORD,
      newPassword: 'abc12',
      confirmPassword: 'abc12',
    });
    expect(short.statusCode).toBe(400);
    expect(short.error().message).toBe('Password must be at least 6 characters long');

    const done = await change(r.cookie, {
      currentPassword: PASSWORD,
      newPassword: NEW_PASSWORD,
      confirmPassword: NEW_PASSWORD,
    });
    expect(done.statusCode).toBe(200);
    expect(done.json()).toEqual({ ok: true });
    // The browser that changed it stays signed in with the cookie it was given.
    const fresh = cookieOf(done) || r.cookie;
    expect((await me(fresh)).user?.email).toBe(r.email);

    expect((await signIn(r.email, PASSWORD)).statusCode).toBe(401);
    expect((await signIn(r.email, NEW_PASSWORD)).statusCode).toBe(200);
  });

  it('needs a session', async () => {
    const res = await browser().send(accountApi.changePassword, {
      currentPassword: PASSWORD,
      newPassword: NEW_PASSWORD,
      confirmPassword: NEW_PASSWORD,
    });
    expect(res.statusCode).toBe(401);
  });
});

describe('sign-out', () => {
  it('ends the session on the server and clears the cookie', async () => {
    const r = await signUpResident(t);
    expect((await me(r.cookie)).user?.email).toBe(r.email);
    const res = await browser(r.cookie).call(sessionApi.signOut);
    expect(res.statusCode).toBe(200);
    expect(sessionCookie(res)).toMatch(/Max-Age=0/i);
    expect((await me(r.cookie)).user).toBeNull();
    expect((await browser(r.cookie).call(invoicesApi.myMaintenance)).statusCode).toBe(401);
  });

  it('answers a visitor without a session with ok', async () => {
    const res = await browser().call(sessionApi.signOut);
    expect(res.statusCode).toBe(200);
  });
});

describe('bad requests', () => {
  const expectJsonError = (res: LightMyRequestResponse, status: number) => {
    expect(res.statusCode).toBe(status);
    expect(res.headers['content-type']).toMatch(/application\/json/);
    const body = res.json();
    expect(typeof body.error.code).toBe('string');
    expect(typeof body.error.message).toBe('string');
    return body.error;
  };

  it('refuse malformed, unknown, mistyped, oversized and script-like input, writing nothing', async () => {
    const users0 = await rowCount(users);
    const profiles0 = await rowCount(profiles);
    const json = { 'content-type': 'application/json' };

    const malformed = await t.app.inject({
      method: 'POST',
      url: '/api/account/sign-up',
      headers: json,
      payload: '{"name": "Meera", ',
    });
    expect(expectJsonError(malformed, 400).code).toBe('BAD_JSON');

    const notObject = await t.app.inject({
      method: 'POST',
      url: '/api/account/sign-up',
      headers: json,
      payload: '[1,2]',
    });
    expectJsonError(notObject, 400);

    const unknown = await browser().send(accountApi.signUp, { ...signUpBody(), isAdmin: true });
    expect(expectJsonError(unknown, 400).code).toBe('VALIDATION');

    const wrongTypes = await browser().send(accountApi.signUp, {
      ...signUpBody(),
      name: 42,
      flat_no: ['B-101'],
    });
    const e = expectJsonError(wrongTypes, 400);
    expect(Object.keys(e.fields)).toEqual(expect.arrayContaining(['name', 'flat_no']));

    const huge = await browser().send(accountApi.signUp, { ...signUpBody(), name: 'x'.repeat(300 * 1024) });
    expect(expectJsonError(huge, 413).code).toBe('TOO_LARGE');

    const script = await browser().send(accountApi.signUp, signUpBody({ name: '<script>alert(1)</script>' }));
    expect(expectJsonError(script, 400).fields).toEqual({ name: 'Invalid characters detected' });

    const handler = await browser().send(
      accountApi.signUp,
      signUpBody({ name: 'Meera <img src=x onerror=alert(1)>' }),
    );
    expect(expectJsonError(handler, 400).fields).toEqual({ name: 'Invalid characters detected' });

    const formEncoded = await t.app.inject({
      method: 'POST',
      url: '/api/account/sign-up',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'name=Meera',
    });
    expect(formEncoded.statusCode).toBeGreaterThanOrEqual(400);
    expect(formEncoded.statusCode).toBeLessThan(500);
    expectJsonError(formEncoded, formEncoded.statusCode);

    expect(await rowCount(users)).toBe(users0);
    expect(await rowCount(profiles)).toBe(profiles0);
  });

  it('refuse a state-changing request from another site', async () => {
    const body = signUpBody();
    const res = await t.as(null, { origin: 'https://evil.example' }).send(accountApi.signUp, body);
    expect(expectJsonError(res, 403).code).toBe('BAD_ORIGIN');
    expect(await userRow(body.email)).toBeUndefined();

    const r = await signUpResident(t);
    const out = await t.as(r, { origin: 'https://evil.example' }).call(sessionApi.signOut);
    expect(out.statusCode).toBe(403);
    expect((await me(r.cookie)).user?.email).toBe(r.email);

    const same = await t.as(null, { origin: 'http://localhost:3000' }).send(accountApi.signUp, body);
    expect(same.statusCode).toBe(200);
  });
});

// The health answer itself is checked in site.test.ts.
describe('headers', () => {
  it('sends the security headers', async () => {
    for (const res of [
      await browser().call(siteApi.health),
      await browser().inject('GET', '/api/does-not-exist'),
    ]) {
      expect(res.headers['content-security-policy']).toContain("default-src 'self'");
      expect(res.headers['content-security-policy']).toContain("frame-ancestors 'none'");
      expect(res.headers['x-content-type-options']).toBe('nosniff');
    }
  });
});
