// Management -> Reported Payments (/admin/reported-payments): the payments residents say they made, waiting ones
// first. Confirm (once the money is in the bank) records the payment with its receipt; Reject asks for the reason
// the resident is mailed. Paged and searched on the server.
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Check, HandCoins, ImageIcon, X } from 'lucide-react';
import { REASON_MAX } from '@/shared/decisions';
import { documentUrl } from '@/shared/documents';
import { decimalOf, formatINR } from '@/shared/money';
import {
  reportedPaymentsAdminApi as office,
  REPORTED_MODE_LABEL,
  REPORTED_STATUSES,
  type ReportedPaymentAdmin,
  type ReportedStatus,
} from '@/shared/reported-payments';
import { useConfirm, useConfirmReason } from '@/web/components/confirm-dialog';
import { type Column, DataTable } from '@/web/components/data-table';
import { StatusBadge } from '@/web/components/status-badge';
import { useTableParams } from '@/web/components/table-params';
import { Button } from '@/web/components/ui/button';
import { api, errorMessage } from '@/web/lib/api';
import { inLanguage } from '@/web/lib/server-messages';
import { toast } from '@/web/lib/toast';
import { formatDate } from '@/web/lib/utils';
import { AdminPageFrame } from '../admin/admin-page-frame';
import './admin-known-messages';
import { useCan } from '../admin/office-access';

const KEY = ['admin', 'reported-payments'];

// The statuses as the badges and the filter name them (capitalised, as before), translated.
const STATUS_NAME: Record<ReportedStatus, MessageDescriptor> = {
  reported: msg`Reported`,
  confirmed: msg`Confirmed`,
  rejected: msg`Rejected`,
};

function Decisions({ report }: { report: ReportedPaymentAdmin }) {
  const qc = useQueryClient();
  const confirm = useConfirm();
  const askReason = useConfirmReason();
  const decide = useMutation({
    mutationFn: (d: { reject?: string }) =>
      d.reject === undefined
        ? api(office.confirm, { id: report.id })
        : api(office.reject, { id: report.id, reason: d.reject }),
    onSettled: () => qc.invalidateQueries({ queryKey: KEY }),
  });
  const amount = formatINR(decimalOf(report.amount_paise));
  const { t } = useLingui();

  async function onConfirm() {
    const sure = await confirm({
      title: t`Confirm payment`,
      description: t`Only once ${amount} with reference ${report.reference} is in the society's bank account: a receipt for flat ${report.flat_no} is made and mailed, and the amount enters its ledger.`,
      confirmLabel: t`Confirm payment`,
    });
    if (!sure) return;
    try {
      const done = await decide.mutateAsync({});
      toast.success(t`Payment confirmed: receipt ${done.receipt_number ?? ''}`);
    } catch (err) {
      toast.error(t`Error`, { description: inLanguage(errorMessage(err)) });
    }
  }

  async function onReject() {
    const answer = await askReason({
      title: t`Reject reported payment`,
      description: t`The resident of flat ${report.flat_no} is mailed the reason; the ${amount} is not counted.`,
      confirmLabel: t`Reject`,
      destructive: true,
      reason: { label: t`Reason`, max: REASON_MAX, required: true },
    });
    if (!answer?.reason) return;
    try {
      await decide.mutateAsync({ reject: answer.reason });
      toast.success(t`Reported payment rejected: the resident has been told why`);
    } catch (err) {
      toast.error(t`Error`, { description: inLanguage(errorMessage(err)) });
    }
  }

  if (report.status !== 'reported') return null;
  return (
    <div className="flex flex-wrap gap-2">
      <Button size="sm" icon={<Check />} busy={decide.isPending} onClick={onConfirm}>
        {t`Confirm`}
      </Button>
      <Button size="sm" variant="outline" icon={<X />} disabled={decide.isPending} onClick={onReject}>
        {t`Reject`}
      </Button>
    </div>
  );
}

export default function AdminReportedPayments() {
  const { t } = useLingui();
  const manage = useCan('accounts:manage');
  const table = useTableParams(['status']);
  const list = useQuery({
    queryKey: [...KEY, table.query],
    queryFn: () => api(office.list, table.query),
    placeholderData: keepPreviousData,
  });
  const columns: Column<ReportedPaymentAdmin>[] = [
    {
      header: t`Flat`,
      cell: (r) => (
        <span className="flex flex-col">
          <span className="font-medium">{r.flat_no}</span>
          <span className="text-xs text-muted-foreground">{r.resident_name ?? r.resident_email}</span>
        </span>
      ),
    },
    {
      header: t`Amount`,
      cell: (r) => <span className="font-medium tabular-nums">{formatINR(decimalOf(r.amount_paise))}</span>,
    },
    { header: t`Paid on`, cell: (r) => formatDate(r.paid_on), className: 'whitespace-nowrap' },
    {
      header: t`Reference`,
      cell: (r) => (
        <span className="flex flex-col">
          <span className="break-all font-mono">{r.reference}</span>
          <span className="text-xs text-muted-foreground">
            {inLanguage(REPORTED_MODE_LABEL[r.mode])}
            {r.bill_number ? ` · ${t`bill ${r.bill_number}`}` : ''}
          </span>
        </span>
      ),
    },
    {
      header: t`Screenshot`,
      cell: (r) =>
        r.screenshot ? (
          <a
            className="inline-flex items-center gap-1 text-primary underline"
            href={documentUrl(r.screenshot)}
            target="_blank"
            rel="noreferrer"
          >
            <ImageIcon className="size-4" aria-hidden /> {t`View`}
          </a>
        ) : (
          '—'
        ),
    },
    {
      header: t`Status`,
      cell: (r) => (
        <span className="flex flex-col gap-1">
          <StatusBadge
            status={r.status === 'confirmed' ? 'approved' : r.status}
            label={t(STATUS_NAME[r.status])}
          />
          {r.receipt_number ? <span className="text-xs">{r.receipt_number}</span> : null}
          {r.reject_reason ? (
            <span className="text-xs text-muted-foreground">{inLanguage(r.reject_reason)}</span>
          ) : null}
        </span>
      ),
    },
    { header: t`Actions`, hidden: !manage, cell: (r) => <Decisions report={r} /> },
  ];
  return (
    <AdminPageFrame
      title={t`Reported Payments`}
      description={t`Payments residents say they made by UPI, NEFT or IMPS. Confirm one once it is in the society's bank account: its receipt is made and mailed.`}
    >
      <DataTable
        label={t`Reported payments`}
        table={table}
        list={list}
        columns={columns}
        rowKey={(r) => r.id}
        search={t`Search by flat, resident, e-mail or reference`}
        filters={[
          {
            name: 'status',
            label: t`Status`,
            allLabel: t`All statuses`,
            options: REPORTED_STATUSES.map((s) => ({ value: s, label: t(STATUS_NAME[s]) })),
          },
        ]}
        empty={{
          icon: HandCoins,
          title: t`No reported payments found`,
          message: t`Try another status or search.`,
        }}
        errorTitle={t`Failed to load reported payments`}
      />
    </AdminPageFrame>
  );
}
