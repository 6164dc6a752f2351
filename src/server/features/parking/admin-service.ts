// Parking Approval: the office's list, Approve / Reject (decided again later, admin spec section 4) and Delete
// with the RC copy, each checked, audited and committed before the resident is mailed.
import { and, count, eq, inArray, or, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import { parkingSlotLabel } from '../../../shared/parking.ts';
import {
  type adminParkingQuery,
  PARKING_ADMIN_TEXT,
  PARKING_DECISIONS,
  type parkingFilters,
} from '../../../shared/parking-admin.ts';
import type { AppContext, SessionUser } from '../../context.ts';
import type { Db } from '../../db/client.ts';
import { profiles, carParkingRegistrations as registrations, storedFiles, users } from '../../db/schema.ts';
import { notFound } from '../../http/errors.ts';
import { audit } from '../../platform/audit.ts';
import type { Decisions } from '../../platform/decide.ts';
import { dateOrStatus, paginate, sortOrder } from '../../platform/paginate.ts';
import { profileOf, residentColumns } from '../../platform/resident.ts';
import { containsText } from '../../platform/search.ts';
import { refuseActiveDuplicate } from './service.ts';

const approver = alias(users, 'approver');

/** The order a page is read in: newest first unless the table asks otherwise. */
type Sort = Pick<z.output<typeof adminParkingQuery>, 'sort' | 'dir'>;

/**
 * The registrations a page shows, picked on their own table (an index scan in the page's order) before anything
 * is joined, so the joins touch only the rows shown and not the whole table.
 */
export const picked = (db: Db, where: SQL | undefined, limit: number, offset = 0, sort: Sort = {}) =>
  db
    .select()
    .from(registrations)
    .where(where)
    .orderBy(...sortOrder(sort, dateOrStatus(registrations), 'created_at', registrations.id))
    .limit(limit)
    .offset(offset)
    .as('picked');

type AdminRow = Awaited<ReturnType<typeof adminRows>>[number];

/** Registrations as the office sees them: with the resident's profile and the deciding admin, joined in SQL. */
export function adminRows(db: Db, where: SQL | undefined, limit = 1, offset = 0, sort: Sort = {}) {
  const p = picked(db, where, limit, offset, sort);
  return db
    .select({
      id: p.id,
      owner_name: p.owner_name,
      flat_no: p.flat_no,
      contact_number: p.contact_number,
      vehicle_type: p.vehicle_type,
      vehicle_number: p.vehicle_number,
      vehicle_make: p.vehicle_make,
      vehicle_model: p.vehicle_model,
      vehicle_color: p.vehicle_color,
      parking_slot_requested: p.parking_slot_requested,
      slot_number: p.slot_number,
      status: p.status,
      rc_copy_url: p.rc_copy_url,
      decision_reason: p.decision_reason,
      approved_at: p.approved_at,
      approved_by_name: approver.name,
      created_at: p.created_at,
      ...residentColumns,
    })
    .from(p)
    .leftJoin(profiles, profileOf(p.user_id))
    .leftJoin(approver, eq(approver.id, p.approved_by))
    .orderBy(...sortOrder(sort, dateOrStatus(p), 'created_at', p.id));
}

/**
 * The status filter and the search: vehicle number, owner, flat, or the resident's name or flat on their profile.
 * The profile part is a subquery, so finding, counting and paging rows needs no join.
 */
export function filterCondition(db: Db, filters: z.output<typeof parkingFilters>) {
  const { q, status } = filters;
  return and(
    status ? eq(registrations.status, status) : undefined,
    q
      ? or(
          containsText(q, [registrations.vehicle_number, registrations.owner_name, registrations.flat_no]),
          inArray(
            registrations.user_id,
            db
              .select({ id: profiles.user_id })
              .from(profiles)
              .where(containsText(q, [profiles.name, profiles.flat_no])),
          ),
        )
      : undefined,
  );
}

export function listParking(db: Db, query: z.output<typeof adminParkingQuery>) {
  const where = filterCondition(db, query);
  return paginate(
    db,
    query,
    (limit, offset) => adminRows(db, where, limit, offset, query),
    () => db.select({ total: count() }).from(registrations).where(where),
  );
}

/** Approve or Reject, decided again later (admin spec section 4); a reason goes with a rejection only. */
export const parkingDecisions: Decisions<typeof registrations, typeof PARKING_DECISIONS, AdminRow> = {
  rules: PARKING_DECISIONS,
  table: registrations,
  noun: 'parking registration',
  notFound: PARKING_ADMIN_TEXT.notFound,
  // `approved_by`/`approved_at` say who decided last and when, whichever way; approving again clears a reason.
  set: (key, admin, reason) => ({
    approved_by: admin.id,
    approved_at: sql`now()`,
    decision_reason: key === 'reject' ? reason : null,
  }),
  async check(tx, id, key) {
    if (key !== 'approve') return;
    // Approving a rejected row again must not give the vehicle a second active registration.
    const [current] = await tx
      .select({ number: registrations.vehicle_number })
      .from(registrations)
      .where(eq(registrations.id, id));
    if (current) await refuseActiveDuplicate(tx, [current.number], id);
  },
  audit: {
    action: 'parking_registration',
    resource: 'car_parking_registrations',
    details: (row) => ({ registration_id: row.id, vehicle_number: row.vehicle_number }),
  },
  read: async (db, id) => (await adminRows(db, eq(registrations.id, id)))[0],
  notice: (row) => ({
    request: /*i18n*/ 'parking registration',
    details: [
      [/*i18n*/ 'Vehicle Number', row.vehicle_number],
      [/*i18n*/ 'Owner Name', row.owner_name],
      [/*i18n*/ 'Requested Slot', parkingSlotLabel(row.parking_slot_requested, row.slot_number)],
    ],
  }),
};

/**
 * Deletes a registration, and its RC copy unless another vehicle filed with it still uses it (one upload serves
 * every vehicle of a submission). The row, the file's record and the audit row go in one transaction; the bytes
 * are removed after it commits, so a failed delete never leaves a row pointing at a missing file.
 */
export async function deleteParking(ctx: AppContext, admin: SessionUser, id: string) {
  const orphan = await ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .select({
        rc: registrations.rc_copy_url,
        vehicle_number: registrations.vehicle_number,
        status: registrations.status,
      })
      .from(registrations)
      .where(eq(registrations.id, id));
    if (!row) throw notFound(PARKING_ADMIN_TEXT.notFound);
    // Lock the row and every row sharing its RC copy, in id order: of two deletes of sibling rows at once the
    // second waits, then sees the first one gone, and the last one out removes the file (no deadlock either).
    const sharing = await tx
      .select({ id: registrations.id })
      .from(registrations)
      .where(
        row.rc
          ? or(eq(registrations.id, id), eq(registrations.rc_copy_url, row.rc))
          : eq(registrations.id, id),
      )
      .orderBy(registrations.id)
      .for('update');
    if (!sharing.some((r) => r.id === id)) throw notFound(PARKING_ADMIN_TEXT.notFound);
    await tx.delete(registrations).where(eq(registrations.id, id));
    const fileGoes = row.rc !== null && sharing.length === 1;
    if (fileGoes)
      await tx
        .delete(storedFiles)
        .where(and(eq(storedFiles.bucket, 'documents'), eq(storedFiles.name, row.rc!)));
    await audit(tx, {
      userId: admin.id,
      action: 'parking_registration_deleted',
      resource: 'car_parking_registrations',
      details: {
        registration_id: id,
        vehicle_number: row.vehicle_number,
        status: row.status,
        rc_copy_removed: fileGoes,
      },
      severity: 'medium',
    });
    return fileGoes ? row.rc : null;
  });
  if (orphan)
    await ctx.storage
      .remove('documents', orphan)
      .catch((err) =>
        ctx.log.error({ err, file: orphan }, 'RC copy left on disk after its registration was deleted'),
      );
  return { ok: true };
}
