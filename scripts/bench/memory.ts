// The server's memory, as a society paying for a 1 GB machine sees it: the resident memory (RSS) and its high-water
// mark (VmHWM) of the compiled server on a fresh data folder, right after start and after a resident's sign-up,
// every resident page and 30 s of reads at 50 connections. Part of npm run bench (scripts/bench/run.ts).
// Usage: npm run bench -- --only memory                 those figures (embedded; TEST_DATABASE_URL: PostgreSQL too)
//        npm run bench -- --only memory --soak MINUTES  a soak: mixed reads at 10 connections, RSS each minute
//                                                       (--rate N: at most N requests a second, a steady day)
//        npm run bench -- --only memory --large DIR     the server on a large society's folder (npm run bench --
//                                                       --seed), through every office list and resident page
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { freshDatabase } from '../../src/server/test/harness.ts';
import { type ServerProcess, startServer } from '../../src/server/test/server-process.ts';
import { todayIn } from '../../src/shared/dates.ts';
import { PAGE_MODULES } from '../../src/shared/page-modules.ts';
import { met, type Row } from './support.ts';
import { CONNECTIONS, signedInCookie } from './throughput.ts';

/** Issue 19's ceilings (MB): the embedded server on a small and on a large society, and the PostgreSQL server. */
export const MEMORY_GOAL_MB = { embedded: 300, large: 350, PostgreSQL: 200 } as const;
const READ_SECONDS = 30;
const LARGE_WALKS = 5;

/** RSS and its high-water mark of a process in MB, from Linux's /proc. */
export function memoryOf(pid: number) {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const mb = (field: string) =>
    Math.round(Number(new RegExp(`${field}:\\s+(\\d+)`).exec(status)?.[1]) / 1024);
  return { rss: mb('VmRSS'), hwm: mb('VmHWM') };
}

/** Every GET of the API a visitor or resident may call without an id or a required parameter. */
async function residentReads(server: ServerProcess) {
  type Operation = { 'x-access'?: string; parameters?: { required?: boolean }[] };
  const doc = (await (await fetch(`${server.url}/api/openapi.json`)).json()) as {
    paths: Record<string, Record<string, Operation>>;
  };
  return Object.entries(doc.paths)
    .filter(([path, ops]) => {
      const get = ops.get;
      return (
        get &&
        !path.includes('{') &&
        (get['x-access'] === 'member' || get['x-access'] === 'public') &&
        !get.parameters?.some((p) => p.required)
      );
    })
    .map(([path]) => path);
}

/** Each resident page as a browser opens it (its HTML), then every API read the pages make: ms per path. */
async function walk(server: ServerProcess, cookie: string, extra: string[] = []) {
  const pages = Object.keys(PAGE_MODULES).filter((p) => !p.includes(':') && !p.includes('*'));
  const paths = ['/', ...pages, ...(await residentReads(server)), ...extra];
  const times = new Map<string, number>();
  for (const path of paths) {
    const started = performance.now();
    const res = await fetch(server.url + path, { headers: { cookie } });
    await res.arrayBuffer();
    if (!res.ok) throw new Error(`${path} answered ${res.status}`);
    times.set(path, performance.now() - started);
  }
  return times;
}

/** The throughput bench's reads, mixed: each connection cycles through them. */
async function reads(
  server: ServerProcess,
  cookie: string,
  seconds: number,
  connections = CONNECTIONS,
  overallRate?: number,
) {
  const r = await autocannon({
    url: server.url,
    connections,
    duration: seconds,
    ...(overallRate ? { overallRate } : {}),
    requests: [
      { path: '/api/me', headers: { cookie } },
      { path: '/api/dashboard', headers: { cookie } },
      { path: '/api/settings' },
      { path: '/api/membership-plans', headers: { cookie } },
      { path: '/api/gallery' },
    ],
  });
  const bad = r.non2xx + r.errors + r.timeouts;
  if (bad) throw new Error(`${bad} of ${r.requests.total} answers were not 2xx`);
  return r.requests.average;
}

async function withServer<T>(
  kind: 'embedded' | 'PostgreSQL',
  env: Record<string, string>,
  fn: (server: ServerProcess) => Promise<T>,
) {
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-memory-'));
  const fresh = kind === 'PostgreSQL' ? await freshDatabase() : null;
  let server: ServerProcess | null = null;
  try {
    server = await startServer(
      { DATA_DIR: dataDir, ...(fresh ? { DATABASE_URL: fresh.url! } : {}), ...env },
      'compiled',
    );
    return await fn(server);
  } finally {
    if (server) {
      server.child.kill('SIGTERM');
      await server.exited;
    }
    await fresh?.database.close();
    await fresh?.drop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** The figures of one database, on a fresh data folder or database; npm run build must have run. */
export async function benchMemory(
  kind: 'embedded' | 'PostgreSQL',
): Promise<{ rows: Row[]; highWater: number }> {
  return withServer(kind, {}, async (server) => {
    const pid = server.child.pid!;
    const atStart = memoryOf(pid);
    const cookie = await signedInCookie(server);
    const walked = (await walk(server, cookie)).size;
    const afterWalk = memoryOf(pid);
    const rps = await reads(server, cookie, READ_SECONDS);
    const end = memoryOf(pid);
    const goal = MEMORY_GOAL_MB[kind];
    const rows: Row[] = [
      {
        figure: `server memory right after start on a fresh ${kind === 'embedded' ? 'data folder' : 'database'} (${kind}): RSS, high-water`,
        goal: 'reported',
        measured: `${atStart.rss} MB, ${atStart.hwm} MB`,
        met: '—',
      },
      {
        figure: `server memory high-water through a sign-up, every resident page (${walked} requests) and ${READ_SECONDS} s of reads at ${CONNECTIONS} connections (${kind})`,
        goal: `≤ ${goal} MB`,
        measured: `${end.hwm} MB (after the pages ${afterWalk.hwm} MB; RSS at the end ${end.rss} MB; ${rps.toFixed(0)} req/s)`,
        met: met(end.hwm <= goal),
      },
    ];
    return { rows, highWater: end.hwm };
  });
}

/** Mixed reads at 10 connections for `minutes`, RSS each minute: does it level off? */
async function soak(kind: 'embedded' | 'PostgreSQL', minutes: number, rate?: number) {
  await withServer(kind, {}, async (server) => {
    const pid = server.child.pid!;
    const cookie = await signedInCookie(server);
    // Its log is no longer kept once the sign-up link is read: a soak's request lines would outgrow a string.
    server.child.stdout!.removeAllListeners('data').resume();
    server.child.stderr!.removeAllListeners('data').resume();
    await walk(server, cookie);
    console.log(`minute 0: ${JSON.stringify(memoryOf(pid))}`);
    for (let minute = 1; minute <= minutes; minute++) {
      const rps = await reads(server, cookie, 60, 10, rate);
      // A page walk too, each minute: the reads the soak mixes beyond the five above.
      await walk(server, cookie);
      const m = memoryOf(pid);
      console.log(`minute ${minute}: RSS ${m.rss} MB, high-water ${m.hwm} MB, ${rps.toFixed(0)} req/s`);
    }
  });
}

/** The server on a large society's folder (seeded beforehand): every office list, then the resident's pages. */
async function large(dir: string) {
  const admin = `bench.office.${Date.now()}@example.com`;
  const server = await startServer({ DATA_DIR: dir, ADMIN_EMAILS: admin }, 'compiled');
  try {
    const pid = server.child.pid!;
    const atStart = memoryOf(pid);
    const cookie = await signedInCookie(server, admin);
    const doc = (await (await fetch(`${server.url}/api/openapi.json`)).json()) as {
      paths: Record<string, Record<string, { 'x-access'?: string; parameters?: { required?: boolean }[] }>>;
    };
    const office = Object.entries(doc.paths)
      // The back-office's reads: each needs a permission ('<area>:<level>'), the chairman reaches them all.
      .filter(([path, ops]) => ops.get?.['x-access']?.includes(':') && !path.includes('{'))
      .filter(([, ops]) => !ops.get?.parameters?.some((p) => p.required))
      .map(([path]) => path);
    // The month's views and its payroll CSV: the largest reads of the office, on 1,000,000 attendance rows.
    const [year, month] = todayIn('Asia/Kolkata').split('-').map(Number);
    const attendance = [
      `/api/admin/attendance?year=${year}`,
      `/api/admin/attendance/month?year=${year}&month=${month}`,
      `/api/admin/attendance/export?year=${year}&month=${month}`,
      `/api/admin/leave-balances?year=${year}`,
    ];
    const walks: Map<string, number>[] = [];
    for (let i = 0; i < LARGE_WALKS; i++) walks.push(await walk(server, cookie, [...office, ...attendance]));
    const afterWalk = memoryOf(pid);
    // Each request's median over the walks but the first (which also fills the caches).
    const medians = [...walks[0].keys()].map((path) => {
      const ms = walks
        .slice(1)
        .map((w) => w.get(path)!)
        .sort((a, b) => a - b);
      return { path, ms: ms[Math.floor(ms.length / 2)] };
    });
    const slowest = medians.sort((a, b) => b.ms - a.ms).slice(0, 8);
    const total = medians.reduce((sum, m) => sum + m.ms, 0);
    const rps = await reads(server, cookie, READ_SECONDS);
    const end = memoryOf(pid);
    console.log(
      `large society: ${medians.length} pages and office lists, the sum of their medians ${total.toFixed(0)} ms; slowest: ${slowest.map((m) => `${m.path} ${m.ms.toFixed(1)} ms`).join(', ')}`,
    );
    console.log(
      `large society: start ${JSON.stringify(atStart)}; after ${LARGE_WALKS} walks ${JSON.stringify(afterWalk)}; after ${READ_SECONDS} s of reads (${rps.toFixed(0)} req/s) ${JSON.stringify(end)}; goal high-water ≤ ${MEMORY_GOAL_MB.large} MB: ${met(end.hwm <= MEMORY_GOAL_MB.large)}`,
    );
  } finally {
    server.child.kill('SIGTERM');
    await server.exited;
  }
}

if (process.argv[1]?.endsWith('memory.ts')) {
  const arg = (name: string) => {
    const i = process.argv.indexOf(name);
    return i === -1 ? undefined : process.argv[i + 1];
  };
  const engines = process.env.TEST_DATABASE_URL
    ? (['embedded', 'PostgreSQL'] as const)
    : (['embedded'] as const);
  if (arg('--large')) await large(arg('--large')!);
  else if (arg('--soak'))
    for (const kind of engines) await soak(kind, Number(arg('--soak')), Number(arg('--rate')) || undefined);
  else
    for (const kind of engines)
      for (const row of (await benchMemory(kind)).rows)
        console.log(`${row.figure}: ${row.measured} (goal ${row.goal})`);
}
