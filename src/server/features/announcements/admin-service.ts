// The office's announcements: every item, active or retired, newest first; create, edit, retire, restore; and
// marking one "requires acknowledgement" with a date by which (not before today).
import { and, count, desc, eq } from 'drizzle-orm';
import type { z } from 'zod';
import {
  ANNOUNCEMENTS_ADMIN_TEXT,
  type announcementInput,
  type announcementsAdminApi,
} from '../../../shared/announcements-admin.ts';
import { todayIn } from '../../../shared/dates.ts';
import type { AppContext, SessionUser } from '../../context.ts';
import type { Db, Tx } from '../../db/client.ts';
import { announcements, users } from '../../db/schema.ts';
import { badRequest, notFound } from '../../http/errors.ts';
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
      requires_ack: announcements.requires_ack,
      ack_due_on: announcements.ack_due_on,
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

/** The row as the office sees it (inside a transaction that wrote it: as written). */
export async function rowOf(tx: Db | Tx, id: string) {
  const [row] = await adminRows(tx).where(eq(announcements.id, id));
  return row;
}

/**
 * The row's values: a date by which only with the acknowledgement it qualifies, and not before today, unless it is
 * the date the notice already had (an overdue notice can still be edited).
 */
function valuesOf(ctx: AppContext, input: Input, previousDue: string | null = null) {
  const ack_due_on = input.requires_ack ? (input.ack_due_on ?? null) : null;
  if (ack_due_on && ack_due_on !== previousDue && ack_due_on < todayIn(ctx.config.SOCIETY_TIMEZONE))
    throw badRequest(ANNOUNCEMENTS_ADMIN_TEXT.dueBeforeToday, {
      ack_due_on: ANNOUNCEMENTS_ADMIN_TEXT.dueBeforeToday,
    });
  return { ...input, ack_due_on };
}

/** The audit row of a change in whether residents are asked to acknowledge the notice, or of its date. */
async function auditAckMarking(
  tx: Tx,
  admin: SessionUser,
  id: string,
  before: { requires_ack: boolean; ack_due_on: string | null },
  after: { requires_ack: boolean; ack_due_on: string | null },
) {
  if (before.requires_ack === after.requires_ack && before.ack_due_on === after.ack_due_on) return;
  await audit(tx, {
    userId: admin.id,
    action: after.requires_ack ? 'announcement_ack_required' : 'announcement_ack_not_required',
    resource: 'announcements',
    details: { announcement_id: id, ack_due_on: after.ack_due_on, before },
    severity: 'medium',
  });
}

const notMarked = { requires_ack: false, ack_due_on: null };

export function create(ctx: AppContext, admin: SessionUser, input: Input) {
  const values = valuesOf(ctx, input);
  return ctx.db.transaction(async (tx) => {
    const [{ id }] = await tx
      .insert(announcements)
      .values({ ...values, created_by: admin.id })
      .returning({ id: announcements.id });
    await audit(tx, {
      userId: admin.id,
      action: 'announcement_created',
      resource: 'announcements',
      details: { announcement_id: id, title: input.title, priority: input.priority },
    });
    await auditAckMarking(tx, admin, id, notMarked, values);
    return rowOf(tx, id);
  });
}

export function update(ctx: AppContext, admin: SessionUser, id: string, input: Input) {
  return ctx.db.transaction(async (tx) => {
    // Locked: two editors at once each see the other's marking when they audit their own.
    const [before] = await tx
      .select({ requires_ack: announcements.requires_ack, ack_due_on: announcements.ack_due_on })
      .from(announcements)
      .where(eq(announcements.id, id))
      .for('update');
    if (!before) throw notFound(ANNOUNCEMENTS_ADMIN_TEXT.notFound);
    const values = valuesOf(ctx, input, before.ack_due_on);
    await tx.update(announcements).set(values).where(eq(announcements.id, id));
    await audit(tx, {
      userId: admin.id,
      action: 'announcement_updated',
      resource: 'announcements',
      details: { announcement_id: id, title: input.title, priority: input.priority },
    });
    await auditAckMarking(tx, admin, id, before, values);
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
