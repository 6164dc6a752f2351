// Announcements members may read: active ones only, newest first, one page at a time.
import { count, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { announcements } from '../../db/schema.ts';

export async function listActive(db: Db, page: number, pageSize: number) {
  const active = eq(announcements.is_active, true);
  const [items, [{ total }]] = await Promise.all([
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
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db.select({ total: count() }).from(announcements).where(active),
  ]);
  return { items, total, page, pageSize };
}
