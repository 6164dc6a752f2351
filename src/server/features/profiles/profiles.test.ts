import { randomUUID } from 'node:crypto';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountApi } from '../../../shared/account.ts';
import { adminApi } from '../../../shared/admin.ts';
import { analyticsAdminApi } from '../../../shared/analytics.ts';
import type { Input } from '../../../shared/contract.ts';
import { PROFILES_TEXT, profilesAdminApi } from '../../../shared/profiles.ts';
import { revokeRoles } from '../../auth/roles.ts';
import { mailOutbox, profiles, securityAuditLog, userRoles, users, verifications } from '../../db/schema.ts';
import { userIdOf } from '../../test/fixtures.ts';
import {
  cookieOf,
  createTestApp,
  PASSWORD,
  type Resident,
  signUpAdmin,
  signUpResident,
  type TestApp,
} from '../../test/harness.ts';

let t: TestApp;
let admin: Resident;
let adminId: string;

beforeAll(async () => {
  t = await createTestApp();
  admin = await signUpAdmin(t);
  adminId = await idOf(t, admin);
});
afterAll(() => t.close());

const idOf = (app: TestApp, who: Resident) => userIdOf(app, who.email);

const api = profilesAdminApi;
const list = (query: Input<typeof api.list> = {}, who = admin) => t.as(who).call(api.list, query);
const edit = (userId: string, payload: Record<string, unknown>, who = admin) =>
  t.as(who).send(api.update, { ...payload, userId });
const confirmFlat = (userId: string, payload: Record<string, unknown>, who = admin) =>
  t.as(who).send(api.setFlatConfirmation, { ...payload, userId });

const profileOf = async (userId: string) => {
  const [row] = await t.database.db.select().from(profiles).where(eq(profiles.user_id, userId));
  return row;
};
const auditRows = (app: TestApp, action: string) =>
  app.database.db.select().from(securityAuditLog).where(eq(securityAuditLog.action, action));
const auditCount = async () => (await t.database.db.select({ n: count() }).from(securityAuditLog))[0].n;

/** A resident with a flat of their own, whose id is known. */
async function resident(over: Parameters<typeof signUpResident>[1] = {}) {
  const r = await signUpResident(t, over);
  return { ...r, id: await idOf(t, r) };
}

const validEdit = {
  name: 'Meera Kulkarni',
  email: 'meera.k@example.com',
  phone: '9820012345',
  flat_no: 'C-402',
  nook_number: 'N-12',
  floor: 4,
};

describe('GET /api/admin/profiles', () => {
  it('lists each account with its profile, role and flat confirmation', async () => {
    const r = await resident({ name: 'Listed Resident', flat_no: 'L-101' });
    const body = (await list({ q: r.email })).json();
    expect(body).toMatchObject({ total: 1, page: 1, pageSize: 20 });
    expect(body.items[0]).toMatchObject({
      user_id: r.id,
      account_email: r.email,
      name: 'Listed Resident',
      email: r.email,
      phone: '9876543210',
      flat_no: 'L-101',
      nook_number: null,
      floor: null,
      is_admin: false,
      flat_confirmed_at: null,
      flat_confirmed_by_name: null,
    });
    const me = (await list({ q: admin.email })).json().items[0];
    expect(me).toMatchObject({ user_id: adminId, is_admin: true });
  });

  it('searches by name, e-mail or flat, case-insensitively, and treats % and _ as text', async () => {
    const r = await resident({ name: 'Zarine Bhathena', flat_no: 'Q-777' });
    for (const q of ['zarine bhath', r.email.toUpperCase(), 'q-77']) {
      const body = (await list({ q: q })).json();
      expect(
        body.items.map((i: { user_id: string }) => i.user_id),
        q,
      ).toEqual([r.id]);
    }
    expect((await list({ q: '%' })).json().total).toBe(0);
    expect((await list({ q: 'Q_777' })).json().total).toBe(0);
  });

  it('pages on the server, with the total of every match', async () => {
    const tag = `Pager${randomUUID().slice(0, 6)}`;
    for (let i = 0; i < 5; i++) await resident({ name: `${tag} ${i}` });
    const first = (await list({ q: tag, pageSize: 2 })).json();
    const third = (await list({ q: tag, pageSize: 2, page: 3 })).json();
    expect(first).toMatchObject({ total: 5, page: 1, pageSize: 2 });
    expect(first.items.map((i) => i.name)).toEqual([`${tag} 0`, `${tag} 1`]);
    expect(third.items.map((i) => i.name)).toEqual([`${tag} 4`]);
  });

  it('filters the flats awaiting confirmation and the confirmed ones', async () => {
    const tag = `Filter${randomUUID().slice(0, 6)}`;
    const waiting = await resident({ name: `${tag} waiting`, flat_no: 'F-1' });
    const done = await resident({ name: `${tag} done`, flat_no: 'F-2' });
    const noFlat = await resident({ name: `${tag} none`, flat_no: 'F-3' });
    await t.database.db.update(profiles).set({ flat_no: null }).where(eq(profiles.user_id, noFlat.id));
    expect((await confirmFlat(done.id, { confirmed: true, flat_no: 'F-2' })).statusCode).toBe(200);

    const ids = async (filter: string) =>
      (await t.as(admin).query(api.list, `q=${tag}${filter}`)).json().items.map((i) => i.user_id);
    expect(await ids('&flat=awaiting')).toEqual([waiting.id]);
    expect(await ids('&flat=confirmed')).toEqual([done.id]);
    expect((await ids('')).sort()).toEqual([waiting.id, done.id, noFlat.id].sort());
  });

  it('lists an account without a profile with empty profile fields', async () => {
    const r = await resident({ name: 'Profileless Person' });
    await t.database.db.delete(profiles).where(eq(profiles.user_id, r.id));
    const row = (await list({ q: r.email })).json().items[0];
    expect(row).toMatchObject({
      user_id: r.id,
      profile_id: null,
      name: null,
      flat_no: null,
      is_admin: false,
    });
  });

  it('refuses an unknown filter, an over-long search and a member', async () => {
    expect((await t.as(admin).query(api.list, 'flat=maybe')).error().message).toBe('Unknown filter');
    expect((await list({ q: 'x'.repeat(101) })).error().message).toBe(
      'Search text must be less than 100 characters',
    );
    const member = await resident();
    expect((await list({}, member)).statusCode).toBe(403);
  });
});

describe('PUT /api/admin/profiles/:userId', () => {
  it('saves the profile, with the flat trimmed and in upper case, and audits the changes', async () => {
    const r = await resident({ flat_no: 'C-401' });
    const res = await edit(r.id, { ...validEdit, name: '  Meera Kulkarni ', flat_no: ' c-402 ' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ ...validEdit, user_id: r.id, flat_confirmed_at: null });
    expect(await profileOf(r.id)).toMatchObject(validEdit);

    const [row] = (await auditRows(t, 'profile_updated')).filter(
      (a) => (a.details as { user_id: string }).user_id === r.id,
    );
    expect(row).toMatchObject({ user_id: adminId, resource: 'profiles', severity: 'medium' });
    expect((row.details as { changes: object }).changes).toMatchObject({
      flat_no: ['C-401', 'C-402'],
      floor: [null, 4],
    });
  });

  it('saves an empty e-mail, phone, flat, nook and floor as null', async () => {
    const r = await resident();
    await edit(r.id, validEdit);
    const res = await edit(r.id, {
      name: 'Meera Kulkarni',
      email: '',
      phone: '',
      flat_no: '',
      nook_number: '  ',
      floor: '',
    });
    expect(res.statusCode).toBe(200);
    expect(await profileOf(r.id)).toMatchObject({
      name: 'Meera Kulkarni',
      email: null,
      phone: null,
      flat_no: null,
      nook_number: null,
      floor: null,
    });
  });

  it('accepts floors 0 and 50, as numbers or number-input text', async () => {
    const r = await resident();
    for (const floor of [0, 50, '0', '50']) {
      const res = await edit(r.id, { ...validEdit, floor });
      expect(res.statusCode, String(floor)).toBe(200);
      expect(res.json().floor).toBe(Number(floor));
    }
  });

  it('refuses each bad field with its message and writes nothing', async () => {
    const r = await resident({ flat_no: 'D-101' });
    const before = await profileOf(r.id);
    const audits = await auditCount();
    const cases: [object, string, string][] = [
      [{ floor: 51 }, 'floor', PROFILES_TEXT.floor],
      [{ floor: -1 }, 'floor', PROFILES_TEXT.floor],
      [{ floor: 2.5 }, 'floor', PROFILES_TEXT.floor],
      [{ floor: 'ten' }, 'floor', PROFILES_TEXT.floor],
      [{ name: '' }, 'name', 'This field is required'],
      [{ name: '   ' }, 'name', 'This field is required'],
      [{ name: 'x'.repeat(101) }, 'name', 'Text must be less than 100 characters'],
      [{ email: 'meera@' }, 'email', 'Invalid email format'],
      [{ phone: '12345' }, 'phone', 'Phone number must be 10-15 digits'],
      [{ flat_no: 'B-201<' }, 'flat_no', 'Invalid flat number format'],
      [{ flat_no: 'B-201-ABCDEF' }, 'flat_no', 'Invalid flat number format'],
      [{ nook_number: 'x'.repeat(21) }, 'nook_number', 'Text must be less than 20 characters'],
      [{ name: '<script>alert(1)</script>' }, 'name', 'Invalid characters detected'],
      [{ nook_number: 'javascript:alert(1)' }, 'nook_number', 'Invalid characters detected'],
      [{ name: '<img src=x onerror=alert(1)>' }, 'name', 'Invalid characters detected'],
      [{ flat_no: '', flat_confirmed: true }, 'flat_no', PROFILES_TEXT.noFlat],
      [{ flat_confirmed: 'yes' }, 'flat_confirmed', ''],
      [{ user_id: randomUUID() }, '_', ''],
    ];
    for (const [patch, field, message] of cases) {
      const res = await edit(r.id, { ...validEdit, ...patch });
      expect(res.statusCode, JSON.stringify(patch)).toBe(400);
      expect(res.error().code).toBe('VALIDATION');
      if (message) expect(res.error().fields?.[field], JSON.stringify(patch)).toBe(message);
    }
    expect(await profileOf(r.id)).toEqual(before);
    expect(await auditCount()).toBe(audits);
  });

  it('answers 404 for an unknown account and 400 for an id that is not one', async () => {
    const missing = await edit(randomUUID(), validEdit);
    expect(missing.statusCode).toBe(404);
    expect(missing.error().message).toBe(PROFILES_TEXT.notFound);
    expect((await edit('42', validEdit)).statusCode).toBe(400);
  });

  it('creates the profile of an account that has none', async () => {
    const r = await resident();
    await t.database.db.delete(profiles).where(eq(profiles.user_id, r.id));
    const res = await edit(r.id, validEdit);
    expect(res.statusCode).toBe(200);
    expect(res.json().profile_id).toEqual(expect.any(String));
    expect(await profileOf(r.id)).toMatchObject(validEdit);
  });

  it('refuses a member', async () => {
    const member = await resident();
    expect((await edit(member.id, validEdit, member)).statusCode).toBe(403);
  });
});

describe('flat confirmation through the edit', () => {
  async function confirmedResident() {
    const r = await resident({ flat_no: 'e-101' });
    expect((await confirmFlat(r.id, { confirmed: true, flat_no: 'e-101' })).statusCode).toBe(200);
    return { ...r, confirmedAt: (await profileOf(r.id)).flat_confirmed_at };
  }
  const same = { ...validEdit, flat_no: 'E-101' };

  it('keeps the confirmation when the flat is unchanged (in any case) and other fields change', async () => {
    const r = await confirmedResident();
    const res = await edit(r.id, { ...same, flat_no: ' e-101', name: 'New Name' });
    expect(res.json()).toMatchObject({
      name: 'New Name',
      flat_no: 'E-101',
      flat_confirmed_by_name: 'Office Admin',
    });
    expect((await profileOf(r.id)).flat_confirmed_at).toEqual(r.confirmedAt);
    const [row] = (await auditRows(t, 'profile_updated')).filter(
      (a) => (a.details as { user_id: string }).user_id === r.id,
    );
    expect(row.severity).toBe('medium');
    expect((row.details as { changes: object }).changes).not.toHaveProperty('flat_confirmed');
  });

  it('unconfirms a changed flat', async () => {
    const r = await confirmedResident();
    const res = await edit(r.id, { ...same, flat_no: 'E-102' });
    expect(res.json()).toMatchObject({
      flat_no: 'E-102',
      flat_confirmed_at: null,
      flat_confirmed_by_name: null,
    });
    expect(await profileOf(r.id)).toMatchObject({ flat_confirmed_at: null, flat_confirmed_by: null });
    const [row] = (await auditRows(t, 'profile_updated')).filter(
      (a) => (a.details as { user_id: string }).user_id === r.id,
    );
    expect((row.details as { changes: object }).changes).toMatchObject({ flat_confirmed: [true, false] });
  });

  it('unconfirms a removed flat', async () => {
    const r = await confirmedResident();
    const res = await edit(r.id, { ...same, flat_no: '' });
    expect(res.json()).toMatchObject({ flat_no: null, flat_confirmed_at: null });
  });

  it('keeps a changed flat confirmed when the same save confirms it', async () => {
    const r = await confirmedResident();
    const res = await edit(r.id, { ...same, flat_no: 'E-103', flat_confirmed: true });
    expect(res.json()).toMatchObject({ flat_no: 'E-103', flat_confirmed_by_name: 'Office Admin' });
    const after = await profileOf(r.id);
    expect(after.flat_confirmed_by).toBe(adminId);
    expect(after.flat_confirmed_at?.getTime()).toBeGreaterThan(r.confirmedAt!.getTime());
    // A newly confirmed flat opens its invoices: audited as high.
    const [row] = (await auditRows(t, 'profile_updated')).filter(
      (a) => (a.details as { user_id: string }).user_id === r.id,
    );
    expect(row).toMatchObject({ severity: 'high', details: { changes: { flat_confirmed: [true, true] } } });
  });

  it('confirms an unconfirmed flat in the edit, audited as high', async () => {
    const r = await resident({ flat_no: 'E-201' });
    const res = await edit(r.id, { ...validEdit, flat_no: 'E-201', flat_confirmed: true });
    expect(res.json().flat_confirmed_at).toEqual(expect.any(String));
    const [row] = (await auditRows(t, 'profile_updated')).filter(
      (a) => (a.details as { user_id: string }).user_id === r.id,
    );
    expect(row.severity).toBe('high');
  });

  it('revokes the confirmation when the save says so', async () => {
    const r = await confirmedResident();
    const res = await edit(r.id, { ...same, flat_confirmed: false });
    expect(res.json().flat_confirmed_at).toBeNull();
  });
});

describe('PUT /api/admin/profiles/:userId/flat-confirmation', () => {
  it('confirms the flat with who and when, stored in upper case, audited as high', async () => {
    const r = await resident({ flat_no: 'b-201' });
    const res = await confirmFlat(r.id, { confirmed: true, flat_no: 'b-201' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ flat_no: 'B-201', flat_confirmed_by_name: 'Office Admin' });
    expect(Date.now() - Date.parse(res.json().flat_confirmed_at ?? '')).toBeLessThan(60_000);
    expect(await profileOf(r.id)).toMatchObject({ flat_no: 'B-201', flat_confirmed_by: adminId });
    const rows = (await auditRows(t, 'flat_confirmed')).filter(
      (a) => (a.details as { user_id: string }).user_id === r.id,
    );
    expect(rows).toEqual([
      expect.objectContaining({
        user_id: adminId,
        resource: 'profiles',
        severity: 'high',
        details: { user_id: r.id, flat_no: 'B-201' },
      }),
    ]);

    // Confirming again changes nothing and writes no second row.
    const again = await confirmFlat(r.id, { confirmed: true, flat_no: 'B-201' });
    expect(again.json().flat_confirmed_at).toBe(res.json().flat_confirmed_at);
    expect(
      (await auditRows(t, 'flat_confirmed')).filter(
        (a) => (a.details as { user_id: string }).user_id === r.id,
      ),
    ).toHaveLength(1);
  });

  it('revokes a confirmation, audited as medium', async () => {
    const r = await resident({ flat_no: 'G-5' });
    await confirmFlat(r.id, { confirmed: true, flat_no: 'G-5' });
    const res = await confirmFlat(r.id, { confirmed: false });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      flat_no: 'G-5',
      flat_confirmed_at: null,
      flat_confirmed_by_name: null,
    });
    const [row] = (await auditRows(t, 'flat_confirmation_revoked')).filter(
      (a) => (a.details as { user_id: string }).user_id === r.id,
    );
    expect(row).toMatchObject({
      user_id: adminId,
      severity: 'medium',
      details: { user_id: r.id, flat_no: 'G-5' },
    });
  });

  it('refuses to confirm a profile with no flat, or without a profile', async () => {
    const r = await resident();
    await t.database.db.update(profiles).set({ flat_no: null }).where(eq(profiles.user_id, r.id));
    const res = await confirmFlat(r.id, { confirmed: true, flat_no: '' });
    expect(res.statusCode).toBe(409);
    expect(res.error().message).toBe(PROFILES_TEXT.noFlat);
    await t.database.db.delete(profiles).where(eq(profiles.user_id, r.id));
    expect((await confirmFlat(r.id, { confirmed: true, flat_no: 'A-1' })).error().message).toBe(
      PROFILES_TEXT.noFlat,
    );
  });

  it('refuses to confirm a flat other than the one the admin saw', async () => {
    const r = await resident({ flat_no: 'H-1' });
    const res = await confirmFlat(r.id, { confirmed: true, flat_no: 'H-2' });
    expect(res.statusCode).toBe(409);
    expect(res.error().message).toBe(PROFILES_TEXT.flatChanged);
    expect((await profileOf(r.id)).flat_confirmed_at).toBeNull();
  });

  it('refuses a bad request: unknown account, missing fields', async () => {
    expect((await confirmFlat(randomUUID(), { confirmed: false })).statusCode).toBe(404);
    const r = await resident({ flat_no: 'H-3' });
    const noFlat = await confirmFlat(r.id, { confirmed: true });
    expect(noFlat.statusCode).toBe(400);
    expect(noFlat.error().fields?.flat_no).toBe('Please give the flat number you are confirming');
    expect((await confirmFlat(r.id, {})).error().fields?.confirmed).toBe(
      'Please say whether the flat is confirmed',
    );
    expect((await profileOf(r.id)).flat_confirmed_at).toBeNull();
  });

  it('refuses a member, even for their own flat', async () => {
    const member = await resident({ flat_no: 'H-4' });
    expect((await confirmFlat(member.id, { confirmed: true, flat_no: 'H-4' }, member)).statusCode).toBe(403);
    expect((await profileOf(member.id)).flat_confirmed_at).toBeNull();
  });
});

describe('PUT /api/admin/profiles/:userId/admin-role', () => {
  // Its own app, so the number of admins is known.
  let r: TestApp;
  let boss: Resident;
  let bossId: string;
  beforeAll(async () => {
    r = await createTestApp();
    boss = await signUpAdmin(r);
    bossId = await idOf(r, boss);
  });
  afterAll(() => r.close());

  const setRole = (userId: string, isAdmin: boolean, who: Resident) =>
    r.as(who).call(api.setAdminRole, { userId, admin: isAdmin });
  const adminCount = async () =>
    (await r.database.db.select({ n: count() }).from(userRoles).where(eq(userRoles.role, 'chairman')))[0].n;
  const newMember = async () => {
    const m = await signUpResident(r);
    return { ...m, id: await idOf(r, m) };
  };

  it('grants the admin role, which opens the back-office at once, audited as high', async () => {
    const m = await newMember();
    expect((await r.as(m).call(api.list)).statusCode).toBe(403);
    const res = await setRole(m.id, true, boss);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ user_id: m.id, is_admin: true });
    expect((await r.as(m).call(api.list)).statusCode).toBe(200);
    const rows = (await auditRows(r, 'role_granted')).filter(
      (a) => (a.details as { user_id: string }).user_id === m.id,
    );
    expect(rows).toEqual([
      expect.objectContaining({ user_id: bossId, resource: 'user_roles', severity: 'high' }),
    ]);
    // Granting again changes nothing.
    expect((await setRole(m.id, true, boss)).json().is_admin).toBe(true);
    expect(
      (await auditRows(r, 'role_granted')).filter((a) => (a.details as { user_id: string }).user_id === m.id),
    ).toHaveLength(1);
  });

  it('revokes the admin role, which closes the back-office at once, audited as high', async () => {
    const m = await newMember();
    await setRole(m.id, true, boss);
    const res = await setRole(m.id, false, boss);
    expect(res.statusCode).toBe(200);
    expect(res.json().is_admin).toBe(false);
    expect((await r.as(m).call(api.list)).statusCode).toBe(403);
    const [row] = (await auditRows(r, 'role_revoked')).filter(
      (a) => (a.details as { user_id: string }).user_id === m.id,
    );
    expect(row).toMatchObject({ user_id: bossId, resource: 'user_roles', severity: 'high' });
  });

  it('refuses to revoke the last admin, with a clear 409', async () => {
    await r.database.db.delete(userRoles).where(eq(userRoles.role, 'chairman'));
    await r.database.db.insert(userRoles).values({ user_id: bossId, role: 'chairman' });
    const res = await setRole(bossId, false, boss);
    expect(res.statusCode).toBe(409);
    expect(res.error()).toMatchObject({ code: 'CONFLICT', message: PROFILES_TEXT.lastAdmin });
    expect(await adminCount()).toBe(1);
  });

  it('keeps one admin when the last two are revoked at the same moment', async () => {
    const other = await newMember();
    await setRole(other.id, true, boss);
    expect(await adminCount()).toBe(2);
    const audits = (await auditRows(r, 'role_revoked')).length;
    // Both revokes are under way before either commits (on PostgreSQL on two connections: the locks decide).
    const results = await Promise.allSettled([
      revokeRoles(r.database.db, { id: other.id, email: other.email }, bossId, {
        refusal: PROFILES_TEXT.lastAdmin,
      }),
      revokeRoles(r.database.db, { id: bossId, email: boss.email }, other.id, {
        refusal: PROFILES_TEXT.lastAdmin,
      }),
    ]);
    expect(results.map((x) => x.status).sort()).toEqual(['fulfilled', 'rejected']);
    const refused = results.find((x) => x.status === 'rejected') as PromiseRejectedResult;
    expect(refused.reason).toMatchObject({ status: 409, message: PROFILES_TEXT.lastAdmin });
    expect(await adminCount()).toBe(1);
    expect((await auditRows(r, 'role_revoked')).length).toBe(audits + 1);
    // Restore the two admins for the tests that follow.
    await r.database.db
      .insert(userRoles)
      .values([
        { user_id: bossId, role: 'chairman' },
        { user_id: other.id, role: 'chairman' },
      ])
      .onConflictDoNothing();
  });

  it('answers 404 for an unknown account, 400 for a missing choice, 403 to a member', async () => {
    expect((await setRole(randomUUID(), true, boss)).statusCode).toBe(404);
    const m = await newMember();
    const bad = await r.as(boss).send(api.setAdminRole, { userId: m.id });
    expect(bad.error().fields?.admin).toBe('Please say whether the account is an admin');
    expect((await setRole(m.id, true, m)).statusCode).toBe(403);
    expect(await adminCount()).toBe(2);
  });
});

describe('inviting office staff without a flat', () => {
  const invite = (payload: Record<string, unknown>, who = admin) => t.as(who).send(api.inviteStaff, payload);
  const open = (link: string) => t.as(null).inject('GET', link.replace('http://localhost:3000', ''));
  const memberCounts = async () => {
    const stats = await t.as(admin).call(adminApi.stats);
    const analytics = await t.as(admin).call(analyticsAdminApi.figures);
    expect(analytics.statusCode, analytics.body).toBe(200);
    return [stats.json().totalMembers, analytics.json().members.total];
  };

  it('mails a link that sets a password; the invitee signs in as an admin and is not counted as a resident', async () => {
    const email = `clerk.${randomUUID().slice(0, 8)}@example.com`;
    const before = await memberCounts();
    const res = await invite({ name: 'Sunil Office', email: email.toUpperCase() });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({
      account_email: email,
      name: 'Sunil Office',
      flat_no: null,
      is_admin: true,
      office_staff: true,
    });
    // Not a resident: not counted on the dashboard or in analytics, not awaiting a flat confirmation.
    expect(await memberCounts()).toEqual(before);
    const awaiting = await list({ flat: 'awaiting', q: email });
    expect(awaiting.json().items).toEqual([]);
    expect((await list({ q: email })).json().items).toMatchObject([{ office_staff: true, is_admin: true }]);
    // No password yet: signing in is refused.
    expect((await t.as(null).call(accountApi.signIn, { email, password: PASSWORD })).statusCode).toBe(401);

    const [mail] = await t.database.db.select().from(mailOutbox).where(eq(mailOutbox.to, email));
    expect(mail.subject).toMatch(/invited/);
    const opened = await open(mail.links[0]);
    expect(opened.statusCode).toBe(302);
    const location = new URL(opened.headers.location as string, 'http://localhost:3000');
    expect(location.pathname + location.searchParams.get('mode')).toBe('/authreset');
    const token = location.searchParams.get('token');
    const set = await t.as(null).send(accountApi.resetPassword, {
      token,
      password: PASSWORD,
      confirmPassword: PASSWORD,
    });
    expect(set.statusCode, set.body).toBe(200);
    const signedIn = await t.as(null).call(accountApi.signIn, { email, password: PASSWORD });
    expect(signedIn.statusCode, signedIn.body).toBe(200);
    const staff: Resident = { email, flat_no: '', cookie: cookieOf(signedIn) };
    expect((await t.as(staff).call(adminApi.stats)).statusCode).toBe(200);
    expect(await memberCounts()).toEqual(before);

    // The link works once.
    const reused = await t.as(null).send(accountApi.resetPassword, {
      token,
      password: 'Another-Pass#99',
      confirmPassword: 'Another-Pass#99',
    });
    expect(reused.error()).toMatchObject({
      code: 'TOKEN_EXPIRED',
      message: 'The email link has expired. Please request a new password reset email.',
    });
    const again = await open(mail.links[0]);
    expect(again.headers.location).toBe('http://localhost:3000/auth?mode=reset&error=INVALID_TOKEN');
    expect((await auditRows(t, 'office_staff_invited')).length).toBeGreaterThanOrEqual(1);
  });

  it('an expired link fails clearly', async () => {
    const email = `late.${randomUUID().slice(0, 8)}@example.com`;
    expect((await invite({ name: 'Late Clerk', email })).statusCode).toBe(201);
    const [user] = await t.database.db.select().from(users).where(eq(users.email, email));
    await t.database.db
      .update(verifications)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(verifications.value, user.id));
    const [mail] = await t.database.db.select().from(mailOutbox).where(eq(mailOutbox.to, email));
    const opened = await open(mail.links[0]);
    expect(opened.headers.location).toBe('http://localhost:3000/auth?mode=reset&error=INVALID_TOKEN');
  });

  it('says so for an address that already has an account, and refuses bad input and members; nothing is written', async () => {
    const r = await resident();
    const accounts = async () => (await t.database.db.select({ n: count() }).from(users))[0].n;
    const before = [await accounts(), await auditCount()];
    const taken = await invite({ name: 'Someone', email: r.email.toUpperCase() });
    expect(taken.statusCode).toBe(409);
    expect(taken.error().message).toBe(PROFILES_TEXT.accountExists);
    expect((await invite({ name: '', email: 'x@example.com' })).statusCode).toBe(400);
    expect((await invite({ name: 'No Mail', email: 'not-an-email' })).statusCode).toBe(400);
    expect((await invite({ name: 'Member', email: 'm@example.com' }, r)).statusCode).toBe(403);
    expect([await accounts(), await auditCount()]).toEqual(before);
  });
});
