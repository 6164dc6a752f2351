// Parking Approval through the real app: the office's list, Approve / Reject and deciding again, Delete with the
// RC copy, the resident's mail and dashboard, and the streamed CSV export.
import { randomUUID } from 'node:crypto';
import { parse } from 'csv-parse/sync';
import { and, count, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Input } from '../../../shared/contract.ts';
import { dashboardApi } from '../../../shared/dashboard.ts';
import { documentsApi } from '../../../shared/documents.ts';
import { parkingApi } from '../../../shared/parking.ts';
import { parkingAdminApi as api, PARKING_CSV_COLUMNS } from '../../../shared/parking-admin.ts';
import { carParkingRegistrations, securityAuditLog, storedFiles } from '../../db/schema.ts';
import { auditsOf, mailsTo, userIdOf } from '../../test/fixtures.ts';
import {
  confirmFlat,
  createTestApp,
  type Resident,
  signUpAdmin,
  signUpResident,
  storedDocumentCount,
  type TestApp,
} from '../../test/harness.ts';
import { EXPORT_BATCH } from './csv-export.ts';

let t: TestApp;
let admin: Resident;
let asha: Resident;
let ravi: Resident;

const PDF = Buffer.from('%PDF-1.4\n% RC copy\n%%EOF\n');

const list = async (query: Input<typeof api.list> = {}) => {
  const res = await t.as(admin).call(api.list, query);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};
const approve = (id: string, who = admin) => t.as(who).call(api.approve, { id });
const reject = (id: string, who = admin) => t.as(who).call(api.reject, { id });
const remove = (id: string, who = admin) => t.as(who).call(api.remove, { id });
const exportCsv = (query: Input<typeof api.export> = {}, who = admin) => t.as(who).call(api.export, query);

/** Registers vehicles as the resident does, optionally with one RC copy for all of them. */
async function registered(who: Resident, cars: string[], rc = false) {
  const res = await t.as(who).upload(
    parkingApi.register,
    {
      owner_name: 'Asha Rao',
      flat_no: who.flat_no,
      contact_number: '9820012345',
      vehicles: JSON.stringify(cars.map((car_number) => ({ car_number, slot_type: 'owned_covered' }))),
    },
    rc ? { field: 'rc_copy', name: 'rc.pdf', bytes: PDF } : undefined,
  );
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
}

/** Rows written straight to the table, for lists and exports larger than the form would make. */
async function inserted(who: Resident, rows: Partial<typeof carParkingRegistrations.$inferInsert>[]) {
  const user_id = await userIdOf(t, who.email);
  return t.database.db
    .insert(carParkingRegistrations)
    .values(rows.map((r) => ({ user_id, owner_name: 'Owner', vehicle_number: 'MH 00 XX 0000', ...r })))
    .returning();
}

const stored = async (id: string) =>
  (await t.database.db.select().from(carParkingRegistrations).where(eq(carParkingRegistrations.id, id)))[0];
const fileRows = async (name: string) =>
  (
    await t.database.db
      .select({ n: count() })
      .from(storedFiles)
      .where(and(eq(storedFiles.bucket, 'documents'), eq(storedFiles.name, name)))
  )[0].n;

beforeAll(async () => {
  t = await createTestApp();
  admin = await signUpAdmin(t);
  asha = await signUpResident(t, { name: 'Asha Rao', flat_no: 'A-101' });
  ravi = await signUpResident(t, { name: 'Ravi Shah', flat_no: 'B-202' });
  await confirmFlat(t, asha, admin);
});
afterAll(() => t.close());

describe('who may call', () => {
  it('refuses anonymous callers (401) and members (403) on every office endpoint', async () => {
    const id = randomUUID();
    for (const [e, input] of [
      [api.list, {}],
      [api.export, {}],
      [api.approve, { id }],
      [api.reject, { id }],
      [api.remove, { id }],
    ] as const) {
      expect((await t.as(null).send(e, input)).statusCode).toBe(401);
      expect((await t.as(asha).send(e, input)).statusCode).toBe(403);
    }
  });
});

describe('GET /api/admin/parking-registrations', () => {
  it('lists newest first with the resident’s name, flat and flat confirmation from the profile', async () => {
    const [older] = await registered(asha, [`MH 01 OL ${1 + (Date.now() % 9999)}`]);
    await t.database.db
      .update(carParkingRegistrations)
      .set({ created_at: new Date(Date.now() - 60_000) })
      .where(eq(carParkingRegistrations.id, older.id));
    const [newer] = await registered(ravi, [`MH 02 NW ${1 + (Date.now() % 9999)}`]);
    const { items } = await list({ pageSize: 100 });
    const ids = items.map((r) => r.id);
    expect(ids.indexOf(newer.id)).toBeLessThan(ids.indexOf(older.id));
    expect(items.find((r) => r.id === older.id)).toMatchObject({
      resident_name: 'Asha Rao',
      resident_flat_no: 'A-101',
      flat_confirmed: true,
      status: 'pending',
      approved_at: null,
    });
    expect(items.find((r) => r.id === newer.id)).toMatchObject({
      resident_name: 'Ravi Shah',
      resident_flat_no: 'B-202',
      flat_confirmed: false,
    });
  });

  it('pages on the server and counts every matching row', async () => {
    const tag = `PG${Date.now() % 100000}`;
    await inserted(
      ravi,
      Array.from({ length: 25 }, (_, i) => ({ vehicle_number: `${tag}${String(i).padStart(2, '0')}` })),
    );
    const first = await list({ q: tag, pageSize: 10 });
    expect(first).toMatchObject({ total: 25, page: 1, pageSize: 10 });
    expect(first.items).toHaveLength(10);
    const third = await list({ q: tag, pageSize: 10, page: 3 });
    expect(third.items).toHaveLength(5);
    const all = [...first.items, ...(await list({ q: tag, pageSize: 10, page: 2 })).items, ...third.items];
    expect(new Set(all.map((r) => r.id)).size).toBe(25);
  });

  it('filters by status and searches vehicle number, owner, resident and flat', async () => {
    const tag = `SR${Date.now() % 100000}`;
    const [a, b] = await inserted(asha, [
      { vehicle_number: `${tag}A`, owner_name: 'Kiran Desai', status: 'approved' },
      { vehicle_number: `${tag}B`, owner_name: 'Kiran Desai', status: 'rejected' },
    ]);
    expect((await list({ q: tag.toLowerCase() })).total).toBe(2);
    expect((await list({ q: tag, status: 'approved' })).items.map((r) => r.id)).toEqual([a.id]);
    expect((await list({ q: tag, status: 'rejected' })).items.map((r) => r.id)).toEqual([b.id]);
    expect((await list({ q: tag, status: 'pending' })).total).toBe(0);
    expect((await list({ q: 'kiran desai' })).total).toBe(2);
    expect((await list({ q: 'Ravi Shah' })).items.every((r) => r.resident_name === 'Ravi Shah')).toBe(true);
    const byFlat = await list({ q: 'b-202', pageSize: 100 });
    expect(byFlat.total).toBeGreaterThan(0);
    expect(byFlat.items.every((r) => r.resident_flat_no === 'B-202')).toBe(true);
    const blank = await t.as(admin).query(api.list, 'status=');
    expect(blank.statusCode, blank.body).toBe(200);
    expect(blank.json().total).toBeGreaterThan(0);
  });

  it('treats script-like search text and wildcards as plain text', async () => {
    for (const q of ['<script>alert(1)</script>', "'; drop table users; --", '%', '_'])
      expect((await list({ q })).total, q).toBe(0);
  });

  it.each([
    ['status=approve', 'Please choose a status from the list'],
    ['status=archived', 'Please choose a status from the list'],
    ['page=0', undefined],
    ['pageSize=101', undefined],
    [`q=${'x'.repeat(101)}`, 'Search text must be less than 100 characters'],
    ['sort=owner', undefined],
  ])('refuses ?%s with a 400', async (query, message) => {
    const res = await t.as(admin).query(api.list, query);
    expect(res.statusCode).toBe(400);
    if (message) expect(res.error().message).toBe(message);
  });
});

describe('Approve and Reject', () => {
  it('approves a pending registration: status, who and when, audit row, mail, resident’s dashboard', async () => {
    const [row] = await registered(asha, ['MH 03 AP 1111']);
    const before = Date.now();
    const res = await approve(row.id);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      id: row.id,
      status: 'approved',
      approved_by_name: 'Office Admin',
      resident_name: 'Asha Rao',
    });
    const db = await stored(row.id);
    expect(db.status).toBe('approved');
    expect(db.approved_by).toBe(await userIdOf(t, admin.email));
    expect(db.approved_at!.getTime()).toBeGreaterThanOrEqual(before - 5_000);

    const audits = await auditsOf(t, 'registration_id', row.id);
    expect(audits.map((a) => [a.action, a.user_id])).toEqual([
      ['parking_registration_approved', await userIdOf(t, admin.email)],
    ]);

    const mail = await vi.waitFor(
      async () => {
        const [m] = (await mailsTo(t, asha.email)).filter((m) => m.text.includes('MH 03 AP 1111'));
        expect(m).toBeDefined();
        return m;
      },
      { timeout: 5_000 },
    );
    expect(mail.subject).toBe('Your parking registration has been approved');
    expect(mail.text).toContain('Vehicle Number: MH 03 AP 1111');
    expect(mail.text).toContain('Requested Slot: Owned Covered');

    const dashboard = await t.as(asha).call(dashboardApi.get);
    const parking = dashboard.json().parking;
    expect(parking.find((p) => p.id === row.id)?.status).toBe('approved');
  });

  it('lets an approved registration be rejected and approved again, refusing the same decision twice', async () => {
    const [row] = await registered(asha, ['MH 04 RD 2222']);
    expect((await reject(row.id)).json().status).toBe('rejected');
    expect((await stored(row.id)).approved_at).not.toBeNull();

    const twice = await reject(row.id);
    expect(twice.statusCode).toBe(409);
    expect(twice.error().message).toBe(
      'This parking registration is already rejected. Reject is only possible while it is pending or approved.',
    );
    expect((await approve(row.id)).json().status).toBe('approved');
    const again = await approve(row.id);
    expect(again.statusCode).toBe(409);
    expect(again.error().message).toBe(
      'This parking registration is already approved. Approve is only possible while it is pending or rejected.',
    );
    expect((await reject(row.id)).json().status).toBe('rejected');
    expect((await auditsOf(t, 'registration_id', row.id)).map((a) => a.action)).toEqual([
      'parking_registration_rejected',
      'parking_registration_approved',
      'parking_registration_rejected',
    ]);
  });

  it('lets only one of two simultaneous approvals through', async () => {
    const [row] = await registered(ravi, ['MH 05 CC 3333']);
    const results = await Promise.all([approve(row.id), approve(row.id)]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect(await auditsOf(t, 'registration_id', row.id)).toHaveLength(1);
  });

  it('answers 404 for an unknown registration and 400 for an id that is not one', async () => {
    for (const act of [approve, reject, remove]) {
      const res = await act(randomUUID());
      expect(res.statusCode).toBe(404);
      expect(res.error().message).toBe('This parking registration no longer exists');
      expect((await act('not-an-id')).statusCode).toBe(400);
    }
  });
});

describe('Delete', () => {
  it('removes the row, its RC copy record and file, with an audit row', async () => {
    const [row] = await registered(asha, ['MH 06 DL 4444'], true);
    const name = row.rc_copy_url!;
    const disk = storedDocumentCount(t);
    expect(await fileRows(name)).toBe(1);

    const res = await remove(row.id);
    expect(res.statusCode, res.body).toBe(200);
    expect(await stored(row.id)).toBeUndefined();
    expect(await fileRows(name)).toBe(0);
    expect(storedDocumentCount(t)).toBe(disk - 1);
    expect((await t.as(admin).call(documentsApi.file, { name })).statusCode).toBe(404);
    const [entry] = await auditsOf(t, 'registration_id', row.id);
    expect(entry).toMatchObject({ action: 'parking_registration_deleted', severity: 'medium' });
    expect(entry.details).toMatchObject({ vehicle_number: 'MH 06 DL 4444', rc_copy_removed: true });
    expect((await remove(row.id)).statusCode).toBe(404);
  });

  it('keeps an RC copy another vehicle of the same submission still uses, and removes it with the last', async () => {
    const [first, second] = await registered(asha, ['MH 07 SH 5555', 'MH 07 SH 6666'], true);
    const name = first.rc_copy_url!;
    expect(second.rc_copy_url).toBe(name);
    const disk = storedDocumentCount(t);

    expect((await remove(first.id)).statusCode).toBe(200);
    expect(await fileRows(name)).toBe(1);
    expect(storedDocumentCount(t)).toBe(disk);
    expect((await t.as(admin).call(documentsApi.file, { name })).statusCode).toBe(200);

    expect((await remove(second.id)).statusCode).toBe(200);
    expect(await fileRows(name)).toBe(0);
    expect(storedDocumentCount(t)).toBe(disk - 1);
  });

  it('removes the shared file exactly once when both vehicles are deleted at the same moment', async () => {
    const [a, b] = await registered(ravi, ['MH 08 CN 7777', 'MH 08 CN 8888'], true);
    const disk = storedDocumentCount(t);
    const results = await Promise.all([remove(a.id), remove(b.id)]);
    expect(results.map((r) => r.statusCode)).toEqual([200, 200]);
    expect(await fileRows(a.rc_copy_url!)).toBe(0);
    expect(storedDocumentCount(t)).toBe(disk - 1);
  });
});

describe('GET /api/admin/parking-registrations/export', () => {
  const parseCsv = (body: string) => parse(body, { bom: true, relax_column_count: false }) as string[][];

  it('answers a CSV named for today in the society’s time zone, with section 9’s header', async () => {
    const res = await exportCsv({ q: 'no-such-vehicle-anywhere' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(new Date());
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="parking_registrations_${today}.csv"`,
    );
    // Only the header, exactly, after the byte order mark.
    expect(res.body).toBe(
      '\ufeffResident Name,Flat No,Owner Name,Vehicle Number,Vehicle Type,Make,Model,Color,Requested Slot,Status,Applied Date,Approved Date\r\n',
    );
    expect(parseCsv(res.body)).toEqual([[...PARKING_CSV_COLUMNS]]);
  });

  it('writes each matching row with en-IN dates, N/A before approval and the default slot text', async () => {
    const tag = `EX${Date.now() % 100000}`;
    const applied = new Date('2026-03-31T20:00:00Z'); // 1 April 2026 in Kolkata
    const decided = new Date('2026-04-02T19:00:00Z'); // 3 April 2026 in Kolkata
    await inserted(asha, [
      {
        vehicle_number: `${tag}1`,
        owner_name: 'Asha Rao',
        vehicle_make: 'Maruti',
        vehicle_model: 'Swift',
        vehicle_color: 'Red',
        parking_slot_requested: 'Rental Open - Garage No. 7',
        status: 'approved',
        approved_at: decided,
        created_at: applied,
      },
      { vehicle_number: `${tag}2`, parking_slot_requested: 'Not specified', created_at: applied },
      { vehicle_number: `${tag}3`, status: 'rejected', approved_at: decided, created_at: applied },
    ]);
    const rows = parseCsv((await exportCsv({ q: tag })).body);
    expect(rows.slice(1).sort((a, b) => a[3].localeCompare(b[3]))).toEqual([
      [
        'Asha Rao',
        'A-101',
        'Asha Rao',
        `${tag}1`,
        'car',
        'Maruti',
        'Swift',
        'Red',
        'Rental Open - Garage No. 7',
        'approved',
        '01/04/2026',
        '03/04/2026',
      ],
      [
        'Asha Rao',
        'A-101',
        'Owner',
        `${tag}2`,
        'car',
        '',
        '',
        '',
        'Any available',
        'pending',
        '01/04/2026',
        'N/A',
      ],
      [
        'Asha Rao',
        'A-101',
        'Owner',
        `${tag}3`,
        'car',
        '',
        '',
        '',
        'Any available',
        'rejected',
        '01/04/2026',
        'N/A',
      ],
    ]);
  });

  it('quotes commas, quotes and line breaks so every value survives a round trip', async () => {
    const tag = `QT${Date.now() % 100000}`;
    const owner = 'Rao, "Asha"\r\nsecond line\nthird';
    await inserted(asha, [{ vehicle_number: `${tag}1`, owner_name: owner, vehicle_color: 'Blue; "dark"' }]);
    const res = await exportCsv({ q: tag });
    expect(res.body).toContain('"Rao, ""Asha""\r\nsecond line\nthird"');
    const [, row] = parseCsv(res.body);
    expect(row[2]).toBe(owner);
    expect(row[7]).toBe('Blue; "dark"');
  });

  it('neutralises values a spreadsheet would run as formulas', async () => {
    const tag = `FM${Date.now() % 100000}`;
    const formulas = ['=HYPERLINK("http://x","y")', '+91 98200', '-2+3', '@SUM(A1)', '\tcmd'];
    await inserted(
      asha,
      formulas.map((owner_name, i) => ({ vehicle_number: `${tag}${i}`, owner_name })),
    );
    const rows = parseCsv((await exportCsv({ q: tag })).body).slice(1);
    expect(rows.map((r) => r[2]).sort()).toEqual(formulas.map((f) => `'${f}`).sort());
  });

  it('exports every row matching the filter across batches, not only one page, each once', async () => {
    const tag = `BT${Date.now() % 100000}`;
    const n = EXPORT_BATCH * 2 + 7;
    // One timestamp for all: the batches must continue by id when created_at ties.
    const at = new Date();
    await inserted(
      ravi,
      Array.from({ length: n }, (_, i) => ({
        vehicle_number: `${tag}${String(i).padStart(5, '0')}`,
        status: i % 2 ? 'approved' : 'pending',
        created_at: at,
      })),
    );
    const all = parseCsv((await exportCsv({ q: tag })).body).slice(1);
    expect(all).toHaveLength(n);
    expect(new Set(all.map((r) => r[3])).size).toBe(n);
    const approved = parseCsv((await exportCsv({ q: tag, status: 'approved' })).body).slice(1);
    expect(approved).toHaveLength((n - 1) / 2);
    expect(approved.every((r) => r[9] === 'approved')).toBe(true);
  });

  it('records the export in the audit log', async () => {
    await exportCsv({ status: 'pending' });
    const [entry] = await t.database.db
      .select()
      .from(securityAuditLog)
      .where(eq(securityAuditLog.action, 'parking_registrations_exported'))
      .orderBy(desc(securityAuditLog.created_at))
      .limit(1);
    expect(entry.details).toEqual({ status: 'pending', search: null });
  });

  it.each([['status=approve'], ['page=2'], [`q=${'x'.repeat(101)}`]])('refuses ?%s with a 400', async (q) => {
    const res = await t.as(admin).query(api.export, q);
    expect(res.statusCode).toBe(400);
    expect(res.error().message).toBeTruthy();
  });
});
