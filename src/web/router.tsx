import { lazy, Suspense, useEffect, useSyncExternalStore } from 'react';
import { PAGE_MODULES, type PagePath } from '@/shared/page-modules';
import { BrowserRouter, Route, Routes } from '@/web/lib/router';
import { SiteLayout } from './app/layout';
import { useSettings } from './app/settings';
import { ChunkBoundary } from './components/chunk-boundary';
import { AuthFrame } from './features/auth/auth-frame';
import HomePage from './features/home/home-page';

/** The tab's title: the page's name and the society's (the home page: the society's alone). */
function PageTitle({ title }: { title?: string }) {
  const society = useSettings().data?.name ?? 'Members Portal';
  useEffect(() => {
    document.title = title ? `${title} | ${society}` : `${society} | Members Portal`;
  }, [title, society]);
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
function PageCode({ Page }: { Page: React.ComponentType }) {
  const inBrowser = useSyncExternalStore(
    noChange,
    () => true,
    () => false,
  );
  return inBrowser ? <Page /> : null;
}
const page = (path: PagePath, title?: string) => {
  const Page = lazy(modules[`./features/${PAGE_MODULES[path]}.tsx`]);
  return (
    <>
      <PageTitle title={title} />
      <PageCode Page={Page} />
    </>
  );
};

/** A route showing its page as it is: most routes. */
const pageRoute = (path: PagePath, title: string) => (
  <Route key={path} path={path} element={page(path, title)} />
);

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
                <Suspense fallback={null}>{page('/auth', 'Sign In')}</Suspense>
              </AuthFrame>
            }
          />
          {pageRoute('/dashboard', 'My Dashboard')}
          {pageRoute('/membership', 'Gym Membership')}
          {pageRoute('/podium-booking', 'Podium Booking')}
          {pageRoute('/parking-registration', 'Parking Registration')}
          {pageRoute('/house-repair-registration', 'House Repair & Renovation')}
          {pageRoute('/announcements', 'Announcements')}
          {pageRoute('/dos-and-donts', "Do's and Don'ts")}
          {pageRoute('/feedback', 'Feedback')}
          {pageRoute('/member-invoices', 'My Invoices')}
          {pageRoute('/admin/*', 'Admin Panel')}
          {pageRoute('*', 'Page Not Found')}
        </Route>
        <Route
          path="/receipt/:kind/:id"
          element={
            <Suspense fallback={null}>
              <ChunkBoundary>{page('/receipt/:kind/:id', 'Receipt')}</ChunkBoundary>
            </Suspense>
          }
        />
      </Routes>
    </BrowserRouter>
  );
}
