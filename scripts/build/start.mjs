// npm start: build what is missing or older than its sources (the web app with vite, the server with esbuild), then
// run the compiled server. Plain JavaScript, so a restart spends no time transpiling anything.
// package.json starts it with two memory settings for a 1 GB server (tests and benches start the server alike):
// - --max-semi-space-size=4 (MB): V8's young generation otherwise grows to 16 MB per semi-space, 32 MB of resident
//   memory kept for good; at 4 the server answers the bench's reads at the same rate;
// - MALLOC_ARENA_MAX=2: glibc otherwise gives each thread that allocates (libuv's pool, V8's helpers) an arena of
//   its own, each holding freed memory; two keep the high-water mark through 30 s of reads 20-30 MB lower.
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

/** The newest modification time under a path (0 when it does not exist). */
function newest(path) {
  if (!existsSync(path)) return 0;
  const s = statSync(path);
  if (!s.isDirectory()) return s.mtimeMs;
  return Math.max(0, ...readdirSync(path).map((f) => newest(join(path, f))));
}

const stale = (built, sources) =>
  !existsSync(built) || Math.max(...sources.map(newest)) > statSync(built).mtimeMs;

const builds = [
  {
    what: 'the web app',
    // Built last by scripts/build/web.mjs, after dist/web.
    built: 'dist/prerender/prerender.js',
    sources: [
      'src/web',
      'src/shared',
      'public',
      'vite.config.ts',
      'scripts/build/precompress.ts',
      'scripts/build/web.mjs',
      'package-lock.json',
    ],
    command: [process.execPath, 'scripts/build/web.mjs'],
  },
  {
    what: 'the server',
    built: 'dist/server/main.js',
    sources: ['src/server', 'src/shared', 'scripts/build/server.mjs', 'package-lock.json'],
    command: [process.execPath, 'scripts/build/server.mjs'],
  },
];
for (const b of builds) {
  if (!stale(b.built, b.sources)) continue;
  console.log(`Building ${b.what}…`);
  execFileSync(b.command[0], b.command.slice(1), { stdio: 'inherit' });
}
await import('../../dist/server/main.js');
