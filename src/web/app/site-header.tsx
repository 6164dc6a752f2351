import { ChevronDown, LayoutGrid, LogOut } from 'lucide-react';
import { Link, useNavigate } from 'react-router';
import { toast } from 'sonner';
import { Button } from '@/web/components/ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuTrigger,
} from '@/web/components/ui/dropdown-menu';
import { useAuth } from './auth';
import { PORTAL_LINKS } from './portal-links';
import { useSettings } from './settings';

export function SocietyLogo({ className = 'size-9' }: { className?: string }) {
  return <img src="/favicon.svg" alt="" className={className} width={36} height={36} />;
}

export function SiteHeader() {
  const auth = useAuth();
  const settings = useSettings();
  const navigate = useNavigate();

  async function signOut() {
    await auth.signOut();
    toast.success('Signed out');
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
        {auth.loading ? null : auth.user ? (
          <div className="flex shrink-0 items-center gap-2">
            <DropdownMenu>
              <DropdownMenuTrigger asChild>
                <Button variant="outline" size="sm" aria-label="Members Portal menu">
                  <LayoutGrid />
                  <span className="hidden sm:inline">Members Portal</span>
                  <ChevronDown />
                </Button>
              </DropdownMenuTrigger>
              <DropdownMenuContent align="end">
                <DropdownMenuLabel>Members Portal</DropdownMenuLabel>
                {PORTAL_LINKS.map(({ to, label, icon: Icon }) => (
                  <DropdownMenuItem key={to} onSelect={() => navigate(to)}>
                    <Icon />
                    {label}
                  </DropdownMenuItem>
                ))}
              </DropdownMenuContent>
            </DropdownMenu>
            <span className="hidden max-w-48 truncate text-sm text-muted-foreground md:inline">
              Welcome, {auth.displayName}
            </span>
            <Button variant="ghost" size="sm" onClick={signOut}>
              <LogOut />
              <span className="hidden sm:inline">Sign Out</span>
              <span className="sr-only sm:hidden">Sign Out</span>
            </Button>
          </div>
        ) : (
          <Button asChild size="sm">
            <Link to="/auth">Sign In</Link>
          </Button>
        )}
      </div>
      {auth.user ? (
        <p className="mx-auto max-w-6xl truncate px-4 pb-2 text-sm text-muted-foreground md:hidden">
          Welcome, {auth.displayName}
        </p>
      ) : null}
    </header>
  );
}
