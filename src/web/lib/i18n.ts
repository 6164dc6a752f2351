// The active language's messages (Lingui). Each language's catalogue is its own chunk, compiled from
// src/web/locales/<locale>.po at build time (@lingui/vite-plugin), so a person downloads only their language's;
// messages it lacks were filled with the English text when it was compiled.
import { i18n, type Messages } from '@lingui/core';
import { LANGUAGE_TAG, type Locale } from '@/shared/locales';
import { setDisplayLocale } from './utils';

const catalogues: Record<Locale, () => Promise<{ messages: Messages }>> = {
  en: () => import('../locales/en.po'),
  mr: () => import('../locales/mr.po'),
  hi: () => import('../locales/hi.po'),
};

/** Makes `locale` the language of every message, number, date and of the page (its `lang`). */
export function activate(locale: Locale, messages: Messages) {
  setDisplayLocale(locale);
  i18n.loadAndActivate({ locale, messages });
  if (typeof document !== 'undefined') document.documentElement.lang = LANGUAGE_TAG[locale];
}

/** Downloads `locale`'s catalogue (once) and activates it. */
export async function loadLocale(locale: Locale) {
  activate(locale, (await catalogues[locale]()).messages);
}

export { i18n };
