// The first paint of a page as markup, for the server to send inside the page (src/server/http/prerender.ts): the
// app's own first render, from the same data (the settings and the home page's gallery; the session still
// unknown), so the browser paints it before the scripts have downloaded and run, and main.tsx then hydrates it.
// Built by `vite build --ssr` (scripts/build/web.mjs).
import { renderToString } from 'react-dom/server';
import { toLocale } from '@/shared/locales';
import { App, type PageData, seedPageData } from './app/app';
import { activate } from './lib/i18n';
import { messages as en } from './locales/en.po';
import { messages as hi } from './locales/hi.po';
import { messages as mr } from './locales/mr.po';
import { messages as enScreens } from './locales/pages/en.po';
import { messages as hiScreens } from './locales/pages/hi.po';
import { messages as mrScreens } from './locales/pages/mr.po';

const catalogues = { en: { ...en, ...enScreens }, mr: { ...mr, ...mrScreens }, hi: { ...hi, ...hiScreens } };

/** Renders synchronously, so activating the page's language first cannot mix with another page's. */
export function prerender(pathname: string, data: PageData): string {
  seedPageData(data);
  const locale = toLocale(data.locale);
  activate(locale, catalogues[locale]);
  return renderToString(<App at={pathname} locale={locale} />);
}
