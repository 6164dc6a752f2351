// The back-office entry: admins get the shell, everyone else a refusal (inside the site's frame: see
// SiteLayout). The frame and each screen are sibling lazy chunks loaded side by side: code they share then
// gets a chunk of its own instead of riding in a parent chunk, which would need the bundler's namespace
// helper in the chunk every resident loads.
import { type ReactNode, use, useMemo } from 'react';
import type { Locale } from '@/shared/locales';
import { useAuth } from '@/web/app/auth';
import { useLanguage } from '@/web/app/language';
import { PageSpinner, SignInRequired } from '@/web/components/page-states';
import { i18n } from '@/web/lib/i18n';
import { useLocation } from '@/web/lib/router';
import { settled } from '@/web/lib/settled';
import { AdminRoutes, preloadScreen } from './admin-routes';
import { officeMessages } from './office-messages';

/** Draws the back-office once its messages in the person's language are in (again after each change of it). */
function OfficeMessages({ children }: { children: ReactNode }) {
  const { locale } = useLanguage();
  // One promise per language: the parts shown since are already in (each screen brings its own).
  const messages = use(useMemo(() => officeMessages(locale), [locale]));
  // Choosing a language replaces its messages (lib/i18n.ts): the office's are added back each time (a merge).
  i18n.load(locale, messages);
  return children;
}

// This chunk loads only for an /admin path: the frame, the screen and their messages start downloading now,
// alongside the session request, instead of one after the other once it has answered (a non-admin fetches code
// it cannot use). The screen's parts first: the frame's messages are asked for with them, as one set.
const layout = settled(import('./admin-layout'));
const firstScreen = settled(preloadScreen(window.location.pathname));
officeMessages(i18n.locale as Locale).catch(() => {});

/**
 * The frame with the screen, drawn together once both are in: a frame drawn first with a spinner in it would hold
 * the screen back for React's 300 ms after a fallback (lib/settled.ts). Usually both are in by the time the session
 * has answered, and they are drawn at once.
 */
function Office() {
  const { default: AdminLayout } = use(layout);
  use(firstScreen);
  return (
    <AdminLayout>
      <AdminRoutes />
    </AdminLayout>
  );
}

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
      <Office />
    </OfficeMessages>
  );
}
