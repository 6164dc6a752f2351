// Announcements members may read: active ones only, newest first. A notice that requires acknowledgement is pinned
// for a resident (not in the list below it) until they acknowledge it; its first showing and the acknowledgement
// are stored with their times, once per person.
import { and, count, desc, eq, exists, inArray, isNotNull, notExists, or, sql } from 'drizzle-orm';
import { ACK_TEXT } from '../../../shared/announcements.ts';
import type { SessionUser } from '../../context.ts';
import type { Db, Tx } from '../../db/client.ts';
import { announcementReceipts, announcements, profiles } from '../../db/schema.ts';
import { badRequest, forbidden, notFound } from '../../http/errors.ts';
import { paginate } from '../../platform/paginate.ts';

const active = eq(announcements.is_active, true);

const columns = {
  id: announcements.id,
  title: announcements.title,
  content: announcements.content,
  priority: announcements.priority,
  requires_ack: announcements.requires_ack,
  ack_due_on: announcements.ack_due_on,
  created_at: announcements.created_at,
};

/** The newest active announcements (the dashboard's latest three). */
export const latestActive = (db: Db, limit: number) =>
  db
    .select(columns)
    .from(announcements)
    .where(active)
    .orderBy(desc(announcements.created_at), desc(announcements.id))
    .limit(limit);

/** A resident: an account whose profile names a flat (office staff and the office's own accounts have none). */
export async function isResident(db: Db | Tx, userId: string) {
  const [row] = await db
    .select({ id: profiles.id })
    .from(profiles)
    .where(and(eq(profiles.user_id, userId), isNotNull(profiles.flat_no), eq(profiles.office_staff, false)));
  return Boolean(row);
}

/** This person's acknowledgement of the notice in the row. */
const acknowledgedBy = (db: Db, userId: string) =>
  db
    .select({ one: sql`1` })
    .from(announcementReceipts)
    .where(
      and(
        eq(announcementReceipts.announcement_id, announcements.id),
        eq(announcementReceipts.user_id, userId),
        isNotNull(announcementReceipts.acknowledged_at),
      ),
    );

export async function listActive(db: Db, user: SessionUser, page: number, pageSize: number) {
  // A resident's pinned notices are above the list, not repeated in it.
  const where = (await isResident(db, user.id))
    ? and(active, or(eq(announcements.requires_ack, false), exists(acknowledgedBy(db, user.id))))
    : active;
  return paginate(
    db,
    { page, pageSize },
    (limit, offset) =>
      db
        .select(columns)
        .from(announcements)
        .where(where)
        .orderBy(desc(announcements.created_at), desc(announcements.id))
        .limit(limit)
        .offset(offset),
    () => db.select({ total: count() }).from(announcements).where(where),
  );
}

/** The notices pinned for a resident: the soonest date first, then the newest. Nothing for anyone else. */
export async function pinnedFor(db: Db, user: SessionUser) {
  if (!(await isResident(db, user.id))) return { items: [] };
  const items = await db
    .select(columns)
    .from(announcements)
    .where(and(active, eq(announcements.requires_ack, true), notExists(acknowledgedBy(db, user.id))))
    .orderBy(sql`${announcements.ack_due_on} asc nulls last`, desc(announcements.created_at))
    .limit(20);
  return { items };
}

/** Stores the first showing of each of these notices that asks to be acknowledged; a later one changes nothing. */
export async function recordReads(db: Db, user: SessionUser, ids: string[]) {
  if (!(await isResident(db, user.id))) return { recorded: 0 };
  const wanted = await db
    .select({ id: announcements.id })
    .from(announcements)
    .where(and(inArray(announcements.id, [...new Set(ids)]), active, eq(announcements.requires_ack, true)));
  if (!wanted.length) return { recorded: 0 };
  const rows = await db
    .insert(announcementReceipts)
    .values(wanted.map((a) => ({ announcement_id: a.id, user_id: user.id })))
    .onConflictDoNothing()
    .returning({ id: announcementReceipts.announcement_id });
  return { recorded: rows.length };
}

/**
 * "I have read this": stored once with its time (and the read, if the notice was never shown before). A second
 * press changes nothing and answers with the first time and `already`.
 */
export function acknowledge(db: Db, user: SessionUser, id: string) {
  return db.transaction(async (tx) => {
    const [notice] = await tx
      .select({ requires_ack: announcements.requires_ack })
      .from(announcements)
      .where(and(eq(announcements.id, id), active));
    if (!notice) throw notFound(ACK_TEXT.notFound);
    if (!(await isResident(tx, user.id))) throw forbidden(ACK_TEXT.notResident);
    if (!notice.requires_ack) throw badRequest(ACK_TEXT.notRequired);
    const now = new Date();
    await tx
      .insert(announcementReceipts)
      .values({ announcement_id: id, user_id: user.id, read_at: now })
      .onConflictDoNothing();
    const mine = and(eq(announcementReceipts.announcement_id, id), eq(announcementReceipts.user_id, user.id));
    const [fresh] = await tx
      .update(announcementReceipts)
      .set({ acknowledged_at: now })
      .where(and(mine, sql`${announcementReceipts.acknowledged_at} is null`))
      .returning({ at: announcementReceipts.acknowledged_at });
    if (fresh?.at) return { acknowledged_at: fresh.at, already: false };
    const [before] = await tx
      .select({ at: announcementReceipts.acknowledged_at })
      .from(announcementReceipts)
      .where(mine);
    return { acknowledged_at: before?.at ?? now, already: true };
  });
}
