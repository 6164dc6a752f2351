// The active language's messages (Lingui). Each catalogue is its own chunk per language, compiled from its .po file
// at build time (@lingui/vite-plugin), so a person downloads only their language's, and only the parts the pages
// they open draw; messages a catalogue lacks were filled with the English text when it was compiled.
import { i18n, type Messages } from '@lingui/core';
import { INTL_LOCALE, LANGUAGE_TAG, type Locale } from '@/shared/locales';
import type { MessageFolder } from '@/shared/page-modules';
import { setDisplayLocale } from './utils';

type Catalogue = () => Promise<{ messages: Messages }>;
// The first paint's messages (the entry's code) come before the first render; the rest with the screens that
// draw them (router.tsx), so the home page downloads only what it draws. See lingui.config.ts.
const firstPaint: Record<Locale, Catalogue> = {
  en: () => import('../locales/en.po'),
  mr: () => import('../locales/mr.po'),
  hi: () => import('../locales/hi.po'),
};
// The shared components' ('common') and each feature folder's, by path: `../locales/features/<folder>/<locale>.po`.
const parts = {
  ...import.meta.glob<{ messages: Messages }>('../locales/common/*.po'),
  ...import.meta.glob<{ messages: Messages }>('../locales/features/*/*.po'),
};
type Part = MessageFolder | 'common';
const partOf = (part: Part, locale: Locale) =>
  parts[part === 'common' ? `../locales/common/${locale}.po` : `../locales/features/${part}/${locale}.po`];

/** The parts a screen has drawn so far: a change of language brings them in the new language too. */
const shown = new Set<Part>();
const load = (locale: Locale, wanted: Iterable<Part>) =>
  Promise.all([...wanted].map((part) => partOf(part, locale)?.().then((module) => module.messages)));

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

/** A screen's messages (the common ones and its folders') in the active language, before its first render. */
export async function loadScreenMessages(folders: readonly MessageFolder[]) {
  const wanted: Part[] = ['common', ...folders];
  for (const part of wanted) shown.add(part);
  const locale = i18n.locale as Locale;
  const messages = await load(locale, wanted);
  // Switched meanwhile: loadLocale brought the new language's messages of every shown screen itself.
  if (i18n.locale === locale) i18n.load(locale, Object.assign({}, ...messages));
}

export { i18n };
