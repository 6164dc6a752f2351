import './styles.css';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { chooseLocale, toLocale } from '@/shared/locales';
import { App, type PageData, seedPageData } from './app/app';
import { chosenLanguage } from './app/language';
import { refreshSettings } from './app/settings';
import { loadLocale } from './lib/i18n';

// The site's CSP forbids eval: zod must neither compile its parsers with it nor probe for it (the browser
// reports the probe as a CSP violation). zod reads its settings from this global (shared by every copy of
// the library), so it is set here, before any page chunk builds a schema, without loading zod itself.
(globalThis as { __zod_globalConfig?: object }).__zod_globalConfig = { jitless: true };

// The header of every page shows the society's name, and so do the home and sign-in pages' largest text. The
// server sends the settings (and the home page's gallery) with the page (src/server/http/web-page.ts); without
// them, ask now, ahead of the page's code that the first render requests.
const sent = document.getElementById('page-data')?.textContent;
const pageData = sent ? (JSON.parse(sent) as PageData) : null;
if (pageData) seedPageData(pageData);
else void refreshSettings();

// The language the server chose for this page (its first paint is in it); without the server's word (the
// development server, the offline copy of the page), the cookie's or the browser's.
const locale = pageData?.locale
  ? toLocale(pageData.locale)
  : chooseLocale({ cookie: chosenLanguage(), browser: navigator.languages });

// Where the server drew the page's first paint (src/server/http/prerender.ts), the app takes it over as it is.
const root = document.getElementById('root')!;
const app = (
  <StrictMode>
    <App locale={locale} />
  </StrictMode>
);
// Its catalogue arrives before the first render (the server preloads it with the page): hydration must draw the
// same words the server did.
void loadLocale(locale).then(() => {
  if (root.hasChildNodes()) hydrateRoot(root, app);
  else createRoot(root).render(app);
});

// Installable, and readable offline (lib/offline.ts); the development server has no worker to register.
if (import.meta.env.PROD) addEventListener('load', () => import('./lib/offline'));
