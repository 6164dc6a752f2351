// The screens' catalogues: the shared components' ('common') and each feature folder's
// (src/web/locales/features/<folder>/<locale>.po), and which a page draws (PAGE_MESSAGES). Its own chunk, loaded
// with the first screen, so the map of every part's file stays out of the entry the home page downloads.
import type { Messages } from '@lingui/core';
import type { Locale } from '@/shared/locales';
import { PAGE_MESSAGES } from '@/shared/page-messages';
import type { PagePath } from '@/shared/page-modules';

const parts = {
  ...import.meta.glob<{ messages: Messages }>('../locales/common/*.po'),
  ...import.meta.glob<{ messages: Messages }>('../locales/features/*/*.po'),
};

/** The messages these pages draw beyond the first paint's, in `locale`: the common ones and their folders'. */
export function loadPages(locale: Locale, pages: Iterable<PagePath>) {
  const files = new Set([
    `../locales/common/${locale}.po`,
    ...[...pages].flatMap((page) =>
      PAGE_MESSAGES[page].map((folder) => `../locales/features/${folder}/${locale}.po`),
    ),
  ]);
  return Promise.all([...files].map((file) => parts[file]?.().then((module) => module.messages)));
}
