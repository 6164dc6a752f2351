// Latency of the Parking Approval and House Repair Approval lists with 100,000 rows in each table, and the time
// and memory of the parking CSV export at 10,000 and at 100,000 rows, measured in process.
// Usage: npm run bench -- --only admin-approvals          (embedded in-memory PGlite)
//        TEST_DATABASE_URL=postgres://... npm run bench -- --only admin-approvals
// The rows go in with `insert … select generate_series`; every measured answer must be 200. The export is read
// over a real socket and its bytes are thrown away as they arrive, so only the server's memory is measured.

import type { AddressInfo } from 'node:net';
import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import { createTestApp, signUpAdmin, signUpResident } from '../../src/server/test/harness.ts';
import { WORK_TYPES } from '../../src/shared/house-repairs.ts';
import { engineName, TABLE_HEADER, tableRow, timeRequest } from './support.ts';

const ROWS = 100_000;
const FIRST_EXPORT = 10_000;
const RESIDENTS = 20;
const WARMUPS = 5;
const SAMPLES = 40;

const NAMES = ['Meera Kulkarni', 'Anil Deshpande', 'Farah Shaikh', 'Joseph Dsouza', 'Priya Iyer'];
const SLOTS = ['Owned Covered', 'Rental Covered', 'Rental Open - Garage No. 7', 'Not specified'];
const list = (values: readonly string[]) =>
  sql.raw(`array[${values.map((v) => `'${v.replace(/'/g, "''")}'`).join(',')}]`);
const owners = sql.raw(
  `join (select id, row_number() over (order by id) - 1 as n from users) u on u.n = i % ${RESIDENTS + 1}`,
);

const t = await createTestApp();
const db = t.database.db;

/** Parking rows numbered from..to: mostly decided, as in a society's real history. */
const insertParking = (from: number, to: number) =>
  db.execute(sql`
    insert into car_parking_registrations (user_id, owner_name, flat_no, contact_number, vehicle_number,
      vehicle_make, vehicle_model, vehicle_color, parking_slot_requested, status, approved_at, created_at)
    select u.id, (${list(NAMES)})[1 + i % 5], 'B-' || (100 + i % 400), '98200' || lpad((i % 100000)::text, 5, '0'),
           'MH' || lpad((i % 50)::text, 2, '0') || chr(65 + i % 26) || chr(65 + (i / 26) % 26) || lpad((i % 10000)::text, 4, '0'),
           case when i % 4 = 0 then 'Maruti' else '' end, case when i % 4 = 0 then 'Swift' else '' end,
           case when i % 4 = 0 then 'White' else '' end, (${list(SLOTS)})[1 + i % 4],
           case when i % 10 = 0 then 'pending' when i % 10 = 1 then 'rejected' else 'approved' end,
           case when i % 10 <> 0 then now() - make_interval(mins => i * 5 - 60) end,
           now() - make_interval(mins => i * 5)
    from generate_series(${from}::int, ${to}::int) as g(i) ${owners}`);

try {
  const admin = await signUpAdmin(t);
  for (let i = 0; i < RESIDENTS; i++) await signUpResident(t);
  const headers = { cookie: admin.cookie };

  await insertParking(1, FIRST_EXPORT);
  await db.execute(sql`analyze car_parking_registrations`);
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  const exportAt10k = await measureExport();

  const started = performance.now();
  await insertParking(FIRST_EXPORT + 1, ROWS);
  await db.execute(sql`
    insert into house_repair_registrations (user_id, applicant_name, flat_no, contact_number, work_type,
      work_description, duration_days, start_date, contractor_name, amount, terms_accepted, status, approved_at, created_at)
    select u.id, (${list(NAMES)})[1 + i % 5], 'B-' || (100 + i % 400), '98200' || lpad((i % 100000)::text, 5, '0'),
           (${list(WORK_TYPES)})[1 + i % ${WORK_TYPES.length}], 'Work number ' || i || '. Tiles, plumbing and paint.',
           1 + i % 90, (now() - make_interval(days => i % 700))::date, 'Contractor ' || (i % 300), (i % 500) * 1000,
           true, case when i % 10 = 0 then 'pending' when i % 10 = 1 then 'rejected' else 'approved' end,
           case when i % 10 <> 0 then now() - make_interval(mins => i * 5 - 60) end, now() - make_interval(mins => i * 5)
    from generate_series(1, ${ROWS}::int) as g(i) ${owners}`);
  await db.execute(sql`analyze car_parking_registrations`);
  await db.execute(sql`analyze house_repair_registrations`);
  const inserted = ((performance.now() - started) / 1000).toFixed(1);

  const engine = engineName();
  console.log(`${ROWS.toLocaleString('en-IN')} rows in each table on ${engine}, inserted in ${inserted} s`);
  console.log(`${SAMPLES} samples after ${WARMUPS} warm-ups, in ms\n`);
  console.log(TABLE_HEADER);
  for (const url of [
    '/api/admin/parking-registrations',
    '/api/admin/parking-registrations?page=50',
    '/api/admin/parking-registrations?status=pending',
    '/api/admin/parking-registrations?status=approved&page=100',
    '/api/admin/parking-registrations?q=MH07',
    '/api/admin/parking-registrations?q=b-123',
    '/api/admin/parking-registrations?q=no%20such%20car',
    '/api/admin/parking-registrations?status=rejected&q=anil',
    '/api/admin/house-repairs',
    '/api/admin/house-repairs?page=50',
    '/api/admin/house-repairs?status=pending',
    '/api/admin/house-repairs?q=contractor%2042',
    '/api/admin/house-repairs?q=waterproofing',
    '/api/admin/house-repairs?status=rejected&q=b-251',
  ]) {
    const send = () => t.app.inject({ method: 'GET', url, headers });
    console.log(tableRow([url], await timeRequest(send, { warmups: WARMUPS, samples: SAMPLES })));
  }

  const exports: [string, Awaited<ReturnType<typeof measureExport>>][] = [
    ['first, 10,000 rows', exportAt10k],
    ['first at 100,000 rows', await measureExport()],
    ['again at 100,000 rows', await measureExport()],
  ];
  console.log(
    '\n| CSV export | rows | bytes | seconds | RSS before (MB) | peak RSS growth (MB) | peak JS growth (MB) | JS kept after GC (MB) |',
  );
  console.log('|---|---|---|---|---|---|---|---|');
  for (const [label, e] of exports)
    console.log(
      `| ${label} | ${e.rows.toLocaleString('en-IN')} | ${e.bytes.toLocaleString('en-IN')} | ${e.seconds} | ${e.rss.before} | ${e.rss.growth} | ${e.js.growth} | ${e.js.kept} |`,
    );

  /**
   * One full export over HTTP: time, bytes, data rows, and the growth of the process's RSS and of its JS memory
   * (heap, buffers) from before to the peak during the export (garbage not yet collected counts), and what is
   * still held once it is collected. Embedded PGlite lives in this process too: its page cache is in the RSS.
   */
  async function measureExport() {
    (globalThis as { gc?: () => void }).gc?.();
    const js = () => {
      const m = process.memoryUsage();
      return m.heapUsed + m.external;
    };
    const mb = (n: number) => (n / 1024 / 1024).toFixed(1);
    const before = { rss: process.memoryUsage().rss, js: js() };
    const peak = { ...before };
    const sample = () => {
      peak.rss = Math.max(peak.rss, process.memoryUsage().rss);
      peak.js = Math.max(peak.js, js());
    };
    const sampler = setInterval(sample, 5);
    const at = performance.now();
    const res = await fetch(`${base}/api/admin/parking-registrations/export`, { headers });
    if (res.status !== 200) throw new Error(`export answered ${res.status}`);
    let bytes = 0;
    let lines = 0;
    for await (const chunk of res.body as unknown as AsyncIterable<Uint8Array>) {
      bytes += chunk.length;
      for (const b of chunk) if (b === 10) lines += 1;
    }
    const seconds = ((performance.now() - at) / 1000).toFixed(2);
    clearInterval(sampler);
    sample();
    (globalThis as { gc?: () => void }).gc?.();
    return {
      rows: lines - 1,
      bytes,
      seconds,
      rss: { before: mb(before.rss), growth: mb(peak.rss - before.rss) },
      js: { growth: mb(peak.js - before.js), kept: mb(js() - before.js) },
    };
  }
} finally {
  await t.close();
}
