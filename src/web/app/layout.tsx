import { Suspense } from 'react';
import { ChunkBoundary } from '@/web/components/chunk-boundary';
import { PageSpinner } from '@/web/components/page-spinner';
import { Outlet, useMatch } from '@/web/lib/router';
import { useAuth } from './auth';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';

export function SiteLayout() {
  const auth = useAuth();
  // The back-office brings its own frame (sidebar, 'Admin Panel' header, main); refusals keep the site's.
  const site = !useMatch('/admin/*') || !(auth.loading || auth.isAdmin);
  const page = (
    <Suspense fallback={<PageSpinner />}>
      <ChunkBoundary>
        <Outlet />
      </ChunkBoundary>
    </Suspense>
  );
  if (!site) return page;
  return (
    <div className="flex min-h-dvh flex-col">
      <SiteHeader />
      {/* At least a screen below the header: the footer starts below the fold, so it neither moves when a
          page's code and data arrive nor is the largest thing painted before them. */}
      <main className="min-h-[calc(100dvh-4rem)] flex-1">{page}</main>
      <SiteFooter />
    </div>
  );
}
