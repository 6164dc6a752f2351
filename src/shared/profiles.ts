// Profile management for the office: correct members' profiles, confirm their flats, grant and revoke admin.
// Rows are keyed by the account (user id): an account without a profile row is listed too, as 'Unknown'.
import * as z from 'zod/mini';
import { endpoint } from './contract.ts';
import { paged, searchQuery, sortQuery, timestamp } from './schemas.ts';
import {
  email,
  flatNo,
  optionalEmail,
  optionalPhone,
  optionalText,
  preprocess,
  text,
  uuid,
} from './validation.ts';

export const PROFILE_LIMITS = { name: 100, nook: 20, floorMin: 0, floorMax: 50 } as const;

export const PROFILES_TEXT = {
  title: 'Profile Management',
  back: 'Back to Admin',
  updated: 'Profile updated successfully',
  fetchFailed: 'Failed to fetch profiles',
  updateFailed: 'Failed to update profile',
  unknown: 'Unknown',
  floor: 'Floor must be a whole number from 0 to 50',
  noFlat: 'This profile has no flat number to confirm. Add the flat number first.',
  flatChanged: 'The flat number of this profile has changed. Please review it and try again.',
  lastAdmin: 'The last admin cannot be revoked. Grant the admin role to someone else first.',
  flatConfirmed: 'Flat confirmed',
  flatRevoked: 'Flat confirmation revoked',
  adminGranted: 'Admin role granted',
  adminRevoked: 'Admin role revoked',
  notFound: 'No such account',
  officeStaff: 'Office staff',
  invited: (email: string) => `Invitation sent to ${email}`,
  inviteFailed: 'Failed to invite staff member',
  accountExists: 'An account with this e-mail already exists. Grant it the admin role from its row instead.',
} as const;

/** Flat numbers are compared and stored trimmed and in upper case, so 'b-201 ' and 'B-201' are one flat. */
export const normalizeFlat = (value: string) => value.trim().toUpperCase();

/** Optional flat number: empty becomes null; otherwise the sign-up rule, stored in upper case. */
export const optionalFlatNo = z.pipe(
  z.pipe(
    z.nullish(z.string({ error: 'Invalid flat number format' })),
    z.transform((v) => v?.trim() || null),
  ),
  z.nullable(z.pipe(flatNo, z.transform(normalizeFlat))),
);

/** A number input: empty is null, otherwise a whole number 0 to 50. */
export const floorInput = preprocess(
  (v) => (typeof v === 'string' ? (v.trim() ? Number(v) : null) : (v ?? null)),
  z.nullable(
    z
      .number({ error: PROFILES_TEXT.floor })
      .check(
        z.int(PROFILES_TEXT.floor),
        z.gte(PROFILE_LIMITS.floorMin, PROFILES_TEXT.floor),
        z.lte(PROFILE_LIMITS.floorMax, PROFILES_TEXT.floor),
      ),
  ),
);

const profileFields = z.strictObject({
  name: text(PROFILE_LIMITS.name),
  email: optionalEmail,
  phone: optionalPhone,
  flat_no: optionalFlatNo,
  nook_number: optionalText(PROFILE_LIMITS.nook),
  floor: floorInput,
  /** true confirms the saved flat (also a new one), false revokes; left out, a changed flat becomes unconfirmed. */
  flat_confirmed: z.optional(z.boolean()),
});
const hasFlatToConfirm = (v: { flat_confirmed?: boolean; flat_no: string | null }) =>
  !(v.flat_confirmed && v.flat_no === null);
const noFlatToConfirm = { message: PROFILES_TEXT.noFlat, path: ['flat_no'] };

/** The edit dialog's rules, run in the browser before the request. */
export const profileForm = profileFields.check(z.refine(hasFlatToConfirm, noFlatToConfirm));
export const profileEditInput = z
  .extend(profileFields, { userId: uuid })
  .check(z.refine(hasFlatToConfirm, noFlatToConfirm));
export type ProfileEditInput = z.input<typeof profileEditInput>;

export const flatConfirmationInput = z
  .strictObject({
    userId: uuid,
    confirmed: z.boolean({ error: 'Please say whether the flat is confirmed' }),
    /** The flat the admin is looking at: confirming refuses (409) if the profile's flat has changed since. */
    flat_no: z.optional(z.string().check(z.maxLength(20))),
  })
  .check(
    z.refine((v) => !v.confirmed || v.flat_no !== undefined, {
      message: 'Please give the flat number you are confirming',
      path: ['flat_no'],
    }),
  );

export const adminRoleInput = z.strictObject({
  userId: uuid,
  admin: z.boolean({ error: 'Please say whether the account is an admin' }),
});

/** An office staff member the admin invites: no flat; the mail's link sets a password, and they are an admin. */
export const inviteStaffInput = z.strictObject({ name: text(PROFILE_LIMITS.name), email });
export type InviteStaffInput = z.input<typeof inviteStaffInput>;

export const PROFILE_FILTERS = ['awaiting', 'confirmed'] as const;
/** The office's list sorts by name or flat (each read from an index). */
export const PROFILE_SORTS = ['name', 'flat_no'] as const;
export const profileListQuery = z.extend(searchQuery, {
  /** awaiting: a flat that the office has not confirmed; confirmed: a confirmed flat. */
  flat: z.optional(z.enum(PROFILE_FILTERS, { error: 'Unknown filter' })),
  ...sortQuery(PROFILE_SORTS),
});

export const adminProfileSchema = z.object({
  user_id: z.string(),
  /** Null when the account has no profile row yet: the screen shows 'Unknown'. */
  profile_id: z.nullable(z.string()),
  account_email: z.string(),
  name: z.nullable(z.string()),
  email: z.nullable(z.string()),
  phone: z.nullable(z.string()),
  flat_no: z.nullable(z.string()),
  /** The flat number is in the flats register. */
  flat_in_register: z.boolean(),
  nook_number: z.nullable(z.string()),
  floor: z.nullable(z.number()),
  is_admin: z.boolean(),
  /** Invited by the office without a flat: not a resident. */
  office_staff: z.boolean(),
  flat_confirmed_at: z.nullable(timestamp),
  flat_confirmed_by_name: z.nullable(z.string()),
});
export type AdminProfile = z.output<typeof adminProfileSchema>;

export const profilesAdminApi = {
  list: endpoint({
    method: 'GET',
    path: '/api/admin/profiles',
    access: 'people:view',
    input: profileListQuery,
    output: paged(adminProfileSchema),
  }),
  update: endpoint({
    method: 'PUT',
    path: '/api/admin/profiles/:userId',
    access: 'people:manage',
    input: profileEditInput,
    output: adminProfileSchema,
  }),
  setFlatConfirmation: endpoint({
    method: 'PUT',
    path: '/api/admin/profiles/:userId/flat-confirmation',
    access: 'people:manage',
    input: flatConfirmationInput,
    output: adminProfileSchema,
  }),
  /**
   * Creates the account (the office staff role, no flat) and mails a link to set its password. Giving a role is the
   * roles area's (roles:manage), though the button is on Profile Management.
   */
  inviteStaff: endpoint({
    method: 'POST',
    path: '/api/admin/profiles/invite-staff',
    access: 'roles:manage',
    input: inviteStaffInput,
    output: adminProfileSchema,
  }),
  /** The admin toggle: on gives the chairman's role, off takes every role away (roles:manage). `is_admin` in the
   *  list: holds any back-office role. */
  setAdminRole: endpoint({
    method: 'PUT',
    path: '/api/admin/profiles/:userId/admin-role',
    access: 'roles:manage',
    input: adminRoleInput,
    output: adminProfileSchema,
  }),
};
