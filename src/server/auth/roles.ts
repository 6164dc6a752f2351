import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { profiles, userRoles, users } from '../db/schema.ts';
import { audit } from '../platform/audit.ts';

export async function isAdmin(db: Db, userId: string) {
  const [row] = await db
    .select({ id: userRoles.id })
    .from(userRoles)
    .where(and(eq(userRoles.user_id, userId), eq(userRoles.role, 'admin')));
  return Boolean(row);
}

/** Gives a user the admin role, with an 'Administrator' profile when they have none. */
export async function grantAdmin(db: Db, user: { id: string; email: string }) {
  await db.transaction(async (tx) => {
    await tx.insert(userRoles).values({ user_id: user.id, role: 'admin' }).onConflictDoNothing();
    await tx
      .insert(profiles)
      .values({ user_id: user.id, name: 'Administrator', email: user.email })
      .onConflictDoNothing();
    await audit(tx, {
      userId: user.id,
      action: 'admin_granted',
      resource: 'user_roles',
      severity: 'high',
      details: { email: user.email },
    });
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

export async function findUserByEmail(db: Db, email: string) {
  const [row] = await db.select().from(users).where(eq(users.email, email.toLowerCase()));
  return row ?? null;
}
