// The residents' pages: JavaScript each one downloads, estimated from the build (scripts/bench/check-resident-bundle.mjs,
// which fails on back-office code; the budgets are held in a browser by page-downloads.ts) and Lighthouse's mobile audit of the home and sign-in pages and of
// the office's screens (scripts/bench/lighthouse.mjs). Part of npm run bench (scripts/bench/run.ts).
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { type ServerProcess, startServer } from '../../src/server/test/server-process.ts';
// @ts-expect-error: a plain ES module without types
import { audit } from './lighthouse.mjs';
import { met, type Row } from './support.ts';
import { signedInCookie } from './throughput.ts';

/** Builds with a manifest and source maps, and sizes every resident page; `ok` is the check's verdict. */
export function benchBundle(): { rows: Row[]; ok: boolean } {
  const out = mkdtempSync(join(tmpdir(), 'bench-bundle-'));
  try {
    const run = (command: string, args: string[]) => spawnSync(command, args, { encoding: 'utf8' });
    const built = run('npx', [
      'vite',
      'build',
      '--manifest',
      '--sourcemap',
      '--outDir',
      out,
      '--emptyOutDir',
      '--logLevel',
      'warn',
    ]);
    if (built.status !== 0) throw new Error(`vite build failed:\n${built.stderr}`);
    const check = run(process.execPath, ['scripts/bench/check-resident-bundle.mjs', out]);
    process.stdout.write(check.stdout);
    const pages = [...check.stdout.matchAll(/^features\/[^/]+\/(\S+)-page\.tsx\s+([\d.]+) kB/gm)].map(
      (m) => ({
        page: m[1],
        kB: Number(m[2]),
      }),
    );
    const home = pages.find((p) => p.page === 'home');
    const largest = pages.filter((p) => p !== home).sort((a, b) => b.kB - a.kB)[0];
    if (!home || !largest) throw new Error(`no page sizes in the bundle check's output:\n${check.stdout}`);
    const leaks = (check.stdout.match(/back-office code in a resident page/g) ?? []).length;
    return {
      ok: check.status === 0,
      rows: [
        {
          figure: 'home page JavaScript for a visitor (gzip)',
          goal: '≤ 100 kB',
          measured: `${home.kB} kB`,
          met: met(home.kB <= 100),
        },
        {
          figure:
            'largest signed-in resident page JavaScript (gzip, static estimate; page-downloads decides)',
          goal: '≤ 150 kB',
          measured: `${largest.kB} kB (${largest.page})`,
          met: met(largest.kB <= 150),
        },
        {
          figure: 'back-office modules in resident pages',
          goal: 'none',
          measured: String(leaks),
          met: met(leaks === 0),
        },
      ],
    };
  } finally {
    rmSync(out, { recursive: true, force: true });
  }
}

interface Audit {
  url: string;
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  lcpMs: number;
  tbtMs: number;
  benchmarkIndex: number;
  runs: number[];
}

/** A 1600 × 1000 photograph-like JPEG: the home page's gallery shows the society's pictures. */
const photo = () =>
  sharp({ create: { width: 1600, height: 1000, channels: 3, background: { r: 70, g: 120, b: 160 } } })
    .composite([
      {
        input: Buffer.from(
          '<svg width="1600" height="1000"><circle cx="800" cy="500" r="400" fill="#e8c070"/></svg>',
        ),
      },
    ])
    .jpeg({ quality: 80 })
    .toBuffer();

/** The office's screens audited on a phone (issue 19): the dashboard, analytics, announcements and the longest
 * approval table (parking: seven columns, as house repairs has, and the most in each row). */
export const OFFICE_SCREENS = [
  '/admin',
  '/admin/analytics',
  '/admin/announcements',
  '/admin/parking-approval',
];

/** The built server on a fresh data folder with an office user, for `use`; stopped afterwards. */
async function withOfficeServer<T>(
  use: (server: ServerProcess, officeCookie: string) => Promise<T>,
): Promise<T> {
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-lighthouse-'));
  const admin = 'bench.office@example.com';
  const server = await startServer({ DATA_DIR: dataDir, ADMIN_EMAILS: admin }, 'compiled');
  try {
    return await use(server, await signedInCookie(server, admin));
  } finally {
    server.child.kill('SIGTERM');
    await server.exited;
    rmSync(dataDir, { recursive: true, force: true });
  }
}

const pathOf = (r: Audit) => new URL(r.url).pathname;
const performanceRow = (r: Audit, runs: number): Row => ({
  figure: `Lighthouse mobile ${pathOf(r)}: performance (median of ${runs})`,
  goal: '≥ 95',
  measured: `${r.performance} (runs: ${r.runs.join(', ')})`,
  met: met(r.performance >= 95),
});

/** Lighthouse mobile on `/` and `/auth` of the built server, with one gallery picture as a society has. */
export function benchLighthouse(runs: number): Promise<Row[]> {
  return withOfficeServer(async (server, cookie) => {
    const form = new FormData();
    for (const [k, v] of Object.entries({ title: 'The podium garden', category: 'view', display_order: '1' }))
      form.set(k, v);
    form.set('image', new Blob([new Uint8Array(await photo())], { type: 'image/jpeg' }), 'garden.jpg');
    const added = await fetch(`${server.url}/api/admin/gallery`, {
      method: 'POST',
      headers: { cookie },
      body: form,
    });
    if (!added.ok) throw new Error(`gallery upload answered ${added.status}: ${await added.text()}`);
    const results: Audit[] = await audit([`${server.url}/`, `${server.url}/auth`], { runs });
    return results.flatMap((r) => [
      performanceRow(r, runs),
      {
        figure: `Lighthouse mobile ${pathOf(r)}: accessibility, best practices, SEO`,
        goal: '100, 100, ≥ 95',
        measured: `${r.accessibility}, ${r.bestPractices}, ${r.seo}`,
        met: met(r.accessibility === 100 && r.bestPractices === 100 && r.seo >= 95),
      },
      {
        figure: `Lighthouse mobile ${pathOf(r)}: largest contentful paint`,
        goal: '< 2.0 s',
        measured: `${(r.lcpMs / 1000).toFixed(2)} s`,
        met: met(r.lcpMs < 2000),
      },
    ]);
  });
}

/** Lighthouse mobile on the office's screens, signed in as an office user, on a fresh society. (Their SEO score is
 * not a goal: the back-office asks search engines not to index it.) */
export function benchOfficeLighthouse(runs: number): Promise<Row[]> {
  return withOfficeServer(async (server, cookie) => {
    const results: Audit[] = await audit(
      OFFICE_SCREENS.map((path) => server.url + path),
      { runs, cookie },
    );
    return results.flatMap((r) => [
      {
        ...performanceRow(r, runs),
        // Blocking time and Lighthouse's CPU index say how much of a low score was the machine's load.
        measured: `${r.performance} (runs: ${r.runs.join(', ')}; LCP ${(r.lcpMs / 1000).toFixed(2)} s, TBT ${r.tbtMs} ms, CPU index ${r.benchmarkIndex})`,
      },
      {
        figure: `Lighthouse mobile ${pathOf(r)}: accessibility`,
        goal: '100',
        measured: String(r.accessibility),
        met: met(r.accessibility === 100),
      },
    ]);
  });
}
