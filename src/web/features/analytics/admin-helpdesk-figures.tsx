// The helpdesk's figures for the analytics range: a chart of the items per month (resolved within the deadline or
// not) and a small table per month and category with the deadline share, the median first response and
// resolution in working hours, the reopen rate and the average rating.
import { useLingui } from '@lingui/react/macro';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { type AnalyticsQuery, analyticsAdminApi, type HelpdeskFigure } from '@/shared/analytics';
import { Skeleton } from '@/web/components/ui/skeleton';
import { api } from '@/web/lib/api';
import { cn } from '@/web/lib/utils';
import { ChartFigure, categoryName, duration, monthLabel, NumbersTable } from './admin-analytics-charts';
import { BarChart } from './admin-bar-chart';

const count = (n: number) => n.toLocaleString('en-IN');
const percent = (share: number | null) =>
  share === null ? '—' : share.toLocaleString('en-IN', { style: 'percent', maximumFractionDigits: 0 });
const rating = (value: number | null) =>
  value === null ? '—' : value.toLocaleString('en-IN', { maximumFractionDigits: 1 });

const COLOURS = { inTime: '#1d7a4d', other: '#5b6b70' } as const;

export function HelpdeskFigures({ range }: { range: AnalyticsQuery }) {
  const { t } = useLingui();
  const figures = useQuery({
    queryKey: ['admin', 'analytics', 'helpdesk', range.from ?? '', range.to ?? ''],
    queryFn: () => api(analyticsAdminApi.helpdesk, range),
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });
  if (figures.isError) return null; // the page's own figures say when the range is refused or loading fails
  if (!figures.data) return <Skeleton className="h-80 w-full" />;
  const { months, rows } = figures.data;
  const items = months.reduce((sum, m) => sum + m.items, 0);
  const head = [
    t`Items`,
    t`Within deadline`,
    t`First response (median)`,
    t`Resolution (median)`,
    t`Reopened`,
    t`Average rating`,
  ];
  const cells = (f: HelpdeskFigure) => [
    count(f.items),
    percent(f.withinDeadline),
    duration(f.medianFirstResponseHours),
    duration(f.medianResolutionHours),
    percent(f.reopenRate),
    rating(f.averageRating),
  ];
  return (
    <div className="flex min-w-0 flex-col gap-4">
      <ChartFigure
        title={t`Helpdesk by month`}
        caption={t`${count(items)} items filed in the period. Times are in the society's working hours; within deadline counts items resolved by their resolution deadline, of those resolved or past it.`}
        table={
          <NumbersTable
            caption={t`Helpdesk by month`}
            head={[t`Month`, ...head]}
            rows={months.map((m) => [monthLabel(m.month, 'long'), ...cells(m)])}
          />
        }
      >
        <BarChart
          orientation="columns"
          stacked
          height={240}
          labelWidth={48}
          series={[
            { label: t`Resolved within deadline`, colour: COLOURS.inTime },
            { label: t`Other items`, colour: COLOURS.other },
          ]}
          rows={months.map((m) => ({
            label: monthLabel(m.month, 'short'),
            values: [m.resolvedInTime, m.items - m.resolvedInTime],
          }))}
          formatValue={count}
        />
      </ChartFigure>
      <section
        aria-labelledby="helpdesk-table"
        className="flex min-w-0 flex-col gap-2 rounded-lg border bg-card p-4 shadow-sm sm:p-5"
      >
        <h2 id="helpdesk-table" className="text-base font-semibold text-primary">
          {t`Helpdesk by month and category`}
        </h2>
        {rows.length ? (
          // Wider than a phone: it scrolls sideways, so it takes the focus and arrow keys scroll it.
          <section
            aria-labelledby="helpdesk-table"
            // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard
            tabIndex={0}
            className="min-w-0 overflow-x-auto focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
          >
            <table className="w-full min-w-[640px] text-sm">
              <thead>
                <tr className="border-b text-left text-xs text-muted-foreground">
                  {[t`Month`, t`Category`, ...head].map((h, i) => (
                    <th key={h} scope="col" className={cn('py-2 font-medium', i > 1 && 'pl-2 text-right')}>
                      {h}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {rows.map((row) => (
                  <tr key={`${row.month}-${row.category}`} className="border-b last:border-0">
                    <th scope="row" className="py-2 text-left font-normal whitespace-nowrap">
                      {monthLabel(row.month, 'short')}
                    </th>
                    <td className="py-2">{categoryName(row.category ?? '')}</td>
                    {cells(row).map((cell, i) => (
                      <td key={head[i]} className="py-2 pl-2 text-right tabular-nums">
                        {cell}
                      </td>
                    ))}
                  </tr>
                ))}
              </tbody>
            </table>
          </section>
        ) : (
          <p className="py-6 text-center text-sm text-muted-foreground">{t`No helpdesk items in this period.`}</p>
        )}
      </section>
    </div>
  );
}
