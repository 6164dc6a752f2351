// A resident acts for the flat on their profile only: requests carry that flat, invoices follow it once confirmed.
import { eq } from 'drizzle-orm';
import { ACCOUNT_OWN_FLAT_TEXT } from '../../../shared/account.ts';
import { sameFlat } from '../../../shared/invoices.ts';
import type { Db, Tx } from '../../db/client.ts';
import { profiles } from '../../db/schema.ts';
import { badRequest } from '../../http/errors.ts';

/** The profile's flat number, trimmed (null when there is none), and whether the office has confirmed it. */
export async function flatOf(db: Db | Tx, userId: string) {
  const [row] = await db
    .select({ flat_no: profiles.flat_no, confirmed_at: profiles.flat_confirmed_at })
    .from(profiles)
    .where(eq(profiles.user_id, userId));
  const flat = row?.flat_no?.trim() || null;
  return { flat, confirmed: Boolean(flat && row?.confirmed_at) };
}

/**
 * The flat a request is filed for must be the one on the resident's profile; it is stored as the profile
 * writes it. The office sees on each request whether that flat is confirmed.
 */
export async function requireOwnFlat(db: Db | Tx, userId: string, claimed: string) {
  const { flat } = await flatOf(db, userId);
  if (!flat) throw badRequest(ACCOUNT_OWN_FLAT_TEXT.none, { flat_no: ACCOUNT_OWN_FLAT_TEXT.none });
  if (!sameFlat(flat, claimed))
    throw badRequest(ACCOUNT_OWN_FLAT_TEXT.other(flat), { flat_no: ACCOUNT_OWN_FLAT_TEXT.other(flat) });
  return flat;
}
