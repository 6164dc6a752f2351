// Which feature folders have a catalogue of their own (lingui.config.ts): those whose resident code draws a
// message (the home page's are the first paint's), and the back-office's parts: its frame's, its dashboard's and
// each feature folder's office screens'.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';

export const FEATURES_DIR = 'src/web/features';
const OFFICE_OR_TEST = /^(use-)?admin-|\.test\./;
const OFFICE = /^(use-)?admin-/;
const draws = (file: string) => /from '@lingui\//.test(readFileSync(file, 'utf8'));

/** A resident source file that draws messages (a Lingui macro or hook). */
export const drawsMessages = (file: string) =>
  !OFFICE_OR_TEST.test(file.split('/').at(-1) ?? file) && draws(file);

export function messageFolders(root = FEATURES_DIR): string[] {
  return readdirSync(root, { withFileTypes: true })
    .filter((dir) => dir.isDirectory() && dir.name !== 'admin' && dir.name !== 'home')
    .filter((dir) =>
      readdirSync(join(root, dir.name)).some((file) => drawsMessages(join(root, dir.name, file))),
    )
    .map((dir) => dir.name)
    .sort();
}

/**
 * The shared components only the back-office draws (its tables, confirm dialogs and print previews): their messages are in the office
 * frame's catalogue, which comes with the frame, not in the common one every resident page downloads.
 * page-messages.test.ts checks that no resident page reaches them.
 */
export const OFFICE_COMPONENTS = [
  'data-table.tsx',
  'active-status.tsx',
  'confirm-dialog-view.tsx',
  'print-preview-sheet.tsx',
].map((file) => `src/web/components/${file}`);

/** The back-office dashboard's files (in features/admin, beside the frame's): a part of their own. */
export const OFFICE_DASHBOARD = [
  'admin-dashboard.tsx',
  'admin-audit-log.tsx',
  'audit-entry.tsx',
  'recent-activity-dialog.tsx',
  'stats-report-dialog.tsx',
].map((file) => `${FEATURES_DIR}/admin/${file}`);

/**
 * The back-office catalogue part a source file's messages are in: null for the frame's (features/admin and the
 * office's shared components, downloaded with the frame) or a resident's file; 'dashboard'; or its feature folder.
 */
export function officePart(file: string): string | null {
  const name = file.split('/').at(-1) ?? file;
  if (OFFICE_DASHBOARD.includes(file)) return 'dashboard';
  if (!file.startsWith(`${FEATURES_DIR}/`) || file.startsWith(`${FEATURES_DIR}/admin/`)) return null;
  return OFFICE.test(name) && !name.includes('.test.') && draws(file)
    ? relative(FEATURES_DIR, file).split('/')[0]
    : null;
}

/** The feature folders whose office screens draw messages: each has a back-office catalogue part of its own. */
export const officeFolders = (root = FEATURES_DIR): string[] =>
  readdirSync(root, { withFileTypes: true })
    .filter((dir) => dir.isDirectory() && dir.name !== 'admin')
    .filter((dir) => readdirSync(join(root, dir.name)).some((file) => officePart(join(root, dir.name, file))))
    .map((dir) => dir.name)
    .sort();

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

/** Every web source file a module brings in, itself included (for the tests that check the lists of parts). */
export function reached(file: string, seen = new Set<string>()) {
  if (seen.has(file)) return seen;
  seen.add(file);
  for (const match of readFileSync(file, 'utf8').matchAll(IMPORT)) {
    const next = resolve(file, match[1] ?? match[2]);
    if (next) reached(next, seen);
  }
  return seen;
}
