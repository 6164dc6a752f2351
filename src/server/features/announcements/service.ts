// Announcements members may read: active ones only, newest first.
import { count, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { announcements } from '../../db/schema.ts';
import { paginate } from '../../platform/paginate.ts';

const active = eq(announcements.is_active, true);

/** The newest active announcements (the dashboard's latest three, or one page of the list). */
export const latestActive = (db: Db, limit: number, offset = 0) =>
  db
    .select({
      id: announcements.id,
      title: announcements.title,
      content: announcements.content,
      priority: announcements.priority,
      created_at: announcements.created_at,
    })
    .from(announcements)
    .where(active)
    .orderBy(desc(announcements.created_at), desc(announcements.id))
    .limit(limit)
    .offset(offset);

export const listActive = (db: Db, page: number, pageSize: number) =>
  paginate(
    db,
    { page, pageSize },
    (limit, offset) => latestActive(db, limit, offset),
    () => db.select({ total: count() }).from(announcements).where(active),
  );
