import { ShieldAlert } from 'lucide-react';
import { useAuth } from '@/web/app/auth';
import { EmptyState, PageFrame, PageSpinner, SignInRequired } from '@/web/components/page-states';

/** The back-office entry. Its screens are a separate piece of work; the access rules hold already. */
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
  return (
    <PageFrame title="Admin Panel">
      <EmptyState
        icon={ShieldAlert}
        title="Back-office screens are being prepared"
        message="Approvals, content and invoices will appear here."
      />
    </PageFrame>
  );
}
