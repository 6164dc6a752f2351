// The admin dashboard (/admin): a welcome banner with the headline figures, the figure cards, the three
// action cards, and the gallery management section. Opening it is recorded in the audit log by the server.
import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import {
  CalendarRange,
  FileBarChart,
  History,
  type LucideIcon,
  Settings,
  TriangleAlert,
  Users,
  Wallet,
} from 'lucide-react';
import { type ComponentProps, lazy, Suspense, useEffect, useState } from 'react';
import { adminApi, type DashboardStats } from '@/shared/admin';
import { formatINR } from '@/shared/money';
import { useAuth } from '@/web/app/auth';
import { useSettings } from '@/web/app/settings';
import { FigureCard } from '@/web/components/figure-card';
import { EmptyState } from '@/web/components/page-states';
import { Skeleton } from '@/web/components/ui/skeleton';
import { api } from '@/web/lib/api';
import { useNearViewport } from '@/web/lib/near-viewport';
import { Link } from '@/web/lib/router';
import { toast } from '@/web/lib/toast';
import { cn } from '@/web/lib/utils';
import { ADMIN_STATS_KEY } from './badges';
import { reachesScreen, useCan } from './office-access';

// Gallery management is its own chunk (with the form code its upload needs), drawn when the office scrolls near
// it: drawn with the dashboard, its table was most of a phone's work before the dashboard could be used.
const AdminGallery = lazy(() => import('../gallery/admin-gallery'));
// The accounts' cards come after the first paint, below the fold on a phone: drawn with the dashboard, the dues'
// code (a dozen small files) was downloaded before anything of it could be shown.
const CollectionCards = lazy(() =>
  import('../dues/admin-collection').then((module) => ({ default: module.CollectionCards })),
);
// The quick actions' dialogs (and the dialog code) load when one is chosen, not before the dashboard's first paint.
const DIALOGS = {
  logs: lazy(() => import('./recent-activity-dialog')),
  reports: lazy(() => import('./stats-report-dialog')),
};

export default function AdminDashboard() {
  const auth = useAuth();
  const settings = useSettings().data;
  const { t } = useLingui();
  const stats = useQuery({
    queryKey: ADMIN_STATS_KEY,
    queryFn: () => api(adminApi.stats),
    staleTime: 30_000,
  });
  const failure = stats.error?.message;
  useEffect(() => {
    if (failure) toast.error(t`Error`, { description: t`Failed to load statistics: ${failure}` });
  }, [failure, t]);
  const s = stats.data;
  const [galleryPlace, galleryNear] = useNearViewport<HTMLDivElement>();
  const [dialog, setDialog] = useState<keyof typeof DIALOGS | null>(null);
  const Dialog = dialog ? DIALOGS[dialog] : null;
  // Only the cards of areas the person's roles reach (the figures and the report are every role's).
  const reaches = (screen: string) => reachesScreen(auth.reach, screen);
  const seesGallery = useCan('content:view');
  const opens = (which: keyof typeof DIALOGS) => ({
    'aria-haspopup': 'dialog' as const,
    'aria-expanded': dialog === which,
    onClick: () => setDialog(which),
  });

  return (
    <div className="mx-auto flex w-full max-w-7xl flex-col gap-8 px-4 py-6 sm:px-6">
      <section className="rounded-xl bg-primary p-5 text-primary-foreground shadow-sm sm:p-8">
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{t`Welcome back, ${auth.displayName}`}</h1>
        <p className="mt-1 text-primary-foreground/85">
          {settings
            ? t`Manage ${settings.name}: requests, notices, members and the gallery.`
            : t`Manage the society: requests, notices, members and the gallery.`}
        </p>
        <dl className="mt-6 grid grid-cols-2 gap-3 lg:grid-cols-4">
          <Tile label={t`Total Members`} value={s && String(s.totalMembers)} />
          <Tile label={t`Revenue`} value={s && formatINR(s.revenue)} />
          <Tile label={t`Bookings`} value={s && String(s.bookings)} />
          <Tile label={t`Pending`} value={s && String(s.pending)} />
        </dl>
      </section>

      <section aria-labelledby="figures-heading">
        <h2 id="figures-heading" className="sr-only">
          {t`Society figures`}
        </h2>
        {stats.isError ? (
          <EmptyState
            icon={TriangleAlert}
            title={t`Failed to load statistics`}
            message={failure}
            onRetry={() => stats.refetch()}
          />
        ) : (
          <Figures stats={s} />
        )}
      </section>

      {/* As high as the cards (one above the other on a phone), so nothing below them moves when they come. */}
      {reaches('dues') ? (
        <Suspense fallback={<Skeleton className="h-[30rem] w-full sm:h-52 lg:h-44" />}>
          <CollectionCards />
        </Suspense>
      ) : null}

      <section aria-labelledby="actions-heading">
        <h2 id="actions-heading" className="mb-3 text-lg font-semibold text-primary">
          {t`Quick Actions`}
        </h2>
        <div className="grid gap-4 md:grid-cols-3">
          {reaches('audit-log') ? (
            <ActionCard
              icon={History}
              title={t`View Logs`}
              text={t`The last 10 activities in the audit log.`}
              {...opens('logs')}
            />
          ) : null}
          <ActionCard
            icon={FileBarChart}
            title={t`View Reports`}
            text={t`A printable summary of these figures.`}
            {...opens('reports')}
          />
          {reaches('settings') ? (
            <ActionCard
              icon={Settings}
              title={t`Manage Settings`}
              text={t`The society's name, address and contacts.`}
              to="/admin/settings"
            />
          ) : null}
        </div>
      </section>

      {Dialog ? (
        <Suspense fallback={null}>
          <Dialog onClose={() => setDialog(null)} />
        </Suspense>
      ) : null}

      {!seesGallery ? null : galleryNear ? (
        <Suspense fallback={<Skeleton className="h-64 w-full" />}>
          <AdminGallery />
        </Suspense>
      ) : (
        <Skeleton ref={galleryPlace} className="h-64 w-full" />
      )}
    </div>
  );
}

function Tile({ label, value }: { label: string; value: string | undefined }) {
  return (
    <div className="rounded-lg bg-white/10 px-4 py-3">
      <dt className="text-xs font-medium uppercase tracking-wide text-primary-foreground/85">{label}</dt>
      <dd className="mt-1 text-xl font-bold tabular-nums sm:text-2xl">
        {value ?? <Skeleton className="h-7 w-16 bg-white/20" />}
      </dd>
    </div>
  );
}

function Figures({ stats: s }: { stats: DashboardStats | undefined }) {
  const { t } = useLingui();
  return (
    <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
      <FigureCard
        heading="h3"
        icon={Users}
        title={t`Total Members`}
        value={s && String(s.totalMembers)}
        note={t`Residents with a profile`}
      />
      <FigureCard
        heading="h3"
        icon={Wallet}
        title={t`Total Revenue`}
        value={s && formatINR(s.revenue)}
        note={
          s &&
          t`Gym ${formatINR(s.membershipRevenue)} · Hall ${formatINR(s.hallRevenue)} (confirmed payments only)`
        }
      />
      <FigureCard
        heading="h3"
        icon={CalendarRange}
        title={t`Hall Bookings`}
        value={s && String(s.bookings)}
        note={s && t`${s.approvedBookings} approved`}
      />
      <FigureCard
        heading="h3"
        icon={TriangleAlert}
        title={t`Pending Items`}
        value={s && String(s.pending)}
        note={
          s &&
          t`${s.pendingMemberships} gym memberships · ${s.pendingBookings} hall bookings · ${s.pendingParking} parking registrations · ${s.pendingRepairs} house repairs`
        }
      />
    </div>
  );
}

const actionCardClass =
  'flex w-full cursor-pointer items-start gap-4 rounded-lg border bg-card p-5 text-left shadow-sm transition-colors hover:bg-muted';

/** A card-sized button (a dialog trigger passes its props through) or, with `to`, a link. */
function ActionCard({
  icon: Icon,
  title,
  text,
  to,
  className,
  ...props
}: { icon: LucideIcon; title: string; text: string; to?: string } & ComponentProps<'button'>) {
  const body = (
    <>
      <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-secondary">
        <Icon className="size-5 text-primary" aria-hidden />
      </span>
      <span className="flex flex-col gap-1">
        <span className="font-semibold text-primary">{title}</span>
        <span className="text-sm text-muted-foreground">{text}</span>
      </span>
    </>
  );
  if (to)
    return (
      <Link to={to} className={cn(actionCardClass, className)}>
        {body}
      </Link>
    );
  return (
    <button type="button" className={cn(actionCardClass, className)} {...props}>
      {body}
    </button>
  );
}
