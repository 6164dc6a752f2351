import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { LogOut } from 'lucide-react';
import { lazy, Suspense, useEffect } from 'react';
import { type Dashboard, dashboardApi } from '@/shared/dashboard';
import { useAuth } from '@/web/app/auth';
import { MembersOnly, PageFrame } from '@/web/components/page-states';
import { Button } from '@/web/components/ui/button';
import { Skeleton } from '@/web/components/ui/skeleton';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/web/components/ui/tabs';
import { api } from '@/web/lib/api';
import { useNavigate } from '@/web/lib/router';
import { PinnedNotices } from '../announcements/pinned-notices';
import { AnnouncementsTab } from './announcements-tab';
import { BookingsTab, GymTab, RegistrationsTab } from './list-tabs';
import { OverviewTab } from './overview-tab';

// The profile tab's forms (and the form library) load when the tab is opened, not with the dashboard.
const ProfileTab = lazy(() => import('./profile-tab').then((m) => ({ default: m.ProfileTab })));

const EMPTY: Dashboard = {
  memberships: [],
  bookings: [],
  parking: [],
  announcements: [],
  counts: { memberships: 0, bookings: 0, parking: 0 },
  dues: null,
};

const TABS = [
  ['overview', msg`Overview`],
  ['gym', msg`Gym`],
  ['bookings', msg`Bookings`],
  ['registrations', msg`Registrations`],
  ['announcements', msg`Announcements`],
  ['profile', msg`Profile`],
] as const;

export default function DashboardPage() {
  const { t } = useLingui();
  return (
    <MembersOnly title={t`Access Denied`} message={t`Please sign in to view your dashboard`}>
      <MemberDashboard />
    </MembersOnly>
  );
}

function DashboardSkeleton() {
  const { t } = useLingui();
  return (
    <div className="flex flex-col gap-6" role="status" aria-busy="true" aria-label={t`Loading dashboard`}>
      <Skeleton className="h-10 w-full max-w-2xl" />
      <div className="grid gap-4 sm:grid-cols-3">
        <Skeleton className="h-24" />
        <Skeleton className="h-24" />
        <Skeleton className="h-24" />
      </div>
      <div className="grid gap-6 lg:grid-cols-2">
        <Skeleton className="h-64" />
        <Skeleton className="h-64" />
      </div>
    </div>
  );
}

function MemberDashboard() {
  const { t } = useLingui();
  const auth = useAuth();
  const navigate = useNavigate();
  const query = useQuery({ queryKey: ['dashboard'], queryFn: () => api(dashboardApi.get) });
  // The spec leaves a failed load as empty lists; the error is only logged.
  useEffect(() => {
    if (query.isError) console.error('Failed to load dashboard', query.error);
  }, [query.isError, query.error]);
  const data = query.data ?? EMPTY;

  async function signOut() {
    await auth.signOut();
    navigate('/');
  }

  return (
    <PageFrame
      title={t`My Dashboard`}
      subtitle={t`Welcome back, ${auth.displayName}`}
      width="max-w-6xl"
      actions={
        <Button variant="outline" onClick={signOut}>
          <LogOut /> {t`Sign Out`}
        </Button>
      }
    >
      <PinnedNotices />
      {query.isPending ? (
        <DashboardSkeleton />
      ) : (
        <Tabs defaultValue="overview">
          <TabsList className="grid w-full grid-cols-3 sm:grid-cols-6">
            {TABS.map(([value, label]) => (
              <TabsTrigger key={value} value={value} className="px-2">
                {t(label)}
              </TabsTrigger>
            ))}
          </TabsList>
          <TabsContent value="overview">
            <OverviewTab data={data} />
          </TabsContent>
          <TabsContent value="gym">
            <GymTab memberships={data.memberships} />
          </TabsContent>
          <TabsContent value="bookings">
            <BookingsTab bookings={data.bookings} />
          </TabsContent>
          <TabsContent value="registrations">
            <RegistrationsTab parking={data.parking} />
          </TabsContent>
          <TabsContent value="announcements">
            <AnnouncementsTab announcements={data.announcements} />
          </TabsContent>
          <TabsContent value="profile">
            <Suspense fallback={<Skeleton className="h-48 w-full" />}>
              <ProfileTab />
            </Suspense>
          </TabsContent>
        </Tabs>
      )}
    </PageFrame>
  );
}
