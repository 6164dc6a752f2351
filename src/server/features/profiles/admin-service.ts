// Profile management: the office corrects profiles, confirms flats (the proof of residence invoices rely on)
// and grants or revokes access to the back-office (the toggle: chairman on, every role off). Each write locks the account's row and audits in its transaction.

import { randomBytes } from 'node:crypto';
import { and, count, eq, isNotNull, isNull, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import {
  type adminRoleInput,
  type flatConfirmationInput,
  type inviteStaffInput,
  normalizeFlat,
  PROFILES_TEXT,
  type profileEditInput,
  type profileListQuery,
} from '../../../shared/profiles.ts';
import { RESET_CALLBACK } from '../../auth/auth.ts';
import { grantRole, revokeRoles } from '../../auth/roles.ts';
import type { AppContext, SessionUser } from '../../context.ts';
import type { Db, Tx } from '../../db/client.ts';
import { flats, profiles, userRoles, users } from '../../db/schema.ts';
import { conflict, notFound } from '../../http/errors.ts';
import { staffInvitationMail } from '../../mail/templates.ts';
import { audit } from '../../platform/audit.ts';
import { notifyFlatConfirmed } from '../../platform/notify.ts';
import { countOf, paginate, type SortColumns, sortOrder } from '../../platform/paginate.ts';
import { containsText } from '../../platform/search.ts';
import { getSettings } from '../site/settings.ts';

const confirmer = alias(users, 'confirmer');

const columns = {
  user_id: users.id,
  profile_id: profiles.id,
  account_email: users.email,
  name: profiles.name,
  email: profiles.email,
  phone: profiles.phone,
  flat_no: profiles.flat_no,
  // The office checks a resident's flat against the register (an index lookup on flats_flat_no_uq).
  flat_in_register: sql<boolean>`exists (select 1 from ${flats} where ${flats}.flat_no = ${profiles}.flat_no)`,
  nook_number: profiles.nook_number,
  floor: profiles.floor,
  // Holds any back-office role (the roles screen says which).
  is_admin: sql<boolean>`exists (select 1 from ${userRoles} where ${userRoles.user_id} = ${users.id})`,
  office_staff: sql<boolean>`coalesce(${profiles.office_staff}, false)`,
  flat_confirmed_at: profiles.flat_confirmed_at,
  flat_confirmed_by_name: confirmer.name,
};

/** Every account with its profile (if any), role and confirmer, in one query. */
const rows = (db: Db | Tx, where: SQL | undefined) =>
  db
    .select(columns)
    .from(users)
    .leftJoin(profiles, eq(profiles.user_id, users.id))
    .leftJoin(confirmer, eq(confirmer.id, profiles.flat_confirmed_by))
    .where(where);

/** The same, for accounts that have a profile: read in the order of the profiles' name index. */
const profileRows = (db: Db, where: SQL | undefined) =>
  db
    .select(columns)
    .from(profiles)
    .innerJoin(users, eq(users.id, profiles.user_id))
    .leftJoin(confirmer, eq(confirmer.id, profiles.flat_confirmed_by))
    .where(where);

/** By name (profiles_name_idx) or by flat (profiles_flat_idx), A to Z unless asked otherwise. */
const PROFILE_SORTS: SortColumns<'name' | 'flat_no'> = {
  name: { by: [profiles.name, users.email], dir: 'asc' },
  flat_no: { by: [profiles.flat_no, profiles.name], dir: 'asc' },
};

export function listProfiles(db: Db, query: z.output<typeof profileListQuery>) {
  const where = and(
    query.q
      ? containsText(query.q, [profiles.name, profiles.email, users.email, profiles.flat_no])
      : undefined,
    query.flat === 'awaiting'
      ? and(isNotNull(profiles.flat_no), isNull(profiles.flat_confirmed_at))
      : query.flat === 'confirmed'
        ? isNotNull(profiles.flat_confirmed_at)
        : undefined,
  );
  // Accounts without a profile come first (by e-mail; there are few; they have no name or flat to sort by), then
  // profiles by name or flat. Two reads, each in an index's order, instead of sorting every account for each page.
  const order = sortOrder(query, PROFILE_SORTS, 'name', users.id);
  const withoutProfile = and(where, isNull(profiles.id));
  const page = async (limit: number, offset: number) => {
    const first = await countOf(
      db,
      db
        .select({ total: count() })
        .from(users)
        .leftJoin(profiles, eq(profiles.user_id, users.id))
        .where(withoutProfile),
    );
    const head =
      offset < first
        ? await rows(db, withoutProfile).orderBy(users.email, users.id).limit(limit).offset(offset)
        : [];
    const tail =
      head.length < limit
        ? await profileRows(db, where)
            .orderBy(...order)
            .limit(limit - head.length)
            .offset(Math.max(0, offset - first))
        : [];
    return [...head, ...tail];
  };
  return paginate(db, query, page, () =>
    db.select({ total: count() }).from(users).leftJoin(profiles, eq(profiles.user_id, users.id)).where(where),
  );
}

async function findRow(db: Db, userId: string) {
  const [row] = await rows(db, eq(users.id, userId));
  if (!row) throw notFound(PROFILES_TEXT.notFound);
  return row;
}

/** Locks the account (serialising every office write on it) and reads its profile; 404 for an unknown id. */
async function lockAccount(tx: Tx, userId: string) {
  const [user] = await tx
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(eq(users.id, userId))
    .for('no key update');
  if (!user) throw notFound(PROFILES_TEXT.notFound);
  const [profile] = await tx.select().from(profiles).where(eq(profiles.user_id, userId));
  return { user, profile };
}

const EDITABLE = ['name', 'email', 'phone', 'flat_no', 'nook_number', 'floor'] as const;

/**
 * Saves the edit dialog. A changed flat loses its confirmation unless this same save confirms it;
 * `flat_confirmed` true confirms (keeping an earlier confirmation of the same flat), false revokes.
 */
export async function updateProfile(
  ctx: AppContext,
  actor: SessionUser,
  input: z.output<typeof profileEditInput>,
) {
  const { userId, flat_confirmed, ...values } = input;
  const confirmedFlat = await ctx.db.transaction(async (tx) => {
    const { profile } = await lockAccount(tx, userId);
    const before = profile ?? null;
    const flatChanged = (before?.flat_no ? normalizeFlat(before.flat_no) : null) !== values.flat_no;
    const wasConfirmed = Boolean(before?.flat_confirmed_at);
    const confirmed = values.flat_no !== null && (flat_confirmed ?? (wasConfirmed && !flatChanged));
    // An earlier confirmation of this same flat stands; any other confirmation is given now, by this admin.
    const kept = confirmed && wasConfirmed && !flatChanged;
    const confirmation = kept
      ? { flat_confirmed_at: before?.flat_confirmed_at, flat_confirmed_by: before?.flat_confirmed_by }
      : confirmed
        ? { flat_confirmed_at: new Date(), flat_confirmed_by: actor.id }
        : { flat_confirmed_at: null, flat_confirmed_by: null };

    if (before)
      await tx
        .update(profiles)
        .set({ ...values, ...confirmation, updated_at: new Date() })
        .where(eq(profiles.id, before.id));
    else await tx.insert(profiles).values({ user_id: userId, ...values, ...confirmation });

    const changes: Record<string, unknown> = Object.fromEntries(
      EDITABLE.filter((f) => (before?.[f] ?? null) !== values[f]).map((f) => [
        f,
        [before?.[f] ?? null, values[f]],
      ]),
    );
    if (wasConfirmed !== confirmed || (confirmed && !kept))
      changes.flat_confirmed = [wasConfirmed, confirmed];
    await audit(tx, {
      userId: actor.id,
      action: before ? 'profile_updated' : 'profile_created',
      resource: 'profiles',
      // Confirming a flat opens its invoices to the account: the more serious change.
      severity: confirmed && !kept ? 'high' : 'medium',
      details: { user_id: userId, changes },
    });
    return confirmed && !kept ? values.flat_no : null;
  });
  if (confirmedFlat) notifyFlatConfirmed(ctx, userId, confirmedFlat);
  return findRow(ctx.db, userId);
}

/** Confirms the flat the admin saw (409 if it has changed since, or if there is none) or revokes it. */
export async function setFlatConfirmation(
  ctx: AppContext,
  actor: SessionUser,
  input: z.output<typeof flatConfirmationInput>,
) {
  const confirmedFlat = await ctx.db.transaction(async (tx) => {
    const { profile } = await lockAccount(tx, input.userId);
    if (!input.confirmed) {
      if (!profile?.flat_confirmed_at) return;
      await tx
        .update(profiles)
        .set({ flat_confirmed_at: null, flat_confirmed_by: null, updated_at: new Date() })
        .where(eq(profiles.id, profile.id));
      await audit(tx, {
        userId: actor.id,
        action: 'flat_confirmation_revoked',
        resource: 'profiles',
        severity: 'medium',
        details: { user_id: input.userId, flat_no: profile.flat_no },
      });
      return;
    }
    if (!profile?.flat_no) throw conflict(PROFILES_TEXT.noFlat);
    const flat = normalizeFlat(profile.flat_no);
    if (normalizeFlat(input.flat_no ?? '') !== flat) throw conflict(PROFILES_TEXT.flatChanged);
    if (profile.flat_confirmed_at) return;
    // A flat typed at sign-up may be in lower case: the confirmed one is stored as the office writes it.
    await tx
      .update(profiles)
      .set({
        flat_no: flat,
        flat_confirmed_at: new Date(),
        flat_confirmed_by: actor.id,
        updated_at: new Date(),
      })
      .where(eq(profiles.id, profile.id));
    await audit(tx, {
      userId: actor.id,
      action: 'flat_confirmed',
      resource: 'profiles',
      severity: 'high',
      details: { user_id: input.userId, flat_no: flat },
    });
    return flat;
  });
  if (confirmedFlat) notifyFlatConfirmed(ctx, input.userId, confirmedFlat);
  return findRow(ctx.db, input.userId);
}

/**
 * The profile screen's admin toggle: on grants the chairman's role, off takes every role away (the roles screen
 * grants the others); refused (409) when nobody would be left able to manage roles.
 */
export async function setAdminRole(db: Db, actor: SessionUser, input: z.output<typeof adminRoleInput>) {
  const [user] = await db
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(eq(users.id, input.userId));
  if (!user) throw notFound(PROFILES_TEXT.notFound);
  if (input.admin) await grantRole(db, user, 'chairman', actor.id);
  else await revokeRoles(db, user, actor.id, { refusal: PROFILES_TEXT.lastAdmin });
  return findRow(db, user.id);
}

/** How long an invitation's link can set the password (a reset link asked for later lasts an hour). */
export const INVITATION_DAYS = 7;

/**
 * Invites an office staff member: the account (its address proven later by the mailed link), a profile marked as
 * office staff with no flat, and the office staff role, in one transaction; then better-auth's own password-reset token,
 * valid INVITATION_DAYS and used once, mailed as an invitation. An address that already has an account is refused.
 */
export async function inviteStaff(
  ctx: AppContext,
  actor: SessionUser,
  input: z.output<typeof inviteStaffInput>,
) {
  const user = await ctx.db.transaction(async (tx) => {
    const [created] = await tx
      .insert(users)
      .values({ name: input.name, email: input.email })
      .onConflictDoNothing({ target: users.email })
      .returning({ id: users.id, email: users.email });
    if (!created) throw conflict(PROFILES_TEXT.accountExists);
    await tx
      .insert(profiles)
      .values({ user_id: created.id, name: input.name, email: input.email, office_staff: true });
    await audit(tx, {
      userId: actor.id,
      action: 'office_staff_invited',
      resource: 'profiles',
      severity: 'high',
      details: { user_id: created.id, email: created.email },
    });
    await grantRole(tx, created, 'office_staff', actor.id);
    return created;
  });
  const token = randomBytes(18).toString('base64url');
  const internal = (await ctx.auth.$context).internalAdapter;
  await internal.createVerificationValue({
    identifier: `reset-password:${token}`,
    value: user.id,
    expiresAt: new Date(Date.now() + INVITATION_DAYS * 86_400_000),
  });
  const url = `${ctx.config.publicUrl}/api/auth/reset-password/${token}?callbackURL=${encodeURIComponent(RESET_CALLBACK)}`;
  await ctx.mailer.send(
    staffInvitationMail(await getSettings(ctx.db), user.email, input.name, url, INVITATION_DAYS),
  );
  return findRow(ctx.db, user.id);
}
