// Throughput and p99 latency of the real server process at 50 connections, next to a bare Fastify hello-world
// measured in the same run: GET /api/me, GET /api/dashboard and the gym's plans signed in; the society's settings
// and gallery as a visitor. The server's memory is memory.ts's. Part of npm run bench (scripts/bench/run.ts).
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { freshDatabase } from '../../src/server/test/harness.ts';
import { freePort, type ServerProcess, startServer } from '../../src/server/test/server-process.ts';

import type { Row } from './support.ts';

export const CONNECTIONS = 50;
/** A signed-in or public read must reach this share of hello-world's requests/s (issue 19), under this p99. */
const SHARE_GOAL = 0.5;
const P99_GOAL_MS = 25;

interface Load {
  rps: number;
  p99: number;
}

async function load(seconds: number, url: string, headers: Record<string, string> = {}): Promise<Load> {
  // A short warm-up first: the JIT and the database's caches, not the figure.
  await autocannon({ url, connections: CONNECTIONS, duration: 1, headers });
  const r = await autocannon({ url, connections: CONNECTIONS, duration: seconds, headers });
  const bad = r.non2xx + r.errors + r.timeouts;
  if (bad) throw new Error(`${url}: ${bad} of ${r.requests.total} answers were not 2xx`);
  return { rps: r.requests.average, p99: r.latency.p99 };
}

/**
 * A bare Fastify from the project's node_modules in its own process: the ceiling of this machine. `load` measures
 * it; `stop` ends it.
 */
async function helloWorld() {
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
  return {
    load: (seconds: number) => load(seconds, `http://127.0.0.1:${port}/`),
    stop: () => child.kill('SIGTERM'),
  };
}

/** Signs a resident up and opens the verification link the outbox printed in the server's log (LOG_LEVEL info). */
export async function signedInCookie(server: ServerProcess, email = `bench.${Date.now()}@example.com`) {
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

/** The figures of one database: the server compiled as npm start runs it (npm run build first). */
export async function benchThroughput(kind: 'embedded' | 'PostgreSQL', seconds: number): Promise<Row[]> {
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-server-'));
  const fresh = kind === 'PostgreSQL' ? await freshDatabase() : null;
  // The log level a society runs with: the outbox prints the verification link at info.
  const env: Record<string, string> = { DATA_DIR: dataDir, LOG_LEVEL: 'info' };
  if (fresh) env.DATABASE_URL = fresh.url!;
  let server: ServerProcess | null = null;
  const hello = await helloWorld();
  try {
    server = await startServer(env, 'compiled');
    const cookie = await signedInCookie(server);
    const base = server.url;
    const reads: [string, string, Record<string, string>][] = [
      ['GET /api/me, signed in', '/api/me', { cookie }],
      ['GET /api/dashboard, signed in', '/api/dashboard', { cookie }],
      ['GET /api/settings, visitor', '/api/settings', {}],
      ['GET /api/membership-plans, signed in', '/api/membership-plans', { cookie }],
      ['GET /api/gallery, visitor', '/api/gallery', {}],
    ];
    const rows: Row[] = [];
    const ceilings: Load[] = [];
    for (const [figure, path, headers] of reads) {
      // Hello-world just before each read: the machine's state drifts, and the share compares like with like.
      const ceiling = await hello.load(seconds);
      ceilings.push(ceiling);
      const r = await load(seconds, base + path, headers);
      const share = r.rps / ceiling.rps;
      rows.push({
        figure: `${figure} (${kind})`,
        goal: `≥ ${SHARE_GOAL * 100} % of hello-world, p99 < ${P99_GOAL_MS} ms`,
        measured: `${r.rps.toFixed(0)} req/s (${(share * 100).toFixed(0)} %), p99 ${r.p99} ms`,
        met: share >= SHARE_GOAL && r.p99 < P99_GOAL_MS ? 'yes' : 'no',
      });
    }
    const rps = ceilings.map((c) => c.rps.toFixed(0));
    rows.unshift({
      figure: `bare Fastify hello-world, before each read (${kind} run)`,
      goal: 'reference',
      measured: `${rps.join(', ')} req/s`,
      met: '—',
    });
    return rows;
  } finally {
    hello.stop();
    if (server) {
      server.child.kill('SIGTERM');
      await server.exited;
    }
    await fresh?.database.close();
    await fresh?.drop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
