// Throughput and p99 latency of the real server process at 50 connections, next to a bare Fastify hello-world
// measured in the same run: GET /api/me and GET /api/dashboard signed in, GET /api/settings as a visitor, on the
// embedded database and (when TEST_DATABASE_URL is set) on PostgreSQL; then the server's resident memory.
// Usage: npm run bench [-- --short]  (or npx tsx scripts/bench-server.ts [--short])        (--short: 2 s per figure instead of 10, for CI)
//        TEST_DATABASE_URL=postgres://… npx tsx scripts/bench-server.ts   (adds PostgreSQL, on a fresh database)
// Prints one markdown table: figure, goal, measured, met. Throughput is reported, not asserted (machines are noisy).
import { execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { freshDatabase } from '../src/server/test/harness.ts';
import { freePort, type ServerProcess, startServer } from '../src/server/test/server-process.ts';

const SHORT = process.argv.includes('--short');
const SECONDS = SHORT ? 2 : 10;
const CONNECTIONS = 50;
/** A signed-in or public read must reach this share of hello-world's requests/s, under this p99. */
const SHARE_GOAL = 0.3;
const P99_GOAL_MS = 25;

interface Load {
  rps: number;
  p99: number;
}

async function load(url: string, headers: Record<string, string> = {}): Promise<Load> {
  // A short warm-up first: the JIT and the database's caches, not the figure.
  await autocannon({ url, connections: CONNECTIONS, duration: 1, headers });
  const r = await autocannon({ url, connections: CONNECTIONS, duration: SECONDS, headers });
  const bad = r.non2xx + r.errors + r.timeouts;
  if (bad) throw new Error(`${url}: ${bad} of ${r.requests.total} answers were not 2xx`);
  return { rps: r.requests.average, p99: r.latency.p99 };
}

/** A bare Fastify from the project's node_modules in its own process: the ceiling of this machine. */
async function helloWorld(): Promise<Load> {
  const port = await freePort();
  const code = `import Fastify from 'fastify';
const app = Fastify();
app.get('/', async () => ({ hello: 'world' }));
await app.listen({ port: ${port}, host: '127.0.0.1' });
console.log('ready');`;
  const child = spawn(process.execPath, ['--input-type=module', '-e', code], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise<void>((resolve, reject) => {
    child.stdout!.on('data', (d) => String(d).includes('ready') && resolve());
    child.on('exit', (c) => reject(new Error(`hello-world exited with ${c}`)));
  });
  try {
    return await load(`http://127.0.0.1:${port}/`);
  } finally {
    child.kill('SIGTERM');
  }
}

/** Signs a resident up and opens the verification link the outbox printed in the server's log. */
async function signedInCookie(server: ServerProcess) {
  const email = `bench.${Date.now()}@example.com`;
  const res = await fetch(`${server.url}/api/account/sign-up`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      name: 'Bench',
      email,
      phone: '9876543210',
      flat_no: 'A-101',
      password: 'Sea-View#2026',
    }),
  });
  if (!res.ok) throw new Error(`sign-up failed: ${await res.text()}`);
  let link: RegExpMatchArray | null = null;
  for (let i = 0; i < 50 && !link; i++) {
    link = server.output().match(new RegExp(`mail to ${email}: \\S.*? (http\\S+verify-email\\S+)`));
    if (!link) await new Promise((r) => setTimeout(r, 100));
  }
  if (!link) throw new Error('no verification link in the server log');
  const url = new URL(link[1]);
  const verified = await fetch(server.url + url.pathname + url.search, { redirect: 'manual' });
  const cookie = verified.headers.getSetCookie().find((c) => c.startsWith('society.session_token='));
  if (!cookie) throw new Error('verification gave no session');
  return cookie.split(';')[0];
}

/** Resident memory of a process, in MB (Linux /proc; ps elsewhere). */
function rssMb(pid: number) {
  try {
    const kb = Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1]);
    return Math.round(kb / 1024);
  } catch {
    return Number.NaN;
  }
}

interface Row {
  figure: string;
  goal: string;
  measured: string;
  met: string;
}

async function benchDatabase(kind: 'embedded' | 'PostgreSQL'): Promise<Row[]> {
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-server-'));
  const fresh = kind === 'PostgreSQL' ? await freshDatabase() : null;
  // The log level a society runs with: the outbox prints the verification link at info.
  const env: Record<string, string> = { DATA_DIR: dataDir, LOG_LEVEL: 'info' };
  if (fresh) env.DATABASE_URL = fresh.url!;
  let server: ServerProcess | null = null;
  try {
    server = await startServer(env, 'compiled');
    const cookie = await signedInCookie(server);
    const hello = await helloWorld();
    const base = server.url;
    const reads: [string, string, Record<string, string>][] = [
      ['GET /api/me, signed in', '/api/me', { cookie }],
      ['GET /api/dashboard, signed in', '/api/dashboard', { cookie }],
      ['GET /api/settings, visitor', '/api/settings', {}],
    ];
    const rows: Row[] = [
      {
        figure: `bare Fastify hello-world (${kind} run)`,
        goal: 'reference',
        measured: `${hello.rps.toFixed(0)} req/s, p99 ${hello.p99} ms`,
        met: '—',
      },
    ];
    for (const [figure, path, headers] of reads) {
      const r = await load(base + path, headers);
      const share = r.rps / hello.rps;
      rows.push({
        figure: `${figure} (${kind})`,
        goal: `≥ ${SHARE_GOAL * 100} % of hello-world, p99 < ${P99_GOAL_MS} ms`,
        measured: `${r.rps.toFixed(0)} req/s (${(share * 100).toFixed(0)} %), p99 ${r.p99} ms`,
        met: share >= SHARE_GOAL && r.p99 < P99_GOAL_MS ? 'yes' : 'no',
      });
    }
    rows.push({
      figure: `server resident memory after the run (${kind})`,
      goal: 'reported',
      measured: `${rssMb(server.child.pid!)} MB`,
      met: '—',
    });
    return rows;
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

// The server as npm start runs it: compiled once (npm run build), no transpiler loaded.
execFileSync('npx', ['tsc', '-p', 'tsconfig.server.json'], { stdio: 'inherit' });
const rows = await benchDatabase('embedded');
if (process.env.TEST_DATABASE_URL) rows.push(...(await benchDatabase('PostgreSQL')));
else
  rows.push({
    figure: 'PostgreSQL figures',
    goal: 'measured',
    measured: 'skipped: set TEST_DATABASE_URL',
    met: '—',
  });

console.log(
  `\n${CONNECTIONS} connections, ${SECONDS} s per figure; ${cpus().length} cores, load average ${loadavg()[0].toFixed(1)} at the end\n`,
);
console.log('| figure | goal | measured | met |\n|---|---|---|---|');
for (const r of rows) console.log(`| ${r.figure} | ${r.goal} | ${r.measured} | ${r.met} |`);
