// A flat with bills or payments keeps its place in the register and its opening balance: the ledger points at it.
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { flatsAdminApi as api, FLATS_TEXT } from '../../../shared/flats-admin.ts';
import { flats } from '../../db/schema.ts';
import { createTestApp, type Resident, signUpAdmin, type TestApp } from '../../test/harness.ts';
import { postEntries } from '../dues/ledger-store.ts';

let t: TestApp;
let admin: Resident;

beforeAll(async () => {
  t = await createTestApp();
  admin = await signUpAdmin(t);
});
afterAll(() => t.close());

const flat = {
  wing: 'B',
  flat_no: 'B-202',
  carpet_area_sqft: '700',
  built_up_area_sqft: '',
  construction_cost: '',
  occupancy: 'owner',
  parking_covered: '0',
  parking_open: '0',
  parking_two_wheeler: '0',
  opening_balance: '1200',
  opening_balance_date: '2026-04-01',
};

describe('a flat with entries in its ledger', () => {
  it('is not deleted, keeps its opening balance, and can still be edited otherwise', async () => {
    const created = await t.as(admin).send(api.create, flat);
    expect(created.statusCode, created.body).toBe(201);
    const { id } = created.json();
    await t.database.db.transaction((tx) =>
      postEntries(tx, [
        {
          flat_id: id,
          kind: 'bill',
          entry_date: '2026-11-01',
          due_date: '2026-11-15',
          amount_paise: 350_000,
          number: 'MB/2026-27/0001',
          description: 'Maintenance bill for November 2026',
        },
      ]),
    );

    const removed = await t.as(admin).send(api.remove, { id });
    expect(removed.statusCode).toBe(409);
    expect(removed.error().message).toBe(FLATS_TEXT.hasLedger('B-202'));
    const [{ n }] = await t.database.db.select({ n: count() }).from(flats).where(eq(flats.id, id));
    expect(n).toBe(1);

    const rebalanced = await t.as(admin).send(api.update, { ...flat, id, opening_balance: '0' });
    expect(rebalanced.statusCode).toBe(409);
    expect(rebalanced.error().message).toBe(FLATS_TEXT.openingBalanceFrozen);

    const edited = await t.as(admin).send(api.update, { ...flat, id, carpet_area_sqft: '725.5' });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json()).toMatchObject({ carpet_area_sqft: '725.50', opening_balance: '1200.00' });
  });
});
