// The whole app, as the browser renders it (main.tsx) and as the server draws its first paint (prerender.tsx):
// one tree, so the server's markup is exactly what the browser's first render takes over.
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { DEFAULT_LOCALE, type Locale } from '@/shared/locales';
import type { SocietySettings } from '@/shared/site';
import { setSocietyZone } from '@/web/lib/utils';
import { AppRoutes } from '@/web/router';
import { AuthProvider } from './auth';
import { LanguageProvider } from './language';
import { LazyToaster } from './lazy-toaster';
import { GALLERY_KEY, SETTINGS_KEY } from './settings';

/**
 * What the server sends with a page (src/server/http/web-page.ts): the settings, the home page's gallery and the
 * language it chose for the person (whose catalogue is activated before the first render).
 */
export interface PageData {
  settings: SocietySettings;
  gallery?: unknown;
  locale?: Locale;
}

/** Fills the app's cache with what came with the page, so the first render has it. */
export function seedPageData(queryClient: QueryClient, data: PageData) {
  setSocietyZone(data.settings.time_zone);
  queryClient.setQueryData(SETTINGS_KEY, data.settings);
  if (data.gallery) queryClient.setQueryData(GALLERY_KEY, data.gallery);
}

/** `at`: the path, where there is no window (the server). `locale`: the language already activated. */
export function App({
  queryClient,
  at,
  locale = DEFAULT_LOCALE,
}: {
  queryClient: QueryClient;
  at?: string;
  locale?: Locale;
}) {
  return (
    <QueryClientProvider client={queryClient}>
      <AuthProvider>
        <LanguageProvider initial={locale}>
          <AppRoutes at={at} />
        </LanguageProvider>
        <LazyToaster />
      </AuthProvider>
    </QueryClientProvider>
  );
}
