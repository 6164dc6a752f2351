// The staff register: the office's paged list, the pickers' list, adding a staff member (with the registration
// details and ID proof, and this year's leave balances, in one transaction) and deactivating one.
import { and, asc, count, desc, eq } from 'drizzle-orm';
import type { z } from 'zod';
import { ATTENDANCE_TEXT, NEW_STAFF_BALANCES } from '../../../shared/attendance/common.ts';
import type { staffInput, staffQuery } from '../../../shared/attendance/staff.ts';
import { todayIn } from '../../../shared/dates.ts';
import type { AppContext, SessionUser } from '../../context.ts';
import type { Db } from '../../db/client.ts';
import { leaveBalances, staffMembers as staff } from '../../db/schema.ts';
import { conflict, notFound } from '../../http/errors.ts';
import type { UploadedFile } from '../../http/multipart.ts';
import { audit } from '../../platform/audit.ts';
import { paginate } from '../../platform/paginate.ts';
import { containsText } from '../../platform/search.ts';
import { saveDocument, withAttachment } from '../documents/service.ts';

export function listStaff(db: Db, query: z.output<typeof staffQuery>) {
  const where = and(
    query.status === 'all' ? undefined : eq(staff.is_active, query.status === 'active'),
    query.department ? eq(staff.department, query.department) : undefined,
    query.q
      ? containsText(query.q, [staff.name, staff.role, staff.phone, staff.email, staff.staff_type])
      : undefined,
  );
  return paginate(
    db,
    query,
    (limit, offset) =>
      db
        .select()
        .from(staff)
        .where(where)
        .orderBy(desc(staff.is_active), asc(staff.name), asc(staff.id))
        .limit(limit)
        .offset(offset),
    () => db.select({ total: count() }).from(staff).where(where),
  );
}

export const staffOptions = (db: Db) =>
  db
    .select({ id: staff.id, name: staff.name, role: staff.role })
    .from(staff)
    .where(eq(staff.is_active, true))
    .orderBy(asc(staff.name), asc(staff.id));

/**
 * The staff member, the ID proof's file record and this year's leave balances (section 9's defaults) are written
 * together: a failure leaves none of them, and the stored file is removed again.
 */
export function addStaff(
  ctx: AppContext,
  admin: SessionUser,
  input: z.output<typeof staffInput>,
  idProof: UploadedFile | null,
) {
  const year = Number(todayIn(ctx.config.SOCIETY_TIMEZONE).slice(0, 4));
  return withAttachment(ctx, async (tx, onRollback) => {
    const id_proof_url = idProof ? await saveDocument(ctx, tx, admin, idProof, onRollback) : null;
    const [member] = await tx
      .insert(staff)
      .values({ ...input, id_proof_url })
      .returning();
    await tx.insert(leaveBalances).values({ staff_id: member.id, year, ...NEW_STAFF_BALANCES });
    await audit(tx, {
      userId: admin.id,
      action: 'staff_member_added',
      resource: 'staff_members',
      details: {
        staff_id: member.id,
        name: member.name,
        role: member.role,
        department: member.department,
        leave_year: year,
        id_proof: id_proof_url !== null,
      },
      severity: 'medium',
    });
    return member;
  });
}

/** Deactivates an active staff member (asked first on the screen); their records and balances stay. */
export async function deactivateStaff(ctx: AppContext, admin: SessionUser, id: string) {
  return ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .update(staff)
      .set({ is_active: false })
      .where(and(eq(staff.id, id), eq(staff.is_active, true)))
      .returning();
    if (!row) {
      const [current] = await tx.select({ id: staff.id }).from(staff).where(eq(staff.id, id));
      if (!current) throw notFound(ATTENDANCE_TEXT.staffNotFound);
      throw conflict(ATTENDANCE_TEXT.staffAlreadyInactive);
    }
    await audit(tx, {
      userId: admin.id,
      action: 'staff_member_deactivated',
      resource: 'staff_members',
      details: { staff_id: id, name: row.name },
      severity: 'medium',
    });
    return row;
  });
}
