// The back-office frame: sidebar, the 'Admin Panel' header with the society's address, and the screen.
import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { LanguageSwitcher } from '@/web/app/language-switcher';
import { useSettings } from '@/web/app/settings';
import { ConfirmProvider } from '@/web/components/confirm-dialog';
import { AdminSidebar, SidebarProvider, SidebarTrigger } from './admin-sidebar';

/** `children` is the routed screen (AdminRoutes, passed in by AdminPage). */
export default function AdminLayout({ children }: { children: ReactNode }) {
  const settings = useSettings().data;
  const { t } = useLingui();
  return (
    <SidebarProvider>
      <ConfirmProvider>
        <div className="flex min-h-dvh">
          <AdminSidebar />
          <div className="flex min-w-0 flex-1 flex-col">
            <header className="no-print sticky top-0 z-40 flex min-h-16 items-center gap-3 border-b bg-card/95 px-3 py-2 backdrop-blur sm:px-4">
              <SidebarTrigger />
              <div className="min-w-0 flex-1">
                <p className="font-semibold leading-tight text-primary">{t`Admin Panel`}</p>
                <p className="line-clamp-2 text-xs text-muted-foreground sm:text-sm">
                  {settings ? `${settings.address} – ${settings.postal_code}` : '\u00a0'}
                </p>
              </div>
              <LanguageSwitcher where="office" className="shrink-0" />
            </header>
            <main className="flex-1">{children}</main>
          </div>
        </div>
      </ConfirmProvider>
    </SidebarProvider>
  );
}
