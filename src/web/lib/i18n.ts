// The active language's messages (Lingui). Each language's catalogue is its own chunk, compiled from
// src/web/locales/<locale>.po at build time (@lingui/vite-plugin), so a person downloads only their language's;
// messages it lacks were filled with the English text when it was compiled.
import { i18n, type Messages } from '@lingui/core';
import { LANGUAGE_TAG, type Locale } from '@/shared/locales';
import { setDisplayLocale } from './utils';

type Catalogue = () => Promise<{ messages: Messages }>;
// The first paint's messages (the entry's code) come before the first render; the screens' with the first
// screen's code (router.tsx), so the home page downloads only what it draws. See lingui.config.ts.
const firstPaint: Record<Locale, Catalogue> = {
  en: () => import('../locales/en.po'),
  mr: () => import('../locales/mr.po'),
  hi: () => import('../locales/hi.po'),
};
const screens: Record<Locale, Catalogue> = {
  en: () => import('../locales/pages/en.po'),
  mr: () => import('../locales/pages/mr.po'),
  hi: () => import('../locales/pages/hi.po'),
};
let screensShown = false;

/** Makes `locale` the language of every message, number, date and of the page (its `lang`). */
export function activate(locale: Locale, messages: Messages) {
  setDisplayLocale(locale);
  i18n.loadAndActivate({ locale, messages });
  if (typeof document !== 'undefined') document.documentElement.lang = LANGUAGE_TAG[locale];
}

/** Downloads `locale`'s messages (once; the screens' too once a screen has been shown) and activates them. */
export async function loadLocale(locale: Locale) {
  const [shell, pages] = await Promise.all([
    firstPaint[locale](),
    screensShown ? screens[locale]() : undefined,
  ]);
  activate(locale, { ...shell.messages, ...pages?.messages });
}

/** The screens' messages in the active language, before a screen's first render. */
export async function loadScreenMessages() {
  screensShown = true;
  const locale = i18n.locale as Locale;
  const { messages } = await screens[locale]();
  // Switched meanwhile: loadLocale brought the new language's screens' messages itself.
  if (i18n.locale === locale) i18n.load(locale, messages);
}

export { i18n };
