// The roles screen: how far each committee role reaches (the society's own setting over the defaults) and who
// holds which roles. Every change locks the holdings, keeps someone able to manage roles, and is audited as high.

import { and, count, countDistinct, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod/mini';
import { AREAS, type Reach, ROLES, type Role } from '../../../shared/permissions.ts';
import { PROFILES_TEXT } from '../../../shared/profiles.ts';
import { ROLES_TEXT, type rolesAdminApi } from '../../../shared/roles.ts';
import {
  assertSomeoneManagesRoles,
  findUserByEmail,
  grantRole,
  lockRoleHoldings,
  reachOfRole,
  revokeRoles,
} from '../../auth/roles.ts';
import type { SessionUser } from '../../context.ts';
import type { Db } from '../../db/client.ts';
import { profiles, roleReach, userRoles, users } from '../../db/schema.ts';
import { badRequest, notFound } from '../../http/errors.ts';
import { audit } from '../../platform/audit.ts';
import { paginate } from '../../platform/paginate.ts';
import { containsText } from '../../platform/search.ts';

type In<K extends keyof typeof rolesAdminApi> = z.output<(typeof rolesAdminApi)[K]['input']>;

/** Every role with its reach and how many hold it: two small reads (the stored reaches, the counts by role). */
export async function listRoles(db: Db) {
  const [stored, counts] = await Promise.all([
    db.select({ role: roleReach.role, reach: roleReach.reach }).from(roleReach),
    db.select({ role: userRoles.role, n: count() }).from(userRoles).groupBy(userRoles.role),
  ]);
  const reachBy = new Map(stored.map((r) => [r.role, r.reach]));
  const holdersBy = new Map(counts.map((c) => [c.role, c.n]));
  return {
    items: ROLES.map((role) => ({
      role,
      reach: reachOfRole(role, reachBy.get(role)),
      holders: holdersBy.get(role) ?? 0,
    })),
  };
}

async function roleRow(db: Db, role: Role) {
  const row = (await listRoles(db)).items.find((r) => r.role === role);
  if (!row) throw notFound(ROLES_TEXT.unknownRole);
  return row;
}

/** Stores a role's whole reach (closed areas left out); refused (409) when nobody could manage roles after it. */
export async function setReach(db: Db, actor: SessionUser, input: In<'setReach'>) {
  const reach: Reach = Object.fromEntries(
    AREAS.flatMap((a) => (input.reach[a] ? [[a, input.reach[a]]] : [])),
  );
  await db.transaction(async (tx) => {
    await lockRoleHoldings(tx);
    const [before] = await tx
      .select({ reach: roleReach.reach })
      .from(roleReach)
      .where(eq(roleReach.role, input.role));
    await tx
      .insert(roleReach)
      .values({ role: input.role, reach, updated_by: actor.id })
      .onConflictDoUpdate({
        target: roleReach.role,
        set: { reach, updated_by: actor.id, updated_at: new Date() },
      });
    await assertSomeoneManagesRoles(tx);
    await audit(tx, {
      userId: actor.id,
      action: 'role_reach_changed',
      resource: 'role_reach',
      severity: 'high',
      details: { role: input.role, before: reachOfRole(input.role, before?.reach), after: reach },
    });
  });
  return roleRow(db, input.role);
}

const holderColumns = {
  user_id: users.id,
  name: profiles.name,
  email: users.email,
  flat_no: profiles.flat_no,
  roles: sql<string[]>`array_agg(${userRoles.role} order by ${userRoles.role})`,
};

/** Holders with all their roles, grouped in SQL (one read per page, whatever its size). */
const holderRows = (db: Db, where: SQL | undefined) =>
  db
    .select(holderColumns)
    .from(userRoles)
    .innerJoin(users, eq(users.id, userRoles.user_id))
    .leftJoin(profiles, eq(profiles.user_id, users.id))
    .where(where)
    .groupBy(users.id, users.email, profiles.name, profiles.flat_no);

type HolderRow = Awaited<ReturnType<typeof holderRows>>[number];
/** A holder's roles in the screen's order (ROLES); a role no longer known is left out. */
const inRoleOrder = (row: HolderRow) => ({
  ...row,
  roles: ROLES.filter((r) => row.roles.includes(r)),
});

/** The people who hold a role: by name (then e-mail), searched by name, e-mail or flat, filtered by one role. */
export async function listHolders(db: Db, query: In<'holders'>) {
  const filter = and(
    query.q ? containsText(query.q, [profiles.name, users.email, profiles.flat_no]) : undefined,
    query.role
      ? inArray(
          userRoles.user_id,
          db.select({ id: userRoles.user_id }).from(userRoles).where(eq(userRoles.role, query.role)),
        )
      : undefined,
  );
  return paginate(
    db,
    query,
    async (limit, offset) =>
      (
        await holderRows(db, filter)
          .orderBy(sql`coalesce(${profiles.name}, ${users.email})`, users.email)
          .limit(limit)
          .offset(offset)
      ).map(inRoleOrder),
    () =>
      db
        .select({ total: countDistinct(userRoles.user_id) })
        .from(userRoles)
        .innerJoin(users, eq(users.id, userRoles.user_id))
        .leftJoin(profiles, eq(profiles.user_id, users.id))
        .where(filter),
  );
}

/** One person's row, with no roles once the last is revoked. */
async function holderRow(db: Db, userId: string) {
  const [user] = await db
    .select({ user_id: users.id, name: profiles.name, email: users.email, flat_no: profiles.flat_no })
    .from(users)
    .leftJoin(profiles, eq(profiles.user_id, users.id))
    .where(eq(users.id, userId));
  if (!user) throw notFound(PROFILES_TEXT.notFound);
  const [held] = await holderRows(db, eq(userRoles.user_id, userId));
  return { ...user, roles: held ? inRoleOrder(held).roles : [] };
}

/** Gives the person with this address the role (an account must exist); granting a held role changes nothing. */
export async function grant(db: Db, actor: SessionUser, input: In<'grant'>) {
  const user = await findUserByEmail(db, input.email);
  if (!user) throw badRequest(ROLES_TEXT.noAccount, { email: ROLES_TEXT.noAccount });
  await grantRole(db, user, input.role, actor.id);
  return holderRow(db, user.id);
}

/** Takes one role away; refused (409) when nobody could manage roles after it. */
export async function revoke(db: Db, actor: SessionUser, input: In<'revoke'>) {
  const [user] = await db
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(eq(users.id, input.userId));
  if (!user) throw notFound(PROFILES_TEXT.notFound);
  await revokeRoles(db, user, actor.id, { roles: [input.role] });
  return holderRow(db, user.id);
}
