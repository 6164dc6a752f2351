// The active language's messages (Lingui). Each catalogue is its own chunk per language, compiled from its .po file
// at build time (@lingui/vite-plugin), so a person downloads only their language's, and only the parts the pages
// they open draw; messages a catalogue lacks were filled with the English text when it was compiled.
import { i18n, type Messages } from '@lingui/core';
import { INTL_LOCALE, LANGUAGE_TAG, type Locale } from '@/shared/locales';
import type { PagePath } from '@/shared/page-modules';
import { setDisplayLocale } from './utils';

type Catalogue = () => Promise<{ messages: Messages }>;
// The first paint's messages (the entry's code) come before the first render; the rest with the screens that
// draw them (router.tsx), so the home page downloads only what it draws. See lingui.config.ts.
const firstPaint: Record<Locale, Catalogue> = {
  en: () => import('../locales/en.po'),
  mr: () => import('../locales/mr.po'),
  hi: () => import('../locales/hi.po'),
};
// The screens' catalogues (lib/catalogue-parts.ts) come with the first screen: the map of their files is a chunk of
// its own, out of the entry.
const parts = () => import('./catalogue-parts');

/** The pages shown so far: a change of language brings their messages in the new language too. */
const shown = new Set<PagePath>();
const load = async (locale: Locale, pages: Set<PagePath>) =>
  pages.size ? (await parts()).loadPages(locale, pages) : [];

/** Makes `locale` the language of every message, number, date and of the page (its `lang`). */
export function activate(locale: Locale, messages: Messages) {
  setDisplayLocale(locale);
  // The Intl locale too: a plural's count (#) is written in Latin digits, as every other figure (Marathi's default
  // digits are Devanagari).
  i18n.loadAndActivate({ locale, locales: INTL_LOCALE[locale], messages });
  if (typeof document !== 'undefined') document.documentElement.lang = LANGUAGE_TAG[locale];
}

/** Downloads `locale`'s messages (the first paint's, and those of every screen shown so far) and activates them. */
export async function loadLocale(locale: Locale) {
  const [shell, screens] = await Promise.all([firstPaint[locale](), load(locale, shown)]);
  activate(locale, Object.assign({}, shell.messages, ...screens));
}

/** These pages' messages (and the common ones) in the active language. */
async function loadInto(pages: PagePath[]) {
  const locale = i18n.locale as Locale;
  const messages = await (await parts()).loadPages(locale, pages);
  // Switched meanwhile: loadLocale brought the new language's messages of every shown page itself.
  if (i18n.locale === locale) i18n.load(locale, Object.assign({}, ...messages));
}

/** A page's messages (the common ones and its folders') in the active language, before its first render. */
export async function loadScreenMessages(page: PagePath) {
  shown.add(page);
  await loadInto([page]);
}

/** The common catalogue alone: what the shared parts draw on any page (the offline notice). */
export const loadCommonMessages = () => loadInto([]);

export { i18n };
