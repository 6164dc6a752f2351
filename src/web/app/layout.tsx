import { type ReactNode, Suspense } from 'react';
import { Outlet } from 'react-router';
import { PageSpinner } from '@/web/components/page-states';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';

/** The resident frame around the routed page, or around `children` (the back-office's refusals). */
export function SiteLayout({ children }: { children?: ReactNode }) {
  return (
    <div className="flex min-h-dvh flex-col">
      <SiteHeader />
      <main className="flex-1">
        <Suspense fallback={<PageSpinner />}>{children ?? <Outlet />}</Suspense>
      </main>
      <SiteFooter />
    </div>
  );
}
