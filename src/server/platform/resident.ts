// The approval tables show who filed each request: the resident's profile, joined in SQL (no lookups per row).
import { type AnyColumn, eq, sql } from 'drizzle-orm';
import { profiles } from '../db/schema.ts';

/** Left-join condition: the profile of the request's owner (a request may outlive a deleted profile). */
export const profileOf = (userId: AnyColumn) => eq(profiles.user_id, userId);

/** The columns of `residentFields` (src/shared/decisions.ts). */
export const residentColumns = {
  resident_name: profiles.name,
  resident_flat_no: profiles.flat_no,
  flat_confirmed: sql<boolean>`(${profiles.flat_confirmed_at} is not null)`.mapWith(Boolean),
};
