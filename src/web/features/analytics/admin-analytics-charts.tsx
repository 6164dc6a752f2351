// The analytics charts, office-only (a lazy admin chunk). Each chart is a figure with a visible caption and its
// numbers as a table, always read by screen readers and shown on request (keyboard users get every number without
// hovering); fills reach 4.5:1.
import type { MessageDescriptor } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { Table as TableIcon } from 'lucide-react';
import { type ReactNode, useId, useState } from 'react';
import { type Analytics, durationParts } from '@/shared/analytics';
import type { FEEDBACK_CATEGORIES } from '@/shared/feedback';
import { INTL_LOCALE } from '@/shared/locales';
import { formatINR } from '@/shared/money';
import { statusName } from '@/web/components/admin-request-decisions';
import { Button } from '@/web/components/ui/button';
import { i18n } from '@/web/lib/i18n';
import { capitalize, cn, displayedLocale, societyTimeZone } from '@/web/lib/utils';
import { BarChart } from './admin-bar-chart';

/** Fills on white: each reaches 4.5:1, and a white gap separates stacked segments. */
export const COLOURS = {
  memberships: '#0f4c5c',
  hallBookings: '#c2410c',
  pending: '#a16207',
  approved: '#1d7a4d',
  rejected: '#c0392b',
  ended: '#5b6b70',
  received: '#0f4c5c',
  resolved: '#1d7a4d',
} as const;

const count = (n: number) => n.toLocaleString('en-IN');
// Amounts keep en-IN's lakh and crore in every language (decision 0013), short on the axis: ₹50K, ₹1.5L, ₹1.2Cr.
const compactINR = new Intl.NumberFormat('en-IN', {
  style: 'currency',
  currency: 'INR',
  notation: 'compact',
  maximumFractionDigits: 1,
});

/**
 * 'YYYY-MM' (or a date in it) read as a month in the person's language: short for an axis (Jan 26; जाने 26), long
 * for a table (January 2026; जानेवारी 2026); without the year to start a range of months.
 */
export function monthLabel(month: string, style: 'short' | 'long', year = true) {
  const [y, m] = month.split('-').map(Number);
  return new Date(Date.UTC(y, m - 1, 1)).toLocaleDateString(INTL_LOCALE[displayedLocale()], {
    month: style,
    ...(year ? { year: style === 'short' ? '2-digit' : 'numeric' } : {}),
    timeZone: 'UTC',
  });
}

export function ChartFigure({
  title,
  caption,
  children,
  table,
}: {
  title: string;
  caption: ReactNode;
  children: ReactNode;
  /** The chart's numbers: always read by screen readers, on screen when asked for (or always, if `null`). */
  table: ReactNode;
}) {
  const { t } = useLingui();
  const [shown, setShown] = useState(false);
  const id = useId();
  const tableId = `${id}-table`;
  return (
    <figure
      aria-labelledby={`${id}-title`}
      className="flex min-w-0 flex-col gap-3 rounded-lg border bg-card p-4 shadow-sm sm:p-5"
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h2 id={`${id}-title`} className="text-base font-semibold text-primary">
          {title}
        </h2>
        <Button
          variant="ghost"
          size="sm"
          aria-expanded={shown}
          aria-controls={tableId}
          onClick={() => setShown((v) => !v)}
        >
          <TableIcon aria-hidden /> {shown ? t`Hide numbers` : t`Show numbers`}
        </Button>
      </div>
      <figcaption className="-mt-1 text-sm text-muted-foreground">{caption}</figcaption>
      {/* The picture repeats the table for sighted readers; assistive technology reads the table instead. */}
      <div aria-hidden className="min-w-0">
        {children}
      </div>
      {/* sr-only on the wrapper: a table ignores the 1px width and would widen the page. */}
      <div id={tableId} className={shown ? 'min-w-0 overflow-x-auto' : 'sr-only'}>
        {table}
      </div>
    </figure>
  );
}

export function NumbersTable({
  caption,
  head,
  rows,
}: {
  caption: string;
  head: string[];
  rows: (string | number)[][];
}) {
  return (
    <table className="w-full text-sm">
      <caption className="sr-only">{caption}</caption>
      <thead>
        <tr className="border-b text-left text-xs text-muted-foreground">
          {head.map((h, i) => (
            <th key={h} scope="col" className={cn('py-2 font-medium', i > 0 && 'pl-2 text-right')}>
              {h}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map(([first, ...rest]) => (
          <tr key={String(first)} className="border-b last:border-0">
            <th scope="row" className="py-2 text-left font-normal">
              {first}
            </th>
            {rest.map((cell, i) => (
              <td key={i} className="py-2 pl-2 text-right tabular-nums">
                {cell}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

export function RevenueChart({ data }: { data: Analytics }) {
  const { t } = useLingui();
  const months = data.revenueByMonth;
  const gym = months.reduce((sum, m) => sum + m.memberships, 0);
  const hall = months.reduce((sum, m) => sum + m.hallBookings, 0);
  const total = formatINR(gym + hall);
  const zone = societyTimeZone();
  const over = plural(months.length, {
    one: `${total} over # month`,
    other: `${total} over # months`,
  });
  return (
    <ChartFigure
      title={t`Revenue by month`}
      caption={t`${over}: gym memberships ${formatINR(gym)}, hall bookings ${formatINR(hall)}. Each payment counts in the month its request was filed (${zone}); only approved requests count (memberships also once ended).`}
      table={
        <NumbersTable
          caption={t`Revenue by month`}
          head={[t`Month`, t`Gym memberships`, t`Hall bookings`, t`Total`]}
          rows={months.map((m) => [
            monthLabel(m.month, 'long'),
            formatINR(m.memberships),
            formatINR(m.hallBookings),
            formatINR(m.memberships + m.hallBookings),
          ])}
        />
      }
    >
      <BarChart
        orientation="columns"
        stacked
        height={256}
        labelWidth={64}
        series={[
          { label: t`Gym memberships`, colour: COLOURS.memberships },
          { label: t`Hall bookings`, colour: COLOURS.hallBookings },
        ]}
        rows={months.map((m) => ({
          label: monthLabel(m.month, 'short'),
          values: [m.memberships, m.hallBookings],
        }))}
        formatValue={formatINR}
        formatTick={compactINR.format}
      />
    </ChartFigure>
  );
}

// The statuses as their badges name them; a membership's ended states have a name of their own here.
const STATUS_GROUPS = [
  { key: 'pending', label: () => statusName('pending') },
  { key: 'approved', label: () => statusName('approved') },
  { key: 'rejected', label: () => statusName('rejected') },
  { key: 'ended', label: () => i18n._(msg`Expired or inactive`) },
] as const;

export function RequestsChart({ data }: { data: Analytics }) {
  const { t } = useLingui();
  const rows = [
    { label: t`Parking`, ...data.parking, ended: 0 },
    { label: t`House repairs`, ...data.repairs, ended: 0 },
    { label: t`Hall bookings`, ...data.hallBookings, ended: 0 },
    { label: t`Memberships`, ...data.memberships },
  ];
  const total = rows.reduce((sum, r) => sum + r.total, 0);
  const requests = count(total);
  const filed = plural(total, {
    one: `${requests} request filed in the period`,
    other: `${requests} requests filed in the period`,
  });
  return (
    <ChartFigure
      title={t`Requests by status`}
      caption={t`${filed}, ${count(data.pending)} of them still pending. A membership that is active counts as approved.`}
      table={
        <NumbersTable
          caption={t`Requests by status`}
          head={[t`Request`, ...STATUS_GROUPS.map((g) => g.label()), t`Total`]}
          rows={rows.map((r) => [r.label, ...STATUS_GROUPS.map((g) => count(r[g.key])), count(r.total)])}
        />
      }
    >
      {total === 0 ? (
        <p className="py-10 text-center text-sm text-muted-foreground">{t`No requests in this period.`}</p>
      ) : (
        <BarChart
          orientation="bars"
          stacked
          height={272}
          labelWidth={104}
          series={STATUS_GROUPS.map((g) => ({ label: g.label(), colour: COLOURS[g.key] }))}
          rows={rows.map((r) => ({ label: r.label, values: STATUS_GROUPS.map((g) => r[g.key]) }))}
          formatValue={count}
        />
      )}
    </ChartFigure>
  );
}

// Feedback's categories in the person's language. Not feedback/labels.ts's: drawn from here too, that module would
// leave its chunk for one of its own, an extra download for the resident's feedback page.
const CATEGORIES: Record<(typeof FEEDBACK_CATEGORIES)[number], MessageDescriptor> = {
  maintenance: msg`Maintenance`,
  security: msg`Security`,
  amenities: msg`Amenities`,
  cleanliness: msg`Cleanliness`,
  parking: msg`Parking`,
  noise: msg`Noise`,
  suggestion: msg`Suggestion`,
  complaint: msg`Complaint`,
  appreciation: msg`Appreciation`,
};
const isCategory = (value: string): value is keyof typeof CATEGORIES => Object.hasOwn(CATEGORIES, value);
export const categoryName = (value: string) =>
  isCategory(value) ? i18n._(CATEGORIES[value]) : capitalize(value);

/** A duration as people say it (15 min, 7 h, 2.5 days), in the person's language. */
function formatDuration(hours: number) {
  const { value, unit } = durationParts(hours);
  if (unit === 'min') return i18n._(msg`${value} min`);
  if (unit === 'h') return i18n._(msg`${value} h`);
  return i18n._(msg`${value} days`);
}
export const duration = (hours: number | null) => (hours === null ? '—' : formatDuration(hours));

export function FeedbackChart({ data }: { data: Analytics }) {
  const { t } = useLingui();
  const fb = data.feedback;
  const rows = fb.byCategory.map((c) => ({
    ...c,
    label: categoryName(c.category),
    median: c.medianResolveHours === null ? '' : t`median ${formatDuration(c.medianResolveHours)}`,
  }));
  const received = count(fb.total);
  return (
    <ChartFigure
      title={t`Feedback by category`}
      caption={
        fb.medianResolveHours === null
          ? t`${received} received in the period, none resolved yet.`
          : t`${received} received, ${count(fb.resolved)} resolved. Median time to resolve: ${formatDuration(fb.medianResolveHours)}, from submission to the last update of feedback now resolved (resolving is the last change it takes).`
      }
      table={
        <NumbersTable
          caption={t`Feedback by category`}
          head={[t`Category`, t`Received`, t`Resolved`, t`Median time to resolve`]}
          rows={rows.map((c) => [c.label, count(c.total), count(c.resolved), duration(c.medianResolveHours)])}
        />
      }
    >
      {fb.total === 0 ? null : (
        <BarChart
          orientation="bars"
          stacked={false}
          height={336}
          labelWidth={104}
          series={[
            { label: t`Received`, colour: COLOURS.received },
            { label: t`Resolved`, colour: COLOURS.resolved },
          ]}
          rows={rows.map((c) => ({ label: c.label, values: [c.total, c.resolved], note: c.median }))}
          formatValue={count}
        />
      )}
    </ChartFigure>
  );
}
