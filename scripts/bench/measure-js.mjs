// Loads pages in Chromium and reports the JavaScript each one fetched, gzip-compressed.
// Usage: node scripts/bench/measure-js.mjs http://localhost:3000 / /auth [--cookie "name=value"]
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

const require = createRequire(join(process.cwd(), 'package.json'));
const { chromium } = require('playwright-core');
const args = process.argv.slice(2);
const ci = args.indexOf('--cookie');
const cookie = ci >= 0 ? args.splice(ci, 2)[1] : '';
const [base, ...paths] = args;

const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu'],
});
for (const path of paths) {
  const ctx = await browser.newContext();
  if (cookie) {
    const [name, ...v] = cookie.split('=');
    await ctx.addCookies([{ name, value: v.join('='), url: base }]);
  }
  const page = await ctx.newPage();
  const bodies = [];
  const names = [];
  page.on('response', (r) => {
    if (!r.url().endsWith('.js')) return;
    names.push(r.url());
    bodies.push(r.body().then((b) => gzipSync(b).length));
  });
  await page.goto(base + path, { waitUntil: 'networkidle' });
  // Lazy chunks start after the first render; give them time to arrive.
  await page.waitForTimeout(1500);
  await page.waitForLoadState('networkidle');
  const sizes = await Promise.all(bodies);
  const total = sizes.reduce((a, b) => a + b, 0);
  console.log(`${path}\t${(total / 1024).toFixed(1)} kB gzip in ${sizes.length} files`);
  if (process.env.VERBOSE)
    for (const [u, n] of names.map((u, i) => [u, sizes[i]]))
      console.log(`  ${(n / 1024).toFixed(1)}\t${u.split('/').pop()}`);
  await ctx.close();
}
await browser.close();
