// Accounts: our rules (throttle, messages, profiles) around better-auth's sign-up, sign-in and recovery.
import { eq } from 'drizzle-orm';
import type { FastifyReply } from 'fastify';
import type { z } from 'zod';
import type { changePasswordInput, signUpInput } from '../../../shared/account.ts';
import { AUTH_ERRORS, LOGIN_LIMIT, waitMessage } from '../../../shared/account.ts';
import { hasAnyArea, type Reach, ROLES, type Role } from '../../../shared/permissions.ts';
import type { meOutput } from '../../../shared/session.ts';
import { RESET_CALLBACK, VERIFIED_CALLBACK } from '../../auth/auth.ts';
import { findUserByEmail, promoteIfListedAdmin, reachOfUser } from '../../auth/roles.ts';
import { forwardCookies } from '../../auth/session.ts';
import type { AppContext, SessionUser } from '../../context.ts';
import { type Db, isUniqueViolation, type Tx } from '../../db/client.ts';
import { profiles, userRoles, users } from '../../db/schema.ts';
import { AppError, badRequest, tooManyRequests } from '../../http/errors.ts';
import { audit } from '../../platform/audit.ts';
import { clearAttempts, minutesLeft, takeAttempt } from '../../platform/rate-limit.ts';

const MAIL_LIMIT = { max: 3, windowMs: 15 * 60_000 };

/** better-auth throws APIError with a body code; anything else is a real failure. */
const authCode = (err: unknown) => (err as { body?: { code?: string } })?.body?.code;

/**
 * The user, their profile, their back-office roles and how far those reach; the reach is looked up only when the
 * caller does not know it.
 */
export async function currentMe(
  ctx: AppContext,
  user: (Pick<SessionUser, 'id' | 'email' | 'name' | 'emailVerified'> & { reach?: Reach }) | null,
): Promise<z.input<typeof meOutput>> {
  if (!user) return { user: null, profile: null, isAdmin: false, roles: [], reach: {} };
  const { id, email, name, emailVerified } = user;
  const [[profile], roles, reach] = await Promise.all([
    ctx.db.select().from(profiles).where(eq(profiles.user_id, id)),
    rolesOfUser(ctx.db, id),
    user.reach ?? reachOfUser(ctx.db, id),
  ]);
  return {
    user: { id, email, name, emailVerified },
    profile: profile ?? null,
    isAdmin: hasAnyArea(reach),
    roles,
    reach,
  };
}

/** The back-office roles a user holds, in the order of ROLES. */
async function rolesOfUser(db: Db, userId: string): Promise<Role[]> {
  const rows = await db.select({ role: userRoles.role }).from(userRoles).where(eq(userRoles.user_id, userId));
  const held = new Set(rows.map((r) => r.role));
  return ROLES.filter((role) => held.has(role));
}

/** Counts one attempt against a limit and refuses with the shared wording when it is used up. */
async function limit(ctx: AppContext, key: string, max: number, windowMs: number) {
  const wait = await takeAttempt(ctx.db, key, max, windowMs);
  if (wait) throw tooManyRequests(waitMessage(minutesLeft(wait)));
}

export async function signUp(
  ctx: AppContext,
  input: z.output<typeof signUpInput>,
  headers: Headers,
  clientAddress: string,
) {
  // Each sign-up sends a mail: a client address gets a generous hourly allowance, then waits.
  await limit(ctx, `signup:${clientAddress}`, ctx.config.SIGNUP_LIMIT_PER_HOUR, 60 * 60_000);
  if (await findUserByEmail(ctx.db, input.email))
    throw new AppError(409, AUTH_ERRORS.exists, 'This email is already registered. Please sign in instead.');
  let userId: string;
  try {
    const res = await ctx.auth.api.signUpEmail({
      body: {
        name: input.name,
        email: input.email,
        password: input.password,
        callbackURL: VERIFIED_CALLBACK,
      },
      headers,
    });
    userId = res.user.id;
  } catch (err) {
    // Two sign-ups for one address at the same moment: the database's unique e-mail decides.
    if (authCode(err)?.includes('ALREADY_EXISTS') || isUniqueViolation(err))
      throw new AppError(
        409,
        AUTH_ERRORS.exists,
        'This email is already registered. Please sign in instead.',
      );
    throw err;
  }
  try {
    await ctx.db.insert(profiles).values({
      user_id: userId,
      name: input.name,
      email: input.email,
      phone: input.phone,
      flat_no: input.flat_no,
    });
  } catch (err) {
    // No account without its profile: undo the user row.
    await ctx.db.delete(users).where(eq(users.id, userId));
    throw err;
  }
  await audit(ctx.db, { userId, action: 'sign_up', resource: 'users' });
}

export async function signIn(
  ctx: AppContext,
  email: string,
  password: string,
  headers: Headers,
  reply: FastifyReply,
) {
  const key = `login:${email}`;
  // Every attempt is counted up front; one that proves the password clears the count.
  await limit(ctx, key, LOGIN_LIMIT.max, LOGIN_LIMIT.windowMs);
  try {
    const res = await ctx.auth.api.signInEmail({ body: { email, password }, headers, returnHeaders: true });
    await clearAttempts(ctx.db, key);
    forwardCookies(res.headers, reply);
    const user = res.response.user;
    await promoteIfListedAdmin(ctx.db, ctx.config.ADMIN_EMAILS, user);
    await audit(ctx.db, { userId: user.id, action: 'sign_in', resource: 'sessions' });
    return currentMe(ctx, user);
  } catch (err) {
    const code = authCode(err);
    if (code === AUTH_ERRORS.emailNotVerified) {
      await clearAttempts(ctx.db, key);
      throw new AppError(
        403,
        AUTH_ERRORS.emailNotVerified,
        'Please verify your email address before signing in.',
      );
    }
    if (code) {
      await audit(ctx.db, {
        action: 'sign_in_failed',
        resource: 'sessions',
        severity: 'medium',
        details: { email },
      });
      throw new AppError(401, 'INVALID_CREDENTIALS', 'Invalid email or password');
    }
    throw err;
  }
}

export async function signOut(ctx: AppContext, headers: Headers, reply: FastifyReply) {
  if (!headers.get('cookie')) return;
  try {
    const res = await ctx.auth.api.signOut({ headers, returnHeaders: true });
    forwardCookies(res.headers, reply);
  } catch {
    // No session to end: the browser is signed out either way.
  }
}

/** Limits mails a visitor can trigger for one address. */
async function mailQuota(ctx: AppContext, key: string) {
  const wait = await takeAttempt(ctx.db, key, MAIL_LIMIT.max, MAIL_LIMIT.windowMs);
  if (wait)
    throw tooManyRequests(`Please wait ${minutesLeft(wait)} minutes before requesting another email.`);
}

export async function resendVerification(ctx: AppContext, email: string) {
  await mailQuota(ctx, `verify-mail:${email}`);
  const user = await findUserByEmail(ctx.db, email);
  if (!user || user.emailVerified) return; // same answer either way: no account discovery here
  await ctx.auth.api.sendVerificationEmail({ body: { email, callbackURL: VERIFIED_CALLBACK } });
}

export async function requestPasswordReset(ctx: AppContext, email: string) {
  await mailQuota(ctx, `reset-mail:${email}`);
  await ctx.auth.api.requestPasswordReset({ body: { email, redirectTo: RESET_CALLBACK } });
}

const LINK_EXPIRED = 'The email link has expired. Please request a new password reset email.';

/** Sets the new password, then signs the resident in with it. */
export async function resetPassword(
  ctx: AppContext,
  token: string,
  password: string,
  headers: Headers,
  reply: FastifyReply,
) {
  const internal = (await ctx.auth.$context).internalAdapter;
  const verification = await internal.findVerificationValue(`reset-password:${token}`);
  if (!verification || verification.expiresAt < new Date())
    throw new AppError(400, 'TOKEN_EXPIRED', LINK_EXPIRED);
  const userId = verification.value;
  try {
    await ctx.auth.api.resetPassword({ body: { newPassword: password, token } });
  } catch (err) {
    if (authCode(err)) throw new AppError(400, 'TOKEN_EXPIRED', LINK_EXPIRED);
    throw err;
  }
  // Opening the mailed link proves the address, so an unverified account becomes verified.
  const user = await ctx.db.transaction(async (tx) => {
    const [row] = await tx.update(users).set({ emailVerified: true }).where(eq(users.id, userId)).returning();
    if (row) await audit(tx, { userId, action: 'password_reset', resource: 'accounts', severity: 'medium' });
    return row;
  });
  if (!user) throw new AppError(400, 'TOKEN_EXPIRED', LINK_EXPIRED);
  return signIn(ctx, user.email, password, headers, reply);
}

export async function changePassword(
  ctx: AppContext,
  input: z.output<typeof changePasswordInput>,
  headers: Headers,
  reply: FastifyReply,
  userId: string,
) {
  // Guessing the current password from a stolen session is limited like signing in.
  const key = `change-password:${userId}`;
  await limit(ctx, key, LOGIN_LIMIT.max, LOGIN_LIMIT.windowMs);
  try {
    const res = await ctx.auth.api.changePassword({
      body: {
        currentPassword: input.currentPassword,
        newPassword: input.newPassword,
        revokeOtherSessions: true,
      },
      headers,
      returnHeaders: true,
    });
    forwardCookies(res.headers, reply);
    await clearAttempts(ctx.db, key);
  } catch (err) {
    if (authCode(err) === 'INVALID_PASSWORD')
      throw badRequest('Current password is incorrect', { currentPassword: 'Current password is incorrect' });
    throw err;
  }
  await audit(ctx.db, { userId, action: 'password_changed', resource: 'accounts', severity: 'medium' });
}

/**
 * Creates the member's profile when missing, from the account's name (else the e-mail's local part): the
 * dashboard's 'Create Profile', and before a purchase. Takes a transaction when the caller has one.
 */
export async function ensureProfile(db: Db | Tx, user: Pick<SessionUser, 'id' | 'name' | 'email'>) {
  const name = user.name?.trim() || user.email.split('@')[0] || 'User';
  await db.insert(profiles).values({ user_id: user.id, name, email: user.email }).onConflictDoNothing();
  const [profile] = await db.select().from(profiles).where(eq(profiles.user_id, user.id));
  return profile;
}
