// A bill run for 1,000 flats with 8 heads of charges, over real HTTP as the office's screen sends it: the draft and
// its preview (goal under 5 s), then the publish with every bill's PDF made (goal under 60 s), while a resident's
// GET /api/me is asked all along (its p99 shows whether the server kept answering), and the process's peak memory.
// Usage: npm run bench -- --only bill-run            (embedded in-memory PGlite)
//        TEST_DATABASE_URL=postgres://... npm run bench -- --only bill-run   (a fresh PostgreSQL database)
import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import { createTestApp, signUpAdmin } from '../../src/server/test/harness.ts';
import { engineName } from './support.ts';

const FLATS = 1_000;
const HEADS = [
  { name: 'Service charges', basis: 'fixed', rate: '1850', gst_rate: '18', is_service_charge: true },
  {
    name: 'Repairs and maintenance',
    basis: 'carpet_area',
    rate: '2.35',
    gst_rate: '18',
    is_service_charge: false,
  },
  { name: 'Property tax', basis: 'built_up_area', rate: '1.10', gst_rate: '', is_service_charge: false },
  {
    name: 'Sinking fund',
    basis: 'construction_cost_percent',
    rate: '0.25',
    gst_rate: '',
    is_service_charge: false,
  },
  { name: 'Covered parking', basis: 'parking_covered', rate: '600', gst_rate: '', is_service_charge: false },
  { name: 'Open parking', basis: 'parking_open', rate: '300', gst_rate: '', is_service_charge: false },
  {
    name: 'Two-wheeler parking',
    basis: 'parking_two_wheeler',
    rate: '100',
    gst_rate: '',
    is_service_charge: false,
  },
  { name: 'Non-occupancy', basis: 'non_occupancy', rate: '10', gst_rate: '', is_service_charge: false },
];

const p = (sorted: number[], q: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;

const t = await createTestApp();
try {
  const engine = engineName();
  const admin = await signUpAdmin(t);
  const base = await t.app.listen({ port: 0, host: '127.0.0.1' });
  const send = async (method: string, path: string, body?: unknown) => {
    const res = await fetch(base + path, {
      method,
      headers: { cookie: admin.cookie, 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    if (!res.ok) throw new Error(`${method} ${path} answered ${res.status}: ${await res.text()}`);
    return res.json();
  };
  for (const head of HEADS) await send('POST', '/api/admin/billing/heads', head);
  // 1,000 flats in four wings, areas and costs varying, one in ten let, one in four with arrears since April.
  await t.database.db.execute(sql`
    insert into flats (wing, flat_no, carpet_area_sqft, built_up_area_sqft, construction_cost, occupancy,
      parking_covered, parking_open, parking_two_wheeler, opening_balance, opening_balance_date)
    select chr(65 + i % 4), chr(65 + i % 4) || '-' || (100 + i), 500 + (i % 50) * 10, 620 + (i % 50) * 12,
           1500000 + (i % 40) * 25000, case when i % 10 = 0 then 'let' else 'owner' end,
           i % 2, (i + 1) % 2, i % 3, case when i % 4 = 0 then 4500.50 else 0 end,
           case when i % 4 = 0 then date '2026-04-01' end
    from generate_series(1, ${FLATS}) as i`);

  // ---- the resident's requests all along, and the memory ----
  let polling = true;
  const latencies: number[] = [];
  const poller = (async () => {
    while (polling) {
      const started = performance.now();
      const res = await fetch(`${base}/api/me`, { headers: { cookie: admin.cookie } });
      await res.arrayBuffer();
      latencies.push(performance.now() - started);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  })();
  let peakRss = process.memoryUsage().rss;
  const sampler = setInterval(() => {
    peakRss = Math.max(peakRss, process.memoryUsage().rss);
  }, 50);

  const draftStarted = performance.now();
  const run = await send('POST', '/api/admin/billing/runs', {
    period_key: '2026-11',
    bill_date: '2026-11-01',
    due_date: '2026-11-15',
  });
  await send('GET', `/api/admin/billing/runs/${run.id}`);
  await send('GET', `/api/admin/billing/runs/${run.id}/flats?page=1&pageSize=20`);
  const draftSeconds = (performance.now() - draftStarted) / 1000;

  const publishStarted = performance.now();
  await send('POST', `/api/admin/billing/runs/${run.id}/publish`, {});
  const publishedSeconds = (performance.now() - publishStarted) / 1000;
  let progress = await send('GET', `/api/admin/billing/runs/${run.id}/documents`);
  // The PDFs are a background task: the run is done when every bill has its PDF (10 minutes at most).
  for (let i = 0; i < 2400 && progress.made < progress.bills; i++) {
    await new Promise((resolve) => setTimeout(resolve, 250));
    progress = await send('GET', `/api/admin/billing/runs/${run.id}/documents`);
  }
  const withPdfsSeconds = (performance.now() - publishStarted) / 1000;
  polling = false;
  await poller;
  clearInterval(sampler);
  if (progress.made !== FLATS) throw new Error(`only ${progress.made} of ${FLATS} PDFs were made`);

  const sorted = [...latencies].sort((a, b) => a - b);
  console.log(`Bill run on ${engine}: ${FLATS} flats, ${HEADS.length} heads, over HTTP on 127.0.0.1\n`);
  console.log('| figure | goal | measured | met |\n|---|---|---|---|');
  console.log(
    `| draft and preview | < 5 s | ${draftSeconds.toFixed(2)} s | ${draftSeconds < 5 ? 'yes' : 'no'} |`,
  );
  console.log(`| publish (bills and ledger, one transaction) | | ${publishedSeconds.toFixed(2)} s | |`);
  console.log(
    `| publish including every PDF | < 60 s | ${withPdfsSeconds.toFixed(2)} s | ${withPdfsSeconds < 60 ? 'yes' : 'no'} |`,
  );
  console.log(
    `| GET /api/me during the run (${sorted.length} requests) | | p50 ${p(sorted, 0.5).toFixed(1)} ms, p99 ${p(sorted, 0.99).toFixed(1)} ms, max ${sorted.at(-1)?.toFixed(1)} ms | |`,
  );
  console.log(
    `| peak memory (RSS, server and bench in one process) | | ${(peakRss / 1024 / 1024).toFixed(0)} MB | |`,
  );
} finally {
  await t.close();
}
