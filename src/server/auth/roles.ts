// The committee's roles as stored: who holds which (user_roles) and how far each role reaches (role_reach, over
// DEFAULT_REACH). A signed-in user's reach is read here once per session look-up (auth/session.ts keeps it briefly).
import { and, eq, inArray } from 'drizzle-orm';
import {
  can,
  DEFAULT_REACH,
  hasAnyArea,
  type Reach,
  ROLES,
  type Role,
  reachOf,
} from '../../shared/permissions.ts';
import { ROLES_TEXT } from '../../shared/roles.ts';
import type { Db, Tx } from '../db/client.ts';
import { profiles, roleReach, userRoles, users } from '../db/schema.ts';
import { conflict } from '../http/errors.ts';
import { audit } from '../platform/audit.ts';

const isRole = (role: string): role is Role => (ROLES as readonly string[]).includes(role);

/** A role's reach: as the society stored it, else the default; a role no longer known reaches nothing. */
export const reachOfRole = (role: string, stored: Reach | null | undefined): Reach =>
  stored ?? (isRole(role) ? DEFAULT_REACH[role] : {});

/** How far a user's roles reach: the union of each role's (stored or default) reach, read in one query. */
export async function reachOfUser(db: Db | Tx, userId: string): Promise<Reach> {
  const rows = await db
    .select({ role: userRoles.role, reach: roleReach.reach })
    .from(userRoles)
    .leftJoin(roleReach, eq(roleReach.role, userRoles.role))
    .where(eq(userRoles.user_id, userId));
  return reachOf(rows.map((r) => reachOfRole(r.role, r.reach)));
}

/** A signed-in user's access: their reach, and whether it opens the back-office at all. */
export async function accessOf(db: Db | Tx, userId: string) {
  const reach = await reachOfUser(db, userId);
  return { isAdmin: hasAnyArea(reach), reach };
}

/** Holds a back-office role that reaches anywhere. */
export async function isAdmin(db: Db, userId: string) {
  return hasAnyArea(await reachOfUser(db, userId));
}

/**
 * Locks every role holding (a short table: residents hold none), so changes to who holds what and how far a role
 * reaches are serialised: two that would each leave someone able to manage roles cannot together leave nobody.
 */
export async function lockRoleHoldings(tx: Tx) {
  await tx.select({ id: userRoles.id }).from(userRoles).for('update');
}

/**
 * Refuses (409, rolling the transaction back) a change after which nobody can manage roles. Run after the change,
 * inside its transaction, with lockRoleHoldings taken first.
 */
export async function assertSomeoneManagesRoles(tx: Tx, refusal: string = ROLES_TEXT.lastRolesHolder) {
  const held = await tx
    .selectDistinct({ role: userRoles.role, reach: roleReach.reach })
    .from(userRoles)
    .leftJoin(roleReach, eq(roleReach.role, userRoles.role));
  if (!held.some((r) => can(reachOfRole(r.role, r.reach), 'roles:manage'))) throw conflict(refusal);
}

/**
 * Gives a user a role, with an 'Administrator' profile when they have none (the office list names them). The audit
 * row names who granted it (`by`; the user themself for ADMIN_EMAILS and the grant script). False when already held.
 */
export async function grantRole(db: Db | Tx, user: { id: string; email: string }, role: Role, by = user.id) {
  return db.transaction(async (tx) => {
    const granted = await tx
      .insert(userRoles)
      .values({ user_id: user.id, role })
      .onConflictDoNothing()
      .returning({ id: userRoles.id });
    if (!granted.length) return false;
    await tx
      .insert(profiles)
      .values({ user_id: user.id, name: 'Administrator', email: user.email })
      .onConflictDoNothing();
    await audit(tx, {
      userId: by,
      action: 'role_granted',
      resource: 'user_roles',
      severity: 'high',
      details: { user_id: user.id, email: user.email, role },
    });
    return true;
  });
}

/**
 * Takes roles away from a user (the ones named, or every one they hold); refused (409, with `refusal` as its
 * message) when nobody would be left able to manage roles. False when the user held none of them.
 */
export async function revokeRoles(
  db: Db,
  user: { id: string; email: string },
  by: string,
  { roles, refusal }: { roles?: readonly string[]; refusal?: string } = {},
) {
  return db.transaction(async (tx) => {
    await lockRoleHoldings(tx);
    const which = and(
      eq(userRoles.user_id, user.id),
      roles ? inArray(userRoles.role, [...roles]) : undefined,
    );
    const removed = await tx.delete(userRoles).where(which).returning({ role: userRoles.role });
    if (!removed.length) return false;
    await assertSomeoneManagesRoles(tx, refusal);
    await audit(tx, {
      userId: by,
      action: 'role_revoked',
      resource: 'user_roles',
      severity: 'high',
      details: { user_id: user.id, email: user.email, roles: removed.map((r) => r.role) },
    });
    return true;
  });
}

/** ADMIN_EMAILS addresses become chairmen, but only once their address is verified. */
export async function promoteIfListedAdmin(
  db: Db,
  adminEmails: string[],
  user: { id: string; email: string; emailVerified: boolean },
) {
  if (!user.emailVerified || !adminEmails.includes(user.email.toLowerCase())) return;
  const [held] = await db
    .select({ id: userRoles.id })
    .from(userRoles)
    .where(and(eq(userRoles.user_id, user.id), eq(userRoles.role, 'chairman')));
  if (!held) await grantRole(db, user, 'chairman');
}

/** `npm run admin:grant`'s work, done by the script or by the running server it asks: the line it prints. */
export async function grantAdminByEmail(db: Db, email: string) {
  const user = await findUserByEmail(db, email);
  if (!user) throw new Error(`No account with the e-mail ${email}. The person must sign up first.`);
  return (await grantRole(db, user, 'chairman'))
    ? `${email} is now a chairman.`
    : `${email} is already a chairman.`;
}

export async function findUserByEmail(db: Db | Tx, email: string) {
  const [row] = await db.select().from(users).where(eq(users.email, email.toLowerCase()));
  return row ?? null;
}
