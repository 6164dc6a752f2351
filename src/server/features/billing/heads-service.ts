// The heads of charges: added, edited, retired or brought back, and put in the order bills print them. Writes take
// turns (a transaction-scoped advisory lock), so the name and non-occupancy checks and the next sort order hold
// against a second office tab saving at the same moment; each writes its audit row in the same transaction.
import { and, asc, eq, ne, sql } from 'drizzle-orm';
import { BILLING_LIMITS, BILLING_TEXT, type StoredChargeHead } from '../../../shared/billing-admin.ts';
import type { AppContext, SessionUser } from '../../context.ts';
import type { Db, Tx } from '../../db/client.ts';
import { chargeHeads } from '../../db/schema.ts';
import { AppError, badRequest, notFound } from '../../http/errors.ts';
import { audit } from '../../platform/audit.ts';
import { signatures } from '../money-approvals/signatures.ts';

type HeadRow = typeof chargeHeads.$inferSelect;

const asHead = ({ created_at: _, ...row }: HeadRow) => row;

export async function listHeads(db: Db | Tx) {
  const rows = await db
    .select()
    .from(chargeHeads)
    .orderBy(asc(chargeHeads.sort_order), asc(chargeHeads.created_at));
  return rows.map(asHead);
}

const takeTurn = (tx: Tx) => tx.execute(sql`select pg_advisory_xact_lock(hashtext('billing:charge_heads'))`);

/** The rules an active head must keep against the other active heads; `self` is the head being saved. */
async function checkActive(tx: Tx, head: Pick<HeadRow, 'name' | 'basis'>, self?: string) {
  const others = and(eq(chargeHeads.active, true), self ? ne(chargeHeads.id, self) : undefined);
  const [clash] = await tx
    .select({ name: chargeHeads.name })
    .from(chargeHeads)
    .where(and(others, sql`lower(${chargeHeads.name}) = lower(${head.name})`))
    .limit(1);
  if (clash)
    throw badRequest(BILLING_TEXT.duplicateName(clash.name), {
      name: BILLING_TEXT.duplicateName(clash.name),
    });
  if (head.basis === 'non_occupancy') {
    const [second] = await tx
      .select({ id: chargeHeads.id })
      .from(chargeHeads)
      .where(and(others, eq(chargeHeads.basis, 'non_occupancy')))
      .limit(1);
    if (second) throw badRequest(BILLING_TEXT.oneNonOccupancy, { basis: BILLING_TEXT.oneNonOccupancy });
  }
  const [{ count }] = await tx.select({ count: sql<number>`count(*)::int` }).from(chargeHeads).where(others);
  if (count >= BILLING_LIMITS.heads) throw badRequest(BILLING_TEXT.tooManyHeads);
}

async function lockedHead(tx: Tx, id: string) {
  const [row] = await tx.select().from(chargeHeads).where(eq(chargeHeads.id, id)).for('update');
  if (!row) throw notFound(BILLING_TEXT.notFound);
  return row;
}

/** The fields that changed, old and new: what the audit row records of an edit. */
function changesOf(before: HeadRow, after: StoredChargeHead) {
  const changes: Record<string, { from: unknown; to: unknown }> = {};
  for (const key of Object.keys(after) as (keyof StoredChargeHead)[]) {
    if (before[key] !== after[key]) changes[key] = { from: before[key], to: after[key] };
  }
  return changes;
}

export function addHead(ctx: AppContext, admin: SessionUser, input: StoredChargeHead) {
  return ctx.db.transaction(async (tx) => {
    await takeTurn(tx);
    await checkActive(tx, input);
    const [{ next }] = await tx
      .select({ next: sql<number>`coalesce(max(${chargeHeads.sort_order}), 0) + 1` })
      .from(chargeHeads);
    const [row] = await tx
      .insert(chargeHeads)
      .values({ ...input, sort_order: next })
      .returning();
    const { id, created_at: _, updated_at: __, ...head } = row;
    await audit(tx, {
      userId: admin.id,
      action: 'charge_head_added',
      resource: 'charge_heads',
      details: { id, ...head, ...signatures(admin) },
      severity: 'medium',
    });
    return asHead(row);
  });
}

export function updateHead(ctx: AppContext, admin: SessionUser, id: string, input: StoredChargeHead) {
  return ctx.db.transaction(async (tx) => {
    await takeTurn(tx);
    const before = await lockedHead(tx, id);
    if (before.active) await checkActive(tx, input, id);
    const changes = changesOf(before, input);
    if (!Object.keys(changes).length) return asHead(before);
    const [row] = await tx
      .update(chargeHeads)
      .set({ ...input, updated_at: sql`now()` })
      .where(eq(chargeHeads.id, id))
      .returning();
    await audit(tx, {
      userId: admin.id,
      action: 'charge_head_updated',
      resource: 'charge_heads',
      details: { id, name: row.name, changes, ...signatures(admin) },
      severity: 'medium',
    });
    return asHead(row);
  });
}

/** Retires a head (bills stop charging it) or brings one back, under the rules of the active heads. */
export function setHeadActive(ctx: AppContext, admin: SessionUser, id: string, active: boolean) {
  return ctx.db.transaction(async (tx) => {
    await takeTurn(tx);
    const before = await lockedHead(tx, id);
    if (before.active === active) return asHead(before);
    if (active) await checkActive(tx, before, id);
    const [row] = await tx
      .update(chargeHeads)
      .set({ active, updated_at: sql`now()` })
      .where(eq(chargeHeads.id, id))
      .returning();
    await audit(tx, {
      userId: admin.id,
      action: active ? 'charge_head_reactivated' : 'charge_head_retired',
      resource: 'charge_heads',
      details: { id, name: row.name, ...signatures(admin) },
      severity: 'medium',
    });
    return asHead(row);
  });
}

/** Puts the heads in the order given: every head's id exactly once, else the office's list is out of date. */
export async function reorderHeads(ctx: AppContext, admin: SessionUser, ids: string[]) {
  await ctx.db.transaction(async (tx) => {
    await takeTurn(tx);
    const before = await listHeads(tx);
    const known = new Set(before.map((h) => h.id));
    if (ids.length !== known.size || new Set(ids).size !== ids.length || !ids.every((i) => known.has(i)))
      throw new AppError(409, 'CONFLICT', BILLING_TEXT.listChanged);
    if (ids.every((id, i) => before[i].id === id)) return;
    // One statement: each head's new place is its index in the list sent.
    await tx.execute(sql`
      update ${chargeHeads} set sort_order = o.place, updated_at = now()
      from unnest(${sql.param(ids)}::uuid[]) with ordinality as o(id, place)
      where ${chargeHeads.id} = o.id`);
    const names = new Map(before.map((h) => [h.id, h.name]));
    await audit(tx, {
      userId: admin.id,
      action: 'charge_heads_reordered',
      resource: 'charge_heads',
      details: { from: before.map((h) => h.name), to: ids.map((id) => names.get(id)) },
      severity: 'low',
    });
  });
  return listHeads(ctx.db);
}
