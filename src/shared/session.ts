// The signed-in user and sign-out.
import { z } from 'zod';
import { endpoint, noInput, ok } from './contract.ts';
import { timestamp } from './schemas.ts';

export const profileSchema = z.object({
  id: z.string(),
  user_id: z.string(),
  name: z.string(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  flat_no: z.string().nullable(),
  nook_number: z.string().nullable(),
  floor: z.number().nullable(),
  /** When the office confirmed the flat; null while it awaits confirmation. */
  flat_confirmed_at: timestamp.nullable(),
});
export type Profile = z.output<typeof profileSchema>;

export const meOutput = z.object({
  user: z
    .object({ id: z.string(), email: z.string(), name: z.string(), emailVerified: z.boolean() })
    .nullable(),
  profile: profileSchema.nullable(),
  isAdmin: z.boolean(),
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
