// The /admin/* route table. Every screen is its own lazy chunk, loaded only when an admin opens it.
// To add a screen: one line in `screens` (path relative to /admin, lazy import of its default export).
import { type ComponentType, type LazyExoticComponent, lazy, Suspense } from 'react';
import { ChunkBoundary } from '@/web/components/chunk-boundary';
import { PageSpinner } from '@/web/components/page-states';
import { Route, Routes } from '@/web/lib/router';

const screens: Record<string, LazyExoticComponent<ComponentType>> = {
  '': lazy(() => import('./admin-dashboard')),
  'audit-log': lazy(() => import('./admin-audit-log')),
  analytics: lazy(() => import('../analytics/admin-analytics')),
  announcements: lazy(() => import('../announcements/admin-announcements')),
  attendance: lazy(() => import('../attendance/admin-attendance')),
  'dos-and-donts': lazy(() => import('../dos-and-donts/admin-dos-and-donts')),
  feedback: lazy(() => import('../feedback/admin-feedback')),
  'gym-hall-management': lazy(() => import('../memberships/admin-gym-hall')),
  'house-repair': lazy(() => import('../house-repairs/admin-house-repairs')),
  inventory: lazy(() => import('../inventory/admin-inventory')),
  'maintenance-invoices': lazy(() => import('../invoices/admin-invoices')),
  'parking-approval': lazy(() => import('../parking/admin-parking')),
  'profile-management': lazy(() => import('../profiles/admin-profiles')),
  'repair-invoices': lazy(() => import('../invoices/admin-invoices')),
  settings: lazy(() => import('../site/admin-settings')),
};

const NotFound = lazy(() => import('../not-found/not-found-page'));

export function AdminRoutes() {
  return (
    <Suspense fallback={<PageSpinner />}>
      <ChunkBoundary>
        <Routes>
          {Object.entries(screens).map(([path, Screen]) =>
            path ? (
              <Route key={path} path={path} element={<Screen />} />
            ) : (
              <Route key="index" index element={<Screen />} />
            ),
          )}
          <Route path="*" element={<NotFound />} />
        </Routes>
      </ChunkBoundary>
    </Suspense>
  );
}
