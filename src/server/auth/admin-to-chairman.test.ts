// Migration 0023: the admins of before roles existed become chairmen (a person already chairman keeps one row).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessionApi } from '../../shared/session.ts';
import { userRoles } from '../db/schema.ts';
import { MIGRATIONS } from '../paths.ts';
import { userIdOf } from '../test/fixtures.ts';
import { createTestApp, type Resident, signUpResident, type TestApp } from '../test/harness.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const statements = readFileSync(join(MIGRATIONS, '0023_admin_to_chairman.sql'), 'utf8').split(
  '--> statement-breakpoint',
);

describe('admins become chairmen', () => {
  it('turns every admin role into the chairman’s, once per person, and the back-office stays open', async () => {
    const asha: Resident = await signUpResident(t);
    const ravi: Resident = await signUpResident(t);
    const mohan: Resident = await signUpResident(t);
    const [ashaId, raviId, mohanId] = await Promise.all([asha, ravi, mohan].map((r) => userIdOf(t, r.email)));
    await t.database.db.insert(userRoles).values([
      { user_id: ashaId, role: 'admin' },
      { user_id: raviId, role: 'admin' },
      { user_id: raviId, role: 'chairman' },
    ]);
    for (const statement of statements) await t.database.db.execute(sql.raw(statement));

    const rolesOf = async (id: string) =>
      (
        await t.database.db.select({ role: userRoles.role }).from(userRoles).where(eq(userRoles.user_id, id))
      ).map((r) => r.role);
    expect(await rolesOf(ashaId)).toEqual(['chairman']);
    expect(await rolesOf(raviId)).toEqual(['chairman']);
    expect(await rolesOf(mohanId)).toEqual([]);
    expect(await t.database.db.select().from(userRoles).where(eq(userRoles.role, 'admin'))).toEqual([]);
    const me = await t.as(asha).call(sessionApi.me);
    expect(me.json()).toMatchObject({ isAdmin: true });
  });
});
