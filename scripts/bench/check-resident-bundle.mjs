// Prints the JavaScript each resident page loads (gzip: the entry and the page chunk with their static imports;
// the entry alone for a page bundled into it; with its messages in the heaviest of the three languages), and fails if
// a page is missing from the build or loads back-office code, which must stay in lazy chunks a resident never
// downloads; and fails if the entry holds TanStack Query, which loads with the screens.
// The budgets themselves are held where issue 19 measures them, in a browser against the built server
// (scripts/bench/page-downloads.ts, run by CI): this build's estimate (source maps, every message of a page's folders,
// the static graph rather than what loads) differs from what a phone downloads by -0.8 to +4.2 kB a page, so a page
// over budget here is flagged, not failed.
// Usage: npx vite build --manifest --sourcemap --outDir "$PWD/.ci-bundle" && node scripts/bench/check-resident-bundle.mjs .ci-bundle
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { constants, gzipSync } from 'node:zlib';

const [dir = 'dist'] = process.argv.slice(2);
const manifest = JSON.parse(readFileSync(join(dir, '.vite/manifest.json'), 'utf8'));
// Office-only source: the admin feature folder, admin screens and contracts, and the libraries only they use.
const OFFICE = /features\/admin\/|\/admin-[^/]+\.tsx?$|-admin\.ts$|node_modules\/csv-/;

function closure(key, seen = new Set()) {
  const chunk = manifest[key];
  if (!chunk || seen.has(chunk.file)) return seen;
  seen.add(chunk.file);
  for (const i of chunk.imports ?? []) closure(i, seen);
  return seen;
}

// The sources of a built file; bundler-made helper chunks have no source map (and no sources of ours).
const sourcesOf = (file) =>
  existsSync(join(dir, `${file}.map`))
    ? JSON.parse(readFileSync(join(dir, `${file}.map`), 'utf8')).sources
    : [];

const entry = Object.keys(manifest).find((k) => manifest[k].isEntry);
const entrySources = sourcesOf(manifest[entry].file);
// Every resident page of the sources (manifest keys are relative to the web root, src/web).
const pages = readdirSync('src/web/features', { recursive: true, encoding: 'utf8' })
  .map((f) => `features/${f}`)
  .filter((k) => /features\/(?!admin\/)[^/]+\/[^/]+-page\.tsx$/.test(k))
  .sort();
/** The page's own chunk, or the entry when the page is bundled into it; undefined when the build lacks it. */
const chunkOf = (page) =>
  manifest[page] ? page : entrySources.some((s) => s.endsWith(`/${page}`)) ? entry : undefined;
const LANGUAGES = ['en', 'mr', 'hi'];
// Issue 11's budgets (kB gzip): the home page a visitor lands on, and every other resident screen.
const budget = (page) => (page.endsWith('home/home-page.tsx') ? 100 : 150);
let leaks = 0;
let overBudget = 0;
let missing = 0;
for (const page of pages) {
  if (!chunkOf(page)) {
    console.log(`${page.padEnd(48)} not in the build`);
    missing++;
    continue;
  }
  const code = [...closure(chunkOf(page), closure(entry))].filter((f) => f.endsWith('.js'));
  // Plus its messages in the person's language (src/web/lib/i18n.ts): the first paint's, and a screen's too (the map
  // of the screens' catalogues, the common ones and those of every feature folder its own code comes from); the page is held to its budget in the
  // language whose messages weigh most.
  const inEntry = closure(entry);
  const folders = new Set(
    code
      .filter((f) => !inEntry.has(f))
      .flatMap((f) => sourcesOf(f).map((s) => /features\/([^/]+)\//.exec(s)?.[1]))
      .filter(Boolean),
  );
  const messagesIn = (lang) =>
    [
      `locales/${lang}.po`,
      ...(chunkOf(page) === entry
        ? []
        : [
            'lib/catalogue-parts.ts',
            `locales/common/${lang}.po`,
            ...[...folders].map((folder) => `locales/features/${folder}/${lang}.po`),
          ]),
    ]
      .filter((key) => manifest[key])
      .map((key) => manifest[key].file);
  // At the level the build's .gz copies are made (scripts/build/precompress.ts): what the server sends.
  const sizeOf = (files) =>
    files.reduce(
      (sum, f) => sum + gzipSync(readFileSync(join(dir, f)), { level: constants.Z_BEST_COMPRESSION }).length,
      0,
    );
  const bytes = Math.max(...LANGUAGES.map((lang) => sizeOf([...code, ...messagesIn(lang)])));
  const files = code;
  const office = files.flatMap((f) => sourcesOf(f).filter((s) => OFFICE.test(s)));
  const kB = bytes / 1000;
  const over = kB > budget(page) ? `, estimate over by ${(kB - budget(page)).toFixed(1)} kB` : '';
  if (over) overBudget++;
  console.log(`${page.padEnd(48)} ${kB.toFixed(1).padStart(5)} kB  (budget ${budget(page)} kB${over})`);
  for (const s of new Set(office)) console.log(`  back-office code in a resident page: ${s}`);
  leaks += office.length;
}
if (!pages.length) throw new Error('no resident pages under src/web/features');
if (overBudget)
  console.log(
    `${overBudget} page(s) over budget by this estimate: see the in-browser figures (page-downloads)`,
  );
// The screens' query library comes with their code (src/web/router.tsx): the home page's budget has no room for it.
const queriesInEntry = entrySources.filter((s) => s.includes('node_modules/@tanstack/'));
if (queriesInEntry.length)
  console.log(`TanStack Query in the entry (${queriesInEntry.length} files): it belongs with the screens`);
process.exit(leaks || missing || queriesInEntry.length ? 1 : 0);
