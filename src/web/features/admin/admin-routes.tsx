// The /admin/* route table. Every screen is its own lazy chunk, loaded only when an admin opens it.
// To add a screen: one line in `loaders` (path relative to /admin, import of its default export).
import { type ComponentType, type LazyExoticComponent, lazy, Suspense } from 'react';
import { ChunkBoundary } from '@/web/components/chunk-boundary';
import { PageSpinner } from '@/web/components/page-states';
import { Route, Routes } from '@/web/lib/router';

const loaders: Record<string, () => Promise<{ default: ComponentType }>> = {
  '': () => import('./admin-dashboard'),
  'audit-log': () => import('./admin-audit-log'),
  analytics: () => import('../analytics/admin-analytics'),
  announcements: () => import('../announcements/admin-announcements'),
  'announcements/:id/acknowledgements': () => import('../announcements/admin-acknowledgements'),
  attendance: () => import('../attendance/admin-attendance'),
  billing: () => import('../billing/admin-billing'),
  'dos-and-donts': () => import('../dos-and-donts/admin-dos-and-donts'),
  dues: () => import('../dues/admin-dues'),
  feedback: () => import('../feedback/admin-feedback'),
  flats: () => import('../flats/admin-flats'),
  'gym-hall-management': () => import('../memberships/admin-gym-hall'),
  'house-repair': () => import('../house-repairs/admin-house-repairs'),
  inventory: () => import('../inventory/admin-inventory'),
  'mail-outbox': () => import('../outbox/admin-outbox'),
  'maintenance-invoices': () => import('../invoices/admin-invoices'),
  'parking-approval': () => import('../parking/admin-parking'),
  'profile-management': () => import('../profiles/admin-profiles'),
  'repair-invoices': () => import('../invoices/admin-invoices'),
  reconciliation: () => import('../reconciliation/admin-reconciliation'),
  'reported-payments': () => import('../reported-payments/admin-reported-payments'),
  settings: () => import('../site/admin-settings'),
};
const screens: Record<string, LazyExoticComponent<ComponentType>> = Object.fromEntries(
  Object.entries(loaders).map(([path, load]) => [path, lazy(load)]),
);

/**
 * Starts downloading the screen of an /admin path before the frame asks for it, so the two come side by side
 * instead of one after the other. A failed download is left to the screen's own boundary to report.
 */
export function preloadScreen(pathname: string) {
  loaders[pathname.replace(/^\/admin\/?/, '').replace(/\/+$/, '')]?.().catch(() => {});
}

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
