// Society Inventory: the items with their Used Qty, and the usage ledger. Every change to the stock runs in one
// transaction that first locks the item's row, so two admins recording usage at once are served one after the
// other and the stock never goes below 0 (admin spec section 4).
import { type AnyColumn, and, count, desc, eq, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import { todayIn } from '../../../shared/dates.ts';
import {
  INVENTORY_TEXT,
  type InventoryItemInput,
  type inventoryQuery,
  type UsageInput,
} from '../../../shared/inventory.ts';
import type { AppContext, SessionUser } from '../../context.ts';
import type { Db, Tx } from '../../db/client.ts';
import { societyInventory as items, societyInventoryUsage as usage, users } from '../../db/schema.ts';
import { badRequest, conflict, notFound } from '../../http/errors.ts';
import { audit } from '../../platform/audit.ts';
import { type PageRequest, paginate, type SortColumns, sortOrder } from '../../platform/paginate.ts';
import { containsText } from '../../platform/search.ts';

/** The usage table under its own name, so the lateral sum below can never mistake an item's column for its own. */
const ledger = alias(usage, 'ledger');

/** The order a page is read in: newest first unless the table asks otherwise. */
type Sort = Pick<z.output<typeof inventoryQuery>, 'sort' | 'dir'>;
/** By date added (inventory_created_idx), name (inventory_name_idx) or purchase date (inventory_purchase_idx). */
const sorts = (t: {
  created_at: AnyColumn;
  item_name: AnyColumn;
  purchase_date: AnyColumn;
}): SortColumns<'created_at' | 'item_name' | 'purchase_date'> => ({
  created_at: { by: [t.created_at], dir: 'desc' },
  item_name: { by: [t.item_name], dir: 'asc' },
  purchase_date: { by: [t.purchase_date], dir: 'desc' },
});

/**
 * Items as the office sees them. The page is picked on the item table first; Used Qty is then summed for each
 * row shown by a lateral subquery (an index range on the usage table each), all in this one statement.
 */
function itemRows(db: Db | Tx, where: SQL | undefined, limit = 1, offset = 0, sort: Sort = {}) {
  const p = db
    .select()
    .from(items)
    .where(where)
    .orderBy(...sortOrder(sort, sorts(items), 'created_at', items.id))
    .limit(limit)
    .offset(offset)
    .as('picked');
  const used = db
    .select({ n: sql<number>`coalesce(sum(${ledger.quantity_used}), 0)::int`.as('used_quantity') })
    .from(ledger)
    .where(eq(ledger.inventory_id, p.id))
    .as('used');
  return db
    .select({
      id: p.id,
      item_name: p.item_name,
      category: p.category,
      asset_type: p.asset_type,
      quantity: p.quantity,
      used_quantity: used.n,
      cost: p.cost,
      total_value: sql<string>`(${p.quantity} * ${p.cost})::numeric(16, 2)`,
      description: p.description,
      purchase_date: p.purchase_date,
      created_at: p.created_at,
    })
    .from(p)
    .leftJoinLateral(used, sql`true`)
    .orderBy(...sortOrder(sort, sorts(p), 'created_at', p.id));
}

async function itemOf(db: Db | Tx, id: string) {
  const [row] = await itemRows(db, eq(items.id, id));
  if (!row) throw notFound(INVENTORY_TEXT.notFound);
  return row;
}

export function listItems(db: Db, query: z.output<typeof inventoryQuery>) {
  const where = and(
    query.category ? eq(items.category, query.category) : undefined,
    query.q ? containsText(query.q, [items.item_name, items.description]) : undefined,
  );
  return paginate(
    db,
    query,
    (limit, offset) => itemRows(db, where, limit, offset, query),
    () => db.select({ total: count() }).from(items).where(where),
  );
}

type Society = Pick<AppContext, 'db' | 'config'>;

/** A purchase is a day that has happened, in the society's time zone. */
function refuseFuturePurchase(input: InventoryItemInput, timeZone: string) {
  if (input.purchase_date && input.purchase_date > todayIn(timeZone))
    throw badRequest(INVENTORY_TEXT.purchaseInFuture, { purchase_date: INVENTORY_TEXT.purchaseInFuture });
}

export function createItem({ db, config }: Society, admin: SessionUser, input: InventoryItemInput) {
  refuseFuturePurchase(input, config.SOCIETY_TIMEZONE);
  return db.transaction(async (tx) => {
    const [{ id }] = await tx
      .insert(items)
      .values({ ...input, created_by: admin.id })
      .returning({ id: items.id });
    await audit(tx, {
      userId: admin.id,
      action: 'inventory_item_created',
      resource: 'society_inventory',
      details: {
        item_id: id,
        item_name: input.item_name,
        category: input.category,
        quantity: input.quantity,
      },
    });
    return itemOf(tx, id);
  });
}

/** Edits an item; with `quantitySeen`, only if no usage changed the stock since the form was opened. */
export function updateItem(
  { db, config }: Society,
  admin: SessionUser,
  id: string,
  input: InventoryItemInput,
  quantitySeen?: number,
) {
  refuseFuturePurchase(input, config.SOCIETY_TIMEZONE);
  return db.transaction(async (tx) => {
    const before = await lockItem(tx, id);
    if (quantitySeen !== undefined && quantitySeen !== before.quantity)
      throw conflict(INVENTORY_TEXT.staleQuantity(before.quantity));
    await tx.update(items).set(input).where(eq(items.id, id));
    await audit(tx, {
      userId: admin.id,
      action: 'inventory_item_updated',
      resource: 'society_inventory',
      details: {
        item_id: id,
        item_name: input.item_name,
        category: input.category,
        quantity_before: before.quantity,
        quantity: input.quantity,
      },
    });
    return itemOf(tx, id);
  });
}

/** The item and, by the foreign key's cascade, its usage records. */
export function deleteItem(db: Db, admin: SessionUser, id: string) {
  return db.transaction(async (tx) => {
    const [gone] = await tx
      .delete(items)
      .where(eq(items.id, id))
      .returning({ item_name: items.item_name, quantity: items.quantity });
    if (!gone) throw notFound(INVENTORY_TEXT.notFound);
    await audit(tx, {
      userId: admin.id,
      action: 'inventory_item_deleted',
      resource: 'society_inventory',
      details: { item_id: id, item_name: gone.item_name, quantity: gone.quantity },
      severity: 'medium',
    });
    return { ok: true };
  });
}

/** A page of the item's usage history, newest usage date first (then newest recorded), with the item itself. */
export async function usageHistory(db: Db, id: string, page: PageRequest) {
  const item = await itemOf(db, id);
  const where = eq(usage.inventory_id, id);
  const history = await paginate(
    db,
    page,
    (limit, offset) =>
      db
        .select({
          id: usage.id,
          inventory_id: usage.inventory_id,
          quantity_used: usage.quantity_used,
          usage_date: usage.usage_date,
          usage_notes: usage.usage_notes,
          recorded_by_name: users.name,
          created_at: usage.created_at,
        })
        .from(usage)
        .leftJoin(users, eq(users.id, usage.recorded_by))
        .where(where)
        .orderBy(desc(usage.usage_date), desc(usage.created_at), desc(usage.id))
        .limit(limit)
        .offset(offset),
    () => db.select({ total: count() }).from(usage).where(where),
  );
  return { ...history, item };
}

/** The item's row, locked until the transaction ends: every stock change goes through here first. */
async function lockItem(tx: Tx, id: string) {
  const [row] = await tx
    .select({ item_name: items.item_name, quantity: items.quantity })
    .from(items)
    .where(eq(items.id, id))
    .for('update');
  if (!row) throw notFound(INVENTORY_TEXT.notFound);
  return row;
}

/** Refuses taking more than `available` (section 5's maximum), naming the field the form shows it under. */
function checkStock(taken: number, available: number) {
  if (taken > available) {
    const message = INVENTORY_TEXT.aboveStock(available);
    throw badRequest(message, { quantity_used: message });
  }
}

async function setStock(tx: Tx, id: string, quantity: number) {
  await tx.update(items).set({ quantity }).where(eq(items.id, id));
}

export function recordUsage(db: Db, admin: SessionUser, id: string, input: UsageInput) {
  return db.transaction(async (tx) => {
    const item = await lockItem(tx, id);
    checkStock(input.quantity_used, item.quantity);
    const stock = item.quantity - input.quantity_used;
    await setStock(tx, id, stock);
    const [{ usageId }] = await tx
      .insert(usage)
      .values({ ...input, inventory_id: id, recorded_by: admin.id })
      .returning({ usageId: usage.id });
    await audit(tx, {
      userId: admin.id,
      action: 'inventory_usage_recorded',
      resource: 'society_inventory_usage',
      details: {
        item_id: id,
        usage_id: usageId,
        item_name: item.item_name,
        quantity_used: input.quantity_used,
        stock_before: item.quantity,
        stock_after: stock,
      },
    });
    return itemOf(tx, id);
  });
}

/**
 * Finds a usage record's item, then locks the item (always item first, as recording does, so no two writers
 * wait on each other in opposite order) and the record, which a concurrent delete may have removed meanwhile.
 */
async function lockUsage(tx: Tx, usageId: string) {
  const [found] = await tx
    .select({ inventory_id: usage.inventory_id })
    .from(usage)
    .where(eq(usage.id, usageId));
  if (!found) throw notFound(INVENTORY_TEXT.usageNotFound);
  const item = await lockItem(tx, found.inventory_id);
  const [record] = await tx.select().from(usage).where(eq(usage.id, usageId)).for('update');
  if (!record) throw notFound(INVENTORY_TEXT.usageNotFound);
  return { item, record };
}

/** A new quantity changes the stock by the difference: more taken lowers it, less gives the rest back. */
export function updateUsage(db: Db, admin: SessionUser, usageId: string, input: UsageInput) {
  return db.transaction(async (tx) => {
    const { item, record } = await lockUsage(tx, usageId);
    checkStock(input.quantity_used, item.quantity + record.quantity_used);
    const stock = item.quantity + record.quantity_used - input.quantity_used;
    await setStock(tx, record.inventory_id, stock);
    await tx.update(usage).set(input).where(eq(usage.id, usageId));
    await audit(tx, {
      userId: admin.id,
      action: 'inventory_usage_updated',
      resource: 'society_inventory_usage',
      details: {
        item_id: record.inventory_id,
        usage_id: usageId,
        item_name: item.item_name,
        quantity_used_before: record.quantity_used,
        quantity_used: input.quantity_used,
        stock_before: item.quantity,
        stock_after: stock,
      },
    });
    return itemOf(tx, record.inventory_id);
  });
}

/** Deleting a usage record gives its quantity back to the stock. */
export function deleteUsage(db: Db, admin: SessionUser, usageId: string) {
  return db.transaction(async (tx) => {
    const { item, record } = await lockUsage(tx, usageId);
    const stock = item.quantity + record.quantity_used;
    await tx.delete(usage).where(eq(usage.id, usageId));
    await setStock(tx, record.inventory_id, stock);
    await audit(tx, {
      userId: admin.id,
      action: 'inventory_usage_deleted',
      resource: 'society_inventory_usage',
      details: {
        item_id: record.inventory_id,
        usage_id: usageId,
        item_name: item.item_name,
        quantity_used: record.quantity_used,
        usage_date: record.usage_date,
        stock_before: item.quantity,
        stock_after: stock,
      },
      severity: 'medium',
    });
    return itemOf(tx, record.inventory_id);
  });
}
