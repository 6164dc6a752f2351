// Maker and checker for money (shared/money-approvals.ts). A money action whose rule is on is checked by running
// it in a transaction that is then undone (so a bad request is refused at once, with the action's own message),
// and kept as pending; a second person's approval performs it with the same service function, with the decision,
// in one transaction, so the action's rules hold again at that moment and a refusal records no decision.
import { and, desc, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { FastifyReply } from 'fastify';
import {
  type ApprovalRule,
  type ApprovalStatus,
  type ApprovalSummary,
  MONEY_ACTIONS,
  MONEY_APPROVALS_TEXT,
  type MoneyAction,
  type PendingApproval,
} from '../../../shared/money-approvals.ts';
import { can } from '../../../shared/permissions.ts';
import type { AppContext, SessionUser } from '../../context.ts';
import type { Db, Tx } from '../../db/client.ts';
import { moneyApprovalRules, moneyApprovals, users } from '../../db/schema.ts';
import { conflict, forbidden, notFound } from '../../http/errors.ts';
import { audit } from '../../platform/audit.ts';
import { type PageRequest, paginate } from '../../platform/paginate.ts';
import { containsText } from '../../platform/search.ts';
import { afterCommit, type InputOf, MONEY_ACTION, type ResultOf } from './actions.ts';

/** Whether the action needs a second approver: yes unless the society turned its rule off. */
export async function needsApprover(db: Db | Tx, kind: MoneyAction) {
  const [rule] = await db
    .select({ required: moneyApprovalRules.required })
    .from(moneyApprovalRules)
    .where(eq(moneyApprovalRules.kind, kind));
  return rule?.required ?? true;
}

/** The registry's entry of one action, typed for it. */
function entryOf<K extends MoneyAction>(kind: K) {
  // The entries differ in input and answer; `kind` picks the pair that belong together.
  return MONEY_ACTION[kind] as unknown as {
    perform: (ctx: AppContext, maker: SessionUser, input: InputOf<K>) => Promise<ResultOf<K>>;
    summary: (db: Db | Tx, input: InputOf<K>) => Promise<ApprovalSummary>;
  };
}

/** Runs the action's service function for `maker` against `db` (the caller's transaction, or the database). */
const perform = <K extends MoneyAction>(
  ctx: AppContext,
  db: Db | Tx,
  kind: K,
  maker: SessionUser,
  input: InputOf<K>,
) => entryOf(kind).perform({ ...ctx, db }, maker, input);

/** Thrown to undo the trial run of a request once it has passed. */
class TrialPassed extends Error {}

/**
 * A money action from the office: done at once when the society turned its rule off, else checked and kept for a
 * second person (answered 202 with the pending action's id).
 */
export async function doOrRequest<K extends MoneyAction>(
  ctx: AppContext,
  maker: SessionUser,
  reply: FastifyReply,
  kind: K,
  input: InputOf<K>,
): Promise<ResultOf<K> | PendingApproval> {
  if (!can(maker.reach, 'accounts:manage')) throw forbidden(MONEY_APPROVALS_TEXT.noManage);
  if (!(await needsApprover(ctx.db, kind))) {
    const result = await perform(ctx, ctx.db, kind, maker, input);
    await afterCommit(ctx, kind, result, maker);
    return result;
  }
  // What the list says is read before the trial changes anything (a run's figures, the current rate).
  const summary = await entryOf(kind).summary(ctx.db, input);
  try {
    await ctx.db.transaction(async (tx) => {
      await perform(ctx, tx, kind, maker, input);
      throw new TrialPassed();
    });
  } catch (err) {
    if (!(err instanceof TrialPassed)) throw err;
  }
  const [row] = await ctx.db.transaction(async (tx) => {
    const made = await tx
      .insert(moneyApprovals)
      .values({ kind, input, summary, amount_paise: summary.amount_paise, maker_id: maker.id })
      .returning({ id: moneyApprovals.id });
    await audit(tx, {
      userId: maker.id,
      action: 'money_action_requested',
      resource: 'money_approvals',
      details: { id: made[0].id, kind, summary },
      severity: 'high',
    });
    return made;
  });
  reply.code(202);
  return { pending_approval: { id: row.id, kind } };
}

const maker = alias(users, 'maker');
const checker = alias(users, 'checker');

const rowColumns = {
  id: moneyApprovals.id,
  kind: moneyApprovals.kind,
  summary: moneyApprovals.summary,
  status: moneyApprovals.status,
  maker_id: moneyApprovals.maker_id,
  maker_name: maker.name,
  made_at: moneyApprovals.made_at,
  checker_name: checker.name,
  decided_at: moneyApprovals.decided_at,
  reason: moneyApprovals.reason,
};

const withNames = (db: Db | Tx) =>
  db
    .select(rowColumns)
    .from(moneyApprovals)
    .leftJoin(maker, eq(maker.id, moneyApprovals.maker_id))
    .leftJoin(checker, eq(checker.id, moneyApprovals.checker_id));

export async function listApprovals(
  ctx: AppContext,
  query: PageRequest & { status?: ApprovalStatus; q?: string },
) {
  const where = and(
    query.status ? eq(moneyApprovals.status, query.status) : undefined,
    query.q ? containsText(query.q, [sql`${moneyApprovals.summary}->>'subject'`, maker.name]) : undefined,
  );
  const [page, [{ pending }]] = await Promise.all([
    paginate(
      ctx.db,
      query,
      (limit, offset) =>
        withNames(ctx.db)
          .where(where)
          .orderBy(
            sql`${moneyApprovals.status} = 'pending' desc`,
            desc(moneyApprovals.made_at),
            desc(moneyApprovals.id),
          )
          .limit(limit)
          .offset(offset),
      () =>
        ctx.db
          .select({ total: sql<number>`count(*)::int` })
          .from(moneyApprovals)
          .leftJoin(maker, eq(maker.id, moneyApprovals.maker_id))
          .where(where),
    ),
    ctx.db
      .select({ pending: sql<number>`count(*)::int` })
      .from(moneyApprovals)
      .where(eq(moneyApprovals.status, 'pending')),
  ]);
  return { ...page, pending };
}

async function readApproval(db: Db | Tx, id: string) {
  const [row] = await withNames(db).where(eq(moneyApprovals.id, id));
  if (!row) throw notFound(MONEY_APPROVALS_TEXT.notFound);
  return row;
}

/** The pending action, locked for its decision: 404 unknown, 409 already decided, 403 the checker made it. */
async function lockedPending(tx: Tx, id: string, checkerId: string) {
  const [row] = await tx.select().from(moneyApprovals).where(eq(moneyApprovals.id, id)).for('update');
  if (!row) throw notFound(MONEY_APPROVALS_TEXT.notFound);
  if (row.status !== 'pending') throw conflict(MONEY_APPROVALS_TEXT.decided);
  if (row.maker_id === checkerId) throw forbidden(MONEY_APPROVALS_TEXT.ownAction);
  return row;
}

/** The maker as the action's service sees them, signing with the checker. */
async function makerAs(tx: Tx, makerId: string | null, checkerUser: SessionUser): Promise<SessionUser> {
  const [person] = makerId
    ? await tx
        .select({ id: users.id, email: users.email, name: users.name })
        .from(users)
        .where(eq(users.id, makerId))
    : [];
  // A maker whose account is gone leaves no one to sign as: the action cannot be done in their name.
  if (!person) throw conflict(MONEY_APPROVALS_TEXT.notFound);
  return {
    ...person,
    emailVerified: true,
    isAdmin: true,
    reach: {},
    approver: { id: checkerUser.id, name: checkerUser.name },
  };
}

export async function approve(ctx: AppContext, checkerUser: SessionUser, id: string) {
  const done = await ctx.db.transaction(async (tx) => {
    const row = await lockedPending(tx, id, checkerUser.id);
    const makerUser = await makerAs(tx, row.maker_id, checkerUser);
    // Performed as its maker prepared it (the input the contract checked then), under the rules as they are now.
    const result = await perform(ctx, tx, row.kind, makerUser, row.input as InputOf<typeof row.kind>);
    await tx
      .update(moneyApprovals)
      .set({ status: 'approved', checker_id: checkerUser.id, decided_at: sql`now()` })
      .where(eq(moneyApprovals.id, id));
    await audit(tx, {
      userId: checkerUser.id,
      action: 'money_action_approved',
      resource: 'money_approvals',
      details: {
        id,
        kind: row.kind,
        summary: row.summary,
        prepared_by: makerUser.name,
        approved_by: checkerUser.name,
      },
      severity: 'high',
    });
    return { kind: row.kind, result, makerUser };
  });
  await afterCommit(ctx, done.kind, done.result, done.makerUser);
  return readApproval(ctx.db, id);
}

export async function reject(ctx: AppContext, checkerUser: SessionUser, id: string, reason: string) {
  await ctx.db.transaction(async (tx) => {
    const row = await lockedPending(tx, id, checkerUser.id);
    await tx
      .update(moneyApprovals)
      .set({ status: 'rejected', checker_id: checkerUser.id, decided_at: sql`now()`, reason })
      .where(eq(moneyApprovals.id, id));
    await audit(tx, {
      userId: checkerUser.id,
      action: 'money_action_rejected',
      resource: 'money_approvals',
      details: { id, kind: row.kind, summary: row.summary, reason, rejected_by: checkerUser.name },
      severity: 'high',
    });
  });
  return readApproval(ctx.db, id);
}

export async function readRules(db: Db | Tx): Promise<ApprovalRule[]> {
  const rows = await db.select().from(moneyApprovalRules);
  const set = new Map(rows.map((r) => [r.kind, r.required]));
  return MONEY_ACTIONS.map((kind) => ({ kind, required: set.get(kind) ?? true }));
}

/** Turns a money action's second approver on or off, with its audit row. */
export function saveRule(ctx: AppContext, user: SessionUser, kind: MoneyAction, required: boolean) {
  return ctx.db.transaction(async (tx) => {
    const before = await needsApprover(tx, kind);
    await tx
      .insert(moneyApprovalRules)
      .values({ kind, required, updated_by: user.id })
      .onConflictDoUpdate({
        target: moneyApprovalRules.kind,
        set: { required, updated_by: user.id, updated_at: sql`now()` },
      });
    if (before !== required)
      await audit(tx, {
        userId: user.id,
        action: 'money_approval_rule_changed',
        resource: 'money_approval_rules',
        details: { kind, from: before, to: required },
        severity: 'high',
      });
    return readRules(tx);
  });
}
