// The back-office entry (a lazy chunk of its own): admins get the shell; everyone else a refusal inside the
// resident site's frame.
import { useAuth } from '@/web/app/auth';
import { SiteLayout } from '@/web/app/layout';
import { PageSpinner, SignInRequired } from '@/web/components/page-states';
import { AdminLayout } from './admin-layout';

export default function AdminPage() {
  const auth = useAuth();
  if (auth.loading) return <PageSpinner />;
  if (auth.isAdmin) return <AdminLayout />;
  return (
    <SiteLayout>
      {auth.user ? (
        <SignInRequired
          signedIn
          title="Access Denied"
          message="You don't have admin privileges to access this page."
        />
      ) : (
        <SignInRequired message="Please sign in to access admin panel." />
      )}
    </SiteLayout>
  );
}
