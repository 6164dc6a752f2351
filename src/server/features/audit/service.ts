// The audit log as the office reads it: newest first, one page at a time, with who acted joined in SQL.
import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { auditQuery } from '../../../shared/audit.ts';
import type { Db } from '../../db/client.ts';
import { profiles, securityAuditLog, users } from '../../db/schema.ts';
import { paginate } from '../../platform/paginate.ts';
import { containsText } from '../../platform/search.ts';

export function listAudit(db: Db, query: z.output<typeof auditQuery>) {
  const where = and(
    query.action ? eq(securityAuditLog.action, query.action) : undefined,
    query.q ? containsText(query.q, [users.email, users.name, profiles.name]) : undefined,
  );
  return paginate(
    db,
    query,
    (limit, offset) =>
      db
        .select({
          id: securityAuditLog.id,
          created_at: securityAuditLog.created_at,
          action: securityAuditLog.action,
          resource: securityAuditLog.resource,
          details: securityAuditLog.details,
          severity: securityAuditLog.severity,
          user_id: securityAuditLog.user_id,
          user_email: users.email,
          user_name: sql<string | null>`coalesce(${profiles.name}, ${users.name})`,
        })
        .from(securityAuditLog)
        .leftJoin(users, eq(users.id, securityAuditLog.user_id))
        .leftJoin(profiles, eq(profiles.user_id, securityAuditLog.user_id))
        .where(where)
        .orderBy(desc(securityAuditLog.created_at), desc(securityAuditLog.id))
        .limit(limit)
        .offset(offset),
    () =>
      db
        .select({ total: count() })
        .from(securityAuditLog)
        .leftJoin(users, eq(users.id, securityAuditLog.user_id))
        .leftJoin(profiles, eq(profiles.user_id, securityAuditLog.user_id))
        .where(where),
  );
}

/** Every action name in the log, for the action filter. */
export async function auditActions(db: Db) {
  const rows = await db
    .selectDistinct({ action: securityAuditLog.action })
    .from(securityAuditLog)
    .orderBy(securityAuditLog.action);
  return rows.map((r) => r.action);
}
