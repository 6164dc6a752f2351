import { lazy, Suspense, useEffect } from 'react';
import { BrowserRouter, Route, Routes } from '@/web/lib/router';
import { SiteLayout } from './app/layout';
import { useSettings } from './app/settings';
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

// Every screen is its own chunk, but the home page, where most visits land: it comes with the entry, so its
// first picture is asked for at the first render instead of after one more download (and the sign-in page's
// frame, for the same reason). The admin area is one lazy chunk of its own.
const page = (load: () => Promise<{ default: React.ComponentType }>, title?: string) => {
  const Page = lazy(load);
  return (
    <>
      <PageTitle title={title} />
      <Page />
    </>
  );
};

// Declarative routes: the data-router machinery would add ~17 kB (gzip) to every page for nothing we use.
export function AppRoutes() {
  return (
    <BrowserRouter>
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
                <Suspense fallback={null}>
                  {page(() => import('./features/auth/auth-page'), 'Sign In')}
                </Suspense>
              </AuthFrame>
            }
          />
          <Route
            path="/dashboard"
            element={page(() => import('./features/dashboard/dashboard-page'), 'My Dashboard')}
          />
          <Route
            path="/membership"
            element={page(() => import('./features/membership/membership-page'), 'Gym Membership')}
          />
          <Route
            path="/podium-booking"
            element={page(() => import('./features/hall-bookings/podium-booking-page'), 'Podium Booking')}
          />
          <Route
            path="/parking-registration"
            element={page(() => import('./features/parking/parking-page'), 'Parking Registration')}
          />
          <Route
            path="/house-repair-registration"
            element={page(
              () => import('./features/house-repairs/house-repair-page'),
              'House Repair & Renovation',
            )}
          />
          <Route
            path="/announcements"
            element={page(() => import('./features/announcements/announcements-page'), 'Announcements')}
          />
          <Route
            path="/dos-and-donts"
            element={page(() => import('./features/dos-and-donts/dos-and-donts-page'), "Do's and Don'ts")}
          />
          <Route
            path="/feedback"
            element={page(() => import('./features/feedback/feedback-page'), 'Feedback')}
          />
          <Route
            path="/member-invoices"
            element={page(() => import('./features/invoices/member-invoices-page'), 'My Invoices')}
          />
          <Route path="/admin/*" element={page(() => import('./features/admin/admin-page'), 'Admin Panel')} />
          <Route
            path="*"
            element={page(() => import('./features/not-found/not-found-page'), 'Page Not Found')}
          />
        </Route>
        <Route
          path="/receipt/:kind/:id"
          element={
            <Suspense fallback={null}>
              {page(() => import('./features/receipts/receipt-page'), 'Receipt')}
            </Suspense>
          }
        />
      </Routes>
    </BrowserRouter>
  );
}
