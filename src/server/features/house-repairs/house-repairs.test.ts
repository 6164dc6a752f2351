// House repair requests: required fields and terms on the server, an optional plans file checked by size and
// content, readable by its owner and admins only; a refused request leaves no row and no file.
import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { documentsApi } from '../../../shared/documents.ts';
import { houseRepairsApi } from '../../../shared/house-repairs.ts';
import { houseRepairRegistrations, storedFiles } from '../../db/schema.ts';
import {
  createTestApp,
  type Resident,
  sampleImage,
  signUpAdmin,
  signUpResident,
  storedDocumentCount,
  type TestApp,
} from '../../test/harness.ts';

const JPEG = await sampleImage('jpeg');

let t: TestApp;
let alice: Resident;
let bob: Resident;
let admin: Resident;

const PDF = Buffer.from('%PDF-1.4\n% plans\n%%EOF\n');
const DWG = Buffer.from('AC1027\0\0\0\0 drawing');

const required = (over: Record<string, string> = {}) => ({
  applicant_name: 'Asha Rao',
  flat_no: 'B-101',
  contact_number: '9820012345',
  work_type: 'Renovation',
  terms_accepted: 'true',
  ...over,
});
const full = (over: Record<string, string> = {}) =>
  required({
    email: 'Asha@Example.com',
    work_description: 'Kitchen platform and tiles',
    duration_days: '45',
    start_date: '2026-08-01',
    contractor_name: 'Shree Builders',
    contractor_address: '12 Link Road, Andheri',
    contractor_contact: '9811122233',
    cheque_number: '004512',
    cheque_date: '2026-07-20',
    bank_name: 'State Bank of India',
    amount: '25000.50',
    ...over,
  });

const submit = (
  f: Record<string, string>,
  who?: Resident,
  file?: { name: string; bytes: Buffer; field?: string },
) => t.as(who ?? null).upload(houseRepairsApi.create, f, file && { field: 'repair_plans', ...file });

const counts = async () => ({
  rows: (await t.database.db.select({ n: count() }).from(houseRepairRegistrations))[0].n,
  files: (await t.database.db.select({ n: count() }).from(storedFiles))[0].n,
  disk: storedDocumentCount(t),
});

beforeAll(async () => {
  t = await createTestApp();
  alice = await signUpResident(t, { flat_no: 'B-101' });
  bob = await signUpResident(t, { flat_no: 'B-101' });
  admin = await signUpAdmin(t);
});
afterAll(() => t.close());

describe('submitting a repair request', () => {
  it('answers 401 to anonymous callers', async () => {
    expect((await submit(required())).statusCode).toBe(401);
    expect((await t.as(null).call(houseRepairsApi.mine)).statusCode).toBe(401);
  });

  it('stores every field of a full request as pending, with the plans readable by owner and admins', async () => {
    const before = await counts();
    const res = await submit(full(), alice, { name: 'plans.dwg', bytes: DWG });
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body).toMatchObject({
      applicant_name: 'Asha Rao',
      flat_no: 'B-101',
      contact_number: '9820012345',
      email: 'asha@example.com',
      work_type: 'Renovation',
      work_description: 'Kitchen platform and tiles',
      duration_days: 45,
      start_date: '2026-08-01',
      contractor_name: 'Shree Builders',
      contractor_address: '12 Link Road, Andheri',
      contractor_contact: '9811122233',
      cheque_number: '004512',
      cheque_date: '2026-07-20',
      bank_name: 'State Bank of India',
      amount: 25000.5,
      terms_accepted: true,
      status: 'pending',
    });
    expect(body.repair_plans_url).toMatch(/\.dwg$/);
    expect(await counts()).toEqual({ rows: before.rows + 1, files: before.files + 1, disk: before.disk + 1 });

    const own = await t.as(alice).call(documentsApi.file, { name: body.repair_plans_url ?? '' });
    expect(own.statusCode).toBe(200);
    expect(own.rawPayload.equals(DWG)).toBe(true);
    expect(
      (await t.as(admin).call(documentsApi.file, { name: body.repair_plans_url ?? '' })).statusCode,
    ).toBe(200);
    expect((await t.as(bob).call(documentsApi.file, { name: body.repair_plans_url ?? '' })).statusCode).toBe(
      404,
    );
  });

  it('accepts only the required fields, leaving the rest empty', async () => {
    const res = await submit(required({ email: '', duration_days: '', start_date: '', amount: '' }), bob);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      email: null,
      work_description: null,
      duration_days: null,
      start_date: null,
      contractor_contact: null,
      amount: null,
      repair_plans_url: null,
    });
  });

  it.each([
    ['a PDF', { name: 'plans.pdf', bytes: PDF }],
    ['a JPEG', { name: 'plans.jpeg', bytes: JPEG }],
  ])('accepts %s as plans', async (_, file) => {
    expect((await submit(required(), bob, file)).statusCode).toBe(201);
  });
});

describe('refused requests write nothing', () => {
  it.each([
    [{ terms_accepted: 'false' }, 'Please accept the terms and conditions'],
    [{ terms_accepted: undefined }, 'Please accept the terms and conditions'],
    [{ applicant_name: '' }, 'This field is required'],
    [{ flat_no: '' }, 'Flat number is required'],
    [{ flat_no: 'B-101/ABCDEFGH' }, 'Invalid flat number format'],
    [{ contact_number: '' }, 'This field is required'],
    [{ work_type: '' }, 'Please select a work type'],
    [{ work_type: 'Demolition' }, 'Please select a work type'],
    [{ email: 'not-an-email' }, 'Invalid email format'],
    [{ duration_days: 'ten' }, 'Please enter a whole number of days'],
    [{ duration_days: '2.5' }, 'Please enter a whole number of days'],
    [{ duration_days: '0' }, 'Duration must be at least 1 day'],
    [{ start_date: '2026-13-01' }, 'Please enter a valid date'],
    [{ contractor_contact: '123' }, 'Phone number must be 10-15 digits'],
    [{ amount: '-5' }, 'Please enter a valid amount'],
    [{ amount: '12.345' }, 'Please enter a valid amount'],
    [{ work_description: 'see javascript:alert(1)' }, 'Invalid characters detected'],
    [{ status: 'approved' }, undefined],
  ])('refuses %o', async (over, message) => {
    const before = await counts();
    const f = Object.fromEntries(
      Object.entries(full(over as Record<string, string>)).filter(([, v]) => v !== undefined),
    );
    const res = await submit(f, alice, { name: 'plans.pdf', bytes: PDF });
    expect(res.statusCode).toBe(400);
    if (message) expect(res.error().message).toBe(message);
    expect(await counts()).toEqual(before);
  });

  it('refuses plans whose bytes are not PDF, JPEG, PNG or DWG', async () => {
    const before = await counts();
    const res = await submit(full(), alice, { name: 'x.pdf', bytes: Buffer.from('plain text pretending') });
    expect(res.statusCode).toBe(400);
    expect(res.error().message).toBe('Unsupported file type. Allowed: PDF, JPEG, PNG, DWG');
    expect(await counts()).toEqual(before);
  });

  it('refuses plans over 200 KB', async () => {
    const before = await counts();
    const res = await submit(full(), alice, {
      name: 'plans.pdf',
      bytes: Buffer.concat([PDF, Buffer.alloc(201 * 1024)]),
    });
    expect(res.statusCode).toBe(400);
    expect(res.error().message).toBe('File size must be less than 200KB');
    expect(await counts()).toEqual(before);
  });
});

describe('own requests', () => {
  it('lists only the caller’s own requests', async () => {
    const mine = (await t.as(alice).call(houseRepairsApi.mine)).json();
    const theirs = (await t.as(bob).call(houseRepairsApi.mine)).json();
    expect(mine).toHaveLength(1);
    expect(mine[0].work_description).toBe('Kitchen platform and tiles');
    expect(theirs).toHaveLength(3);
    expect(theirs.every((r) => r.work_description === null)).toBe(true);
  });
});
