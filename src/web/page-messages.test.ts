// Each page's list of message folders (src/shared/page-modules.ts) against its code: a page drawing a component of
// another feature folder must download that folder's catalogue too, or its messages would show as bare ids.
import { relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { PAGE_MESSAGES } from '@/shared/page-messages';
import { PAGE_MODULES, type PagePath } from '@/shared/page-modules';
import {
  drawsMessages,
  FEATURES_DIR,
  messageFolders,
  OFFICE_COMPONENTS,
  reached,
} from './locales/message-folders';

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

describe.each(Object.keys(PAGE_MODULES).filter((path) => !path.startsWith('/admin')) as PagePath[])(
  'the resident page %s',
  (path) => {
    it('draws none of the office-only components (their messages come with the office frame only)', () => {
      const files = reached(`${FEATURES_DIR}/${PAGE_MODULES[path]}.tsx`);
      expect(OFFICE_COMPONENTS.filter((file) => files.has(file))).toEqual([]);
    });
  },
);

it('finds the imports it follows', () => {
  // The dashboard draws the pay-by-UPI panel of another folder: a walker missing imports would find only its own.
  expect(
    [...reached(`${FEATURES_DIR}/dashboard/dashboard-page.tsx`)].some((f) => f.includes('reported-payments')),
  ).toBe(true);
});
