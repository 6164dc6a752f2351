// The signed-in user and sign-out.
import * as z from 'zod/mini';
import { endpoint, noInput, ok } from './contract.ts';
import { AREAS, type Area, LEVELS, ROLES } from './permissions.ts';
import { timestamp } from './schemas.ts';

export const profileSchema = z.object({
  id: z.string(),
  user_id: z.string(),
  name: z.string(),
  email: z.nullable(z.string()),
  phone: z.nullable(z.string()),
  flat_no: z.nullable(z.string()),
  nook_number: z.nullable(z.string()),
  floor: z.nullable(z.number()),
  /** When the office confirmed the flat; null while it awaits confirmation. */
  flat_confirmed_at: z.nullable(timestamp),
});
export type Profile = z.output<typeof profileSchema>;

const level = z.enum(LEVELS);
/** A person's reach: the level per area, an area left out being closed (Reach in shared/permissions.ts). An object of
 *  the ten areas rather than a record, whose code every page would download. */
const reach = z.object(
  Object.fromEntries(AREAS.map((a) => [a, z.optional(level)])) as Record<
    Area,
    z.ZodMiniOptional<typeof level>
  >,
);

export const meOutput = z.object({
  user: z.nullable(
    z.object({ id: z.string(), email: z.string(), name: z.string(), emailVerified: z.boolean() }),
  ),
  profile: z.nullable(profileSchema),
  isAdmin: z.boolean(),
  /** The back-office roles the person holds, and how far they reach together (shared/permissions.ts). */
  roles: z.array(z.enum(ROLES)),
  reach,
});
export type Me = z.output<typeof meOutput>;

export const sessionApi = {
  me: endpoint({ method: 'GET', path: '/api/me', access: 'public', input: noInput, output: meOutput }),
  signOut: endpoint({
    method: 'POST',
    path: '/api/account/sign-out',
    access: 'public',
    input: noInput,
    output: ok,
  }),
};
