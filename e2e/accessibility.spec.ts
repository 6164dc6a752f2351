// Every resident page, for a visitor and for a signed-in resident, at a desktop and a phone width: no serious
// or critical WCAG 2.1 A/AA violation (axe), and no back-office code downloaded. Which chunks are office code
// comes from a build of the same sources with a manifest and source maps (content-hashed names, so they are
// the files the server serves): a chunk is the office's if any of its sources is.
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import { expectAccessible, signUpAndVerify } from './support';

const PAGES = [
  '/',
  '/auth',
  '/dashboard',
  '/membership',
  '/podium-booking',
  '/parking-registration',
  '/house-repair-registration',
  '/announcements',
  '/dos-and-donts',
  '/feedback',
  '/member-invoices',
  '/no-such-page',
];
const WIDTHS = [
  { width: 1280, height: 900 },
  { width: 390, height: 844 },
];
const OFFICE = /features\/admin\/|\/admin-[^/]+\.tsx?$|-admin\.ts$|node_modules\/csv-/;
const BUNDLE = '.e2e/bundle';

// One worker runs both tests in turn, after one build.
test.describe.configure({ mode: 'default' });

let entry = '';
const office = new Set<string>();

test.beforeAll(async () => {
  test.setTimeout(240_000);
  rmSync(BUNDLE, { recursive: true, force: true });
  execFileSync(
    'npx',
    [
      'vite',
      'build',
      '--manifest',
      '--sourcemap',
      '--logLevel',
      'warn',
      '--outDir',
      join(process.cwd(), BUNDLE),
    ],
    { stdio: 'inherit' },
  );
  const manifest: Record<string, { file: string; isEntry?: boolean }> = JSON.parse(
    readFileSync(join(BUNDLE, '.vite/manifest.json'), 'utf8'),
  );
  entry = Object.values(manifest)
    .find((c) => c.isEntry)!
    .file.replace('assets/', '');
  for (const { file } of Object.values(manifest)) {
    const map = join(BUNDLE, `${file}.map`);
    if (!file.endsWith('.js') || !existsSync(map)) continue;
    const { sources } = JSON.parse(readFileSync(map, 'utf8')) as { sources: string[] };
    if (sources.some((s) => OFFICE.test(s))) office.add(file.replace('assets/', ''));
  }
  expect(office.size, 'office chunks found in the manifest').toBeGreaterThan(5);
});

/** Names of the JavaScript files the page fetches, from now on. */
function recordScripts(page: Page) {
  const names = new Set<string>();
  page.on('response', (r) => {
    const url = new URL(r.url());
    if (url.pathname.endsWith('.js')) names.add(url.pathname.split('/').pop()!);
  });
  return names;
}

async function checkEveryPage(page: Page) {
  const scripts = recordScripts(page);
  for (const viewport of WIDTHS) {
    await page.setViewportSize(viewport);
    for (const path of PAGES) {
      await test.step(`${path} at ${viewport.width} px`, async () => {
        await page.goto(path);
        await page.waitForLoadState('networkidle');
        await expect(page.getByRole('status', { name: 'Loading' })).toHaveCount(0);
        await expectAccessible(page);
      });
    }
  }
  // The check below means something only if the served build is the one analysed.
  expect([...scripts], 'the served entry is the analysed build').toContain(entry);
  const leaked = [...scripts].filter((name) => name.startsWith('admin-') || office.has(name));
  expect(leaked, 'back-office chunks fetched on resident pages').toEqual([]);
}

test('a visitor: every page is accessible at 1280 and 390 px and loads no office code', async ({ page }) => {
  test.setTimeout(180_000);
  await checkEveryPage(page);
});

test('a signed-in resident: every page is accessible at 1280 and 390 px and loads no office code', async ({
  page,
}) => {
  test.setTimeout(240_000);
  await signUpAndVerify(page);
  await checkEveryPage(page);
});
