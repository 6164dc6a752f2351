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
