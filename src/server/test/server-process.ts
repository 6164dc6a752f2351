// The real server (src/server/main.ts) in a child process, for what only a process shows: several processes on
// one database, stopping on a signal, surviving a kill.
import { type ChildProcess, spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:net';

export interface ServerProcess {
  url: string;
  child: ChildProcess;
  /** Resolves with the exit code (null when killed by a signal). */
  exited: Promise<number | null>;
  /** Everything it printed so far. */
  output(): string;
}

export const freePort = () =>
  new Promise<number>((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });

/** npm start's command line (package.json): its environment settings and Node flags, so every entry runs alike. */
const startWords = (
  JSON.parse(readFileSync(new URL('../../../package.json', import.meta.url), 'utf8')) as {
    scripts: { start: string };
  }
).scripts.start.split(' ');
const START_ENV = Object.fromEntries(
  startWords.filter((word) => /^[A-Z_]+=/.test(word)).map((word) => word.split('=')),
);
const START_FLAGS = startWords.filter((word) => word.startsWith('--'));

const ENTRIES = {
  source: [process.execPath, '--import', 'tsx', 'src/server/main.ts'],
  compiled: [process.execPath, ...START_FLAGS, 'dist/server/main.js'],
  'npm start': ['npm', 'start'],
};

/**
 * `entry`: the sources through tsx (default), the compiled server, or npm start itself. Resolves once `ready`
 * answers 200, asked every `pollMs`.
 */
export async function startServer(
  env: Record<string, string>,
  entry: keyof typeof ENTRIES = 'source',
  { ready = '/api/health', pollMs = 100 } = {},
): Promise<ServerProcess> {
  const port = await freePort();
  const [command, ...args] = ENTRIES[entry];
  const child = spawn(command, args, {
    env: {
      PATH: process.env.PATH,
      ...START_ENV,
      HOST: '127.0.0.1',
      PORT: String(port),
      AUTH_SECRET: 'process-test-secret-that-is-long-enough-0123',
      SIGNUP_LIMIT_PER_HOUR: '100000',
      LOG_LEVEL: 'info',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  child.stdout!.on('data', (d) => (out += d));
  child.stderr!.on('data', (d) => (out += d));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 120_000; // a loaded CI machine may take a while to transpile and migrate
  // Ready once it answers, whatever LOG_LEVEL lets it print.
  while (
    !(await fetch(url + ready).then(
      (r) => r.ok,
      () => false,
    ))
  ) {
    if (child.exitCode !== null || Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`the server did not start (exit code ${child.exitCode}):\n${out}`);
    }
    await new Promise((r) => setTimeout(r, pollMs));
  }
  return { url, child, exited, output: () => out };
}
