// Requests per second of a signed-in read (GET /api/me) with one and with two server processes on one
// PostgreSQL, measured in the same run.
// Usage: TEST_DATABASE_URL=postgres://… npm run bench -- --only processes   (a fresh database is made on it)
import autocannon from 'autocannon';
import { freshDatabase } from '../../src/server/test/harness.ts';
import { type ServerProcess, startServer } from '../../src/server/test/server-process.ts';
import { signedInCookie } from './throughput.ts';

const SECONDS = 10;
const CONNECTIONS = 50;

if (!process.env.TEST_DATABASE_URL) throw new Error('Set TEST_DATABASE_URL to a PostgreSQL server');
const fresh = await freshDatabase();
const env = {
  DATABASE_URL: fresh.url!,
  DATA_DIR: '/nonexistent-data-dir',
  BACKUP_DIR: 'off',
  // The log level a society runs with: the outbox prints the verification link at info.
  LOG_LEVEL: 'info',
};
const servers: ServerProcess[] = [];
try {
  // One at a time, so a start that fails leaves the other in the list to be stopped.
  servers.push(await startServer(env));
  servers.push(await startServer(env));
  const [a] = servers;
  const cookie = await signedInCookie(a);

  const load = (url: string, connections: number) =>
    autocannon({ url: `${url}/api/me`, connections, duration: SECONDS, headers: { cookie } });
  const one = await load(a.url, CONNECTIONS);
  const both = await Promise.all(servers.map((s) => load(s.url, CONNECTIONS / 2)));
  const rps = (r: autocannon.Result) => r.requests.average;
  const bad = [one, ...both].reduce((n, r) => n + r.non2xx + r.errors, 0);
  console.log(`GET /api/me signed in, ${CONNECTIONS} connections, ${SECONDS} s each, PostgreSQL\n`);
  console.log('| processes | requests/s | p99 latency (ms) |\n|---|---|---|');
  console.log(`| 1 | ${rps(one).toFixed(0)} | ${one.latency.p99} |`);
  console.log(
    `| 2 | ${both.reduce((s, r) => s + rps(r), 0).toFixed(0)} | ${Math.max(...both.map((r) => r.latency.p99))} |`,
  );
  if (bad) throw new Error(`${bad} answers were not 2xx`);
} finally {
  for (const s of servers) s.child.kill('SIGTERM');
  await Promise.all(servers.map((s) => s.exited));
  await fresh.database.close();
  await fresh.drop();
}
