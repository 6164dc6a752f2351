import { lazy, Suspense } from 'react';
import { BrowserRouter, Route, Routes } from '@/web/lib/router';
import { SiteLayout } from './app/layout';

// Every screen is its own chunk; the admin area is one lazy chunk of its own.
const page = (load: () => Promise<{ default: React.ComponentType }>) => {
  const Page = lazy(load);
  return <Page />;
};

// Declarative routes: the data-router machinery would add ~17 kB (gzip) to every page for nothing we use.
export function AppRoutes() {
  return (
    <BrowserRouter>
      <Routes>
        <Route element={<SiteLayout />}>
          <Route path="/" element={page(() => import('./features/home/home-page'))} />
          <Route path="/auth" element={page(() => import('./features/auth/auth-page'))} />
          <Route path="/dashboard" element={page(() => import('./features/dashboard/dashboard-page'))} />
          <Route path="/membership" element={page(() => import('./features/membership/membership-page'))} />
          <Route
            path="/podium-booking"
            element={page(() => import('./features/hall-bookings/podium-booking-page'))}
          />
          <Route
            path="/parking-registration"
            element={page(() => import('./features/parking/parking-page'))}
          />
          <Route
            path="/house-repair-registration"
            element={page(() => import('./features/house-repairs/house-repair-page'))}
          />
          <Route
            path="/announcements"
            element={page(() => import('./features/announcements/announcements-page'))}
          />
          <Route
            path="/dos-and-donts"
            element={page(() => import('./features/dos-and-donts/dos-and-donts-page'))}
          />
          <Route path="/feedback" element={page(() => import('./features/feedback/feedback-page'))} />
          <Route
            path="/member-invoices"
            element={page(() => import('./features/invoices/member-invoices-page'))}
          />
          <Route path="/admin/*" element={page(() => import('./features/admin/admin-page'))} />
          <Route path="*" element={page(() => import('./features/not-found/not-found-page'))} />
        </Route>
        <Route
          path="/receipt/:kind/:id"
          element={
            <Suspense fallback={null}>{page(() => import('./features/receipts/receipt-page'))}</Suspense>
          }
        />
      </Routes>
    </BrowserRouter>
  );
}
