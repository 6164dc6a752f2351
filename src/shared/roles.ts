// The roles screen: how far each committee role reaches (adjustable per society), and who holds which roles.
import * as z from 'zod/mini';
import { endpoint } from './contract.ts';
import { AREAS, LEVELS, ROLES } from './permissions.ts';
import { paged, searchQuery } from './schemas.ts';
import { email, uuid } from './validation.ts';

export const ROLES_TEXT = {
  unknownRole: 'There is no such role',
  unknownArea: 'There is no such area of the back-office',
  unknownLevel: 'Choose view, manage or approve',
  lastRolesHolder: 'At least one person must be able to manage roles',
  noAccount: 'No account has this e-mail address. The person must sign up first.',
} as const;

export const role = z.enum(ROLES, { error: ROLES_TEXT.unknownRole });
const level = z.enum(LEVELS, { error: ROLES_TEXT.unknownLevel });

/** A role's reach: the level per area; an area left out (or null) is closed to the role. */
export const reachSchema = z.object(
  Object.fromEntries(AREAS.map((a) => [a, z.optional(z.nullable(level))])) as Record<
    (typeof AREAS)[number],
    z.ZodMiniOptional<z.ZodMiniNullable<typeof level>>
  >,
);

export const roleSchema = z.object({ role, reach: reachSchema, holders: z.number().check(z.int()) });
export type RoleRow = z.output<typeof roleSchema>;

export const roleHolderSchema = z.object({
  user_id: z.string(),
  name: z.nullable(z.string()),
  email: z.string(),
  flat_no: z.nullable(z.string()),
  roles: z.array(role),
});
export type RoleHolder = z.output<typeof roleHolderSchema>;

export const rolesAdminApi = {
  list: endpoint({
    method: 'GET',
    path: '/api/admin/roles',
    access: 'roles:view',
    input: z.strictObject({}),
    output: z.object({ items: z.array(roleSchema) }),
  }),
  /** Sets the role's whole reach; unknown areas are refused (strict), a change that leaves nobody able to manage
   *  roles is refused (409). */
  setReach: endpoint({
    method: 'PUT',
    path: '/api/admin/roles/:role',
    access: 'roles:manage',
    input: z.strictObject({ role, reach: z.strictObject(reachSchema.shape) }),
    output: roleSchema,
  }),
  holders: endpoint({
    method: 'GET',
    path: '/api/admin/role-holders',
    access: 'roles:view',
    input: z.extend(searchQuery, { role: z.optional(role) }),
    output: paged(roleHolderSchema),
  }),
  grant: endpoint({
    method: 'POST',
    path: '/api/admin/role-holders',
    access: 'roles:manage',
    input: z.strictObject({ email, role }),
    output: roleHolderSchema,
  }),
  /** Refused (409) when it would leave nobody able to manage roles. */
  revoke: endpoint({
    method: 'DELETE',
    path: '/api/admin/role-holders/:userId/:role',
    access: 'roles:manage',
    input: z.strictObject({ userId: uuid, role }),
    output: roleHolderSchema,
  }),
};
