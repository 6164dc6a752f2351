import { useLingui } from '@lingui/react/macro';
import { LogOut } from 'lucide-react';
import { lazy, Suspense } from 'react';
import { ChunkBoundary } from '@/web/components/chunk-boundary';
import { Button } from '@/web/components/ui/button';
import { Link, useNavigate } from '@/web/lib/router';
import { toast } from '@/web/lib/toast';
import { useAuth } from './auth';
import { LanguageSwitcher } from './language-switcher';
import { useSettings } from './settings';

export function SocietyLogo({ className = 'size-9' }: { className?: string }) {
  return <img src="/favicon.svg" alt="" className={className} width={36} height={36} />;
}

// The menu (and its popover code) loads only for signed-in members.
const PortalMenu = lazy(() => import('./portal-menu'));
const MenuPlaceholder = () => <span className="inline-block h-8 w-10 sm:w-40" />;

export function SiteHeader() {
  const auth = useAuth();
  const settings = useSettings();
  const navigate = useNavigate();
  const { t } = useLingui();
  const name = auth.displayName;

  async function signOut() {
    await auth.signOut();
    toast.success(t`Signed out`);
    navigate('/');
  }

  return (
    <header className="no-print sticky top-0 z-40 border-b bg-card/95 backdrop-blur">
      <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-3 px-4">
        <Link to="/" className="flex min-w-0 items-center gap-2.5">
          <SocietyLogo />
          <span className="truncate text-sm font-semibold leading-tight text-primary sm:text-base">
            {settings.data?.name ?? '\u00a0'}
          </span>
        </Link>
        <div className="flex shrink-0 items-center gap-2">
          {/* There from the first paint, before the session is known: a visitor changes language before anything. */}
          <LanguageSwitcher where="header" />
          {auth.loading ? null : auth.user ? (
            <>
              {/* The menu's code failed to download: a button that downloads it again. */}
              <ChunkBoundary
                fallback={(retry) => (
                  <Button variant="outline" size="sm" onClick={retry}>
                    {t`Menu`}
                  </Button>
                )}
              >
                <Suspense fallback={<MenuPlaceholder />}>
                  <PortalMenu />
                </Suspense>
              </ChunkBoundary>
              <span className="hidden max-w-48 truncate text-sm text-muted-foreground md:inline">
                {t`Welcome, ${name}`}
              </span>
              <Button variant="ghost" size="sm" onClick={signOut}>
                <LogOut />
                <span className="hidden sm:inline">{t`Sign Out`}</span>
                <span className="sr-only sm:hidden">{t`Sign Out`}</span>
              </Button>
            </>
          ) : (
            <Button asChild size="sm">
              <Link to="/auth">{t`Sign In`}</Link>
            </Button>
          )}
        </div>
      </div>
      {auth.user ? (
        <p className="mx-auto max-w-6xl truncate px-4 pb-2 text-sm text-muted-foreground md:hidden">
          {t`Welcome, ${name}`}
        </p>
      ) : null}
    </header>
  );
}
