// The office lists sort on the server by the column and direction a client asks for (`sort`, `dir`), only by the
// columns each list allows, and keep their default order when asked for none.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type * as z from 'zod/mini';
import type { Endpoint } from '../../shared/contract.ts';
import { feedbackAdminApi } from '../../shared/feedback-admin.ts';
import { hallBookingsAdminApi } from '../../shared/hall-bookings-admin.ts';
import { houseRepairsAdminApi } from '../../shared/house-repairs-admin.ts';
import { inventoryAdminApi } from '../../shared/inventory.ts';
import { invoicesAdminApi } from '../../shared/invoices-admin.ts';
import { membershipsAdminApi } from '../../shared/memberships-admin.ts';
import { parkingAdminApi } from '../../shared/parking-admin.ts';
import { profilesAdminApi } from '../../shared/profiles.ts';
import {
  carParkingRegistrations,
  feedback,
  hallBookings,
  houseRepairRegistrations,
  maintenanceInvoices,
  membershipPlans,
  memberships,
  societyInventory,
} from '../db/schema.ts';
import { userIdOf } from '../test/fixtures.ts';
import { createTestApp, type Resident, signUpAdmin, signUpResident, type TestApp } from '../test/harness.ts';

let t: TestApp;
let admin: Resident;
let userId: string;

/** Three rows per list, added on three days; their statuses sort as 1, 2, 0 and their other column as 1, 2, 0. */
const DAYS = ['2026-01-01', '2026-01-02', '2026-01-03'];
const STATUSES = ['rejected', 'approved', 'pending'];
const createdAt = (i: number) => new Date(`${DAYS[i]}T10:00:00+05:30`);
const NAMES = ['Ladder', 'Broom', 'Cones'];
const FLATS = ['C-301', 'A-101', 'B-201'];
const EVENT_DAYS = ['2026-03-03', '2026-03-01', '2026-03-02'];

/** The ids of each list's rows, in the order they were added (index 0 is the oldest). */
const ids: Record<string, string[]> = {};

beforeAll(async () => {
  t = await createTestApp();
  admin = await signUpAdmin(t);
  const resident = await signUpResident(t);
  userId = await userIdOf(t, resident.email);
  const db = t.database.db;
  const [{ id: planId }] = await db.select({ id: membershipPlans.id }).from(membershipPlans).limit(1);
  const each = <T>(row: (i: number) => T) => [0, 1, 2].map(row);
  const idsOf = (rows: { id: string }[]) => rows.map((r) => r.id);
  ids.feedback = idsOf(
    await db
      .insert(feedback)
      .values(
        each((i) => ({
          user_id: userId,
          name: 'Meera Kulkarni',
          category: 'maintenance',
          subject: `Lift ${i}`,
          message: 'The lift stops between floors.',
          status: ['resolved', 'closed', 'open'][i],
          created_at: createdAt(i),
        })),
      )
      .returning(),
  );
  ids.parking = idsOf(
    await db
      .insert(carParkingRegistrations)
      .values(
        each((i) => ({
          user_id: userId,
          owner_name: 'Meera Kulkarni',
          vehicle_number: `MH02AB123${i}`,
          status: STATUSES[i],
          created_at: createdAt(i),
        })),
      )
      .returning(),
  );
  ids.repairs = idsOf(
    await db
      .insert(houseRepairRegistrations)
      .values(
        each((i) => ({
          user_id: userId,
          applicant_name: 'Meera Kulkarni',
          flat_no: resident.flat_no,
          contact_number: '9820012345',
          work_type: 'plumbing',
          terms_accepted: true,
          status: STATUSES[i],
          created_at: createdAt(i),
        })),
      )
      .returning(),
  );
  ids.bookings = idsOf(
    await db
      .insert(hallBookings)
      .values(
        each((i) => ({
          user_id: userId,
          event_name: `Event ${i}`,
          event_date: EVENT_DAYS[i],
          event_time: 'evening',
          contact_number: '9820012345',
          membership_type: 'member',
          amount_paid: '5900.00',
          status: STATUSES[i],
          created_at: createdAt(i),
        })),
      )
      .returning(),
  );
  ids.memberships = idsOf(
    await db
      .insert(memberships)
      .values(
        each((i) => ({
          user_id: userId,
          plan_id: planId,
          start_date: '2026-01-01',
          end_date: '2099-12-31',
          amount_paid: '1500.00',
          status: STATUSES[i],
          member_name: 'Meera Kulkarni',
          member_phone: '9820012345',
          created_at: createdAt(i),
        })),
      )
      .returning(),
  );
  ids.invoices = idsOf(
    await db
      .insert(maintenanceInvoices)
      .values(
        each((i) => ({
          flat_no: FLATS[i],
          invoice_number: `INV-${i}`,
          invoice_date: DAYS[i],
          amount: '2500.00',
          pdf_url: `maintenance-invoices/sort-${i}.pdf`,
        })),
      )
      .returning(),
  );
  ids.inventory = idsOf(
    await db
      .insert(societyInventory)
      .values(
        each((i) => ({
          item_name: NAMES[i],
          category: 'maintenance',
          purchase_date: EVENT_DAYS[i],
          created_at: createdAt(i),
        })),
      )
      .returning(),
  );
  // Profiles: three residents found by one search word, named and housed out of order.
  ids.profiles = [];
  for (const i of [0, 1, 2]) {
    const r = await signUpResident(t, {
      name: `Sortwell ${['Chitra', 'Anand', 'Bhavna'][i]}`,
      flat_no: FLATS[i],
    });
    ids.profiles.push(await userIdOf(t, r.email));
  }
});
afterAll(() => t.close());

type Order = [number, number, number];
interface SortCase {
  query: Record<string, string>;
  order: Order;
}
/** The request lists: newest first by default, by status A to Z (then date) when asked. */
const DATE_OR_STATUS_CASES: SortCase[] = [
  { query: {}, order: [2, 1, 0] },
  { query: { dir: 'asc' }, order: [0, 1, 2] },
  { query: { sort: 'created_at', dir: 'desc' }, order: [2, 1, 0] },
  { query: { sort: 'status' }, order: [1, 2, 0] },
  { query: { sort: 'status', dir: 'desc' }, order: [0, 2, 1] },
];

/** A list endpoint: its rows have an id (a profile's row has the account's user_id instead). */
type ListEndpoint = Endpoint<z.ZodMiniType, z.ZodMiniType<{ items: { id?: string; user_id?: string }[] }>>;

const LISTS: {
  name: string;
  list: ListEndpoint;
  rows: string;
  cases: SortCase[];
  columns: string;
  query?: Record<string, string>;
}[] = [
  // Feedback statuses: resolved, closed, open sort as closed (1), open (2), resolved (0).
  {
    name: 'feedback',
    list: feedbackAdminApi.list,
    rows: 'feedback',
    cases: DATE_OR_STATUS_CASES,
    columns: 'created_at, status',
  },
  {
    name: 'parking',
    list: parkingAdminApi.list,
    rows: 'parking',
    cases: DATE_OR_STATUS_CASES,
    columns: 'created_at, status',
  },
  {
    name: 'house repairs',
    list: houseRepairsAdminApi.list,
    rows: 'repairs',
    cases: DATE_OR_STATUS_CASES,
    columns: 'created_at, status',
  },
  {
    name: 'hall bookings',
    list: hallBookingsAdminApi.list,
    rows: 'bookings',
    cases: [
      ...DATE_OR_STATUS_CASES,
      { query: { sort: 'event_date' }, order: [1, 2, 0] },
      { query: { sort: 'event_date', dir: 'desc' }, order: [0, 2, 1] },
    ],
    columns: 'created_at, status, event_date',
  },
  {
    name: 'memberships',
    list: membershipsAdminApi.list,
    rows: 'memberships',
    cases: DATE_OR_STATUS_CASES,
    columns: 'created_at, status',
  },
  {
    name: 'invoices',
    list: invoicesAdminApi.maintenance.list,
    rows: 'invoices',
    cases: [
      { query: {}, order: [2, 1, 0] },
      { query: { dir: 'asc' }, order: [0, 1, 2] },
      { query: { sort: 'flat_no' }, order: [1, 2, 0] },
      { query: { sort: 'flat_no', dir: 'desc' }, order: [0, 2, 1] },
    ],
    columns: 'invoice_date, flat_no',
  },
  {
    name: 'inventory',
    list: inventoryAdminApi.list,
    rows: 'inventory',
    cases: [
      { query: {}, order: [2, 1, 0] },
      { query: { dir: 'asc' }, order: [0, 1, 2] },
      { query: { sort: 'item_name' }, order: [1, 2, 0] },
      { query: { sort: 'item_name', dir: 'desc' }, order: [0, 2, 1] },
      { query: { sort: 'purchase_date', dir: 'asc' }, order: [1, 2, 0] },
      { query: { sort: 'purchase_date' }, order: [0, 2, 1] },
    ],
    columns: 'created_at, item_name, purchase_date',
  },
  {
    name: 'profiles',
    list: profilesAdminApi.list,
    rows: 'profiles',
    query: { q: 'Sortwell' },
    cases: [
      { query: {}, order: [1, 2, 0] },
      { query: { dir: 'desc' }, order: [0, 2, 1] },
      { query: { sort: 'flat_no' }, order: [1, 2, 0] },
      { query: { sort: 'flat_no', dir: 'desc' }, order: [0, 2, 1] },
    ],
    columns: 'name, flat_no',
  },
];

/** The list's rows of this test, in the order the list answers them. */
async function listed(list: ListEndpoint, query: Record<string, string>, mine: string[]) {
  const res = await t.as(admin).query(list, new URLSearchParams(query).toString());
  expect(res.statusCode, res.body).toBe(200);
  return res
    .json()
    .items.map((row) => mine.indexOf(row.id ?? row.user_id ?? ''))
    .filter((i) => i >= 0);
}

describe.each(LISTS)('the $name list', ({ list, rows, cases, columns, query = {} }) => {
  it.each(cases)('answers ?$query in the order $order', async (c) => {
    expect(await listed(list, { ...query, ...c.query }, ids[rows])).toEqual(c.order);
  });

  it('pages through a sorted list without skipping or repeating a row', async () => {
    const sort = cases.at(-1)!.query;
    const pages = [];
    for (const page of ['1', '2', '3', '4'])
      pages.push(...(await listed(list, { ...query, ...sort, pageSize: '1', page }, ids[rows])));
    expect(pages).toEqual(cases.at(-1)!.order);
  });

  it('refuses a column it cannot sort by, and a direction that is not asc or desc, with a 400', async () => {
    const column = await t.as(admin).query(list, 'sort=amount');
    expect(column.statusCode).toBe(400);
    expect(column.error()).toMatchObject({
      code: 'VALIDATION',
      message: `Sort by one of: ${columns}`,
      fields: { sort: `Sort by one of: ${columns}` },
    });
    const dir = await t.as(admin).query(list, `sort=${columns.split(', ')[0]}&dir=up`);
    expect(dir.statusCode).toBe(400);
    expect(dir.error().message).toBe('Sort direction must be asc or desc');
  });
});
