// /admin/analytics: the spec's four cards and two panels, then the charts, all for one date range kept in the
// URL (?from&to, so a reload or a shared link shows the same view). The page makes one request per range.
import { useLingui } from '@lingui/react/macro';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { CalendarRange, HeartPulse, TriangleAlert, Users, Wallet } from 'lucide-react';
import { type FormEvent, useEffect, useState } from 'react';
import {
  ANALYTICS_RANGE,
  ANALYTICS_TEXT,
  type Analytics,
  analyticsAdminApi,
  analyticsQuery,
  defaultFrom,
} from '@/shared/analytics';
import { formatINR } from '@/shared/money';
import { statusName } from '@/web/components/admin-request-decisions';
import { FigureCard } from '@/web/components/figure-card';
import { EmptyState } from '@/web/components/page-states';
import { Button } from '@/web/components/ui/button';
import { Card } from '@/web/components/ui/card';
import { Field } from '@/web/components/ui/field';
import { Input } from '@/web/components/ui/input';
import { Skeleton } from '@/web/components/ui/skeleton';
import { ApiError, api } from '@/web/lib/api';
import { useSearchParams } from '@/web/lib/router';
import { inLanguage } from '@/web/lib/server-messages';
import { toast } from '@/web/lib/toast';
import { formatDate, societyToday } from '@/web/lib/utils';
import { AdminPageFrame } from '../admin/admin-page-frame';
import { CollectionRateChart } from '../dues/admin-collection';
import { COLOURS, FeedbackChart, RequestsChart, RevenueChart } from './admin-analytics-charts';
import './admin-known-messages';
import { Can } from '../admin/office-access';
import { HelpdeskFigures } from './admin-helpdesk-figures';

const ANALYTICS_KEY = ['admin', 'analytics'] as const;
const count = (n: number) => n.toLocaleString('en-IN');

export default function AdminAnalytics() {
  const { t } = useLingui();
  const [params, setParams] = useSearchParams();
  const range = { from: params.get('from') ?? undefined, to: params.get('to') ?? undefined };
  const figures = useQuery({
    queryKey: [...ANALYTICS_KEY, range.from ?? '', range.to ?? ''],
    queryFn: () => api(analyticsAdminApi.figures, range),
    placeholderData: keepPreviousData,
    staleTime: 30_000,
    retry: (failures, error) => !(error instanceof ApiError && error.status === 400) && failures < 2,
  });
  const failed = figures.isError;
  useEffect(() => {
    if (failed) toast.error(t`Error`, { description: t`Failed to load analytics data` });
  }, [failed, t]);
  // A refused range (a hand-edited link) is shown on the form's fields; the server's message says why.
  const refused = figures.error instanceof ApiError && figures.error.status === 400 ? figures.error : null;
  const data = failed ? undefined : figures.data;
  const shownRange = data?.range ?? expectedRange(range);

  return (
    <AdminPageFrame
      title={t`Analytics`}
      description={
        shownRange
          ? t`Requests filed from ${formatDate(shownRange.from)} to ${formatDate(shownRange.to)}, on the society's clock.`
          : t`Where the society stands: members, money and requests.`
      }
    >
      <div className="flex flex-col gap-6" aria-busy={figures.isFetching}>
        <RangeFilter
          key={data ? `${data.range.from}/${data.range.to}` : 'none'}
          current={data?.range ?? range}
          serverErrors={refused?.fields}
          busy={figures.isFetching}
          onApply={(from, to) => setParams({ from, to })}
          onReset={() => setParams({})}
        />
        {failed ? (
          <EmptyState
            icon={TriangleAlert}
            title={t`Failed to load analytics data`}
            message={inLanguage(figures.error.message)}
            onRetry={refused ? undefined : () => figures.refetch()}
          />
        ) : (
          <>
            <Cards data={data} />
            <div className="grid gap-4 md:grid-cols-2">
              <StatusPanel title={t`Parking Statistics`} figures={data?.parking} />
              <StatusPanel title={t`House Repair Statistics`} figures={data?.repairs} />
            </div>
            {data ? (
              <div className="grid min-w-0 gap-4 xl:grid-cols-2">
                <div className="min-w-0 xl:col-span-2">
                  <RevenueChart data={data} />
                </div>
                <RequestsChart data={data} />
                <FeedbackChart data={data} />
                <div className="min-w-0 xl:col-span-2">
                  <CollectionRateChart data={data.collection} />
                </div>
                <Can need="helpdesk:view">
                  <div className="min-w-0 xl:col-span-2">
                    <HelpdeskFigures range={{ from: data.range.from, to: data.range.to }} />
                  </div>
                </Can>
              </div>
            ) : (
              <Skeleton className="h-80 w-full" />
            )}
          </>
        )}
      </div>
    </AdminPageFrame>
  );
}

/**
 * The range the server will answer for, known before it answers (its defaults when the link gives no dates), so
 * the description is drawn once with the page instead of changing when the figures arrive.
 */
function expectedRange(range: { from?: string; to?: string }) {
  if (!range.from && !range.to) {
    const to = societyToday();
    return { from: defaultFrom(to), to };
  }
  return range.from && range.to && analyticsQuery.safeParse(range).success
    ? { from: range.from, to: range.to }
    : undefined;
}

function RangeFilter({
  current,
  serverErrors,
  busy,
  onApply,
  onReset,
}: {
  current: { from?: string; to?: string };
  serverErrors?: Record<string, string>;
  busy: boolean;
  onApply: (from: string, to: string) => void;
  onReset: () => void;
}) {
  const { t } = useLingui();
  const [from, setFrom] = useState(current.from ?? '');
  const [to, setTo] = useState(current.to ?? '');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const shown = { ...serverErrors, ...errors };

  function submit(e: FormEvent) {
    e.preventDefault();
    // The server's rules, repeated: both dates, real calendar days, in bounds, in order, five years at most.
    const missing = {
      from: from ? undefined : ANALYTICS_TEXT.fromMissing,
      to: to ? undefined : ANALYTICS_TEXT.toMissing,
    };
    const parsed = analyticsQuery.safeParse({ from: from || undefined, to: to || undefined });
    const next: Record<string, string> = {};
    for (const issue of parsed.error?.issues ?? []) next[String(issue.path[0] ?? 'from')] ??= issue.message;
    for (const [k, v] of Object.entries(missing)) if (v) next[k] ??= v;
    setErrors(next);
    if (!Object.keys(next).length) onApply(from, to);
  }

  return (
    <form
      onSubmit={submit}
      noValidate
      aria-label={t`Date range`}
      className="flex flex-wrap items-start gap-3 rounded-lg border bg-card p-4 shadow-sm"
    >
      <Field label={t`From`} error={shown.from} className="w-full min-[480px]:w-44">
        {(p) => (
          <Input
            {...p}
            type="date"
            value={from}
            min={ANALYTICS_RANGE.earliest}
            max={ANALYTICS_RANGE.latest}
            onChange={(e) => setFrom(e.target.value)}
          />
        )}
      </Field>
      <Field label={t`To`} error={shown.to} className="w-full min-[480px]:w-44">
        {(p) => (
          <Input
            {...p}
            type="date"
            value={to}
            min={ANALYTICS_RANGE.earliest}
            max={ANALYTICS_RANGE.latest}
            onChange={(e) => setTo(e.target.value)}
          />
        )}
      </Field>
      <div className="flex gap-2 min-[480px]:mt-[1.625rem]">
        <Button type="submit" busy={busy}>
          {t`Apply`}
        </Button>
        <Button variant="outline" onClick={onReset}>
          {t`Last 12 months`}
        </Button>
      </div>
    </form>
  );
}

function Cards({ data }: { data: Analytics | undefined }) {
  const m = data?.memberships;
  const h = data?.hallBookings;
  const { t } = useLingui();
  return (
    <section aria-label={t`Figures`} className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
      <FigureCard
        icon={Users}
        title={t`Total Members`}
        value={data && count(data.members.total)}
        note={
          data &&
          t`Registered by ${formatDate(data.range.to)}; ${count(data.members.joined)} joined in the period`
        }
      />
      <FigureCard
        icon={HeartPulse}
        title={t`Active Memberships`}
        value={m && count(m.active)}
        note={m && t`Of ${count(m.total)} gym memberships filed; ${count(m.pending)} pending`}
      />
      <FigureCard
        icon={Wallet}
        title={t`Total Revenue`}
        value={data && formatINR(data.revenue)}
        note={
          m &&
          h &&
          t`Approved requests filed in the period: gym ${formatINR(m.revenue)} · hall ${formatINR(h.revenue)}`
        }
      />
      <FigureCard
        icon={CalendarRange}
        title={t`Hall Bookings`}
        value={h && count(h.total)}
        note={h && t`${count(h.approved)} approved`}
      />
    </section>
  );
}

const PANEL_ROWS = ['pending', 'approved', 'rejected'] as const;

function StatusPanel({ title, figures }: { title: string; figures: Analytics['parking'] | undefined }) {
  const { t } = useLingui();
  return (
    <Card className="p-5">
      <div className="flex items-baseline justify-between gap-2">
        <h2 className="font-semibold text-primary">{title}</h2>
        <span className="text-sm text-muted-foreground">
          {figures ? t`${count(figures.total)} filed` : null}
        </span>
      </div>
      <dl className="mt-4 grid grid-cols-3 gap-3">
        {PANEL_ROWS.map((key) => (
          <div key={key} className="rounded-md bg-muted px-3 py-2">
            <dt className="flex items-center gap-1.5 text-xs font-medium text-muted-foreground">
              <span
                className="size-2.5 shrink-0 rounded-full"
                style={{ background: COLOURS[key] }}
                aria-hidden
              />
              {statusName(key)}
            </dt>
            <dd className="mt-1 text-xl font-bold tabular-nums">
              {figures ? count(figures[key]) : <Skeleton className="h-7 w-10" />}
            </dd>
          </div>
        ))}
      </dl>
    </Card>
  );
}
