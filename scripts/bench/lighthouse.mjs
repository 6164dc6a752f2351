// Lighthouse's mobile run (simulated slow 4G on a mid-range phone) on pages of a running server, with Debian's
// Chromium: the four category scores and LCP, TBT and CLS per page, and what cost points.
// Usage: node scripts/bench/lighthouse.mjs http://localhost:3000/ http://localhost:3000/auth [--runs 3] [--json]
//   --runs N           runs each page N times and keeps the run with the median performance score (the machine is noisy)
//   --cookie 'NAME=V'  sends this Cookie header with every request (a signed-in session, e.g. an admin's, for /admin)
//   --json             prints the figures as JSON instead of a table
// Also importable: `audit(urls, { runs, cookie })` resolves to the same figures.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import lighthouse from 'lighthouse';

const CHROMIUM = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];

/** Starts a headless Chromium with a debugging port Lighthouse can drive; resolves when it listens. */
async function launch() {
  const profile = mkdtempSync(join(tmpdir(), 'lighthouse-'));
  const child = spawn(
    CHROMIUM,
    [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--remote-debugging-port=0',
      `--user-data-dir=${profile}`,
      'about:blank',
    ],
    { stdio: ['ignore', 'ignore', 'pipe'] },
  );
  const port = await new Promise((resolve, reject) => {
    let err = '';
    child.stderr.on('data', (d) => {
      err += d;
      const m = err.match(/DevTools listening on ws:\/\/[^:]+:(\d+)\//);
      if (m) resolve(Number(m[1]));
    });
    child.on('exit', (code) => reject(new Error(`${CHROMIUM} exited with ${code}: ${err.slice(-500)}`)));
  });
  return {
    port,
    async close() {
      if (child.exitCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGTERM');
        await exited;
      }
      // Chromium's helper processes can still be writing to the profile for a while after the browser exits; a
      // temporary folder left behind is no reason to lose the figures.
      try {
        rmSync(profile, { recursive: true, force: true, maxRetries: 10, retryDelay: 200 });
      } catch {}
    },
  };
}

const score = (lhr, id) => Math.round((lhr.categories[id]?.score ?? 0) * 100);

/** One page's figures from a Lighthouse result. */
function figures(lhr) {
  const a = lhr.audits;
  return {
    url: lhr.finalDisplayedUrl,
    performance: score(lhr, 'performance'),
    accessibility: score(lhr, 'accessibility'),
    bestPractices: score(lhr, 'best-practices'),
    seo: score(lhr, 'seo'),
    fcpMs: Math.round(a['first-contentful-paint'].numericValue),
    lcpMs: Math.round(a['largest-contentful-paint'].numericValue),
    tbtMs: Math.round(a['total-blocking-time'].numericValue),
    cls: Number(a['cumulative-layout-shift'].numericValue.toFixed(3)),
    // Lighthouse's CPU speed test at the start of the run: the simulated phone is 4x slower than the machine, so
    // on a busy machine (a lower index) blocking time and render delay grow with the load, not with the page.
    benchmarkIndex: Math.round(lhr.environment.benchmarkIndex),
    // Audits that cost points (weighted ones in a category below 100), so a lost point says where it went.
    failing: CATEGORIES.flatMap((c) =>
      (lhr.categories[c]?.auditRefs ?? [])
        .filter((r) => r.weight > 0 && a[r.id].score !== null && a[r.id].score < 0.9)
        .map((r) => `${c}: ${r.id}${a[r.id].displayValue ? ` (${a[r.id].displayValue})` : ''}`),
    ),
  };
}

export async function audit(urls, { runs = 1, cookie } = {}) {
  const results = [];
  for (const url of urls) {
    const tries = [];
    // A run whose trace Lighthouse failed to record (it happens on a busy machine) is run again, twice at most.
    let retries = 2;
    for (let i = 0; i < runs; i++) {
      // A fresh browser per run: no cache or service state carries over from the previous page.
      const chrome = await launch();
      try {
        const r = await lighthouse(url, {
          port: chrome.port,
          onlyCategories: CATEGORIES,
          formFactor: 'mobile',
          throttlingMethod: 'simulate',
          logLevel: 'error',
          extraHeaders: cookie ? { Cookie: cookie } : undefined,
        });
        if (r.lhr.runtimeError) {
          if (retries-- > 0) {
            i--;
            continue;
          }
          throw new Error(`${url}: ${r.lhr.runtimeError.message}`);
        }
        tries.push(figures(r.lhr));
      } finally {
        await chrome.close();
      }
    }
    tries.sort((x, y) => x.performance - y.performance);
    results.push({ ...tries[Math.floor(tries.length / 2)], runs: tries.map((t) => t.performance) });
  }
  return results;
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  const args = process.argv.slice(2);
  const json = args.includes('--json');
  const ri = args.indexOf('--runs');
  const runs = ri >= 0 ? Number(args[ri + 1]) : 1;
  const ci = args.indexOf('--cookie');
  const cookie = ci >= 0 ? args[ci + 1] : undefined;
  const urls = args.filter(
    (a, i) => a.startsWith('http') && args[i - 1] !== '--runs' && args[i - 1] !== '--cookie',
  );
  if (!urls.length) {
    console.error(
      'usage: node scripts/bench/lighthouse.mjs URL [URL ...] [--runs N] [--cookie NAME=VALUE] [--json]',
    );
    process.exit(2);
  }
  const results = await audit(urls, { runs, cookie });
  if (json) console.log(JSON.stringify(results, null, 2));
  else
    for (const r of results) {
      console.log(
        `${r.url}\n  performance ${r.performance}${runs > 1 ? ` (runs: ${r.runs.join(', ')})` : ''}, ` +
          `accessibility ${r.accessibility}, best practices ${r.bestPractices}, SEO ${r.seo}\n` +
          `  FCP ${r.fcpMs} ms, LCP ${r.lcpMs} ms, TBT ${r.tbtMs} ms, CLS ${r.cls}; CPU benchmark index ${r.benchmarkIndex}`,
      );
      for (const f of r.failing) console.log(`  - ${f}`);
    }
}
