// The office's decisions on residents' requests (approve, reject, mark expired, cancel), one transaction for
// every feature: the status is checked by the update that changes it, the audit row is written in the same
// transaction, and the resident is mailed once it has committed.
import { and, eq, inArray } from 'drizzle-orm';
import type { PgColumn, PgTable, PgUpdateSetSource } from 'drizzle-orm/pg-core';
import { type DecisionRules, staleDecision } from '../../shared/decisions.ts';
import type { AppContext, SessionUser } from '../context.ts';
import type { Db, Tx } from '../db/client.ts';
import { conflict, notFound } from '../http/errors.ts';
import { audit } from './audit.ts';
import { notifyDecision } from './notify.ts';

type RequestTable = PgTable & { id: PgColumn; status: PgColumn; user_id: PgColumn };
type Notice = Omit<Parameters<typeof notifyDecision>[2], 'decision' | 'reason'>;

/** A feature's decisions: its rule table, its table, and the hooks for what only it does. */
export interface Decisions<T extends RequestTable, R extends DecisionRules, Result> {
  rules: R;
  table: T;
  /** What the refusals call a row: 'This {noun} is already …'. */
  noun: string;
  /** The refusal of a row that no longer exists. */
  notFound: string;
  /** Overrides the refusal of a row whose status does not allow the decision. */
  stale?(current: string, key: keyof R): string | undefined;
  /** The columns a decision sets besides the status: who and when, the reason, or clearing an earlier one. */
  set(key: keyof R, admin: SessionUser, reason: string | null): PgUpdateSetSource<T>;
  /** The feature's own check before the update (the hall's clash, parking's one active registration per vehicle). */
  check?(tx: Tx, id: string, key: keyof R): Promise<void>;
  /** What the decision issues in its transaction (an approval's receipt number, the request's payment confirmed). */
  issue?(tx: Tx, id: string, key: keyof R, by: { admin: SessionUser; reason: string | null }): Promise<void>;
  /** The audit row: `{audit.action}_{status}` on `audit.resource`, with these details beside status and reason. */
  audit: { action: string; resource: string; details(row: T['$inferSelect'], key: keyof R): object };
  /** The decided row as the office's table shows it (the endpoint's answer). */
  read(db: Db, id: string): Promise<Result>;
  /** The resident's mail: what was decided about, and the lines that name it. */
  notice(row: T['$inferSelect'], result: Result, key: keyof R): Notice;
}

/**
 * Takes decision `key` on request `id`. The update itself checks the current status (`where status in (...)`),
 * so of two admins deciding one row at once the second finds it moved on and is told (409).
 */
export async function decide<T extends RequestTable, R extends DecisionRules, Result>(
  ctx: AppContext,
  admin: SessionUser,
  spec: Decisions<T, R, Result>,
  id: string,
  key: keyof R & string,
  reason: string | null = null,
): Promise<Result> {
  const rule = spec.rules[key];
  const { table } = spec;
  const changed = await ctx.db.transaction(async (tx) => {
    await spec.check?.(tx, id, key);
    // Drizzle cannot infer the returned row of a table left generic; it is the table's row by construction.
    const [row] = (await tx
      .update(table)
      .set({ ...spec.set(key, admin, reason), status: rule.to })
      .where(and(eq(table.id, id), inArray(table.status, [...rule.from])))
      .returning()) as T['$inferSelect'][];
    if (!row) {
      const [current] = await tx
        .select({ status: table.status })
        .from<RequestTable>(table)
        .where(eq(table.id, id));
      if (!current) throw notFound(spec.notFound);
      const status = String(current.status);
      throw conflict(spec.stale?.(status, key) ?? staleDecision(spec.noun, status, rule));
    }
    await spec.issue?.(tx, id, key, { admin, reason });
    await audit(tx, {
      userId: admin.id,
      action: `${spec.audit.action}_${rule.to}`,
      resource: spec.audit.resource,
      details: { ...spec.audit.details(row, key), status: rule.to, reason },
      severity: 'medium',
    });
    return row;
  });
  const result = await spec.read(ctx.db, id);
  notifyDecision(ctx, String(changed.user_id), {
    ...spec.notice(changed, result, key),
    decision: rule.to,
    reason,
  });
  return result;
}
