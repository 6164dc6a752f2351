// Invoices: a resident lists and downloads only their own flat's invoices; admins may download any.
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { invoicesApi } from '../../../shared/invoices.ts';
import { sessionApi } from '../../../shared/session.ts';
import { maintenanceInvoices, profiles, repairInvoices, users } from '../../db/schema.ts';
import {
  confirmFlat,
  createTestApp,
  type Resident,
  signUpAdmin,
  signUpResident,
  type TestApp,
} from '../../test/harness.ts';

let t: TestApp;
let resident: Resident;
let neighbour: Resident;
let admin: Resident;

const pdf = (label: string) => Buffer.from(`%PDF-1.4\n% ${label}\n%%EOF\n`);

async function addMaintenance(
  flat_no: string,
  invoice_number: string,
  invoice_date: string,
  amount = '2500.00',
) {
  const pdf_url = `${flat_no.replace(/[^A-Za-z0-9]/g, '')}_${invoice_number}_${randomUUID()}.pdf`;
  await t.app.ctx.storage.put('maintenance-invoices', pdf_url, pdf(invoice_number));
  const [row] = await t.database.db
    .insert(maintenanceInvoices)
    .values({
      flat_no,
      invoice_number,
      invoice_date,
      amount,
      pdf_url,
      due_date: '2026-05-15',
      description: 'Quarterly maintenance',
    })
    .returning();
  return row;
}

async function addRepair(
  flat_no: string,
  invoice_number: string,
  invoice_date: string,
  repair_type = 'plumbing',
) {
  const pdf_url = `${flat_no.replace(/[^A-Za-z0-9]/g, '')}_${invoice_number}_${randomUUID()}.pdf`;
  await t.app.ctx.storage.put('repair-invoices', pdf_url, pdf(invoice_number));
  const [row] = await t.database.db
    .insert(repairInvoices)
    .values({ flat_no, invoice_number, invoice_date, amount: '1800.50', pdf_url, repair_type })
    .returning();
  return row;
}

/** The resident's two invoice lists, by kind. */
const lists = { maintenance: invoicesApi.myMaintenance, repair: invoicesApi.myRepair };

beforeAll(async () => {
  t = await createTestApp();
  resident = await signUpResident(t, { flat_no: 'B-101' });
  neighbour = await signUpResident(t, { flat_no: 'C-202' });
  admin = await signUpAdmin(t);
  await confirmFlat(t, resident, admin);
  await confirmFlat(t, neighbour, admin);
});
afterAll(() => t.close());

describe('listing', () => {
  let own: Awaited<ReturnType<typeof addMaintenance>>[];
  beforeAll(async () => {
    own = [
      await addMaintenance('B-101', 'MI-001', '2026-01-01'),
      await addMaintenance('B-101', 'MI-003', '2026-03-01', '3100.75'),
      await addMaintenance('B-101', 'MI-002', '2026-02-01'),
    ];
    await addMaintenance('C-202', 'MI-900', '2026-04-01');
    await addMaintenance('B-1011', 'MI-901', '2026-04-01');
    await addRepair('B-101', 'RI-001', '2026-02-10', 'electrical');
    await addRepair('C-202', 'RI-900', '2026-02-11');
  });

  it('lists only the flat of the profile (stored normalised), newest invoice first', async () => {
    const res = await t.as(resident).call(lists.maintenance);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.flat_no).toBe('B-101');
    expect(body.total).toBe(3);
    expect(body.items.map((i: { invoice_number: string }) => i.invoice_number)).toEqual([
      'MI-003',
      'MI-002',
      'MI-001',
    ]);
    expect(body.items[0]).toMatchObject({
      id: own[1].id,
      invoice_date: '2026-03-01',
      due_date: '2026-05-15',
      amount: 3100.75,
      description: 'Quarterly maintenance',
    });
    expect(body.items[0]).not.toHaveProperty('pdf_url');
  });

  it('pages on the server', async () => {
    const res = await t.as(resident).call(lists.maintenance, { page: 2, pageSize: 2 });
    const body = res.json();
    expect(body).toMatchObject({ total: 3, page: 2, pageSize: 2 });
    expect(body.items.map((i: { invoice_number: string }) => i.invoice_number)).toEqual(['MI-001']);
  });

  it('lists repair invoices with their repair type', async () => {
    const body = (await t.as(resident).call(lists.repair)).json();
    expect(body.total).toBe(1);
    expect(body.items[0]).toMatchObject({
      invoice_number: 'RI-001',
      repair_type: 'electrical',
      amount: 1800.5,
    });
    const other = (await t.as(neighbour).call(lists.repair)).json();
    expect(other.items.map((i: { invoice_number: string }) => i.invoice_number)).toEqual(['RI-900']);
  });

  it('answers an empty list when the flat has no invoices', async () => {
    const fresh = await signUpResident(t, { flat_no: 'Z-9' });
    await confirmFlat(t, fresh, admin);
    const body = (await t.as(fresh).call(lists.repair)).json();
    expect(body).toMatchObject({ items: [], total: 0, flat_no: 'Z-9', flat_confirmed: true });
  });

  it('answers no flat and no invoices when the profile has no flat number', async () => {
    const noFlat = await signUpResident(t, { flat_no: 'B-101' });
    const [user] = await t.database.db.select().from(users).where(eq(users.email, noFlat.email));
    await t.database.db.update(profiles).set({ flat_no: null }).where(eq(profiles.user_id, user.id));
    for (const kind of ['maintenance', 'repair'] as const) {
      const body = (await t.as(noFlat).call(lists[kind])).json();
      expect(body).toMatchObject({ items: [], total: 0, flat_no: null });
    }
  });

  it('rejects bad paging and unknown query fields', async () => {
    expect((await t.as(resident).call(lists.maintenance, { pageSize: 1000 })).statusCode).toBe(400);
    expect((await t.as(resident).query(lists.maintenance, 'flat_no=C-202')).statusCode).toBe(400);
  });

  it('needs a signed-in member', async () => {
    expect((await t.as(null).call(lists.maintenance)).statusCode).toBe(401);
  });
});

describe('a flat typed at sign-up is not proof of residence (defect 1)', () => {
  it("hides B-101's invoices from a new account that claims B-101 until the office confirms it", async () => {
    const row = await addMaintenance('B-101', 'MI-CLAIM', '2026-08-01');
    const claimant = await signUpResident(t, { flat_no: 'b-101' });
    for (const kind of ['maintenance', 'repair'] as const) {
      const body = (await t.as(claimant).call(lists[kind])).json();
      expect(body).toMatchObject({ items: [], total: 0, flat_no: 'B-101', flat_confirmed: false });
    }
    const denied = await t.as(claimant).call(invoicesApi.maintenancePdf, { id: row.id });
    expect(denied.statusCode).toBe(404);

    await confirmFlat(t, claimant, admin);
    expect((await t.as(claimant).call(lists.maintenance)).json().flat_confirmed).toBe(true);
    expect((await t.as(claimant).call(invoicesApi.maintenancePdf, { id: row.id })).statusCode).toBe(200);
  });

  it('tells the member through /api/me that the flat awaits confirmation', async () => {
    const claimant = await signUpResident(t, { flat_no: 'D-404' });
    const me = (await t.as(claimant).call(sessionApi.me)).json();
    expect(me.profile).toMatchObject({ flat_no: 'D-404', flat_confirmed_at: null });
    await confirmFlat(t, claimant, admin);
    expect((await t.as(claimant).call(sessionApi.me)).json().profile?.flat_confirmed_at).toEqual(
      expect.any(String),
    );
  });
});

describe('downloads', () => {
  it('gives a resident the PDF of their own flat', async () => {
    const row = await addMaintenance('B-101', 'MI-2026-07', '2026-07-01');
    const res = await t.as(resident).call(invoicesApi.maintenancePdf, { id: row.id });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe('attachment; filename="Maintenance_MI-2026-07.pdf"');
    expect(res.rawPayload.equals(pdf('MI-2026-07'))).toBe(true);

    const repair = await addRepair('B-101', 'RI-2026-07', '2026-07-02');
    const r = await t.as(resident).call(invoicesApi.repairPdf, { id: repair.id });
    expect(r.statusCode).toBe(200);
    expect(r.headers['content-disposition']).toBe('attachment; filename="Repair_RI-2026-07.pdf"');
    expect(r.rawPayload.equals(pdf('RI-2026-07'))).toBe(true);
  });

  it("answers another flat's invoice exactly like a missing one", async () => {
    const theirs = await addMaintenance('C-202', 'MI-C-1', '2026-07-01');
    const theirRepair = await addRepair('C-202', 'RI-C-1', '2026-07-01');
    const denied = await t.as(resident).call(invoicesApi.maintenancePdf, { id: theirs.id });
    const missing = await t.as(resident).call(invoicesApi.maintenancePdf, { id: randomUUID() });
    expect(denied.statusCode).toBe(404);
    expect(denied.json()).toEqual(missing.json());
    expect((await t.as(resident).call(invoicesApi.repairPdf, { id: theirRepair.id })).statusCode).toBe(404);
    // The neighbour, whose flat it is, gets it.
    expect((await t.as(neighbour).call(invoicesApi.maintenancePdf, { id: theirs.id })).statusCode).toBe(200);
  });

  it('does not find a maintenance id through the repair endpoint', async () => {
    const row = await addMaintenance('B-101', 'MI-X', '2026-07-03');
    expect((await t.as(resident).call(invoicesApi.repairPdf, { id: row.id })).statusCode).toBe(404);
  });

  it('refuses a resident whose profile has no flat number', async () => {
    const row = await addMaintenance('B-101', 'MI-Y', '2026-07-04');
    const noFlat = await signUpResident(t, { flat_no: 'B-101' });
    const [user] = await t.database.db.select().from(users).where(eq(users.email, noFlat.email));
    await t.database.db.update(profiles).set({ flat_no: '  ' }).where(eq(profiles.user_id, user.id));
    expect((await t.as(noFlat).call(invoicesApi.maintenancePdf, { id: row.id })).statusCode).toBe(404);
  });

  it('lets an admin download any flat', async () => {
    const row = await addRepair('C-202', 'RI-ADMIN', '2026-07-05');
    const res = await t.as(admin).call(invoicesApi.repairPdf, { id: row.id });
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload.equals(pdf('RI-ADMIN'))).toBe(true);
  });

  it('answers 404 when the stored file is gone, and 400 for an id that is not a uuid', async () => {
    const [row] = await t.database.db
      .insert(maintenanceInvoices)
      .values({
        flat_no: 'B-101',
        invoice_number: 'MI-GONE',
        invoice_date: '2026-07-06',
        amount: '1',
        pdf_url: 'gone.pdf',
      })
      .returning();
    const gone = await t.as(resident).call(invoicesApi.maintenancePdf, { id: row.id });
    expect(gone.statusCode).toBe(404);
    expect(gone.error().code).toBe('NOT_FOUND');
    const bad = await t.as(resident).inject('GET', '/api/invoices/maintenance/..%2F..%2Fetc/pdf');
    expect(bad.statusCode).toBe(400);
  });

  it('needs a signed-in member', async () => {
    expect((await t.as(null).call(invoicesApi.maintenancePdf, { id: randomUUID() })).statusCode).toBe(401);
  });
});
