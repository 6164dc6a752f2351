// The resident's reported payments beside their flat's ledger: each is shown as reported (not paid, not in the
// balance) until the office confirms it (then its receipt is among the receipts) or rejects it, with the reason.
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { decimalOf, formatINR } from '@/shared/money';
import { REPORTED_MODE_LABEL, type ReportedPayment, reportedPaymentsApi } from '@/shared/reported-payments';
import { StatusBadge } from '@/web/components/status-badge';
import { Card, CardContent, CardHeader, CardTitle } from '@/web/components/ui/card';
import { api } from '@/web/lib/api';
import { inLanguage } from '@/web/lib/server-messages';
import './known-messages';
import { formatDate } from '@/web/lib/utils';

const STATUS_LABEL: Record<ReportedPayment['status'], MessageDescriptor> = {
  reported: msg`Reported: awaiting the office`,
  confirmed: msg`Confirmed`,
  rejected: msg`Rejected`,
};

/** The latest reports (the office decides within days; older ones are in the ledger and receipts). */
export function MyReportedPayments() {
  const { t } = useLingui();
  const reports = useQuery({
    queryKey: ['reported-payments', 'mine'],
    queryFn: () => api(reportedPaymentsApi.mine, { page: 1, pageSize: 10 }),
    placeholderData: keepPreviousData,
  });
  if (!reports.data?.total) return null;
  return (
    <Card>
      <CardHeader>
        <CardTitle className="text-lg">{t`Reported payments`}</CardTitle>
      </CardHeader>
      <CardContent>
        <ul className="divide-y" aria-label={t`Reported payments`}>
          {reports.data.items.map((r) => (
            <li key={r.id} className="flex flex-wrap items-start justify-between gap-2 py-3">
              <div className="min-w-0">
                <p className="font-medium">
                  {t`${formatINR(decimalOf(r.amount_paise))} by ${inLanguage(REPORTED_MODE_LABEL[r.mode])}`}
                </p>
                <p className="break-all text-sm text-muted-foreground">
                  {formatDate(r.paid_on)} · {r.reference}
                  {r.receipt_number ? ` · ${t`receipt ${r.receipt_number}`}` : ''}
                </p>
                {r.reject_reason ? (
                  <p className="text-sm text-destructive">{t`Reason: ${r.reject_reason}`}</p>
                ) : null}
              </div>
              <StatusBadge
                status={r.status === 'confirmed' ? 'approved' : r.status}
                label={t(STATUS_LABEL[r.status])}
              />
            </li>
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}
