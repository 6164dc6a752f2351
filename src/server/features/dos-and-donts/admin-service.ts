// The office's do's and don'ts: every item, active or retired, by category then priority; create, edit,
// retire, restore; and the categories in use, which the form offers.
import { and, asc, count, eq } from 'drizzle-orm';
import type { z } from 'zod';
import {
  DOS_AND_DONTS_ADMIN_TEXT,
  type dosAndDontsAdminApi,
  type dosInput,
} from '../../../shared/dos-and-donts-admin.ts';
import type { SessionUser } from '../../context.ts';
import type { Db, Tx } from '../../db/client.ts';
import { dosAndDonts } from '../../db/schema.ts';
import { notFound } from '../../http/errors.ts';
import { audit, type Severity } from '../../platform/audit.ts';
import { paginate } from '../../platform/paginate.ts';
import { containsText } from '../../platform/search.ts';
import { priorityRank } from './service.ts';

type Input = z.output<typeof dosInput>;
type ListQuery = z.output<(typeof dosAndDontsAdminApi.list)['input']>;

const columns = {
  id: dosAndDonts.id,
  category: dosAndDonts.category,
  title: dosAndDonts.title,
  description: dosAndDonts.description,
  priority: dosAndDonts.priority,
  is_active: dosAndDonts.is_active,
};

export function listAll(db: Db, query: ListQuery) {
  const where = and(
    query.status === 'all' ? undefined : eq(dosAndDonts.is_active, query.status === 'active'),
    query.category ? eq(dosAndDonts.category, query.category) : undefined,
    query.q
      ? containsText(query.q, [dosAndDonts.title, dosAndDonts.description, dosAndDonts.category])
      : undefined,
  );
  return paginate(
    db,
    query,
    (limit, offset) =>
      db
        .select(columns)
        .from(dosAndDonts)
        .where(where)
        .orderBy(asc(dosAndDonts.category), priorityRank, asc(dosAndDonts.created_at), asc(dosAndDonts.id))
        .limit(limit)
        .offset(offset),
    () => db.select({ total: count() }).from(dosAndDonts).where(where),
  );
}

export async function categoriesInUse(db: Db) {
  const rows = await db
    .selectDistinct({ category: dosAndDonts.category })
    .from(dosAndDonts)
    .orderBy(asc(dosAndDonts.category));
  return rows.map((r) => r.category);
}

export function create(db: Db, admin: SessionUser, input: Input) {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(dosAndDonts)
      .values({ ...input, created_by: admin.id })
      .returning(columns);
    await written(tx, admin, 'dos_and_donts_created', row);
    return row;
  });
}

export function update(db: Db, admin: SessionUser, id: string, input: Input) {
  return db.transaction(async (tx) => {
    const [row] = await tx.update(dosAndDonts).set(input).where(eq(dosAndDonts.id, id)).returning(columns);
    if (!row) throw notFound(DOS_AND_DONTS_ADMIN_TEXT.notFound);
    await written(tx, admin, 'dos_and_donts_updated', row);
    return row;
  });
}

/** Retires (the delete button, a soft delete) or restores an item; doing it twice changes nothing more. */
export function setActive(db: Db, admin: SessionUser, id: string, isActive: boolean) {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(dosAndDonts)
      .set({ is_active: isActive })
      .where(eq(dosAndDonts.id, id))
      .returning(columns);
    if (!row) throw notFound(DOS_AND_DONTS_ADMIN_TEXT.notFound);
    if (isActive) await written(tx, admin, 'dos_and_donts_activated', row);
    else await written(tx, admin, 'dos_and_donts_deactivated', row, 'medium');
    return row;
  });
}

/** The audit row of a write, in the write's transaction. */
const written = (
  tx: Tx,
  admin: SessionUser,
  action: string,
  row: { id: string; title: string; category: string },
  severity: Severity = 'low',
) =>
  audit(tx, {
    userId: admin.id,
    action,
    resource: 'dos_and_donts',
    details: { item_id: row.id, title: row.title, category: row.category },
    severity,
  });
