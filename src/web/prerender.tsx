// The first paint of a page as markup, for the server to send inside the page (src/server/http/prerender.ts): the
// app's own first render, from the same data (the settings and the home page's gallery; the session still
// unknown), so the browser paints it before the scripts have downloaded and run, and main.tsx then hydrates it.
// Built by `vite build --ssr` (scripts/build/web.mjs).

import type { Messages } from '@lingui/core';
import { renderToString } from 'react-dom/server';
import { type Locale, toLocale } from '@/shared/locales';
import { App, type PageData, seedPageData } from './app/app';
import { activate } from './lib/i18n';

// Every catalogue of each language, merged (lib/i18n.ts loads them part by part in the browser).
const all = import.meta.glob<Messages>(
  ['./locales/*.po', './locales/common/*.po', './locales/features/*/*.po'],
  {
    eager: true,
    import: 'messages',
  },
);
const merged = (locale: Locale): Messages =>
  Object.assign(
    {},
    ...Object.entries(all)
      .filter(([path]) => path.endsWith(`/${locale}.po`))
      .map(([, messages]) => messages),
  );
const catalogues = { en: merged('en'), mr: merged('mr'), hi: merged('hi') };

/** Renders synchronously, so activating the page's language first cannot mix with another page's. */
export function prerender(pathname: string, data: PageData): string {
  seedPageData(data);
  const locale = toLocale(data.locale);
  activate(locale, catalogues[locale]);
  return renderToString(<App at={pathname} locale={locale} />);
}
