// Restart: `npm start` on an existing data folder, from the command to the first page answered; and, reported, the
// first start on an empty folder (which makes the embedded database). Part of npm run bench (scripts/bench/run.ts).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startServer } from '../../src/server/test/server-process.ts';
import { met, type Row } from './support.ts';

const RESTART_GOAL_MS = 1_000;
const RESTARTS = 3;

/** Milliseconds from `npm start` to the home page's 200, then a graceful stop. */
async function firstPage(dataDir: string) {
  const started = performance.now();
  const server = await startServer({ DATA_DIR: dataDir, LOG_LEVEL: 'warn' }, 'npm start', {
    ready: '/',
    pollMs: 5,
  });
  const ms = performance.now() - started;
  // Stopped once ready, so each run begins on a folder left as a stop leaves it.
  while (
    !(await fetch(`${server.url}/api/health`).then(
      (r) => r.ok,
      () => false,
    ))
  )
    await new Promise((r) => setTimeout(r, 50));
  server.child.kill('SIGTERM');
  if ((await server.exited) !== 0) throw new Error(`npm start did not stop cleanly:\n${server.output()}`);
  return ms;
}

/** npm run build must have run: the restart measured is that of a built checkout. */
export async function benchStartup(): Promise<Row[]> {
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-start-'));
  try {
    const first = await firstPage(dataDir);
    const restarts: number[] = [];
    for (let i = 0; i < RESTARTS; i++) restarts.push(await firstPage(dataDir));
    restarts.sort((a, b) => a - b);
    const median = restarts[Math.floor(RESTARTS / 2)];
    return [
      {
        figure: 'npm start on an existing data folder, to the first page (median of 3)',
        goal: `≤ ${RESTART_GOAL_MS} ms`,
        measured: `${median.toFixed(0)} ms (${restarts.map((ms) => ms.toFixed(0)).join(', ')})`,
        met: met(median <= RESTART_GOAL_MS),
      },
      {
        figure: 'npm start on an empty data folder, to the first page',
        goal: 'reported',
        measured: `${first.toFixed(0)} ms`,
        met: '—',
      },
    ];
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}
