// Each page's list of message folders (src/shared/page-modules.ts) against its code: a page drawing a component of
// another feature folder must download that folder's catalogue too, or its messages would show as bare ids.
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { PAGE_MESSAGES } from '@/shared/page-messages';
import { PAGE_MODULES, type PagePath } from '@/shared/page-modules';
import { drawsMessages, FEATURES_DIR, messageFolders } from './locales/message-folders';

// Imports that bring code (static, re-exports and lazy ones), not `import type`.
const IMPORT = /^\s*(?:import|export)\s+(?!type\b)[^'";]*?from\s+'([^']+)'|import\(\s*'([^']+)'\s*\)/gm;

/** The web source file an import names (an alias or a relative path), or null for a package's or the server's. */
function resolve(from: string, specifier: string): string | null {
  const base = specifier.startsWith('@/web/')
    ? join('src/web', specifier.slice('@/web/'.length))
    : specifier.startsWith('.')
      ? join(dirname(from), specifier)
      : null;
  if (!base) return null;
  return (
    ['', '.tsx', '.ts', '/index.ts', '/index.tsx']
      .map((ext) => base + ext)
      .find((f) => existsSync(f) && /\.tsx?$/.test(f)) ?? null
  );
}

/** Every web source file a module brings in, itself included. */
function reached(file: string, seen = new Set<string>()) {
  if (seen.has(file)) return seen;
  seen.add(file);
  for (const match of readFileSync(file, 'utf8').matchAll(IMPORT)) {
    const next = resolve(file, match[1] ?? match[2]);
    if (next) reached(next, seen);
  }
  return seen;
}

const withCatalogue = new Set(messageFolders());

describe.each(Object.keys(PAGE_MODULES) as PagePath[])('the page %s', (path) => {
  it('downloads the catalogue of every feature folder whose messages its code draws', () => {
    const folders = [...reached(`${FEATURES_DIR}/${PAGE_MODULES[path]}.tsx`)]
      .filter(drawsMessages)
      .map((file) => relative(FEATURES_DIR, file).split('/')[0])
      .filter((folder) => withCatalogue.has(folder));
    expect([...PAGE_MESSAGES[path]].sort()).toEqual([...new Set(folders)].sort());
  });
});

it('finds the imports it follows', () => {
  // The dashboard draws the pay-by-UPI panel of another folder: a walker missing imports would find only its own.
  expect(
    [...reached(`${FEATURES_DIR}/dashboard/dashboard-page.tsx`)].some((f) => f.includes('reported-payments')),
  ).toBe(true);
});
