// Society Inventory through the real app: the items with Used Qty, tabs, search and pages; add, edit and delete;
// the usage ledger and its stock arithmetic, also with two admins at once; bad input and access.
import { count, desc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Endpoint, Input } from '../../../shared/contract.ts';
import { addDays, todayIn } from '../../../shared/dates.ts';
import { INVENTORY_TEXT, inventoryAdminApi } from '../../../shared/inventory.ts';
import { securityAuditLog, societyInventory, societyInventoryUsage } from '../../db/schema.ts';
import {
  createTestApp,
  type Resident,
  signUpAdmin,
  signUpResident,
  type TestApp,
} from '../../test/harness.ts';

let t: TestApp;
let admin: Resident;
let member: Resident;

const _BASE = '/api/admin/inventory';
const TODAY = todayIn('Asia/Kolkata');
const MISSING = '00000000-0000-4000-8000-000000000000';

const api = inventoryAdminApi;

const bulb = {
  item_name: 'LED bulb 9W',
  category: 'electrical',
  quantity: 10,
  cost: '120.50',
  description: 'Staircase lights',
  purchase_date: '2026-01-15',
};

async function added(fields: Record<string, unknown> = {}) {
  const res = await t.as(admin).send(api.create, { ...bulb, ...fields });
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
}
async function list(query: Input<typeof api.list> = {}) {
  const res = await t.as(admin).call(api.list, query);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}
async function history(id: string, query: Omit<Input<typeof api.usage>, 'id'> = {}) {
  const res = await t.as(admin).call(api.usage, { id, ...query });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}
const record = (id: string, quantity_used: unknown, usage_date = '2026-04-01', usage_notes?: string) =>
  t.as(admin).send(api.recordUsage, { id, quantity_used, usage_date, usage_notes });
const editUsage = (id: string, body: Record<string, unknown>) =>
  t.as(admin).send(api.updateUsage, { ...body, id });
const deleteUsage = (id: string) => t.as(admin).call(api.removeUsage, { id });

const stockOf = async (id: string) =>
  (await t.database.db.select().from(societyInventory).where(eq(societyInventory.id, id)))[0]?.quantity;
const counts = async () => {
  const [[items], [usage], [audits]] = await Promise.all([
    t.database.db.select({ n: count() }).from(societyInventory),
    t.database.db.select({ n: count() }).from(societyInventoryUsage),
    t.database.db.select({ n: count() }).from(securityAuditLog),
  ]);
  return { items: items.n, usage: usage.n, audits: audits.n };
};
const lastAudit = async () =>
  (
    await t.database.db.select().from(securityAuditLog).orderBy(desc(securityAuditLog.created_at)).limit(1)
  )[0];

beforeAll(async () => {
  t = await createTestApp();
  admin = await signUpAdmin(t);
  member = await signUpResident(t);
});
afterAll(() => t.close());
beforeEach(async () => {
  await t.database.db.delete(societyInventory);
});

describe('items', () => {
  it('adds an item with exact paise, stock value and no usage yet, and audits it', async () => {
    const item = await added();
    expect(item).toMatchObject({
      item_name: 'LED bulb 9W',
      category: 'electrical',
      asset_type: null,
      quantity: 10,
      used_quantity: 0,
      cost: 120.5,
      total_value: 1205,
      description: 'Staircase lights',
      purchase_date: '2026-01-15',
    });
    const [row] = await t.database.db.select().from(societyInventory).where(eq(societyInventory.id, item.id));
    expect(row.cost).toBe('120.50');
    expect(await lastAudit()).toMatchObject({
      action: 'inventory_item_created',
      resource: 'society_inventory',
      details: expect.objectContaining({ item_id: item.id, item_name: 'LED bulb 9W' }),
    });
  });

  it('keeps an asset type only for society assets', async () => {
    const lift = await added({ item_name: 'Lift', category: 'society_assets', asset_type: 'non_movable' });
    expect(lift.asset_type).toBe('non_movable');
    const mop = await added({ item_name: 'Mop', category: 'housekeeping', asset_type: 'movable' });
    expect(mop.asset_type).toBeNull();
    const res = await t.as(admin).send(api.create, { ...bulb, category: 'society_assets' });
    expect(res.statusCode).toBe(400);
    expect(res.error()).toMatchObject({
      message: INVENTORY_TEXT.assetType,
      fields: { asset_type: INVENTORY_TEXT.assetType },
    });
  });

  it('edits an item, and clears the asset type when it leaves society assets', async () => {
    const chair = await added({ item_name: 'Chair', category: 'society_assets', asset_type: 'movable' });
    const res = await t.as(admin).send(api.update, {
      id: chair.id,
      ...bulb,
      item_name: 'Folding chair',
      category: 'housekeeping',
      asset_type: 'movable',
      quantity: 4,
      cost: 0,
      purchase_date: '',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      item_name: 'Folding chair',
      category: 'housekeeping',
      asset_type: null,
      quantity: 4,
      cost: 0,
      total_value: 0,
      purchase_date: null,
    });
    expect(await lastAudit()).toMatchObject({
      action: 'inventory_item_updated',
      details: expect.objectContaining({ quantity_before: 10, quantity: 4 }),
    });
  });

  it('refuses an edit made on a stock that usage has changed since the form opened (409), writing nothing', async () => {
    const item = await added();
    await record(item.id, 3);
    const before = await counts();
    const stale = await t
      .as(admin)
      .send(api.update, { id: item.id, ...bulb, quantity: 10, quantity_seen: 10 });
    expect(stale.statusCode).toBe(409);
    expect(stale.error().message).toBe(INVENTORY_TEXT.staleQuantity(7));
    expect(await counts()).toEqual(before);
    expect(await stockOf(item.id)).toBe(7);
    const fresh = await t
      .as(admin)
      .send(api.update, { id: item.id, ...bulb, quantity: 12, quantity_seen: 7 });
    expect(fresh.statusCode, fresh.body).toBe(200);
    expect(fresh.json()).toMatchObject({ quantity: 12, used_quantity: 3 });
  });

  it('deletes an item with its usage ledger, and audits it', async () => {
    const item = await added();
    expect((await record(item.id, 2)).statusCode).toBe(201);
    const res = await t.as(admin).call(api.remove, { id: item.id });
    expect(res.statusCode, res.body).toBe(200);
    expect(await counts()).toMatchObject({ items: 0, usage: 0 });
    expect(await lastAudit()).toMatchObject({ action: 'inventory_item_deleted', severity: 'medium' });
    expect((await t.as(admin).call(api.remove, { id: item.id })).statusCode).toBe(404);
  });

  it('lists newest first with Used Qty summed from the ledger, by tab, by search and by page', async () => {
    const bulbs = await added();
    const broom = await added({
      item_name: 'Broom',
      category: 'housekeeping',
      description: 'Soft 100% nylon',
    });
    const lift = await added({
      item_name: 'Lift',
      category: 'society_assets',
      asset_type: 'non_movable',
      description: 'Wing A passenger lift',
    });
    await record(bulbs.id, 2);
    await record(bulbs.id, 3);
    await record(broom.id, 1);

    const all = await list();
    expect(all.total).toBe(3);
    expect(all.items.map((i) => i.item_name)).toEqual(['Lift', 'Broom', 'LED bulb 9W']);
    expect(all.items.map((i) => [i.quantity, i.used_quantity])).toEqual([
      [10, 0],
      [9, 1],
      [5, 5],
    ]);
    expect(all.items[2].total_value).toBe(602.5);

    expect((await list({ category: 'housekeeping' })).items.map((i) => i.id)).toEqual([broom.id]);
    expect((await list({ category: 'society_assets' })).items.map((i) => i.id)).toEqual([lift.id]);
    expect((await list({ category: '' })).total).toBe(3);
    expect((await list({ q: 'staircase' })).items.map((i) => i.id)).toEqual([bulbs.id]);
    expect((await list({ q: '100%' })).items.map((i) => i.id)).toEqual([broom.id]);
    expect((await list({ q: 'lift', category: 'electrical' })).total).toBe(0);

    const page2 = await list({ page: 2, pageSize: 2 });
    expect(page2).toMatchObject({ total: 3, page: 2, pageSize: 2 });
    expect(page2.items.map((i) => i.id)).toEqual([bulbs.id]);
  });
});

describe('usage and the stock', () => {
  it('recording takes from the stock, editing changes it by the difference, deleting gives it back', async () => {
    const item = await added();
    const first = await record(item.id, 3, '2026-04-01', 'Lobby');
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json()).toMatchObject({ quantity: 7, used_quantity: 3 });
    expect(await lastAudit()).toMatchObject({
      action: 'inventory_usage_recorded',
      resource: 'society_inventory_usage',
      details: expect.objectContaining({ quantity_used: 3, stock_before: 10, stock_after: 7 }),
    });
    await record(item.id, 2, '2026-04-05');
    await record(item.id, 1, '2026-03-20');

    const ledger = await history(item.id);
    expect(ledger.item).toMatchObject({ quantity: 4, used_quantity: 6 });
    expect(ledger.items.map((u) => [u.usage_date, u.quantity_used])).toEqual([
      ['2026-04-05', 2],
      ['2026-04-01', 3],
      ['2026-03-20', 1],
    ]);
    expect(ledger.items[1]).toMatchObject({ usage_notes: 'Lobby', recorded_by_name: 'Office Admin' });

    const lobby = ledger.items[1].id;
    const more = await editUsage(lobby, { quantity_used: 5, usage_date: '2026-04-01', usage_notes: '' });
    expect(more.statusCode, more.body).toBe(200);
    expect(more.json()).toMatchObject({ quantity: 2, used_quantity: 8 });
    const less = await editUsage(lobby, { quantity_used: 1, usage_date: '2026-04-02', usage_notes: 'Lobby' });
    expect(less.json()).toMatchObject({ quantity: 6, used_quantity: 4 });
    expect(await lastAudit()).toMatchObject({
      action: 'inventory_usage_updated',
      details: expect.objectContaining({ quantity_used_before: 5, quantity_used: 1, stock_after: 6 }),
    });
    expect((await history(item.id)).items[1]).toMatchObject({ usage_date: '2026-04-02', quantity_used: 1 });

    const back = await deleteUsage(lobby);
    expect(back.statusCode, back.body).toBe(200);
    expect(back.json()).toMatchObject({ quantity: 7, used_quantity: 3 });
    expect(await lastAudit()).toMatchObject({ action: 'inventory_usage_deleted', severity: 'medium' });
    expect((await deleteUsage(lobby)).statusCode).toBe(404);
  });

  it('takes the whole stock, and then nothing more', async () => {
    const item = await added({ quantity: 4 });
    expect((await record(item.id, 4)).json()).toMatchObject({ quantity: 0, used_quantity: 4 });
    const res = await record(item.id, 1);
    expect(res.statusCode).toBe(400);
    expect(res.error()).toMatchObject({
      message: 'This item is out of stock',
      fields: { quantity_used: 'This item is out of stock' },
    });
  });

  it('lets an edit take at most the stock plus what the record already took', async () => {
    const item = await added({ quantity: 5 });
    await record(item.id, 2);
    const { items } = await history(item.id);
    const before = await counts();
    const res = await editUsage(items[0].id, { quantity_used: 6, usage_date: '2026-04-01' });
    expect(res.statusCode).toBe(400);
    expect(res.error().message).toBe('Quantity used cannot be more than the current stock (5)');
    expect(await counts()).toEqual(before);
    expect(await stockOf(item.id)).toBe(3);
    expect(
      (await editUsage(items[0].id, { quantity_used: 5, usage_date: '2026-04-01' })).json(),
    ).toMatchObject({
      quantity: 0,
    });
  });

  it('pages a long ledger', async () => {
    const item = await added({ quantity: 100 });
    for (let day = 1; day <= 12; day++) await record(item.id, 1, `2026-05-${String(day).padStart(2, '0')}`);
    const second = await history(item.id, { page: 2, pageSize: 5 });
    expect(second.total).toBe(12);
    expect(second.items.map((u) => u.usage_date)).toEqual([
      '2026-05-07',
      '2026-05-06',
      '2026-05-05',
      '2026-05-04',
      '2026-05-03',
    ]);
  });

  it('of two usages at once that together exceed the stock, exactly one succeeds', async () => {
    for (let round = 0; round < 5; round++) {
      const item = await added({ quantity: 5 });
      const answers = await Promise.all([record(item.id, 3), record(item.id, 4)]);
      const codes = answers.map((a) => a.statusCode).sort();
      expect(codes).toEqual([201, 400]);
      const took = answers.find((a) => a.statusCode === 201)!.json();
      expect(await stockOf(item.id)).toBe(5 - took.used_quantity);
      expect((await history(item.id)).total).toBe(1);
    }
  });

  it('many usages and edits at once never drive the stock below 0 and always add up', async () => {
    const item = await added({ quantity: 20 });
    const answers = await Promise.all(Array.from({ length: 12 }, () => record(item.id, 2)));
    expect(answers.filter((a) => a.statusCode === 201)).toHaveLength(10);
    expect(answers.filter((a) => a.statusCode === 400)).toHaveLength(2);
    const { items } = await history(item.id, { pageSize: 100 });
    await Promise.all([
      ...items.slice(0, 4).map((u) => deleteUsage(u.id)),
      ...items.slice(4, 8).map((u) => editUsage(u.id, { quantity_used: 1, usage_date: '2026-04-01' })),
      record(item.id, 3),
    ]);
    const [{ used }] = await t.database.db
      .select({ used: sql<number>`coalesce(sum(${societyInventoryUsage.quantity_used}), 0)::int` })
      .from(societyInventoryUsage)
      .where(eq(societyInventoryUsage.inventory_id, item.id));
    const stock = await stockOf(item.id);
    expect(stock).toBeGreaterThanOrEqual(0);
    expect(stock! + used).toBe(20);
  });
});

describe('bad input writes nothing', () => {
  it.each([
    ['a quantity of 0', 0, INVENTORY_TEXT.usedAtLeastOne],
    ['a negative quantity', -1, INVENTORY_TEXT.usedAtLeastOne],
    ['a fractional quantity', 1.5, INVENTORY_TEXT.usedWhole],
    ['a quantity above the stock', 11, 'Quantity used cannot be more than the current stock (10)'],
    ['no quantity', '', INVENTORY_TEXT.usedRequired],
  ])('usage: refuses %s', async (_, quantity, message) => {
    const item = await added();
    const before = await counts();
    const res = await record(item.id, quantity);
    expect(res.statusCode).toBe(400);
    expect(res.error()).toMatchObject({ message, fields: { quantity_used: message } });
    expect(await counts()).toEqual(before);
    expect(await stockOf(item.id)).toBe(10);
  });

  it('usage: refuses no date and the year 0000', async () => {
    const item = await added();
    const before = await counts();
    const none = await t.as(admin).send(api.recordUsage, { id: item.id, quantity_used: 1 });
    expect(none.error().message).toBe(INVENTORY_TEXT.usageDateRequired);
    expect((await record(item.id, 1, '0000-01-01')).error().message).toBe('Please enter a valid date');
    expect(await counts()).toEqual(before);
  });

  it.each([
    ['a quantity of -1', { quantity: -1 }, INVENTORY_TEXT.quantityNegative],
    ['a fractional quantity', { quantity: 2.5 }, INVENTORY_TEXT.quantityWhole],
    ['a cost of -1', { cost: -1 }, INVENTORY_TEXT.cost],
    ['a cost with 3 decimals', { cost: '1.005' }, INVENTORY_TEXT.cost],
    ['no item name', { item_name: '' }, 'This field is required'],
    ['no category', { category: undefined }, INVENTORY_TEXT.category],
    ['a purchase date of 0000-01-01', { purchase_date: '0000-01-01' }, 'Please enter a valid date'],
    ['a purchase dated 2099', { purchase_date: '2099-03-01' }, INVENTORY_TEXT.purchaseInFuture],
    ['a purchase dated tomorrow', { purchase_date: addDays(TODAY, 1) }, INVENTORY_TEXT.purchaseInFuture],
    ['an unknown field', { colour: 'red' }, undefined],
  ])('item: refuses %s', async (_, change, message) => {
    const item = await added();
    const before = await counts();
    for (const res of [
      await t.as(admin).send(api.create, { ...bulb, ...change }),
      await t.as(admin).send(api.update, { id: item.id, ...bulb, ...change }),
    ]) {
      expect(res.statusCode).toBe(400);
      if (message) expect(res.error().message).toBe(message);
    }
    expect(await counts()).toEqual(before);
  });

  it('answers 404 for unknown items and usage records, and 400 for ids that are no ids', async () => {
    const before = await counts();
    const usage = { quantity_used: 1, usage_date: '2026-04-01' };
    for (const res of [
      await t.as(admin).send(api.update, { ...bulb, id: MISSING }),
      await t.as(admin).call(api.remove, { id: MISSING }),
      await t.as(admin).call(api.usage, { id: MISSING }),
      await t.as(admin).call(api.recordUsage, { ...usage, id: MISSING }),
    ]) {
      expect(res.statusCode, res.body).toBe(404);
      expect(res.error().message).toBe(INVENTORY_TEXT.notFound);
    }
    for (const res of [await editUsage(MISSING, usage), await deleteUsage(MISSING)]) {
      expect(res.statusCode, res.body).toBe(404);
      expect(res.error().message).toBe(INVENTORY_TEXT.usageNotFound);
    }
    expect((await t.as(admin).call(api.remove, { id: 'not-an-id' })).statusCode).toBe(400);
    expect(await counts()).toEqual(before);
  });

  it('refuses a category outside the tabs', async () => {
    const res = await t.as(admin).query(api.list, 'category=garden');
    expect(res.statusCode).toBe(400);
    expect(res.error().message).toBe(INVENTORY_TEXT.categoryFilter);
  });
});

describe('access', () => {
  it('a member gets 403 on every inventory endpoint and an anonymous caller 401, writing nothing', async () => {
    const item = await added();
    const usageRes = await record(item.id, 1);
    expect(usageRes.statusCode).toBe(201);
    const [usage] = (await history(item.id)).items;
    const before = await counts();
    const use = { quantity_used: 1, usage_date: '2026-04-01' };
    const attempts: [Endpoint, Record<string, unknown>][] = [
      [api.list, {}],
      [api.create, bulb],
      [api.update, { ...bulb, id: item.id }],
      [api.remove, { id: item.id }],
      [api.usage, { id: item.id }],
      [api.recordUsage, { ...use, id: item.id }],
      [api.updateUsage, { ...use, id: usage.id }],
      [api.removeUsage, { id: usage.id }],
    ];
    for (const [e, input] of attempts) {
      expect((await t.as(member).send(e, input)).statusCode, `${e.method} ${e.path}`).toBe(403);
      expect((await t.as(null).send(e, input)).statusCode, `${e.method} ${e.path}`).toBe(401);
    }
    expect(await counts()).toEqual(before);
  });
});
