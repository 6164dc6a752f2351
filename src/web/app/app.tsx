// The whole app, as the browser renders it (main.tsx) and as the server draws its first paint (prerender.tsx):
// one tree, so the server's markup is exactly what the browser's first render takes over.
import type { GalleryImage } from '@/shared/gallery';
import { DEFAULT_LOCALE, type Locale } from '@/shared/locales';
import type { SocietySettings } from '@/shared/site';
import { AppRoutes } from '@/web/router';
import { AuthProvider } from './auth';
import { LanguageProvider } from './language';
import { LazyToaster } from './lazy-toaster';
import { seedShellData } from './settings';

/**
 * What the server sends with a page (src/server/http/web-page.ts): the settings, the home page's gallery and the
 * language it chose for the person (whose catalogue is activated before the first render).
 */
export interface PageData {
  settings: SocietySettings;
  gallery?: GalleryImage[] | null;
  locale?: Locale;
}

/** Fills the first paint's store (app/settings.ts) with what came with the page, so the first render has it. */
export function seedPageData(data: PageData) {
  seedShellData(data.settings, data.gallery ?? undefined);
}

/**
 * `at`: the path, where there is no window (the server). `locale`: the language already activated. The query
 * client is not here: it comes with the first screen's code (router.tsx, app/query-client.tsx).
 */
export function App({ at, locale = DEFAULT_LOCALE }: { at?: string; locale?: Locale }) {
  return (
    <AuthProvider>
      <LanguageProvider initial={locale}>
        <AppRoutes at={at} />
      </LanguageProvider>
      <LazyToaster />
    </AuthProvider>
  );
}
