// The back-office entry: admins get the shell, everyone else a refusal (inside the site's frame: see
// SiteLayout). Kept tiny, with the shell behind a second lazy import, so that the residents' entry chunk
// lists only this file among the back-office's chunks.
import { lazy } from 'react';
import { useAuth } from '@/web/app/auth';
import { PageSpinner, SignInRequired } from '@/web/components/page-states';

const AdminLayout = lazy(() => import('./admin-layout'));

export default function AdminPage() {
  const auth = useAuth();
  if (auth.loading) return <PageSpinner />;
  if (!auth.user) return <SignInRequired message="Please sign in to access admin panel." />;
  if (!auth.isAdmin)
    return (
      <SignInRequired
        signedIn
        title="Access Denied"
        message="You don't have admin privileges to access this page."
      />
    );
  return <AdminLayout />;
}
