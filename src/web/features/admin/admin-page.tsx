// The back-office entry: admins get the shell, everyone else a refusal (inside the site's frame: see
// SiteLayout). The frame and each screen are sibling lazy chunks loaded side by side: code they share then
// gets a chunk of its own instead of riding in a parent chunk, which would need the bundler's namespace
// helper in the chunk every resident loads.
import type { Messages } from '@lingui/core';
import { lazy, type ReactNode, use } from 'react';
import type { Locale } from '@/shared/locales';
import { useAuth } from '@/web/app/auth';
import { useLanguage } from '@/web/app/language';
import { PageSpinner, SignInRequired } from '@/web/components/page-states';
import { i18n } from '@/web/lib/i18n';
import { useLocation } from '@/web/lib/router';
import { AdminRoutes, preloadScreen } from './admin-routes';

// The back-office's messages, a catalogue of its own (lingui.config.ts): only an admin downloads it, once per
// language (a failed download is asked for again on the next try).
const catalogues: Record<Locale, () => Promise<{ messages: Messages }>> = {
  en: () => import('../../locales/office/en.po'),
  mr: () => import('../../locales/office/mr.po'),
  hi: () => import('../../locales/office/hi.po'),
};
const downloads = new Map<Locale, Promise<Messages>>();
function officeMessages(locale: Locale) {
  let download = downloads.get(locale);
  if (!download) {
    download = catalogues[locale]().then(
      (module) => module.messages,
      (err) => {
        downloads.delete(locale);
        throw err;
      },
    );
    downloads.set(locale, download);
  }
  return download;
}

/** Draws the back-office once its messages in the person's language are in (again after each change of it). */
function OfficeMessages({ children }: { children: ReactNode }) {
  const { locale } = useLanguage();
  const messages = use(officeMessages(locale));
  // Choosing a language replaces its messages (lib/i18n.ts): the office's are added back each time (a merge).
  i18n.load(locale, messages);
  return children;
}

const loadLayout = () => import('./admin-layout');
const AdminLayout = lazy(loadLayout);

// This chunk loads only for an /admin path: the frame and the screen start downloading now, alongside the
// session request, instead of one after the other once it has answered (a non-admin fetches code it cannot use).
loadLayout().catch(() => {});
preloadScreen(window.location.pathname);

/** Screens whose refusal names what they manage (admin spec section 6); the others say 'this page'. */
const DENIED_FOR: Record<string, string> = { '/admin/feedback': 'feedback management' };

export default function AdminPage() {
  const auth = useAuth();
  const { pathname } = useLocation();
  if (auth.loading) return <PageSpinner />;
  if (!auth.user) return <SignInRequired message="Please sign in to access admin panel." />;
  if (!auth.isAdmin)
    return (
      <SignInRequired
        signedIn
        title="Access Denied"
        message={`You don't have admin privileges to access ${DENIED_FOR[pathname.replace(/\/+$/, '')] ?? 'this page'}.`}
      />
    );
  return (
    <OfficeMessages>
      <AdminLayout>
        <AdminRoutes />
      </AdminLayout>
    </OfficeMessages>
  );
}
