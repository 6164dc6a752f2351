// A bill run for 1,000 flats with 8 heads of charges, over real HTTP to the server in a process of its own (as
// npm start runs it): the draft and its preview (goal under 5 s), then the publish with every bill's PDF made (goal
// under 60 s), while GET /api/me is asked all along (its p99 shows whether the server kept answering), and the
// server process's peak memory (its own high-water mark, not the bench's). Then, the server stopped, ten years of
// ledger are written for every flat (a bill and a payment a month since November 2016, one flat in ten behind for
// its last eight bills) and the server started again: a ten-year statement of one flat, PDF and CSV (goal under
// 200 ms); dues & defaulters with ageing over the 1,000 flats; and the next month's draft on those ledgers: first
// with each ledger read whole, then from the checkpoints ten years of monthly publishes would have left.
// Usage: npm run bench -- --only bill-run            (the embedded database, in a data folder)
//        TEST_DATABASE_URL=postgres://... npm run bench -- --only bill-run   (a fresh PostgreSQL database)
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { count, sql } from 'drizzle-orm';
import { openDatabase } from '../../src/server/db/client.ts';
import { migrate } from '../../src/server/db/migrate.ts';
import { ledgerCheckpoints, ledgerEntries } from '../../src/server/db/schema.ts';
import { readBillingSettings } from '../../src/server/features/billing/settings-service.ts';
import {
  checkpointOf,
  lockCheckpoints,
  saveCheckpoints,
} from '../../src/server/features/dues/checkpoints.ts';
import { readLedgers } from '../../src/server/features/dues/ledger-store.ts';
import { freshDatabase, oneOfficePerson } from '../../src/server/test/harness.ts';
import { startServer } from '../../src/server/test/server-process.ts';
import { signedInCookie } from './throughput.ts';

const FLATS = 1_000;
/** Months of history before the run's December: November 2016 to October 2026. */
const MONTHS = 120;
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
/** The server process's resident memory and its high-water mark, in MB, as Linux counts them. */
const memoryMb = (pid: number) => {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const mb = (field: string) =>
    Math.round(Number(new RegExp(`${field}:\\s+(\\d+)`).exec(status)?.[1]) / 1024);
  return { rss: mb('VmRSS'), highWater: mb('VmHWM') };
};
const yes = (ok: boolean) => (ok ? 'yes' : 'no');

const dataDir = mkdtempSync(join(tmpdir(), 'bench-bill-run-'));
const fresh = process.env.TEST_DATABASE_URL ? await freshDatabase() : null;
const engine = fresh ? 'PostgreSQL' : 'PGlite (in a data folder, as npm start opens it)';

/** Writes to the database while no server has it open (the embedded database is one process's at a time). */
async function withDatabase<T>(write: (db: Awaited<ReturnType<typeof openDatabase>>['db']) => Promise<T>) {
  const database = fresh?.database ?? (await openDatabase({ dataDir }));
  await migrate(database);
  try {
    return await write(database.db);
  } finally {
    if (!fresh) await database.close();
  }
}

/** The server on the bench's database, an office user of its own signed in, and a way to ask it as them. */
async function serve(office: string) {
  const server = await startServer({
    DATA_DIR: dataDir,
    ...(fresh?.url ? { DATABASE_URL: fresh.url } : {}),
    ADMIN_EMAILS: 'bench.office1@example.com,bench.office2@example.com,bench.office3@example.com',
    BACKUP_DIR: 'off',
    // The bill mails go out at the pace a small SMTP server takes; the bench times the PDFs, not the mails.
    MAIL_PER_MINUTE: '60',
  });
  const cookie = await signedInCookie(server, office);
  const send = async (method: string, path: string, body?: unknown) => {
    const res = await fetch(server.url + path, {
      method,
      headers: { cookie, 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    if (!res.ok) throw new Error(`${method} ${path} answered ${res.status}: ${await res.text()}`);
    return res.headers.get('content-type')?.includes('json') ? res.json() : res.arrayBuffer();
  };
  const stop = async () => {
    server.child.kill('SIGTERM');
    await server.exited;
  };
  return { server, cookie, send, stop };
}

const rows: string[] = [];
try {
  // ---- the register: 1,000 flats in four wings, areas and costs varying, one in ten let, one in four in arrears
  await withDatabase((db) =>
    db.execute(sql`
      insert into flats (wing, flat_no, carpet_area_sqft, built_up_area_sqft, construction_cost, occupancy,
        parking_covered, parking_open, parking_two_wheeler, opening_balance, opening_balance_date)
      select chr(65 + i % 4), chr(65 + i % 4) || '-' || (100 + i), 500 + (i % 50) * 10, 620 + (i % 50) * 12,
             1500000 + (i % 40) * 25000, case when i % 10 = 0 then 'let' else 'owner' end,
             i % 2, (i + 1) % 2, i % 3, case when i % 4 = 0 then 4500.50 else 0 end,
             case when i % 4 = 0 then date '2016-10-31' end
      from generate_series(1, ${FLATS}) as i`),
  );
  // One office person publishes at once: the bench times the publish, not its approval.
  await withDatabase((db) => oneOfficePerson(db));

  // ---- the bill run, with the resident's requests all along ----
  const first = await serve('bench.office1@example.com');
  try {
    const { send, cookie } = first;
    const pid = first.server.child.pid ?? 0;
    for (const head of HEADS) await send('POST', '/api/admin/billing/heads', head);
    const before = memoryMb(pid);
    let polling = true;
    // Each answer's time and when it was asked, to tell which step of the run a slow answer fell in.
    const answers: { at: number; ms: number }[] = [];
    const poller = (async () => {
      while (polling) {
        const started = performance.now();
        const res = await fetch(`${first.server.url}/api/me`, { headers: { cookie } });
        await res.arrayBuffer();
        answers.push({ at: started, ms: performance.now() - started });
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    })();

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
    const published = performance.now();
    const publishedSeconds = (published - publishStarted) / 1000;
    let progress = await send('GET', `/api/admin/billing/runs/${run.id}/documents`);
    // The PDFs are a background task: the run is done when every bill has its PDF (10 minutes at most).
    for (let i = 0; i < 2400 && progress.made < progress.bills; i++) {
      await new Promise((resolve) => setTimeout(resolve, 250));
      progress = await send('GET', `/api/admin/billing/runs/${run.id}/documents`);
    }
    const withPdfsSeconds = (performance.now() - publishStarted) / 1000;
    polling = false;
    await poller;
    const during = memoryMb(pid);
    if (progress.made !== FLATS) throw new Error(`only ${progress.made} of ${FLATS} PDFs were made`);
    const sorted = answers.map((a) => a.ms).sort((a, b) => a - b);
    /** The slowest answer to a request asked between two moments. */
    const slowest = (from: number, to: number) =>
      Math.max(0, ...answers.filter((a) => a.at >= from && a.at < to).map((a) => a.ms)).toFixed(0);
    rows.push(
      `| draft and preview | < 5 s | ${draftSeconds.toFixed(2)} s | ${yes(draftSeconds < 5)} |`,
      `| publish (bills and ledger, one transaction) | reported | ${publishedSeconds.toFixed(2)} s | — |`,
      `| publish including every PDF | < 60 s | ${withPdfsSeconds.toFixed(2)} s | ${yes(withPdfsSeconds < 60)} |`,
      `| GET /api/me during the run (${sorted.length} requests) | reported | p50 ${p(sorted, 0.5).toFixed(1)} ms, p99 ${p(sorted, 0.99).toFixed(1)} ms, max ${sorted.at(-1)?.toFixed(1)} ms | — |`,
      `| slowest GET /api/me asked during the draft / the publish / the PDFs | reported | ${slowest(draftStarted, publishStarted)} / ${slowest(publishStarted, published)} / ${slowest(published, Number.POSITIVE_INFINITY)} ms | — |`,
      `| server memory (its own process): before the run → high-water | reported | ${before.rss} MB → ${during.highWater} MB | — |`,
    );
  } finally {
    await first.stop();
  }

  // ---- ten years of ledger per flat, written with the server stopped ----
  const entries = await withDatabase(async (db) => {
    await db.execute(sql`
      insert into ledger_entries (flat_id, kind, entry_date, due_date, amount_paise, number, description)
      select f.id, 'bill', (date '2016-11-01' + make_interval(months => m))::date,
             (date '2016-11-15' + make_interval(months => m))::date, 350000 + (m / 12) * 15000,
             'MB/HIST/' || f.flat_no || '/' || m, 'Maintenance bill'
      from flats f, generate_series(0, ${MONTHS - 1}) as m`);
    await db.execute(sql`
      insert into ledger_entries (flat_id, kind, entry_date, amount_paise, number, description)
      select f.id, 'payment', (date '2016-11-20' + make_interval(months => m))::date,
             350000 + (m / 12) * 15000, 'RCT/HIST/' || f.flat_no || '/' || m, 'Payment by UPI'
      from flats f, generate_series(0, ${MONTHS - 1}) as m
      where not (split_part(f.flat_no, '-', 2)::int % 10 = 0 and m >= ${MONTHS - 8})`);
    // Written behind postEntries' back, before November's bill: the checkpoints November's publish left are
    // dropped, as postEntries drops those an entry reaches back over.
    await db.delete(ledgerCheckpoints);
    const [{ n }] = await db.select({ n: count() }).from(ledgerEntries);
    return n;
  });

  /**
   * On a server started afresh: the ten-year statement (when asked), dues & defaulters and December's draft and
   * preview (then discarded, so the next pass drafts the same period).
   */
  async function onTenYearLedgers(office: string, withStatement: boolean) {
    const server = await serve(office);
    try {
      const { send } = server;
      /** The best of three wall times of a request, in ms (after one unmeasured, which loads what it needs). */
      const best = async (path: string) => {
        await send('GET', path);
        const times: number[] = [];
        for (let i = 0; i < 3; i++) {
          const started = performance.now();
          await send('GET', path);
          times.push(performance.now() - started);
        }
        return Math.min(...times);
      };
      if (withStatement) {
        const flat = (await send('GET', '/api/admin/flats?q=A-104&pageSize=1')).items[0];
        const statement = (format: string) =>
          best(`/api/admin/dues/flats/${flat.id}/statement?from=2016-11-01&to=2026-11-30&format=${format}`);
        const statementPdf = await statement('pdf');
        const statementCsv = await statement('csv');
        rows.push(
          `| ten-year statement of one flat (${MONTHS} monthly bills and payments), best of 3 | < 200 ms | PDF ${statementPdf.toFixed(0)} ms, CSV ${statementCsv.toFixed(0)} ms | ${yes(Math.max(statementPdf, statementCsv) < 200)} |`,
        );
      }
      const dues = await best('/api/admin/dues?page=1&pageSize=20&sort=outstanding&dir=desc');
      const draftStarted = performance.now();
      const run = await send('POST', '/api/admin/billing/runs', {
        period_key: '2026-12',
        bill_date: '2026-12-01',
        due_date: '2026-12-15',
      });
      await send('GET', `/api/admin/billing/runs/${run.id}`);
      await send('GET', `/api/admin/billing/runs/${run.id}/flats?page=1&pageSize=20`);
      const draftSeconds = (performance.now() - draftStarted) / 1000;
      await send('POST', `/api/admin/billing/runs/${run.id}/discard`, {});
      return { dues, draftSeconds };
    } finally {
      await server.stop();
    }
  }
  const whole = await onTenYearLedgers('bench.office2@example.com', true);

  // ---- the checkpoints ten years of monthly publishes leave: each flat's for 31 October 2026 ----
  await withDatabase((db) =>
    db.transaction(async (tx) => {
      await lockCheckpoints(tx);
      const settings = await readBillingSettings(tx);
      const ledgers = await readLedgers(tx);
      const checkpoints = [...ledgers].flatMap(
        ([flatId, entries]) => checkpointOf(flatId, { entries }, '2026-10-31', settings) ?? [],
      );
      await saveCheckpoints(tx, settings, checkpoints);
    }),
  );
  const fromCheckpoints = await onTenYearLedgers('bench.office3@example.com', false);
  const ledgerRows = (label: string, figures: typeof whole) => [
    `| GET /api/admin/dues, ageing of ${FLATS} flats over ${entries.toLocaleString('en-IN')} ledger entries, ${label}, best of 3 | < 200 ms | ${figures.dues.toFixed(0)} ms | ${yes(figures.dues < 200)} |`,
    `| the next draft and preview on those ten-year ledgers, ${label} | < 5 s | ${figures.draftSeconds.toFixed(2)} s | ${yes(figures.draftSeconds < 5)} |`,
  ];
  rows.push(
    ...ledgerRows('each read whole (no checkpoint)', whole),
    ...ledgerRows('each read from its checkpoint of 31 Oct', fromCheckpoints),
  );
  console.log(
    `Bill run on ${engine}: ${FLATS} flats, ${HEADS.length} heads; the server in its own process, over HTTP on 127.0.0.1\n`,
  );
  console.log(['| figure | goal | measured | met |', '|---|---|---|---|', ...rows].join('\n'));
} finally {
  await fresh?.database.close();
  await fresh?.drop();
  rmSync(dataDir, { recursive: true, force: true });
}
