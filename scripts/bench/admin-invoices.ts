// Two figures of the invoices: a month's bulk upload (120 PDFs of 200 KB, over real HTTP as the dialog sends
// them: one preview, then batches) and the resident's invoice list with 100,000 invoices in the table.
// Usage: npm run bench -- --only admin-invoices            (embedded in-memory PGlite)
//        TEST_DATABASE_URL=postgres://... npm run bench -- --only admin-invoices   (a fresh PostgreSQL database)
// Every measured answer must succeed.

import { randomUUID } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import { profiles, users } from '../../src/server/db/schema.ts';
import { confirmFlat, createTestApp, signUpAdmin, signUpResident } from '../../src/server/test/harness.ts';
import { BULK_BATCH_FILES, type BulkPreview, bulkTemplate } from '../../src/shared/invoices-admin.ts';
import { engineName, tableRow, timeRequest } from './support.ts';

const FLATS = 120;
const PDF_BYTES = 200 * 1024;
const ROWS = 100_000;
const WARMUPS = 5;
const SAMPLES = 40;

const pdf = (label: string) => {
  const head = Buffer.from(`%PDF-1.4\n% ${label}\n`);
  return Buffer.concat([head, Buffer.alloc(PDF_BYTES - head.length - 6, 0x20), Buffer.from('%%EOF\n')]);
};

const t = await createTestApp();
try {
  const engine = engineName();
  const admin = await signUpAdmin(t);
  const address = await t.app.listen({ port: 0, host: '127.0.0.1' });

  // ---- a month's bulk upload ----
  const flats = Array.from({ length: FLATS }, (_, i) => `M-${101 + i}`);
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
  const files = flats.map((f) => ({ name: `${f}.pdf`, bytes: pdf(f) }));
  const csv =
    bulkTemplate('maintenance') +
    flats
      .map((f) => `${f},JULY-26,2026-07-01,3150.00,2026-07-15,"Maintenance, July 2026",${f}.pdf`)
      .join('\r\n');
  const headers = { cookie: admin.cookie };

  const started = performance.now();
  const res = await fetch(`${address}/api/admin/invoices/maintenance/bulk/preview`, {
    method: 'POST',
    headers: { ...headers, 'content-type': 'application/json' },
    body: JSON.stringify({
      csv,
      files: files.map((f) => ({
        name: f.name,
        size: f.bytes.length,
        head: f.bytes.subarray(0, 8).toString('base64'),
      })),
    }),
  });
  if (!res.ok) throw new Error(`preview answered ${res.status}: ${await res.text()}`);
  const preview = (await res.json()) as BulkPreview;
  const previewed = performance.now();
  const ready = preview.rows.filter((r) => !r.problems.length);
  const upload_id = randomUUID();
  let created = 0;
  for (let i = 0; i < ready.length; i += BULK_BATCH_FILES) {
    const batch = ready.slice(i, i + BULK_BATCH_FILES);
    const form = new FormData();
    form.set('upload_id', upload_id);
    form.set(
      'rows',
      JSON.stringify(batch.map(({ file_index: _, problems: __, repair_type: ___, ...row }) => row)),
    );
    for (const r of batch)
      form.append('pdfs', new Blob([new Uint8Array(files[r.file_index!].bytes)]), r.file_name);
    const answer = await fetch(`${address}/api/admin/invoices/maintenance/bulk`, {
      method: 'POST',
      headers,
      body: form,
    });
    if (!answer.ok) throw new Error(`batch answered ${answer.status}: ${await answer.text()}`);
    const { results } = (await answer.json()) as { results: { status: string; message: string | null }[] };
    for (const r of results) {
      if (r.status !== 'created') throw new Error(`row failed: ${r.message}`);
      created += 1;
    }
  }
  const total = (performance.now() - started) / 1000;
  console.log(`Bulk upload on ${engine}, over HTTP on 127.0.0.1`);
  console.log(
    `${created} invoices of ${PDF_BYTES / 1024} KB (${((FLATS * PDF_BYTES) / 1024 / 1024).toFixed(1)} MB): preview ${((previewed - started) / 1000).toFixed(2)} s, total ${total.toFixed(2)} s in ${Math.ceil(created / BULK_BATCH_FILES)} batches\n`,
  );

  // ---- the resident's list with 100,000 invoices ----
  const resident = await signUpResident(t, { flat_no: 'F-7' });
  await confirmFlat(t, resident, admin);
  const insertStarted = performance.now();
  // 1,000 flats with 100 monthly invoices each (about eight years); F-7 is one of them.
  await t.database.db.execute(sql`
    insert into maintenance_invoices (flat_no, invoice_number, invoice_date, amount, description, due_date, pdf_url)
    select 'F-' || (i % 1000),
           'MI-' || (i / 1000) || '-' || (i % 1000),
           date '2018-01-01' + (i / 1000) * 30,
           2500 + (i % 7) * 125.5,
           'Maintenance charges',
           date '2018-01-15' + (i / 1000) * 30,
           'F-' || (i % 1000) || '_MI-' || i || '_1.pdf'
    from generate_series(0, ${ROWS - 1}) as g(i)`);
  await t.database.db.execute(sql`analyze maintenance_invoices`);
  const inserted = ((performance.now() - insertStarted) / 1000).toFixed(1);
  console.log(`${ROWS.toLocaleString('en-IN')} maintenance invoices inserted in ${inserted} s`);
  console.log(`${SAMPLES} samples after ${WARMUPS} warm-ups, in process, in ms\n`);
  console.log('| request | as | median | p95 | answer |\n|---|---|---|---|---|');

  const measure = async (url: string, who: typeof admin, label: string) => {
    const send = () => t.app.inject({ method: 'GET', url, headers: { cookie: who.cookie } });
    console.log(tableRow([url, label], await timeRequest(send, { warmups: WARMUPS, samples: SAMPLES })));
  };
  await measure('/api/invoices/maintenance', resident, 'resident of F-7');
  await measure('/api/invoices/maintenance?page=10&pageSize=10', resident, 'resident of F-7');
  await measure('/api/admin/invoices/maintenance', admin, 'office');
  await measure('/api/admin/invoices/maintenance?page=500', admin, 'office');
  await measure('/api/admin/invoices/maintenance?q=F-7', admin, 'office');
} finally {
  await t.close();
}
