// A society's busiest minute: 200 signed-in residents and 5 office users on `npm start` for 60 s, each a loop of
// what people do (open pages, read the dashboard and notices, send feedback, ask for the hall, register a car
// with its RC copy; the office lists, approves and exports CSV), with a pause between steps as a person takes.
// Prints the requests, errors, timeouts, p50 and p99 of reads and of writes, and the server's memory; exits 1 on
// any error or timeout (issue 19: 0 errors, 0 timeouts, reads p99 < 100 ms, writes p99 < 300 ms).
// Usage: npm run bench -- --only day-load [--seconds 60] [--residents 200]   (TEST_DATABASE_URL: on PostgreSQL)
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freshDatabase } from '../../src/server/test/harness.ts';
import { type ServerProcess, startServer } from '../../src/server/test/server-process.ts';
import { addDays, todayIn } from '../../src/shared/dates.ts';
import { signedInCookie } from './throughput.ts';

const arg = (name: string, fallback: number) => {
  const i = process.argv.indexOf(`--${name}`);
  return i === -1 ? fallback : Number(process.argv[i + 1]);
};
const SECONDS = arg('seconds', 60);
const RESIDENTS = arg('residents', 200);
const OFFICE = 5;
const TIMEOUT_MS = 10_000;

type Kind = 'read' | 'write';
const timings: Record<Kind, number[]> = { read: [], write: [] };
const byPath = new Map<string, number[]>();
const failures: string[] = [];
let timeouts = 0;

/** One request, timed and checked: an answer other than 2xx is an error, no answer in 10 s a timeout. */
async function hit(base: string, kind: Kind, path: string, cookie: string, init: RequestInit = {}) {
  const started = performance.now();
  try {
    const res = await fetch(base + path, {
      ...init,
      headers: { cookie, ...(init.headers ?? {}) },
      redirect: 'manual',
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
    const body = await res.arrayBuffer();
    const ms = performance.now() - started;
    timings[kind].push(ms);
    const key = `${init.method ?? 'GET'} ${path.replace(/[0-9a-f-]{36}/, ':id').replace(/\?.*/, '')}`;
    byPath.set(key, [...(byPath.get(key) ?? []), ms]);
    if (res.status >= 300) {
      failures.push(
        `${init.method ?? 'GET'} ${path}: ${res.status} ${Buffer.from(body).toString().slice(0, 160)}`,
      );
      return null;
    }
    return { res, body };
  } catch (err) {
    if ((err as Error).name === 'TimeoutError') timeouts++;
    else failures.push(`${init.method ?? 'GET'} ${path}: ${(err as Error).message}`);
    return null;
  }
}

const json = (body: unknown): RequestInit => ({
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify(body),
});
const pause = (min: number, max: number) =>
  new Promise((r) => setTimeout(r, min + Math.random() * (max - min)));
const pick = <T>(items: readonly T[]) => items[Math.floor(Math.random() * items.length)];

const PAGES = [
  '/',
  '/dashboard',
  '/membership',
  '/podium-booking',
  '/parking-registration',
  '/announcements',
  '/feedback',
  '/member-invoices',
];
const READS = [
  '/api/me',
  '/api/dashboard',
  '/api/announcements',
  '/api/hall-bookings',
  '/api/parking-registrations',
  '/api/settings',
];
// A small PNG: what the RC copy check accepts (its bytes are looked at, not its name).
const RC_COPY = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

/** A resident's minute: mostly reading, with at most a few writes, as the limits of a real person allow. */
async function resident(base: string, cookie: string, n: number, until: number) {
  let feedback = 2; // the limit is 3 in 10 minutes
  let bookings = 2;
  let cars = 1;
  let step = 0;
  while (Date.now() < until) {
    step++;
    const roll = Math.random();
    if (roll < 0.06 && feedback > 0) {
      feedback--;
      await hit(
        base,
        'write',
        '/api/feedback',
        cookie,
        json({
          name: `Resident ${n}`,
          category: 'maintenance',
          subject: `Lift ${n}.${step}`,
          message: 'The lift on the ground floor makes a noise in the morning.',
        }),
      );
    } else if (roll < 0.1 && bookings > 0) {
      bookings--;
      await hit(
        base,
        'write',
        '/api/hall-bookings',
        cookie,
        json({
          applicant_name: `Resident ${n}`,
          contact_number: '9820012345',
          flat_no: 'A-101',
          event_date: addDays(todayIn('Asia/Kolkata'), 10 + ((n * 7 + step) % 70)),
          event_name: 'Birthday party',
          booking_option: 'member_full_day',
          event_time: 'morning',
          payment_method: 'online',
          payment_transaction_id: `UPI${String(n).padStart(4, '0')}${String(step).padStart(5, '0')}`,
        }),
      );
    } else if (roll < 0.13 && cars > 0) {
      cars--;
      const form = new FormData();
      form.set('owner_name', `Resident ${n}`);
      form.set('flat_no', 'A-101');
      form.set('contact_number', '9820012345');
      form.set(
        'vehicles',
        JSON.stringify([
          {
            car_number: `MH 02 ${String.fromCharCode(65 + (n % 26))}${String.fromCharCode(65 + ((n >> 5) % 26))} ${String(1000 + n).slice(-4)}`,
            slot_type: 'owned_covered',
            slot_number: `G-${n}`,
          },
        ]),
      );
      form.set('rc_copy', new Blob([RC_COPY], { type: 'image/png' }), 'rc.png');
      await hit(base, 'write', '/api/parking-registrations', cookie, { method: 'POST', body: form });
    } else if (roll < 0.45) {
      await hit(base, 'read', pick(PAGES), cookie);
    } else {
      await hit(base, 'read', pick(READS), cookie);
    }
    await pause(500, 1500);
  }
}

/**
 * An office user's minute: the approval list, approving what is pending, the CSV export and the figures. The clerks
 * share the work as an office does (each approves its own share of the list), so two never approve one request
 * at the same moment; when they do, the second is told it is already approved (a 409, tested elsewhere).
 */
async function office(base: string, cookie: string, clerk: number, until: number) {
  const mine = (row: { id: string }) => Number.parseInt(row.id.slice(0, 8), 16) % OFFICE === clerk;
  while (Date.now() < until) {
    const list = await hit(base, 'read', '/api/admin/parking-registrations?status=pending&page=1', cookie);
    const all: { id: string }[] = list ? (JSON.parse(Buffer.from(list.body).toString()).items ?? []) : [];
    const rows = all.filter(mine);
    const roll = Math.random();
    if (rows.length && roll < 0.4)
      await hit(base, 'write', `/api/admin/parking-registrations/${pick(rows).id}/approve`, cookie, json({}));
    else if (roll < 0.55) await hit(base, 'read', '/api/admin/parking-registrations/export', cookie);
    else if (roll < 0.8) await hit(base, 'read', '/api/admin/stats', cookie);
    else await hit(base, 'read', '/admin/parking-approval', cookie);
    await pause(500, 1000);
  }
}

/** The node process that serves (npm start runs it as a child of npm): the deepest one under `pid`. */
function serverPid(pid: number): number {
  try {
    const children = readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8')
      .trim()
      .split(/\s+/)
      .filter(Boolean);
    return children.length ? serverPid(Number(children[0])) : pid;
  } catch {
    return pid;
  }
}
const memoryMb = (pid: number) => {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const mb = (field: string) =>
    Math.round(Number(new RegExp(`${field}:\\s+(\\d+)`).exec(status)?.[1]) / 1024);
  return { rss: mb('VmRSS'), highWater: mb('VmHWM') };
};

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] : 0;
};

async function main() {
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-day-'));
  const db = process.env.TEST_DATABASE_URL ? await freshDatabase() : null;
  const admins = Array.from({ length: OFFICE }, (_, i) => `office${i}@example.com`);
  let server: ServerProcess | undefined;
  try {
    server = await startServer(
      {
        DATA_DIR: dataDir,
        ADMIN_EMAILS: admins.join(','),
        ...(db?.url ? { DATABASE_URL: db.url } : {}),
      },
      'npm start',
    );
    await db?.database.close();
    const base = server.url;
    console.log(
      `${db ? 'PostgreSQL' : 'embedded database'}: signing up ${RESIDENTS} residents and ${OFFICE} office users…`,
    );
    const residentCookies: string[] = [];
    for (let i = 0; i < RESIDENTS; i++)
      residentCookies.push(await signedInCookie(server, `resident${i}@example.com`));
    const officeCookies: string[] = [];
    for (const email of admins) officeCookies.push(await signedInCookie(server, email));
    const pid = serverPid(server.child.pid!);
    const before = memoryMb(pid);

    const until = Date.now() + SECONDS * 1000;
    await Promise.all([
      ...residentCookies.map((c, i) => pause(0, 1000).then(() => resident(base, c, i, until))),
      ...officeCookies.map((c, i) => pause(0, 1000).then(() => office(base, c, i, until))),
    ]);
    const after = memoryMb(pid);

    const line = (kind: Kind) =>
      `${kind}s: ${timings[kind].length}, p50 ${percentile(timings[kind], 50).toFixed(1)} ms, p99 ${percentile(timings[kind], 99).toFixed(1)} ms`;
    console.log(`${SECONDS} s, ${RESIDENTS} residents and ${OFFICE} office users`);
    console.log(line('read'));
    console.log(line('write'));
    console.log(`errors: ${failures.length}, timeouts: ${timeouts}`);
    console.log('slowest requests (p99):');
    for (const [key, ms] of [...byPath]
      .sort((a, b) => percentile(b[1], 99) - percentile(a[1], 99))
      .slice(0, 6))
      console.log(
        `  ${key}: ${ms.length} requests, p50 ${percentile(ms, 50).toFixed(1)} ms, p99 ${percentile(ms, 99).toFixed(1)} ms`,
      );
    for (const f of failures.slice(0, 10)) console.log(`  ${f}`);
    console.log(
      `server memory: ${before.rss} MB before the load, ${after.rss} MB after, high-water ${after.highWater} MB`,
    );
    const ok =
      failures.length === 0 &&
      timeouts === 0 &&
      percentile(timings.read, 99) < 100 &&
      percentile(timings.write, 99) < 300;
    console.log(ok ? 'met: 0 errors, 0 timeouts, p99 within the goals' : 'NOT MET');
    return ok;
  } finally {
    if (server) {
      server.child.kill('SIGTERM');
      await server.exited;
    }
    await db?.drop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

process.exit((await main()) ? 0 : 1);
