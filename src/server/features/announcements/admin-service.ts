// The office's announcements: every item, active or retired, newest first; create, edit, retire, restore.
import { and, count, desc, eq } from 'drizzle-orm';
import type { z } from 'zod';
import {
  ANNOUNCEMENTS_ADMIN_TEXT,
  type announcementInput,
  type announcementsAdminApi,
} from '../../../shared/announcements-admin.ts';
import type { SessionUser } from '../../context.ts';
import type { Db, Tx } from '../../db/client.ts';
import { announcements, users } from '../../db/schema.ts';
import { notFound } from '../../http/errors.ts';
import { audit } from '../../platform/audit.ts';
import { paginate } from '../../platform/paginate.ts';
import { containsText } from '../../platform/search.ts';

type Input = z.output<typeof announcementInput>;
type ListQuery = z.output<(typeof announcementsAdminApi.list)['input']>;

/** Rows with the poster's name, joined in SQL. */
const adminRows = (db: Db | Tx) =>
  db
    .select({
      id: announcements.id,
      title: announcements.title,
      content: announcements.content,
      priority: announcements.priority,
      is_active: announcements.is_active,
      created_at: announcements.created_at,
      created_by_name: users.name,
    })
    .from(announcements)
    .leftJoin(users, eq(users.id, announcements.created_by));

export function listAll(db: Db, query: ListQuery) {
  const where = and(
    query.status === 'all' ? undefined : eq(announcements.is_active, query.status === 'active'),
    query.q ? containsText(query.q, [announcements.title, announcements.content]) : undefined,
  );
  return paginate(
    db,
    query,
    (limit, offset) =>
      adminRows(db)
        .where(where)
        .orderBy(desc(announcements.created_at), desc(announcements.id))
        .limit(limit)
        .offset(offset),
    () => db.select({ total: count() }).from(announcements).where(where),
  );
}

/** The row as the office sees it, read inside the transaction that wrote it. */
async function rowOf(tx: Tx, id: string) {
  const [row] = await adminRows(tx).where(eq(announcements.id, id));
  return row;
}

export function create(db: Db, admin: SessionUser, input: Input) {
  return db.transaction(async (tx) => {
    const [{ id }] = await tx
      .insert(announcements)
      .values({ ...input, created_by: admin.id })
      .returning({ id: announcements.id });
    await audit(tx, {
      userId: admin.id,
      action: 'announcement_created',
      resource: 'announcements',
      details: { announcement_id: id, title: input.title, priority: input.priority },
    });
    return rowOf(tx, id);
  });
}

export function update(db: Db, admin: SessionUser, id: string, input: Input) {
  return db.transaction(async (tx) => {
    const [updated] = await tx
      .update(announcements)
      .set(input)
      .where(eq(announcements.id, id))
      .returning({ id: announcements.id });
    if (!updated) throw notFound(ANNOUNCEMENTS_ADMIN_TEXT.notFound);
    await audit(tx, {
      userId: admin.id,
      action: 'announcement_updated',
      resource: 'announcements',
      details: { announcement_id: id, title: input.title, priority: input.priority },
    });
    return rowOf(tx, id);
  });
}

/** Retires (the delete button, a soft delete) or restores an item; doing it twice changes nothing more. */
export function setActive(db: Db, admin: SessionUser, id: string, isActive: boolean) {
  return db.transaction(async (tx) => {
    const [updated] = await tx
      .update(announcements)
      .set({ is_active: isActive })
      .where(eq(announcements.id, id))
      .returning({ title: announcements.title });
    if (!updated) throw notFound(ANNOUNCEMENTS_ADMIN_TEXT.notFound);
    await audit(tx, {
      userId: admin.id,
      action: isActive ? 'announcement_activated' : 'announcement_deactivated',
      resource: 'announcements',
      details: { announcement_id: id, title: updated.title },
      severity: isActive ? 'low' : 'medium',
    });
    return rowOf(tx, id);
  });
}
