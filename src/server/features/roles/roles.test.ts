// The roles screen's API: each role's reach (stored over the defaults), who holds which roles, granting by e-mail
// and revoking, and the one rule that always holds: somebody can manage roles.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditAdminApi } from '../../../shared/audit.ts';
import { documentsApi } from '../../../shared/documents.ts';
import { parkingApi } from '../../../shared/parking.ts';
import { DEFAULT_REACH, type Role } from '../../../shared/permissions.ts';
import { profilesAdminApi } from '../../../shared/profiles.ts';
import { rolesAdminApi as api, ROLES_TEXT } from '../../../shared/roles.ts';
import { grantRole, revokeRoles } from '../../auth/roles.ts';
import { profiles, roleReach, securityAuditLog, userRoles, users } from '../../db/schema.ts';
import { userIdOf } from '../../test/fixtures.ts';
import {
  createTestApp,
  type Resident,
  signUpAdmin,
  signUpResident,
  type TestApp,
} from '../../test/harness.ts';

let t: TestApp;
let chairman: Resident;
let chairmanId: string;

const auditRows = (action: string) =>
  t.database.db.select().from(securityAuditLog).where(eq(securityAuditLog.action, action));
const storedReach = () => t.database.db.select().from(roleReach);
const rolesOf = async (email: string) =>
  (
    await t.database.db
      .select({ role: userRoles.role })
      .from(userRoles)
      .where(eq(userRoles.user_id, await userIdOf(t, email)))
  )
    .map((r) => r.role)
    .sort();

async function member(over: Parameters<typeof signUpResident>[1] = {}) {
  const m = await signUpResident(t, over);
  return { ...m, id: await userIdOf(t, m.email) };
}

async function holding(role: Role, over: Parameters<typeof signUpResident>[1] = {}) {
  const m = await member(over);
  const res = await t.as(chairman).call(api.grant, { email: m.email, role });
  expect(res.statusCode, res.body).toBe(200);
  return m;
}

beforeAll(async () => {
  t = await createTestApp();
  chairman = await signUpAdmin(t);
  chairmanId = await userIdOf(t, chairman.email);
});
afterAll(() => t.close());

describe('roles and their reach', () => {
  it('makes ADMIN_EMAILS a chairman and lists the six roles with their default reach and holders', async () => {
    expect(await rolesOf(chairman.email)).toEqual(['chairman']);
    const res = await t.as(chairman).call(api.list, {});
    expect(res.statusCode, res.body).toBe(200);
    const items = res.json().items;
    expect(items.map((r) => r.role)).toEqual([
      'chairman',
      'secretary',
      'treasurer',
      'committee_member',
      'office_staff',
      'auditor',
    ]);
    for (const r of items) expect(r.reach).toEqual(DEFAULT_REACH[r.role]);
    expect(items.find((r) => r.role === 'chairman')?.holders).toBe(1);
  });

  it('stores a changed reach, audited as high, and the holders reach exactly that at once', async () => {
    const auditor = await holding('auditor');
    expect((await t.as(auditor).call(api.list, {})).statusCode).toBe(200);
    expect((await t.as(auditor).call(auditAdminApi.list, {})).statusCode).toBe(200);

    const res = await t.as(chairman).call(api.setReach, {
      role: 'auditor',
      reach: { accounts: 'view', people: 'manage', roles: null },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      role: 'auditor',
      reach: { accounts: 'view', people: 'manage' },
      holders: 1,
    });
    // Areas left out or null are closed: the roles screen and the audit log are now shut to the auditor.
    expect((await t.as(auditor).call(api.list, {})).statusCode).toBe(403);
    expect((await t.as(auditor).call(auditAdminApi.list, {})).statusCode).toBe(403);
    expect((await t.as(auditor).call(profilesAdminApi.list, {})).statusCode).toBe(200);
    const [row] = (await auditRows('role_reach_changed')).filter(
      (a) => (a.details as { role: string }).role === 'auditor',
    );
    expect(row).toMatchObject({
      user_id: chairmanId,
      severity: 'high',
      details: { before: DEFAULT_REACH.auditor, after: { accounts: 'view', people: 'manage' } },
    });
    const listed = (await t.as(chairman).call(api.list, {})).json().items;
    expect(listed.find((r) => r.role === 'auditor')?.reach).toEqual({ accounts: 'view', people: 'manage' });

    // Back to the default for the tests that follow.
    await t.as(chairman).call(api.setReach, { role: 'auditor', reach: DEFAULT_REACH.auditor });
    expect((await t.as(auditor).call(api.list, {})).statusCode).toBe(200);
  });

  it('refuses an unknown role, area or level with 400 and stores nothing', async () => {
    const before = await storedReach();
    const cases = [
      { input: { role: 'admin', reach: {} }, message: ROLES_TEXT.unknownRole },
      { input: { role: 'auditor', reach: { garden: 'view' } }, message: undefined },
      { input: { role: 'auditor', reach: { accounts: 'edit' } }, message: ROLES_TEXT.unknownLevel },
    ];
    for (const c of cases) {
      const res = await t.as(chairman).send(api.setReach, c.input);
      expect(res.statusCode, res.body).toBe(400);
      if (c.message) expect(res.error().message).toBe(c.message);
    }
    const grant = await t.as(chairman).send(api.grant, { email: chairman.email, role: 'admin' });
    expect(grant.statusCode).toBe(400);
    expect(grant.error().message).toBe(ROLES_TEXT.unknownRole);
    expect(await storedReach()).toEqual(before);
    expect(await rolesOf(chairman.email)).toEqual(['chairman']);
  });

  it('refuses (409) a reach that leaves nobody able to manage roles, and stores nothing', async () => {
    const before = await storedReach();
    const audits = (await auditRows('role_reach_changed')).length;
    const res = await t.as(chairman).call(api.setReach, {
      role: 'chairman',
      reach: { ...DEFAULT_REACH.chairman, roles: 'view' },
    });
    expect(res.statusCode).toBe(409);
    expect(res.error()).toMatchObject({ code: 'CONFLICT', message: ROLES_TEXT.lastRolesHolder });
    expect(await storedReach()).toEqual(before);
    expect((await auditRows('role_reach_changed')).length).toBe(audits);
    expect((await t.as(chairman).call(api.list, {})).statusCode).toBe(200);
  });
});

describe('who holds which roles', () => {
  it('grants a role by e-mail, audited as high with who, whom and what; granting it again changes nothing', async () => {
    const m = await member({ name: 'Sunita Rao' });
    expect((await t.as(m).call(profilesAdminApi.list, {})).statusCode).toBe(403);
    const res = await t.as(chairman).call(api.grant, { email: m.email.toUpperCase(), role: 'secretary' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      user_id: m.id,
      name: 'Sunita Rao',
      email: m.email,
      roles: ['secretary'],
    });
    expect((await t.as(m).call(profilesAdminApi.list, {})).statusCode).toBe(200);
    expect(await t.as(chairman).call(api.grant, { email: m.email, role: 'secretary' })).toMatchObject({
      statusCode: 200,
    });
    const rows = (await auditRows('role_granted')).filter(
      (a) => (a.details as { user_id: string }).user_id === m.id,
    );
    expect(rows).toEqual([
      expect.objectContaining({
        user_id: chairmanId,
        severity: 'high',
        details: { user_id: m.id, email: m.email, role: 'secretary' },
      }),
    ]);
  });

  it('refuses an address without an account (400) and gives an account without a profile one', async () => {
    const res = await t.as(chairman).call(api.grant, { email: 'nobody@example.com', role: 'auditor' });
    expect(res.statusCode).toBe(400);
    expect(res.error()).toMatchObject({
      message: ROLES_TEXT.noAccount,
      fields: { email: ROLES_TEXT.noAccount },
    });

    const [bare] = await t.database.db
      .insert(users)
      .values({ name: 'Bare', email: 'bare@example.com' })
      .returning({ id: users.id });
    const granted = await t.as(chairman).call(api.grant, { email: 'bare@example.com', role: 'auditor' });
    expect(granted.statusCode, granted.body).toBe(200);
    expect(granted.json()).toMatchObject({ user_id: bare.id, name: 'Administrator', roles: ['auditor'] });
    const [profile] = await t.database.db.select().from(profiles).where(eq(profiles.user_id, bare.id));
    expect(profile).toMatchObject({ name: 'Administrator', email: 'bare@example.com' });
  });

  it('lists holders with all their roles, paged, searched by name, e-mail or flat, filtered by role', async () => {
    const both = await holding('treasurer', { name: 'Kiran Treasurer', flat_no: 'C-901' });
    await t.as(chairman).call(api.grant, { email: both.email, role: 'committee_member' });
    await member({ name: 'Kiran Resident' }); // holds no role: never listed

    const all = await t.as(chairman).call(api.holders, { pageSize: 100 });
    expect(all.statusCode, all.body).toBe(200);
    const page = all.json();
    expect(page.total).toBe(page.items.length);
    expect(page.items.filter((h) => h.user_id === both.id)).toEqual([
      {
        user_id: both.id,
        name: 'Kiran Treasurer',
        email: both.email,
        flat_no: 'C-901',
        roles: ['treasurer', 'committee_member'],
      },
    ]);
    expect(page.items.every((h) => h.roles.length > 0)).toBe(true);

    const byName = (await t.as(chairman).call(api.holders, { q: 'kiran' })).json();
    expect(byName.items.map((h) => h.user_id)).toEqual([both.id]);
    expect((await t.as(chairman).call(api.holders, { q: 'c-901' })).json().total).toBe(1);
    expect((await t.as(chairman).call(api.holders, { q: both.email.slice(0, 12) })).json().total).toBe(1);

    const treasurers = (await t.as(chairman).call(api.holders, { role: 'treasurer' })).json();
    expect(treasurers.items).toEqual([expect.objectContaining({ user_id: both.id })]);
    expect(treasurers.total).toBe(1);

    const second = (await t.as(chairman).call(api.holders, { page: 2, pageSize: 1 })).json();
    expect(second).toMatchObject({ page: 2, pageSize: 1, total: page.total });
    expect(second.items.map((h) => h.user_id)).toEqual([page.items[1].user_id]);
  });

  it('revokes one role, closing what it opened at once, audited as high', async () => {
    const m = await holding('office_staff');
    await t.as(chairman).call(api.grant, { email: m.email, role: 'auditor' });
    const res = await t.as(chairman).call(api.revoke, { userId: m.id, role: 'office_staff' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().roles).toEqual(['auditor']);
    // The auditor still reads profiles, but changes nothing.
    expect((await t.as(m).call(profilesAdminApi.list, {})).statusCode).toBe(200);
    expect(
      (await t.as(m).call(profilesAdminApi.setAdminRole, { userId: m.id, admin: true })).statusCode,
    ).toBe(403);
    const [row] = (await auditRows('role_revoked')).filter(
      (a) => (a.details as { user_id: string }).user_id === m.id,
    );
    expect(row).toMatchObject({
      user_id: chairmanId,
      severity: 'high',
      details: { roles: ['office_staff'] },
    });
  });

  it('refuses (409) to revoke the last person able to manage roles, and keeps someone when two go at once', async () => {
    // Only the chairman and the secretaries manage roles: take every secretary away first.
    const secretaries = (await t.as(chairman).call(api.holders, { role: 'secretary', pageSize: 100 })).json()
      .items;
    for (const s of secretaries)
      expect(
        (await t.as(chairman).call(api.revoke, { userId: s.user_id, role: 'secretary' })).statusCode,
      ).toBe(200);
    const res = await t.as(chairman).call(api.revoke, { userId: chairmanId, role: 'chairman' });
    expect(res.statusCode).toBe(409);
    expect(res.error()).toMatchObject({ code: 'CONFLICT', message: ROLES_TEXT.lastRolesHolder });
    expect(await rolesOf(chairman.email)).toEqual(['chairman']);

    // Both revokes are under way before either commits (on PostgreSQL on two connections: the locks decide).
    const other = await holding('secretary');
    const both = await Promise.allSettled([
      revokeRoles(t.database.db, other, chairmanId, { roles: ['secretary'] }),
      revokeRoles(t.database.db, { id: chairmanId, email: chairman.email }, other.id, {
        roles: ['chairman'],
      }),
    ]);
    expect(both.map((r) => r.status).sort()).toEqual(['fulfilled', 'rejected']);
    // Either may be the one that went through (on PostgreSQL the locks decide the order): read what is left as stored.
    const left = await t.database.db.select({ role: userRoles.role }).from(userRoles);
    expect(left.some((h) => h.role === 'chairman' || h.role === 'secretary')).toBe(true);
    // The tests after this one act as the chairman.
    await grantRole(t.database.db, { id: chairmanId, email: chairman.email }, 'chairman');
  });

  it('answers 403 to a resident and to a role without roles:manage', async () => {
    const resident = await member();
    const auditor = await holding('auditor');
    for (const who of [resident, auditor]) {
      expect((await t.as(who).call(api.grant, { email: who.email, role: 'chairman' })).statusCode).toBe(403);
      expect(
        (await t.as(who).call(api.setReach, { role: 'auditor', reach: DEFAULT_REACH.chairman })).statusCode,
      ).toBe(403);
    }
    expect((await t.as(resident).call(api.list, {})).statusCode).toBe(403);
    expect(await rolesOf(auditor.email)).toEqual(['auditor']);
  });
});

describe('files the office reads through a role', () => {
  it("opens a resident's attachment to a role reaching its area, and to no one else", async () => {
    const asha = await member();
    const sent = await t.as(asha).upload(
      parkingApi.register,
      {
        owner_name: 'Asha Rao',
        flat_no: asha.flat_no,
        contact_number: '9820012345',
        vehicles: JSON.stringify([{ car_number: 'MH 04 AB 1234', slot_type: 'owned_covered' }]),
      },
      { field: 'rc_copy', name: 'rc.pdf', bytes: Buffer.from('%PDF-1.4\n% RC copy\n%%EOF\n') },
    );
    expect(sent.statusCode, sent.body).toBe(201);
    const name = sent.json()[0].rc_copy_url as string;
    const open = (who: Resident) => t.as(who).call(documentsApi.file, { name });

    const auditor = await holding('auditor');
    expect((await open(asha)).statusCode).toBe(200);
    expect((await open(auditor)).statusCode).toBe(200);
    expect((await open(await member())).statusCode).toBe(404);
    // An RC copy is the approvals area's: a reach without it does not open it.
    await t
      .as(chairman)
      .call(api.setReach, { role: 'auditor', reach: { accounts: 'view', attendance: 'view' } });
    expect((await open(auditor)).statusCode).toBe(404);
    await t.as(chairman).call(api.setReach, { role: 'auditor', reach: DEFAULT_REACH.auditor });
    expect((await open(auditor)).statusCode).toBe(200);
  });
});

describe("Profile Management's admin toggle and Invite Office Staff", () => {
  it('shows is_admin for any role; the toggle gives the chairman on and takes every role off', async () => {
    const m = await holding('treasurer');
    const row = async () =>
      (await t.as(chairman).call(profilesAdminApi.list, { q: m.email })).json().items[0];
    expect((await row()).is_admin).toBe(true);
    await t.as(chairman).call(api.grant, { email: m.email, role: 'auditor' });

    const off = await t.as(chairman).call(profilesAdminApi.setAdminRole, { userId: m.id, admin: false });
    expect(off.statusCode, off.body).toBe(200);
    expect(off.json().is_admin).toBe(false);
    expect(await rolesOf(m.email)).toEqual([]);
    expect((await t.as(m).call(profilesAdminApi.list, {})).statusCode).toBe(403);

    const on = await t.as(chairman).call(profilesAdminApi.setAdminRole, { userId: m.id, admin: true });
    expect(on.json().is_admin).toBe(true);
    expect(await rolesOf(m.email)).toEqual(['chairman']);
    await t.as(chairman).call(profilesAdminApi.setAdminRole, { userId: m.id, admin: false });
  });

  it('invites office staff with the office staff role only', async () => {
    const res = await t
      .as(chairman)
      .call(profilesAdminApi.inviteStaff, { name: 'Ganesh Clerk', email: 'ganesh.clerk@example.com' });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ is_admin: true, office_staff: true });
    expect(await rolesOf('ganesh.clerk@example.com')).toEqual(['office_staff']);
  });
});
