import type { MessageDescriptor } from '@lingui/core';
import { useLingui } from '@lingui/react/macro';
import { lazy, Suspense, useEffect, useSyncExternalStore } from 'react';
import { PAGE_MODULES, type PagePath } from '@/shared/page-modules';
import { BrowserRouter, Route, Routes } from '@/web/lib/router';
import { SiteLayout } from './app/layout';
import { useSettings } from './app/settings';
import { ChunkBoundary } from './components/chunk-boundary';
import { AuthFrame } from './features/auth/auth-frame';
import HomePage from './features/home/home-page';
import { loadScreenMessages } from './lib/i18n';
import { PAGE_TITLES } from './page-titles';

/** The tab's title: the page's name and the society's (the home page: the society's alone). */
function PageTitle({ title }: { title?: MessageDescriptor }) {
  const { t } = useLingui();
  const portal = t`Members Portal`;
  const society = useSettings().data?.name ?? portal;
  const name = title ? t(title) : null;
  useEffect(() => {
    document.title = name ? `${name} | ${society}` : `${society} | ${portal}`;
  }, [name, society, portal]);
  return null;
}

// Every screen is its own chunk (src/shared/page-modules.ts names them), but the home page, where most visits
// land: it comes with the entry, so its first picture is asked for at the first render instead of after one more
// download (and the sign-in page's frame, for the same reason). The admin area is one lazy chunk of its own.
const modules = import.meta.glob<{ default: React.ComponentType }>([
  './features/*/*-page.tsx',
  '!./features/home/*',
]);
const noChange = () => () => {};
/**
 * A page's own code is left out of the server's first paint (prerender.tsx) and out of the browser's hydration
 * of it, so the two match; it renders right after. Elsewhere it renders at once.
 */
function PageCode({ Page, title }: { Page: React.ComponentType; title: MessageDescriptor }) {
  const inBrowser = useSyncExternalStore(
    noChange,
    () => true,
    () => false,
  );
  // The title beside the page, in its Suspense: set once the page's messages are in.
  return inBrowser ? (
    <>
      <PageTitle title={title} />
      <Page />
    </>
  ) : null;
}
/** Screens that read nothing through the query client (the sign-in forms, the 404 page): they go without it. */
const WITHOUT_QUERIES: readonly PagePath[] = ['/auth', '*'];
const page = (path: PagePath) => {
  const load = modules[`./features/${PAGE_MODULES[path]}.tsx`];
  const queries = !WITHOUT_QUERIES.includes(path);
  // A screen's messages come with its code (lib/i18n.ts): it renders in the person's language from the start;
  // and so does the query client it reads its data through, which the home page goes without.
  const Page = lazy(() =>
    Promise.all([load(), loadScreenMessages(path), queries && import('./app/query-client')]).then(
      ([module, , client]) =>
        client
          ? {
              default: () => (
                <client.QueryProvider>
                  <module.default />
                </client.QueryProvider>
              ),
            }
          : module,
    ),
  );
  return <PageCode Page={Page} title={PAGE_TITLES[path]} />;
};

/** A route showing its page as it is: most routes. */
const pageRoute = (path: PagePath) => <Route key={path} path={path} element={page(path)} />;

// Declarative routes: the data-router machinery would add ~17 kB (gzip) to every page for nothing we use.
export function AppRoutes({ at }: { at?: string }) {
  return (
    <BrowserRouter at={at}>
      <Routes>
        <Route element={<SiteLayout />}>
          <Route
            path="/"
            element={
              <>
                <PageTitle />
                <HomePage />
              </>
            }
          />
          <Route
            path="/auth"
            element={
              <AuthFrame>
                <Suspense fallback={null}>{page('/auth')}</Suspense>
              </AuthFrame>
            }
          />
          {pageRoute('/dashboard')}
          {pageRoute('/membership')}
          {pageRoute('/podium-booking')}
          {pageRoute('/parking-registration')}
          {pageRoute('/house-repair-registration')}
          {pageRoute('/announcements')}
          {pageRoute('/dos-and-donts')}
          {pageRoute('/feedback')}
          {pageRoute('/member-invoices')}
          {pageRoute('/admin/*')}
          {pageRoute('*')}
        </Route>
        <Route
          path="/receipt/:kind/:id"
          element={
            <Suspense fallback={null}>
              <ChunkBoundary>{page('/receipt/:kind/:id')}</ChunkBoundary>
            </Suspense>
          }
        />
      </Routes>
    </BrowserRouter>
  );
}
