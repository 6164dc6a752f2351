// House Repair Approval: the office's list and its one decision per request (admin spec section 4: pending ->
// approved or rejected, nothing after that), checked, audited and committed before the resident is mailed.
import { and, count, eq, inArray, or, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import {
  type adminRepairQuery,
  HOUSE_REPAIRS_ADMIN_TEXT,
  REPAIR_DECISIONS,
} from '../../../shared/house-repairs-admin.ts';
import { formatINR } from '../../../shared/money.ts';
import type { Db } from '../../db/client.ts';
import { profiles, houseRepairRegistrations as repairs, users } from '../../db/schema.ts';
import { localDate } from '../../mail/language.ts';
import type { MailDetail } from '../../mail/templates.ts';
import type { Decisions } from '../../platform/decide.ts';
import { dateOrStatus, paginate, sortOrder } from '../../platform/paginate.ts';
import { profileOf, residentColumns } from '../../platform/resident.ts';
import { containsText } from '../../platform/search.ts';

const approver = alias(users, 'approver');

type AdminRow = Awaited<ReturnType<typeof adminRows>>[number];
/** The order a page is read in: newest first unless the table asks otherwise. */
type Sort = Pick<z.output<typeof adminRepairQuery>, 'sort' | 'dir'>;

/**
 * Requests as the office sees them: picked (and paged) on their own table in date order first, then joined with
 * the resident's profile and the deciding admin in SQL, so the joins touch only the rows shown.
 */
function adminRows(db: Db, where: SQL | undefined, limit = 1, offset = 0, sort: Sort = {}) {
  const p = db
    .select()
    .from(repairs)
    .where(where)
    .orderBy(...sortOrder(sort, dateOrStatus(repairs), 'created_at', repairs.id))
    .limit(limit)
    .offset(offset)
    .as('picked');
  return db
    .select({
      id: p.id,
      applicant_name: p.applicant_name,
      flat_no: p.flat_no,
      contact_number: p.contact_number,
      email: p.email,
      work_type: p.work_type,
      work_description: p.work_description,
      duration_days: p.duration_days,
      start_date: p.start_date,
      contractor_name: p.contractor_name,
      contractor_address: p.contractor_address,
      contractor_contact: p.contractor_contact,
      cheque_number: p.cheque_number,
      cheque_date: p.cheque_date,
      bank_name: p.bank_name,
      amount: p.amount,
      terms_accepted: p.terms_accepted,
      status: p.status,
      repair_plans_url: p.repair_plans_url,
      decision_reason: p.decision_reason,
      approved_at: p.approved_at,
      created_at: p.created_at,
      updated_at: p.updated_at,
      approved_by_name: approver.name,
      ...residentColumns,
    })
    .from(p)
    .leftJoin(profiles, profileOf(p.user_id))
    .leftJoin(approver, eq(approver.id, p.approved_by))
    .orderBy(...sortOrder(sort, dateOrStatus(p), 'created_at', p.id));
}

/**
 * Newest first; the search covers the applicant, the flat, the work type, the contractor and the resident's name
 * or flat on their profile (a subquery, so finding and counting rows needs no join).
 */
export function listRepairs(db: Db, query: z.output<typeof adminRepairQuery>) {
  const { q, status } = query;
  const where = and(
    status ? eq(repairs.status, status) : undefined,
    q
      ? or(
          containsText(q, [
            repairs.applicant_name,
            repairs.flat_no,
            repairs.work_type,
            repairs.contractor_name,
          ]),
          inArray(
            repairs.user_id,
            db
              .select({ id: profiles.user_id })
              .from(profiles)
              .where(containsText(q, [profiles.name, profiles.flat_no])),
          ),
        )
      : undefined,
  );
  return paginate(
    db,
    query,
    (limit, offset) => adminRows(db, where, limit, offset, query),
    () => db.select({ total: count() }).from(repairs).where(where),
  );
}

/** Approve or Reject, once (admin spec section 4); a reason goes with a rejection only. */
export const repairDecisions: Decisions<typeof repairs, typeof REPAIR_DECISIONS, AdminRow> = {
  rules: REPAIR_DECISIONS,
  table: repairs,
  noun: 'house repair registration',
  notFound: HOUSE_REPAIRS_ADMIN_TEXT.notFound,
  set: (key, admin, reason) => ({
    approved_by: admin.id,
    approved_at: sql`now()`,
    updated_at: sql`now()`,
    decision_reason: key === 'reject' ? reason : null,
  }),
  audit: {
    action: 'house_repair',
    resource: 'house_repair_registrations',
    details: (row) => ({ registration_id: row.id, flat_no: row.flat_no, work_type: row.work_type }),
  },
  read: async (db, id) => (await adminRows(db, eq(repairs.id, id)))[0],
  notice(row) {
    const { start_date: start, duration_days: days } = row;
    const details: MailDetail[] = [
      [/*i18n*/ 'Flat', row.flat_no],
      [/*i18n*/ 'Work Type', row.work_type],
    ];
    if (start) details.push([/*i18n*/ 'Start Date', (i18n) => localDate(i18n, start)]);
    if (days) details.push([/*i18n*/ 'Duration', (i18n) => i18n._('{days} days', { days })]);
    if (row.contractor_name) details.push([/*i18n*/ 'Contractor', row.contractor_name]);
    if (row.amount !== null) details.push([/*i18n*/ 'Amount', formatINR(row.amount)]);
    return { request: /*i18n*/ 'house repair request', details };
  },
};
