// The office's invoices: single upload (each refusal writes nothing), list, download, delete, and the bulk
// upload's preview and batches; the flat's confirmed residents see each invoice at once and get one mail.
import { randomUUID } from 'node:crypto';
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { and, count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InvoiceKind } from '../../../shared/invoices.ts';
import { invoicesApi } from '../../../shared/invoices.ts';
import {
  BULK_BATCH_FILES,
  BULK_MAX_ROWS,
  type BulkPreview,
  type BulkResult,
  type BulkRow,
  bulkTemplate,
  INVOICES_ADMIN_TEXT,
  invoicesAdminApi,
} from '../../../shared/invoices-admin.ts';
import {
  mailOutbox,
  maintenanceInvoices,
  profiles,
  repairInvoices,
  securityAuditLog,
  users,
} from '../../db/schema.ts';
import { mailsTo } from '../../test/fixtures.ts';
import {
  confirmFlat,
  createTestApp,
  type Resident,
  signUpAdmin,
  signUpResident,
  type TestApp,
} from '../../test/harness.ts';

let t: TestApp;
let admin: Resident;
let resident: Resident;
let neighbour: Resident;
let claimant: Resident;

/** A real-looking PDF of at least `size` bytes. */
const pdf = (label: string, size = 0) => {
  const body = Buffer.from(`%PDF-1.4\n% ${label}\n`);
  return Buffer.concat([
    body,
    Buffer.alloc(Math.max(0, size - body.length - 6), 0x20),
    Buffer.from('%%EOF\n'),
  ]);
};
const NOT_A_PDF = Buffer.from('Name,Amount\nB-101,2500\n');

const office = invoicesAdminApi;
/** The resident's two invoice lists and downloads, by kind. */
const mine = { maintenance: invoicesApi.myMaintenance, repair: invoicesApi.myRepair };
const minePdf = { maintenance: invoicesApi.maintenancePdf, repair: invoicesApi.repairPdf };

const FIELDS = {
  flat_no: 'B-101',
  invoice_number: 'MI-2026-04',
  invoice_date: '2026-04-01',
  amount: '2500.50',
  due_date: '2026-04-15',
  description: 'Maintenance for April 2026',
};

const upload = (
  kind: InvoiceKind,
  fields: Record<string, string>,
  file: Buffer | null = pdf(fields.invoice_number ?? 'x'),
  who = admin,
) =>
  t
    .as(who)
    .upload(office[kind].create, fields, file ? { field: 'pdf', name: 'invoice.pdf', bytes: file } : []);

function storedFiles(kind: InvoiceKind) {
  try {
    return readdirSync(join(t.app.ctx.config.DATA_DIR, 'files', `${kind}-invoices`));
  } catch {
    return [];
  }
}

async function rows(kind: InvoiceKind) {
  const table = kind === 'repair' ? repairInvoices : maintenanceInvoices;
  const [{ n }] = await t.database.db.select({ n: count() }).from(table);
  return n;
}
/** Rows and files of both kinds: a refused request must leave both as they were. */
const state = async () =>
  JSON.stringify([
    await rows('maintenance'),
    await rows('repair'),
    storedFiles('maintenance').length,
    storedFiles('repair').length,
  ]);

/** The mails an address has once the after-commit sending has settled. */
async function settledMails(email: string) {
  let last = -1;
  for (let stable = 0, i = 0; stable < 5 && i < 200; i++) {
    await new Promise((r) => setTimeout(r, 20));
    const n = (await mailsTo(t, email)).length;
    stable = n === last ? stable + 1 : 0;
    last = n;
  }
  return mailsTo(t, email);
}

const auditRows = (action: string) =>
  t.database.db.select().from(securityAuditLog).where(eq(securityAuditLog.action, action));

beforeAll(async () => {
  t = await createTestApp();
  admin = await signUpAdmin(t);
  resident = await signUpResident(t, { flat_no: 'B-101', name: 'Meera Kulkarni' });
  neighbour = await signUpResident(t, { flat_no: 'C-202' });
  // Claims B-101 at sign-up, but the office has not confirmed it: no invoices, no mails.
  claimant = await signUpResident(t, { flat_no: 'B-101' });
  await confirmFlat(t, resident, admin);
  await confirmFlat(t, neighbour, admin);
});
afterAll(() => t.close());

describe('single upload', () => {
  it('stores the row and its PDF, and the confirmed resident lists, downloads and is mailed it', async () => {
    const res = await upload('maintenance', { ...FIELDS, flat_no: ' b-101 ' });
    expect(res.statusCode).toBe(201);
    const invoice = res.json();
    expect(invoice).toMatchObject({
      flat_no: 'B-101',
      invoice_number: 'MI-2026-04',
      invoice_date: '2026-04-01',
      due_date: '2026-04-15',
      amount: 2500.5,
      description: 'Maintenance for April 2026',
      repair_type: null,
      confirmed_residents: 1,
    });
    expect(invoice).not.toHaveProperty('pdf_url');
    expect(storedFiles('maintenance')).toEqual([expect.stringMatching(/^B-101_MI-2026-04_\d{13}\.pdf$/)]);
    const [logged] = await auditRows('maintenance_invoice_uploaded');
    expect(logged).toMatchObject({ resource: 'maintenance_invoices', details: { id: invoice.id } });

    const list = (await t.as(resident).call(mine.maintenance)).json();
    expect(list.items.map((i: { id: string }) => i.id)).toEqual([invoice.id]);
    const file = await t.as(resident).call(minePdf.maintenance, { id: invoice.id });
    expect(file.statusCode).toBe(200);
    expect(file.rawPayload.equals(pdf('MI-2026-04'))).toBe(true);
    // Another flat, and an unconfirmed claim on this one, cannot reach it.
    expect((await t.as(neighbour).call(minePdf.maintenance, { id: invoice.id })).statusCode).toBe(404);
    expect((await t.as(claimant).call(minePdf.maintenance, { id: invoice.id })).statusCode).toBe(404);

    const mails = await settledMails(resident.email);
    const invoiceMails = mails.filter((m) => m.subject.includes('MI-2026-04'));
    expect(invoiceMails).toHaveLength(1);
    expect(invoiceMails[0].subject).toBe('New maintenance invoice MI-2026-04 for flat B-101: ₹2,500.50');
    expect(invoiceMails[0].text).toContain('Amount: ₹2,500.50');
    expect(invoiceMails[0].text).toContain('Due date: 15 Apr 2026');
    expect(invoiceMails[0].text).toContain('http://localhost:3000/member-invoices');
    expect((await settledMails(claimant.email)).filter((m) => m.subject.includes('invoice'))).toEqual([]);
  });

  it('uploads a repair invoice with its repair type, which the resident sees', async () => {
    const res = await upload('repair', {
      ...FIELDS,
      invoice_number: 'RI-17',
      due_date: '',
      description: '',
      repair_type: 'plumbing',
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ repair_type: 'plumbing', due_date: null, description: null });
    const list = (await t.as(resident).call(mine.repair)).json();
    expect(list.items[0]).toMatchObject({ invoice_number: 'RI-17', repair_type: 'plumbing' });
    const [mail] = (await settledMails(resident.email)).filter((m) => m.subject.includes('RI-17'));
    expect(mail.text).toContain('Due date: Not set');
    expect(mail.text).toContain('Repair type: plumbing');
  });

  it.each([
    ['no PDF', FIELDS, null, 400, INVOICES_ADMIN_TEXT.pdfRequired],
    ['a renamed text file', FIELDS, NOT_A_PDF, 400, 'Unsupported file type. Allowed: PDF'],
    ['a PDF over 10MB', FIELDS, pdf('big', 10 * 1024 * 1024 + 1), 400, INVOICES_ADMIN_TEXT.tooLarge],
    ['a duplicate number', FIELDS, undefined, 409, 'Invoice number MI-2026-04 already exists for flat B-101'],
    [
      'the same number typed in another case of flat',
      { ...FIELDS, flat_no: 'b-101' },
      undefined,
      409,
      'Invoice number MI-2026-04 already exists for flat B-101',
    ],
    [
      'a flat no profile has',
      { ...FIELDS, flat_no: 'Z-999' },
      undefined,
      400,
      INVOICES_ADMIN_TEXT.unknownFlat('Z-999'),
    ],
    ['amount 0', { ...FIELDS, amount: '0' }, undefined, 400, INVOICES_ADMIN_TEXT.amount],
    ['amount -1', { ...FIELDS, amount: '-1' }, undefined, 400, INVOICES_ADMIN_TEXT.amount],
    ['a fraction of a paisa', { ...FIELDS, amount: '10.005' }, undefined, 400, INVOICES_ADMIN_TEXT.amount],
    ['no amount', { ...FIELDS, amount: '' }, undefined, 400, INVOICES_ADMIN_TEXT.amountRequired],
    ['a huge amount', { ...FIELDS, amount: '100000000' }, undefined, 400, INVOICES_ADMIN_TEXT.amountTooLarge],
    ['year zero', { ...FIELDS, invoice_date: '0000-01-01' }, undefined, 400, 'Please enter a valid date'],
    ['30 February', { ...FIELDS, invoice_date: '2026-02-30' }, undefined, 400, 'Please enter a valid date'],
    [
      'no invoice date',
      { ...FIELDS, invoice_date: '' },
      undefined,
      400,
      INVOICES_ADMIN_TEXT.invoiceDateRequired,
    ],
    [
      'a due date before it',
      { ...FIELDS, due_date: '2026-03-31' },
      undefined,
      400,
      INVOICES_ADMIN_TEXT.dueBeforeInvoice,
    ],
    ['no flat', { ...FIELDS, flat_no: '' }, undefined, 400, 'Flat number is required'],
    [
      'no invoice number',
      { ...FIELDS, invoice_number: ' ' },
      undefined,
      400,
      INVOICES_ADMIN_TEXT.invoiceNumberRequired,
    ],
    [
      'a comma in the number',
      { ...FIELDS, invoice_number: 'A,B' },
      undefined,
      400,
      INVOICES_ADMIN_TEXT.invoiceNumber,
    ],
    [
      'script in the description',
      { ...FIELDS, description: '<script>x</script>' },
      undefined,
      400,
      'Invalid characters detected',
    ],
  ])('refuses %s and writes nothing', async (_, fields, file, status, message) => {
    const before = await state();
    const res = await upload('maintenance', fields as Record<string, string>, file);
    expect(res.statusCode).toBe(status);
    expect(res.error().message).toBe(message);
    expect(await state()).toBe(before);
  });

  it('refuses a repair invoice without a repair type, or with one not on the list', async () => {
    const before = await state();
    for (const repair_type of [undefined, '', 'roofing']) {
      const fields: Record<string, string> = { ...FIELDS, invoice_number: 'RI-NO-TYPE' };
      if (repair_type !== undefined) fields.repair_type = repair_type;
      const res = await upload('repair', fields);
      expect(res.statusCode).toBe(400);
      expect(res.error().fields).toEqual({ repair_type: INVOICES_ADMIN_TEXT.repairType });
    }
    // A maintenance invoice has no repair type at all.
    const res = await upload('maintenance', { ...FIELDS, invoice_number: 'MI-X', repair_type: 'other' });
    expect(res.statusCode).toBe(400);
    expect(await state()).toBe(before);
  });

  it('allows the same number for another flat, and for the other kind of invoice', async () => {
    expect((await upload('maintenance', { ...FIELDS, flat_no: 'C-202' })).statusCode).toBe(201);
    expect(
      (await upload('repair', { ...FIELDS, invoice_number: 'MI-2026-04', repair_type: 'other' })).statusCode,
    ).toBe(201);
  });

  it('refuses a member every admin endpoint with 403', async () => {
    const before = await state();
    for (const kind of ['maintenance', 'repair'] as const) {
      expect((await upload(kind, FIELDS, pdf('m'), resident)).statusCode).toBe(403);
      expect((await t.as(resident).call(office[kind].list)).statusCode).toBe(403);
      const [row] = await t.database.db.select().from(maintenanceInvoices).limit(1);
      expect((await t.as(resident).call(office[kind].pdf, { id: row.id })).statusCode).toBe(403);
      const del = await t.as(resident).call(office[kind].remove, { id: row.id });
      expect(del.statusCode).toBe(403);
    }
    expect(await state()).toBe(before);
  });
});

describe('the office list', () => {
  beforeAll(async () => {
    for (const [flat_no, invoice_number, invoice_date] of [
      ['D-404', 'L-1', '2025-12-01'],
      ['D-404', 'L-3', '2026-02-01'],
      ['D-404', 'L-2', '2026-01-01'],
    ]) {
      await signUpResident(t, { flat_no });
      expect(
        (await upload('maintenance', { ...FIELDS, flat_no, invoice_number, invoice_date, due_date: '' }))
          .statusCode,
      ).toBe(201);
    }
  });

  it('lists newest invoice date first, paged on the server, with the confirmed residents of each flat', async () => {
    const page = (await t.as(admin).call(office.maintenance.list, { pageSize: 2 })).json();
    expect(page.total).toBe(5);
    expect(page.items.map((i: { invoice_number: string }) => i.invoice_number)).toEqual([
      'MI-2026-04',
      'MI-2026-04',
    ]);
    const last = (await t.as(admin).call(office.maintenance.list, { pageSize: 2, page: 3 })).json();
    expect(last.items.map((i: { invoice_number: string }) => i.invoice_number)).toEqual(['L-1']);
    expect(last.items[0]).toMatchObject({ flat_no: 'D-404', confirmed_residents: 0 });
    expect(last.items[0]).not.toHaveProperty('pdf_url');
  });

  it('searches by flat or by invoice number, in any case', async () => {
    const byFlat = (await t.as(admin).call(office.maintenance.list, { q: 'd-40' })).json();
    expect(byFlat.items.map((i: { invoice_number: string }) => i.invoice_number)).toEqual([
      'L-3',
      'L-2',
      'L-1',
    ]);
    const byNumber = (await t.as(admin).call(office.maintenance.list, { q: 'mi-2026' })).json();
    expect(byNumber.total).toBe(2);
    const none = (await t.as(admin).call(office.maintenance.list, { q: '%_' })).json();
    expect(none.total).toBe(0);
  });

  it('refuses unknown filters and bad paging', async () => {
    expect((await t.as(admin).call(office.maintenance.list, { pageSize: 1000 })).statusCode).toBe(400);
    expect((await t.as(admin).query(office.maintenance.list, 'flat_no=B-101')).statusCode).toBe(400);
  });
});

describe('download and delete', () => {
  it('downloads any flat for the office, saved as {flat_no}_{invoice_number}.pdf', async () => {
    const created = (await upload('maintenance', { ...FIELDS, invoice_number: 'MI/2026/05' })).json();
    const res = await t.as(admin).call(office.maintenance.pdf, { id: created.id });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    // The slash cannot be in a saved file's name.
    expect(res.headers['content-disposition']).toBe('attachment; filename="B-101_MI_2026_05.pdf"');
    expect(res.rawPayload.equals(pdf('MI/2026/05'))).toBe(true);
    expect(storedFiles('maintenance')).toContainEqual(expect.stringMatching(/^B-101_MI-2026-05_\d+\.pdf$/));
  });

  it('answers 404 for an unknown id or the other kind, 400 for a malformed one', async () => {
    const [repair] = await t.database.db.select().from(repairInvoices).limit(1);
    expect((await t.as(admin).call(office.maintenance.pdf, { id: repair.id })).statusCode).toBe(404);
    const unknown = await t.as(admin).call(office.repair.pdf, { id: '00000000-0000-4000-8000-000000000000' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.error().message).toBe(INVOICES_ADMIN_TEXT.notFound);
    expect((await t.as(admin).call(office.repair.pdf, { id: 'not-an-id' })).statusCode).toBe(400);
  });

  it('removes the row and its file, audited; the resident no longer reaches it', async () => {
    const created = (await upload('maintenance', { ...FIELDS, invoice_number: 'MI-DEL' })).json();
    const files = storedFiles('maintenance').length;
    const del = () => t.as(admin).call(office.maintenance.remove, { id: created.id });
    const res = await del();
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ok: true });
    expect(storedFiles('maintenance')).toHaveLength(files - 1);
    expect(storedFiles('maintenance').some((f) => f.startsWith('B-101_MI-DEL_'))).toBe(false);
    expect((await t.as(resident).call(minePdf.maintenance, { id: created.id })).statusCode).toBe(404);
    const [logged] = await auditRows('maintenance_invoice_deleted');
    expect(logged).toMatchObject({
      severity: 'medium',
      details: { id: created.id, invoice_number: 'MI-DEL' },
    });
    const again = await del();
    expect(again.statusCode).toBe(404);
    expect(again.error().message).toBe(INVOICES_ADMIN_TEXT.notFound);
  });
});

// ---- bulk ----

interface Chosen {
  name: string;
  bytes: Buffer;
}
const manifest = (files: Chosen[]) =>
  files.map((f) => ({ name: f.name, size: f.bytes.length, head: f.bytes.subarray(0, 8).toString('base64') }));

const preview = (kind: InvoiceKind, csv: string, files: Chosen[] = []) =>
  t.as(admin).send(office[kind].bulkPreview, { csv, files: manifest(files) });

/** The rows of a preview as the dialog sends them: the line, its fields and the file's name. */
const sendable = (kind: InvoiceKind, r: BulkRow) => ({
  line: r.line,
  flat_no: r.flat_no,
  invoice_number: r.invoice_number,
  invoice_date: r.invoice_date,
  amount: r.amount,
  due_date: r.due_date,
  description: r.description,
  ...(kind === 'repair' ? { repair_type: r.repair_type } : {}),
  file_name: r.file_name,
});

const sendBatch = (kind: InvoiceKind, batch: ReturnType<typeof sendable>[], files: Chosen[]) =>
  t.as(admin).upload(
    office[kind].bulkUpload,
    { upload_id: UPLOAD_ID, rows: JSON.stringify(batch) },
    files.map((f) => ({ field: 'pdfs', name: f.name, bytes: f.bytes })),
  );

const UPLOAD_ID = randomUUID();

/** What the dialog does on confirm: the ready rows with their PDFs, in batches. */
async function confirmReady(kind: InvoiceKind, p: BulkPreview, files: Chosen[]) {
  const ready = p.rows.filter((r) => r.problems.length === 0);
  const results: BulkResult[] = [];
  for (let i = 0; i < ready.length; i += BULK_BATCH_FILES) {
    const batch = ready.slice(i, i + BULK_BATCH_FILES);
    const res = await sendBatch(
      kind,
      batch.map((r) => sendable(kind, r)),
      batch.map((r) => files[r.file_index!]),
    );
    expect(res.statusCode).toBe(200);
    results.push(...res.json().results);
  }
  return results;
}

const problemsByLine = (p: BulkPreview) => Object.fromEntries(p.rows.map((r) => [r.line, r.problems]));

describe('bulk preview', () => {
  beforeAll(async () => {
    for (const flat_no of ['E-501', 'E-502', 'E-503']) {
      const r = await signUpResident(t, { flat_no });
      if (flat_no !== 'E-503') await confirmFlat(t, r, admin);
    }
  });

  it('reads a BOM, CRLF line ends, quoted commas and line breaks, and day-first dates', async () => {
    const csv = `\ufeff${bulkTemplate('maintenance')}E-501,BM-1,2026-05-01,2500.00,2026-05-15,"Maintenance, May 2026",e-501.pdf\r\ne-502 ,BM-2,01/05/2026,"1,800.25",,"Two\r\nlines",E-502.PDF\r\n\r\n,,,,,,\r\n`;
    const files = [
      { name: 'e-501.pdf', bytes: pdf('1') },
      { name: 'e-502.pdf', bytes: pdf('2') },
    ];
    const res = await preview('maintenance', csv, files);
    expect(res.statusCode).toBe(200);
    const p: BulkPreview = res.json();
    expect(p.rows).toHaveLength(2);
    expect(p.rows[0]).toMatchObject({
      line: 2,
      flat_no: 'E-501',
      description: 'Maintenance, May 2026',
      file_index: 0,
      problems: [],
    });
    // The amount with a thousands comma is refused; the date is read day first; a row with a problem shows
    // its values as typed.
    expect(p.rows[1]).toMatchObject({ line: 3, flat_no: 'e-502', invoice_date: '2026-05-01', file_index: 1 });
    expect(p.rows[1].problems).toEqual([`amount: ${INVOICES_ADMIN_TEXT.amount}`]);
    expect(p.unused_files).toEqual([]);
  });

  it('lists every line with its problem before anything is written', async () => {
    await upload('maintenance', { ...FIELDS, flat_no: 'E-501', invoice_number: 'TAKEN-1' });
    const before = await state();
    const lines = [
      'E-501,OK-1,2026-05-01,2500,,,ok.pdf', // 2: ready
      'E-501,OK-2,2026-05-01,2500,,,missing.pdf', // 3: unknown file
      'E-501,OK-3,2026-05-01,2500,,,text.pdf', // 4: not a PDF
      'E-501,TAKEN-1,2026-05-01,2500,,,a.pdf', // 5: duplicate in the database
      'E-502,TWICE,2026-05-01,2500,,,b.pdf', // 6: twice in the CSV
      'e-502,twice ,2026-05-01,2500,,,c.pdf', // 7: ... in another case of flat (the number's case counts)
      'E-502,TWICE,2026-05-02,2600,,,d.pdf', // 8: twice in the CSV
      'E-501,BAD-AMT,2026-05-01,0,,,e.pdf', // 9: amount 0
      'E-501,BAD-DATE,0000-01-01,2500,,,f.pdf', // 10: year zero
      'E-501,BAD-DAY,2026-02-30,2500,2026-13-01,,g.pdf', // 11: 30 February and month 13
      'Z-404,NO-FLAT,2026-05-01,2500,,,h.pdf', // 12: no profile has the flat
      'E-501,SHORT,2026-05-01,2500', // 13: too few values
      'E-501,SAME-FILE,2026-05-01,2500,,,ok.pdf', // 14: a PDF another line uses
      'E-501,BIG,2026-05-01,2500,,,big.pdf', // 15: over 10MB
      'E-501,EMPTY,2026-05-01,2500,,,empty.pdf', // 16: an empty file
      'E-501,NO-FILE,2026-05-01,2500,,,', // 17: no file named
    ];
    const files: Chosen[] = [
      { name: 'ok.pdf', bytes: pdf('ok') },
      { name: 'text.pdf', bytes: NOT_A_PDF },
      ...'abcdefgh'.split('').map((c) => ({ name: `${c}.pdf`, bytes: pdf(c) })),
      { name: 'empty.pdf', bytes: Buffer.alloc(0) },
      { name: 'stray.pdf', bytes: pdf('stray') },
    ];
    // The preview trusts the reported size only to say so early; the batch upload checks it again.
    const big = {
      name: 'big.pdf',
      size: 10 * 1024 * 1024 + 1,
      head: Buffer.from('%PDF-1.7').toString('base64'),
    };
    const res = await t.as(admin).send(office.maintenance.bulkPreview, {
      csv: bulkTemplate('maintenance') + lines.join('\n'),
      files: [...manifest(files), big],
    });
    expect(res.statusCode).toBe(200);
    const p: BulkPreview = res.json();
    const problems = problemsByLine(p);
    expect(problems[2]).toEqual(['The same PDF is named on row 14 too; each invoice needs its own']);
    expect(problems[3]).toEqual(['No chosen PDF is named missing.pdf']);
    expect(problems[4]).toEqual(['text.pdf is not a PDF']);
    expect(problems[5]).toEqual([INVOICES_ADMIN_TEXT.duplicate('TAKEN-1', 'E-501')]);
    expect(problems[6]).toEqual(['Duplicate invoice: the same flat and invoice number are on row 8 too']);
    expect(problems[7]).toEqual([]);
    expect(problems[8]).toEqual(['Duplicate invoice: the same flat and invoice number are on row 6 too']);
    expect(problems[9]).toEqual([`amount: ${INVOICES_ADMIN_TEXT.amount}`]);
    expect(problems[10]).toEqual(['invoice_date: Please enter a valid date']);
    expect(problems[11]).toEqual([
      'invoice_date: Please enter a valid date',
      'due_date: Please enter a valid date',
    ]);
    expect(problems[12]).toEqual([INVOICES_ADMIN_TEXT.unknownFlat('Z-404')]);
    expect(problems[13]).toEqual([
      'This row has 4 values but the header has 7 columns (a value with a comma needs quotes)',
      'file_name: This field is required',
    ]);
    expect(problems[14]).toEqual(['The same PDF is named on row 2 too; each invoice needs its own']);
    expect(problems[15]).toEqual(['big.pdf is larger than 10MB']);
    expect(problems[16]).toEqual(['empty.pdf is empty']);
    expect(problems[17]).toEqual(['file_name: This field is required']);
    expect(p.unused_files).toEqual(['stray.pdf']);
    expect(await state()).toBe(before);
  });

  it('needs the repair type on every repair line', async () => {
    const csv = `${bulkTemplate('repair')}E-501,RB-1,2026-05-01,900,,,,r1.pdf\nE-501,RB-2,2026-05-01,900,,,Plumbing,r2.pdf\nE-501,RB-3,2026-05-01,900,,,roof,r3.pdf\n`;
    const files = ['r1.pdf', 'r2.pdf', 'r3.pdf'].map((name) => ({ name, bytes: pdf(name) }));
    const p: BulkPreview = (await preview('repair', csv, files)).json();
    expect(problemsByLine(p)).toEqual({
      2: [`repair_type: ${INVOICES_ADMIN_TEXT.repairType}`],
      3: [],
      4: [`repair_type: ${INVOICES_ADMIN_TEXT.repairType}`],
    });
    expect(p.rows[1].repair_type).toBe('plumbing');
  });

  it.each([
    [
      'a semicolon separator',
      'flat_no;invoice_number;invoice_date;amount;due_date;description;file_name\nE-501;X;2026-05-01;1;;;x.pdf\n',
      'The CSV separates its columns with semicolons (;). Please save it with commas (,) as the separator. The first line must be: flat_no,invoice_number,invoice_date,amount,due_date,description,file_name',
    ],
    [
      'a missing column',
      'flat_no,invoice_number,invoice_date,file_name\nE-501,X,2026-05-01,x.pdf\n',
      'The CSV is missing the column amount. The first line must be: flat_no,invoice_number,invoice_date,amount,due_date,description,file_name',
    ],
    [
      'an unknown column',
      'flat_no,invoice_number,invoice_date,amount,due_dte,file_name\nE-501,X,2026-05-01,1,,x.pdf\n',
      'Unknown column "due_dte". The first line must be: flat_no,invoice_number,invoice_date,amount,due_date,description,file_name',
    ],
    [
      'a column twice',
      'flat_no,invoice_number,invoice_date,amount,amount,file_name\nE-501,X,2026-05-01,1,1,x.pdf\n',
      'The column amount appears more than once. The first line must be: flat_no,invoice_number,invoice_date,amount,due_date,description,file_name',
    ],
    ['an empty file', '\ufeff\r\n', 'The CSV file is empty'],
    ['a header only', bulkTemplate('maintenance'), 'The CSV has a header but no invoice rows'],
    [
      'a quote never closed',
      `${bulkTemplate('maintenance')}E-501,X,2026-05-01,1,,"open,x.pdf\n`,
      'The CSV could not be read: a quote (") opened near line 2 is never closed.',
    ],
  ])('refuses %s with a clear message', async (_, csv, message) => {
    const res = await preview('maintenance', csv);
    expect(res.statusCode).toBe(400);
    expect(res.error().message).toBe(message);
  });

  it('takes a header written as a spreadsheet user would, with the optional columns left out', async () => {
    const csv = 'Flat No,Invoice Number,Invoice Date,Amount,File Name\nE-501,HDR-1,2026-05-01,10,h.pdf\n';
    const p: BulkPreview = (await preview('maintenance', csv, [{ name: 'h.pdf', bytes: pdf('h') }])).json();
    expect(p.rows[0]).toMatchObject({ invoice_number: 'HDR-1', due_date: null, problems: [] });
  });

  it('reads 5,000 lines (past the app-wide body limit) and refuses 5,001', async () => {
    const line = (i: number) =>
      `E-501,N-${i},2026-05-01,2500.00,2026-05-15,"Maintenance, May 2026 (${i})",n-${i}.pdf`;
    const csv = (n: number) =>
      bulkTemplate('maintenance') + Array.from({ length: n }, (_, i) => line(i)).join('\r\n');
    expect(csv(BULK_MAX_ROWS).length).toBeGreaterThan(256 * 1024);
    const started = performance.now();
    const ok = await preview('maintenance', csv(BULK_MAX_ROWS));
    const ms = performance.now() - started;
    expect(ok.statusCode).toBe(200);
    const p: BulkPreview = ok.json();
    expect(p.rows).toHaveLength(BULK_MAX_ROWS);
    expect(p.rows[4999].problems).toEqual(['No chosen PDF is named n-4999.pdf']);
    console.log(`bulk preview of 5,000 lines: ${ms.toFixed(0)} ms`);
    const over = await preview('maintenance', csv(BULK_MAX_ROWS + 1));
    expect(over.statusCode).toBe(400);
    expect(over.error().message).toBe(
      'The CSV has more than 5,000 invoice rows. Please split it into files of at most 5,000 rows.',
    );
  });
});

describe('bulk upload', () => {
  let p: BulkPreview;
  const files: Chosen[] = ['june-501.pdf', 'june-502.pdf', 'june-503.pdf', 'june-bad.pdf'].map((name) => ({
    name,
    bytes: pdf(name),
  }));

  beforeAll(async () => {
    const csv = `${bulkTemplate('maintenance')}E-501,JUNE-26,2026-06-01,2500,2026-06-15,June,june-501.pdf\nE-502,JUNE-26,2026-06-01,2600.5,,June,june-502.pdf\nE-503,JUNE-26,2026-06-01,2700,,,june-503.pdf\nE-504,JUNE-26,2026-06-01,2800,,,june-bad.pdf\n`;
    p = (await preview('maintenance', csv, files)).json();
  });

  it('writes only the ready lines, each with its file, and mails each confirmed resident once per invoice', async () => {
    expect(p.rows.filter((r) => r.problems.length)).toMatchObject([
      { line: 5, problems: [INVOICES_ADMIN_TEXT.unknownFlat('E-504')] },
    ]);
    const before = await rows('maintenance');
    const results = await confirmReady('maintenance', p, files);
    expect(results).toEqual([
      { line: 2, flat_no: 'E-501', invoice_number: 'JUNE-26', status: 'created', message: null },
      { line: 3, flat_no: 'E-502', invoice_number: 'JUNE-26', status: 'created', message: null },
      { line: 4, flat_no: 'E-503', invoice_number: 'JUNE-26', status: 'created', message: null },
    ]);
    expect(await rows('maintenance')).toBe(before + 3);
    const audited = await t.database.db
      .select({ n: count() })
      .from(securityAuditLog)
      .where(
        and(
          eq(securityAuditLog.action, 'maintenance_invoice_uploaded'),
          sql`${securityAuditLog.details}->>'bulk_upload' = ${UPLOAD_ID}`,
        ),
      );
    expect(audited[0].n).toBe(3);

    // E-501 and E-502 each have one confirmed resident; E-503's has not been confirmed.
    await settledMails(admin.email);
    const mails = await t.database.db
      .select({ subject: mailOutbox.subject })
      .from(mailOutbox)
      .where(sql`${mailOutbox.subject} like '%JUNE-26%'`);
    expect(mails.map((m) => m.subject).sort()).toEqual([
      'New maintenance invoice JUNE-26 for flat E-501: ₹2,500.00',
      'New maintenance invoice JUNE-26 for flat E-502: ₹2,600.50',
    ]);
  });

  it('refuses a line again at upload when it is no longer ready, writing nothing for it', async () => {
    // The same batch once more: every line is now a duplicate.
    const ready = p.rows.filter((r) => r.problems.length === 0);
    const before = await state();
    const res = await sendBatch(
      'maintenance',
      ready.map((r) => sendable('maintenance', r)),
      ready.map((r) => files[r.file_index!]),
    );
    expect(res.statusCode).toBe(200);
    expect(res.json().results.map((r: BulkResult) => [r.status, r.message])).toEqual([
      ['failed', INVOICES_ADMIN_TEXT.duplicate('JUNE-26', 'E-501')],
      ['failed', INVOICES_ADMIN_TEXT.duplicate('JUNE-26', 'E-502')],
      ['failed', INVOICES_ADMIN_TEXT.duplicate('JUNE-26', 'E-503')],
    ]);
    expect(await state()).toBe(before);
  });

  it('answers each line of a mixed batch on its own', async () => {
    const before = await rows('repair');
    const res = await sendBatch(
      'repair',
      [
        {
          line: 2,
          flat_no: 'E-501',
          invoice_number: 'R-1',
          invoice_date: '2026-06-02',
          amount: '450',
          due_date: null,
          description: null,
          repair_type: 'electrical',
          file_name: 'r-1.pdf',
        },
        {
          line: 3,
          flat_no: 'E-501',
          invoice_number: 'R-2',
          invoice_date: '2026-06-02',
          amount: '450',
          due_date: null,
          description: null,
          repair_type: 'electrical',
          file_name: 'not-sent.pdf',
        },
        {
          line: 4,
          flat_no: 'E-501',
          invoice_number: 'R-3',
          invoice_date: '0000-01-01',
          amount: '450',
          due_date: null,
          description: null,
          repair_type: 'electrical',
          file_name: 'r-3.pdf',
        },
      ],
      [
        { name: 'R-1.PDF', bytes: pdf('r-1') },
        { name: 'r-3.pdf', bytes: pdf('r-3') },
      ],
    );
    expect(res.statusCode).toBe(200);
    expect(res.json().results.map((r: BulkResult) => [r.line, r.status, r.message])).toEqual([
      [2, 'created', null],
      [3, 'failed', 'The PDF not-sent.pdf was not received'],
      [4, 'failed', 'invoice_date: Please enter a valid date'],
    ]);
    expect(await rows('repair')).toBe(before + 1);
  });

  it('refuses a batch it cannot read, or a non-PDF among its files, writing nothing', async () => {
    const before = await state();
    const line = {
      line: 2,
      flat_no: 'E-501',
      invoice_number: 'Q-1',
      invoice_date: '2026-06-02',
      amount: '1',
      due_date: null,
      description: null,
      file_name: 'q.pdf',
    };
    for (const [rowsField, file, message] of [
      [
        'not json',
        pdf('q'),
        `Please send between 1 and ${BULK_BATCH_FILES} rows, each with its row number and file name`,
      ],
      [
        '[]',
        pdf('q'),
        `Please send between 1 and ${BULK_BATCH_FILES} rows, each with its row number and file name`,
      ],
      [JSON.stringify([line]), NOT_A_PDF, 'Unsupported file type. Allowed: PDF'],
    ] as const) {
      const res = await t.as(admin).upload(
        office.maintenance.bulkUpload,
        { upload_id: UPLOAD_ID, rows: rowsField },
        {
          field: 'pdfs',
          name: 'q.pdf',
          bytes: file,
        },
      );
      expect(res.statusCode).toBe(400);
      expect(res.error().message).toBe(message);
    }
    const tooMany = await t.as(admin).upload(
      office.maintenance.bulkUpload,
      { upload_id: UPLOAD_ID, rows: JSON.stringify([line]) },
      Array.from({ length: BULK_BATCH_FILES + 1 }, (_, i) => ({
        field: 'pdfs',
        name: `q${i}.pdf`,
        bytes: pdf('q'),
      })),
    );
    expect(tooMany.statusCode).toBe(400);
    expect(await state()).toBe(before);
  });

  it("lets the flat's confirmed resident list and download a bulk invoice, and no other flat", async () => {
    const other = await signUpResident(t, { flat_no: 'E-502' });
    await confirmFlat(t, other, admin);
    const [row] = await t.database.db
      .select()
      .from(maintenanceInvoices)
      .where(
        and(eq(maintenanceInvoices.flat_no, 'E-502'), eq(maintenanceInvoices.invoice_number, 'JUNE-26')),
      );
    const list = (await t.as(other).call(mine.maintenance)).json();
    expect(list.items.map((i: { id: string }) => i.id)).toContain(row.id);
    const file = await t.as(other).call(minePdf.maintenance, { id: row.id });
    expect(file.rawPayload.equals(pdf('june-502.pdf'))).toBe(true);
    expect((await t.as(resident).call(minePdf.maintenance, { id: row.id })).statusCode).toBe(404);
  });

  it('takes a month of 120 invoices of 200 KB in under 30 seconds', async () => {
    const flats = Array.from({ length: 120 }, (_, i) => `M-${101 + i}`);
    // Each flat with a confirmed resident, written directly: signing 120 residents up is not what is measured.
    const people = await t.database.db
      .insert(users)
      .values(
        flats.map((f) => ({
          name: `Resident ${f}`,
          email: `${f.toLowerCase()}@example.com`,
          emailVerified: true,
        })),
      )
      .returning();
    await t.database.db.insert(profiles).values(
      people.map((u, i) => ({
        user_id: u.id,
        name: u.name,
        flat_no: flats[i],
        flat_confirmed_at: new Date(),
      })),
    );
    const month: Chosen[] = flats.map((f) => ({ name: `${f}.pdf`, bytes: pdf(f, 200 * 1024) }));
    const csv =
      bulkTemplate('maintenance') +
      flats
        .map((f) => `${f},JULY-26,2026-07-01,3150.00,2026-07-15,"Maintenance, July 2026",${f}.pdf`)
        .join('\r\n');
    const started = performance.now();
    const res = await preview('maintenance', csv, month);
    expect(res.statusCode).toBe(200);
    const results = await confirmReady('maintenance', res.json(), month);
    const seconds = (performance.now() - started) / 1000;
    console.log(
      `bulk upload of 120 invoices of 200 KB (preview + ${Math.ceil(120 / BULK_BATCH_FILES)} batches, in process): ${seconds.toFixed(2)} s`,
    );
    expect(results.filter((r) => r.status === 'created')).toHaveLength(120);
    expect(seconds).toBeLessThan(30);
  }, 60_000);
});
