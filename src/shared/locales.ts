// The portal's three languages and how one is chosen for a person, the same on the server (the page's first paint,
// from the cookie, the account and Accept-Language) and in the browser (navigator.languages). No zod here: the
// home page's entry imports this, and the validation library stays out of it.

export const LOCALES = ['en', 'mr', 'hi'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'en';

/** The cookie that remembers a visitor's choice (a signed-in person's is on the account, which wins). */
export const LANGUAGE_COOKIE = 'lang';

/** Each language's name in itself, as the switcher offers it. */
export const LOCALE_NAMES: Record<Locale, string> = { en: 'English', mr: 'मराठी', hi: 'हिंदी' };

/** Each language's tag for the page (`<html lang>`), as screen readers and fonts read it. */
export const LANGUAGE_TAG: Record<Locale, string> = { en: 'en-IN', mr: 'mr-IN', hi: 'hi-IN' };

/**
 * The Intl locale of each language: its Indian form, with Latin digits. Marathi's default digits are Devanagari
 * (१,२५०); Indian banks' and the government's Marathi and Hindi apps (UPI apps, DigiLocker, UMANG) show amounts, dates
 * and flat numbers in Latin digits, as printed bills and receipts do, so members read the same figures everywhere.
 */
export const INTL_LOCALE: Record<Locale, string> = {
  en: 'en-IN',
  mr: 'mr-IN-u-nu-latn',
  hi: 'hi-IN-u-nu-latn',
};

export const isLocale = (code: unknown): code is Locale => LOCALES.includes(code as Locale);

/** A language code from anywhere (a cookie, the account, a header, a URL) as one of ours: anything else is English. */
export const toLocale = (code: unknown): Locale => (isLocale(code) ? code : DEFAULT_LOCALE);

/** Accept-Language's codes, most wanted first ('mr-IN,mr;q=0.9,en;q=0.8' -> ['mr-IN', 'mr', 'en']). */
export function acceptedLanguages(header: string | undefined): string[] {
  if (!header) return [];
  return header
    .split(',')
    .map((part, at) => {
      const [code, ...params] = part.trim().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      const weight = q ? Number(q.slice(2)) : 1;
      return { code: code.trim(), weight: Number.isFinite(weight) ? weight : 0, at };
    })
    .filter((l) => l.code && l.weight > 0)
    .sort((a, b) => b.weight - a.weight || a.at - b.at)
    .map((l) => l.code);
}

/** The first of a browser's languages (most wanted first) that is one of ours, by its primary subtag (mr-IN -> mr). */
export function browserLocale(codes: readonly string[]): Locale | null {
  for (const code of codes) {
    const primary = code.toLowerCase().split(/[-_]/)[0];
    if (isLocale(primary)) return primary;
  }
  return null;
}

/** The language to show: the account's choice, else the cookie's, else the browser's, else English. */
export function chooseLocale(from: {
  account?: string | null;
  cookie?: string | null;
  browser?: readonly string[];
}): Locale {
  if (isLocale(from.account)) return from.account;
  if (isLocale(from.cookie)) return from.cookie;
  return browserLocale(from.browser ?? []) ?? DEFAULT_LOCALE;
}
