// The /admin/* route table. Every screen is its own lazy chunk, loaded only when an admin opens it.
// To add a screen: its path and module in src/shared/admin-screens.ts, and the module's import in `modules`.
import { type ComponentType, type LazyExoticComponent, lazy, Suspense } from 'react';
import { ADMIN_SCREENS, type AdminScreenModule } from '@/shared/admin-screens';
import { useAuth } from '@/web/app/auth';
import { ChunkBoundary } from '@/web/components/chunk-boundary';
import { PageSpinner } from '@/web/components/page-states';
import { Route, Routes } from '@/web/lib/router';
import { NoAccess, reachesScreen } from './office-access';
import { loadScreenParts } from './office-messages';

type Screen = () => Promise<{ default: ComponentType }>;
// By module, as src/shared/admin-screens.ts names them (with their paths); the type keeps the two in step.
const modules = {
  'admin/admin-dashboard': () => import('./admin-dashboard'),
  'admin/admin-audit-log': () => import('./admin-audit-log'),
  'analytics/admin-analytics': () => import('../analytics/admin-analytics'),
  'announcements/admin-announcements': () => import('../announcements/admin-announcements'),
  'announcements/admin-acknowledgements': () => import('../announcements/admin-acknowledgements'),
  'attendance/admin-attendance': () => import('../attendance/admin-attendance'),
  'billing/admin-billing': () => import('../billing/admin-billing'),
  'dos-and-donts/admin-dos-and-donts': () => import('../dos-and-donts/admin-dos-and-donts'),
  'dues/admin-dues': () => import('../dues/admin-dues'),
  'feedback/admin-feedback': () => import('../feedback/admin-feedback'),
  'flats/admin-flats': () => import('../flats/admin-flats'),
  'memberships/admin-gym-hall': () => import('../memberships/admin-gym-hall'),
  'house-repairs/admin-house-repairs': () => import('../house-repairs/admin-house-repairs'),
  'inventory/admin-inventory': () => import('../inventory/admin-inventory'),
  'outbox/admin-outbox': () => import('../outbox/admin-outbox'),
  'money-approvals/admin-money-approvals': () => import('../money-approvals/admin-money-approvals'),
  'invoices/admin-invoices': () => import('../invoices/admin-invoices'),
  'parking/admin-parking': () => import('../parking/admin-parking'),
  'profiles/admin-profiles': () => import('../profiles/admin-profiles'),
  'reconciliation/admin-reconciliation': () => import('../reconciliation/admin-reconciliation'),
  'reported-payments/admin-reported-payments': () => import('../reported-payments/admin-reported-payments'),
  'roles/admin-roles': () => import('../roles/admin-roles'),
  'site/admin-settings': () => import('../site/admin-settings'),
} satisfies Record<AdminScreenModule, Screen>;
/** Screens downloaded so far, by path: one already in is drawn at once, without a lazy one's spinner first. */
const downloaded = new Map<string, ComponentType>();
// A screen's code and its messages (./office-messages.ts) come side by side, before its first render.
const loaders: Record<string, Screen> = Object.fromEntries(
  Object.entries(ADMIN_SCREENS).map(([path, module]) => [
    path,
    () =>
      Promise.all([modules[module](), loadScreenParts(module)]).then(([screen]) => {
        downloaded.set(path, screen.default);
        return screen;
      }),
  ]),
);
/** Each path's component, chosen at its first render and kept: a route whose component changed would start over. */
const screens = new Map<string, ComponentType | LazyExoticComponent<ComponentType>>();
function screenAt(path: string) {
  let screen = screens.get(path);
  if (!screen) {
    screen = downloaded.get(path) ?? lazy(loaders[path]);
    screens.set(path, screen);
  }
  return screen;
}

/**
 * Starts downloading the screen of an /admin path before the frame asks for it, so the two come side by side
 * instead of one after the other. A failed download is left to the screen's own boundary to report: the promise
 * resolves either way, when the attempt is over.
 */
export function preloadScreen(pathname: string): Promise<void> {
  const load = loaders[pathname.replace(/^\/admin\/?/, '').replace(/\/+$/, '')];
  return load
    ? load().then(
        () => {},
        () => {},
      )
    : Promise.resolve();
}

const NotFound = lazy(() => import('../not-found/not-found-page'));

/** The screen at a route, or the refusal for a person whose roles do not reach it (its code is not downloaded). */
function Gated({ path }: { path: string }) {
  const { reach } = useAuth();
  if (!reachesScreen(reach, path)) return <NoAccess />;
  const Screen = screenAt(path);
  return <Screen />;
}

export function AdminRoutes() {
  return (
    <Suspense fallback={<PageSpinner />}>
      <ChunkBoundary>
        <Routes>
          {Object.keys(ADMIN_SCREENS).map((path) =>
            path ? (
              <Route key={path} path={path} element={<Gated path={path} />} />
            ) : (
              <Route key="index" index element={<Gated path={path} />} />
            ),
          )}
          <Route path="*" element={<NotFound />} />
        </Routes>
      </ChunkBoundary>
    </Suspense>
  );
}
