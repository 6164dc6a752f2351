// View Reports: the dashboard's figures generated afresh on the server (and audited there) as a printable
// summary. While it is open, printing shows only the report.
import { useLingui } from '@lingui/react/macro';
import * as DialogPrimitive from '@radix-ui/react-dialog';
import { useMutation } from '@tanstack/react-query';
import { X } from 'lucide-react';
import { useEffect, useState } from 'react';
import { adminApi, type DashboardStats } from '@/shared/admin';
import { formatINR } from '@/shared/money';
import { useSettings } from '@/web/app/settings';
import { PageSpinner } from '@/web/components/page-states';
import { Button } from '@/web/components/ui/button';
import { api } from '@/web/lib/api';
import { formatDateTime } from '@/web/lib/utils';

const PRINT_ONLY_REPORT = '@media print { #root { display: none !important; } }';

/** Mounted (and its code loaded) when View Reports is chosen; each opening generates a fresh report. */
export default function StatsReportDialog({ onClose }: { onClose: () => void }) {
  const { t } = useLingui();
  const report = useMutation({ mutationFn: () => api(adminApi.report) });
  const { mutate } = report;
  useEffect(() => mutate(), [mutate]);
  // Opened from code rather than a dialog trigger: focus goes back to the button that opened it.
  const [opener] = useState(() =>
    document.activeElement instanceof HTMLElement ? document.activeElement : null,
  );
  return (
    <DialogPrimitive.Root open onOpenChange={(open) => open || onClose()}>
      <DialogPrimitive.Portal>
        <DialogPrimitive.Overlay className="fixed inset-0 z-50 bg-black/60 print:hidden" />
        <DialogPrimitive.Content
          className="fixed left-1/2 top-1/2 z-50 grid max-h-[92vh] w-[calc(100%-1.5rem)] max-w-2xl -translate-x-1/2 -translate-y-1/2 gap-5 overflow-y-auto rounded-lg border bg-card p-5 shadow-lg sm:p-8 print:static print:max-h-none print:w-full print:max-w-none print:translate-none print:overflow-visible print:border-0 print:p-0 print:shadow-none"
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            if (opener?.isConnected) opener.focus();
          }}
        >
          <style>{PRINT_ONLY_REPORT}</style>
          <DialogPrimitive.Close
            className="absolute right-3 top-3 cursor-pointer rounded-sm p-1 opacity-70 hover:opacity-100 print:hidden"
            aria-label={t`Close`}
          >
            <X className="size-4" />
          </DialogPrimitive.Close>
          <DialogPrimitive.Title className="pr-6 text-xl font-bold text-primary">
            {t`Society Report`}
          </DialogPrimitive.Title>
          {report.isError ? (
            <DialogPrimitive.Description className="text-sm">
              {t`The report could not be generated (${report.error.message}). The figures on the dashboard show the latest summary.`}
            </DialogPrimitive.Description>
          ) : report.data ? (
            <ReportBody stats={report.data} />
          ) : (
            <DialogPrimitive.Description asChild>
              <div>
                <PageSpinner />
              </div>
            </DialogPrimitive.Description>
          )}
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end print:hidden">
            <DialogPrimitive.Close asChild>
              <Button variant="outline">{t`Close`}</Button>
            </DialogPrimitive.Close>
            {report.isError ? (
              <Button onClick={() => report.mutate()}>{t`Try again`}</Button>
            ) : (
              <Button disabled={!report.data} onClick={() => window.print()}>
                {t`Print Report`}
              </Button>
            )}
          </div>
        </DialogPrimitive.Content>
      </DialogPrimitive.Portal>
    </DialogPrimitive.Root>
  );
}

function ReportBody({ stats }: { stats: DashboardStats }) {
  const settings = useSettings().data;
  const { t } = useLingui();
  const rows: [string, string][] = [
    [t`Total Members`, String(stats.totalMembers)],
    [t`Total Revenue`, formatINR(stats.revenue)],
    [t`Membership revenue`, formatINR(stats.membershipRevenue)],
    [t`Hall booking revenue`, formatINR(stats.hallRevenue)],
    [t`Hall Bookings`, `${stats.bookings} (${t`${stats.approvedBookings} approved`})`],
    [t`Pending Items`, String(stats.pending)],
    [t`Pending gym memberships`, String(stats.pendingMemberships)],
    [t`Pending hall bookings`, String(stats.pendingBookings)],
    [t`Pending parking registrations`, String(stats.pendingParking)],
    [t`Pending house repairs`, String(stats.pendingRepairs)],
  ];
  return (
    <>
      <DialogPrimitive.Description className="text-sm text-muted-foreground">
        {settings ? (
          <>
            {settings.name}
            <br />
            {settings.address} – {settings.postal_code}
          </>
        ) : null}
        <span className="block">{t`Generated on ${formatDateTime(stats.generatedAt)}`}</span>
      </DialogPrimitive.Description>
      <table className="w-full text-sm">
        <caption className="sr-only">{t`Society figures`}</caption>
        <tbody>
          {rows.map(([label, value]) => (
            <tr key={label} className="border-b last:border-0">
              <th scope="row" className="py-2 pr-4 text-left font-medium">
                {label}
              </th>
              <td className="py-2 text-right tabular-nums">{value}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <p className="text-xs text-muted-foreground">
        {t`Revenue is the amount paid on approved gym memberships (running, or ended after approval) and approved hall bookings. Pending Items counts every request awaiting the office.`}
      </p>
    </>
  );
}
