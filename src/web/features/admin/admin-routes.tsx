// The /admin/* route table. Every screen is its own lazy chunk, loaded only when an admin opens it.
// To add a screen: one line in `screens` (path relative to /admin, lazy import of its default export).
import { type ComponentType, Suspense } from 'react';
import { ChunkBoundary, retryableLazy } from '@/web/components/chunk-boundary';
import { PageSpinner } from '@/web/components/page-states';
import { Route, Routes } from '@/web/lib/router';

const screens: Record<string, ComponentType> = {
  '': retryableLazy(() => import('./admin-dashboard')),
  'audit-log': retryableLazy(() => import('./admin-audit-log')),
  analytics: retryableLazy(() => import('../analytics/admin-analytics')),
  announcements: retryableLazy(() => import('../announcements/admin-announcements')),
  attendance: retryableLazy(() => import('../attendance/admin-attendance')),
  'dos-and-donts': retryableLazy(() => import('../dos-and-donts/admin-dos-and-donts')),
  feedback: retryableLazy(() => import('../feedback/admin-feedback')),
  'gym-hall-management': retryableLazy(() => import('../membership/admin-gym-hall')),
  'house-repair': retryableLazy(() => import('../house-repairs/admin-house-repair')),
  inventory: retryableLazy(() => import('../inventory/admin-inventory')),
  'maintenance-invoices': retryableLazy(() => import('../invoices/admin-invoices')),
  'parking-approval': retryableLazy(() => import('../parking/admin-parking-approval')),
  'profile-management': retryableLazy(() => import('../profiles/admin-profiles')),
  'repair-invoices': retryableLazy(() => import('../invoices/admin-invoices')),
  settings: retryableLazy(() => import('../site/admin-settings')),
};

const NotFound = retryableLazy(() => import('../not-found/not-found-page'));

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
