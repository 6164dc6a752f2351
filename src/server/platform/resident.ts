// The approval tables show who filed each request: the resident's profile, joined in SQL (no lookups per row),
// and find requests by it.
import { type AnyColumn, eq, sql } from 'drizzle-orm';
import { profiles } from '../db/schema.ts';
import { containsText } from './search.ts';

/** Left-join condition: the profile of the request's owner (a request may outlive a deleted profile). */
export const profileOf = (userId: AnyColumn) => eq(profiles.user_id, userId);

/** The columns of `residentFields` (src/shared/decisions.ts). */
export const residentColumns = {
  resident_name: profiles.name,
  resident_flat_no: profiles.flat_no,
  flat_confirmed: sql<boolean>`(${profiles.flat_confirmed_at} is not null)`.mapWith(Boolean),
};

/**
 * The search's condition on the request's owner: their profile's name, flat or phone contains the text. Written
 * as `user_id = any(array(select …))` rather than over a join, so counting needs no join, and beside the
 * request's own columns in an OR each arm can use an index of its own.
 */
export const ownerMatches = (q: string, userId: AnyColumn) =>
  sql`${userId} = any(array(select ${profiles.user_id} from ${profiles} where ${containsText(q, [
    profiles.name,
    profiles.flat_no,
    profiles.phone,
  ])}))`;
