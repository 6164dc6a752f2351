// What a phone downloads: every page of the built server opened in Chromium, as a visitor, a signed-in resident
// and an office user, counting the JavaScript fetched from the first request until the network has been idle
// for a second (lazy chunks, the toaster and idle-time loads included), gzip, in every language (the office's
// screens too: they download a catalogue of their own). Fails a page over its budget:
// home ≤ 100 kB, every other resident page ≤ 150 kB, every back-office screen ≤ 200 kB (issue 19).
// Usage: npm run build && npm run bench -- --only page-downloads     (CI runs it)
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium, type Page } from 'playwright-core';
import { startServer } from '../../src/server/test/server-process.ts';
import { LANGUAGE_COOKIE, LOCALES, type Locale } from '../../src/shared/locales.ts';
import { PAGE_MODULES } from '../../src/shared/page-modules.ts';
import { ADMIN_NAV } from '../../src/web/features/admin/admin-nav.ts';
import { signedInCookie } from './throughput.ts';

export interface PageDownload {
  path: string;
  who: 'visitor' | 'resident' | 'office';
  language: Locale;
  kB: number;
  files: number;
  budget: number;
}

/** The visitor's two pages, and every resident page of the router's table (src/shared/page-modules.ts) with the
 * home and 404 pages: the paths without a parameter, as a signed-in resident opens them. */
const VISITOR = ['/', '/auth'];
const RESIDENT = [
  '/',
  ...Object.keys(PAGE_MODULES).filter((p) => !/[:*]/.test(p) && p !== '/auth'),
  '/no-such-page',
];
const OFFICE = [...new Set(ADMIN_NAV.flatMap((g) => g.links.map((l) => l.to)))].filter((p) =>
  p.startsWith('/admin'),
);
const budgetOf = (path: string, who: PageDownload['who']) =>
  who === 'office' ? 200 : path === '/' ? 100 : 150;
/** A second without a request in flight: what "the network has been idle" means here. */
const IDLE_MS = 1000;

/** The JavaScript (gzip bytes, files) one fresh page load fetches until the network is idle for IDLE_MS. */
async function measure(page: Page, url: string) {
  const sizes: Promise<number>[] = [];
  const names: string[] = [];
  let inFlight = 0;
  let lastActivity = Date.now();
  const touch = () => {
    lastActivity = Date.now();
  };
  page.on('request', () => {
    inFlight++;
    touch();
  });
  const done = () => {
    inFlight = Math.max(0, inFlight - 1);
    touch();
  };
  page.on('requestfailed', done);
  page.on('requestfinished', done);
  page.on('response', (r) => {
    const type = r.request().resourceType();
    if (type === 'script' || r.url().endsWith('.js')) {
      names.push(new URL(r.url()).pathname);
      sizes.push(
        r.body().then(
          (b) => gzipSync(b, { level: 9 }).length,
          () => 0,
        ),
      );
    }
  });
  await page.goto(url, { waitUntil: 'load' });
  while (inFlight > 0 || Date.now() - lastActivity < IDLE_MS) await page.waitForTimeout(100);
  const all = await Promise.all(sizes);
  if (process.env.VERBOSE)
    for (const [i, n] of names.entries()) console.log(`    ${(all[i] / 1024).toFixed(1)} kB ${n}`);
  return { kB: Math.round(all.reduce((a, b) => a + b, 0) / 102.4) / 10, files: all.length };
}

export async function benchPageDownloads(): Promise<PageDownload[]> {
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-downloads-'));
  const admin = 'downloads.office@example.com';
  const server = await startServer({ DATA_DIR: dataDir, ADMIN_EMAILS: admin }, 'compiled');
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu'],
  });
  try {
    const cookies = {
      visitor: null,
      resident: await signedInCookie(server),
      office: await signedInCookie(server, admin),
    };
    const plan: [PageDownload['who'], string[]][] = [
      ['visitor', VISITOR],
      ['resident', RESIDENT],
      ['office', OFFICE],
    ];
    const results: PageDownload[] = [];
    for (const [who, paths] of plan) {
      for (const language of LOCALES)
        for (const path of paths) {
          // A phone: its width and touch, and nothing cached from the page before.
          const context = await browser.newContext({
            viewport: { width: 390, height: 844 },
            isMobile: true,
            hasTouch: true,
          });
          // The language a person chose on this phone (the resident's account has none, so the cookie decides).
          await context.addCookies([{ name: LANGUAGE_COOKIE, value: language, url: server.url }]);
          const cookie = cookies[who];
          if (cookie) {
            const [name, ...value] = cookie.split('=');
            await context.addCookies([{ name, value: value.join('='), url: server.url }]);
          }
          const page = await context.newPage();
          if (process.env.VERBOSE) console.log(`${who} ${language} ${path}`);
          const { kB, files } = await measure(page, server.url + path);
          results.push({ path, who, language, kB, files, budget: budgetOf(path, who) });
          await context.close();
        }
    }
    return results;
  } finally {
    await browser.close();
    server.child.kill('SIGTERM');
    await server.exited;
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** Prints the table; the exit code says whether every page is within its budget. */
if (import.meta.url === `file://${process.argv[1]}`) {
  const results = await benchPageDownloads();
  let over = 0;
  console.log('who       lang page                            JavaScript (gzip)   budget');
  for (const r of results) {
    const ok = r.kB <= r.budget;
    if (!ok) over++;
    console.log(
      `${r.who.padEnd(9)} ${r.language.padEnd(4)} ${r.path.padEnd(31)} ${`${r.kB} kB in ${r.files} files`.padEnd(19)} ≤ ${r.budget} kB${ok ? '' : '  OVER BUDGET'}`,
    );
  }
  console.log(over ? `${over} page(s) over budget` : 'every page within its budget');
  process.exit(over ? 1 : 0);
}
