import { and, eq } from 'drizzle-orm';
import { DEFAULT_REACH, type Reach } from '../../shared/permissions.ts';
import { PROFILES_TEXT } from '../../shared/profiles.ts';
import type { Db, Tx } from '../db/client.ts';
import { profiles, userRoles, users } from '../db/schema.ts';
import { conflict } from '../http/errors.ts';
import { audit } from '../platform/audit.ts';

/**
 * How far a user's roles reach. Until the committee's roles are stored, the one office role (admin) reaches
 * everywhere, as far as the chairman's.
 */
export async function reachOfUser(db: Db, userId: string): Promise<Reach> {
  return (await isAdmin(db, userId)) ? DEFAULT_REACH.chairman : {};
}

export async function isAdmin(db: Db, userId: string) {
  const [row] = await db
    .select({ id: userRoles.id })
    .from(userRoles)
    .where(and(eq(userRoles.user_id, userId), eq(userRoles.role, 'admin')));
  return Boolean(row);
}

/**
 * Gives a user the admin role, with an 'Administrator' profile when they have none. The audit row names who
 * granted it (`by`; the user themself for ADMIN_EMAILS and the grant script). False when already an admin.
 */
export async function grantAdmin(db: Db | Tx, user: { id: string; email: string }, by: string = user.id) {
  return db.transaction(async (tx) => {
    const granted = await tx
      .insert(userRoles)
      .values({ user_id: user.id, role: 'admin' })
      .onConflictDoNothing()
      .returning({ id: userRoles.id });
    if (!granted.length) return false;
    await tx
      .insert(profiles)
      .values({ user_id: user.id, name: 'Administrator', email: user.email })
      .onConflictDoNothing();
    await audit(tx, {
      userId: by,
      action: 'admin_granted',
      resource: 'user_roles',
      severity: 'high',
      details: { user_id: user.id, email: user.email },
    });
    return true;
  });
}

/**
 * Takes the admin role away; refused (409) for the last admin. Every admin row is locked first, so two revokes at
 * once are serialised and cannot remove the last two. False when the user was not an admin.
 */
export async function revokeAdmin(db: Db, user: { id: string; email: string }, by: string) {
  return db.transaction(async (tx) => {
    const admins = await tx
      .select({ user_id: userRoles.user_id })
      .from(userRoles)
      .where(eq(userRoles.role, 'admin'))
      .for('update');
    if (!admins.some((a) => a.user_id === user.id)) return false;
    if (admins.length === 1) throw conflict(PROFILES_TEXT.lastAdmin);
    await tx.delete(userRoles).where(and(eq(userRoles.user_id, user.id), eq(userRoles.role, 'admin')));
    await audit(tx, {
      userId: by,
      action: 'admin_revoked',
      resource: 'user_roles',
      severity: 'high',
      details: { user_id: user.id, email: user.email },
    });
    return true;
  });
}

/** ADMIN_EMAILS addresses become admins, but only once their address is verified. */
export async function promoteIfListedAdmin(
  db: Db,
  adminEmails: string[],
  user: { id: string; email: string; emailVerified: boolean },
) {
  if (!user.emailVerified || !adminEmails.includes(user.email.toLowerCase())) return;
  if (await isAdmin(db, user.id)) return;
  await grantAdmin(db, user);
}

/** `npm run admin:grant`'s work, done by the script or by the running server it asks: the line it prints. */
export async function grantAdminByEmail(db: Db, email: string) {
  const user = await findUserByEmail(db, email);
  if (!user) throw new Error(`No account with the e-mail ${email}. The person must sign up first.`);
  return (await grantAdmin(db, user)) ? `${email} is now an admin.` : `${email} is already an admin.`;
}

export async function findUserByEmail(db: Db, email: string) {
  const [row] = await db.select().from(users).where(eq(users.email, email.toLowerCase()));
  return row ?? null;
}
