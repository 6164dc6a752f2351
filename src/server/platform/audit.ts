import { and, desc, eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '../db/client.ts';
import { securityAuditLog } from '../db/schema.ts';

export type Severity = 'low' | 'medium' | 'high' | 'critical';

export async function audit(
  db: Db | Tx,
  entry: {
    userId?: string | null;
    action: string;
    resource?: string;
    details?: unknown;
    severity?: Severity;
  },
) {
  await db.insert(securityAuditLog).values({
    user_id: entry.userId ?? null,
    action: entry.action,
    resource: entry.resource ?? null,
    details: entry.details ?? null,
    severity: entry.severity ?? 'low',
  });
}

/**
 * When `action` was last written for the row whose id its details hold under `key`: e.g. when the office rejected
 * a request (the decision's audit row is written in the decision's own transaction). Null when never.
 */
export async function lastAuditedAt(db: Db, action: string, key: string, id: string) {
  const [entry] = await db
    .select({ at: securityAuditLog.created_at })
    .from(securityAuditLog)
    .where(and(eq(securityAuditLog.action, action), sql`${securityAuditLog.details}->>${key} = ${id}`))
    .orderBy(desc(securityAuditLog.created_at))
    .limit(1);
  return entry?.at ?? null;
}
