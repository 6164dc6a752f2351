// The full audit log (/admin/audit-log, reached from View Logs): newest first, paged on the server,
// filtered by action and searched by who acted.
import { useLingui } from '@lingui/react/macro';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { History } from 'lucide-react';
import { type AuditEntry, auditAdminApi } from '@/shared/audit';
import { type Column, DataTable } from '@/web/components/data-table';
import { useTableParams } from '@/web/components/table-params';
import { api } from '@/web/lib/api';
import { formatDateTime } from '@/web/lib/utils';
import { AdminPageFrame } from './admin-page-frame';
import { Actor, actionLabel, detailsText, SeverityBadge } from './audit-entry';

export default function AdminAuditLog() {
  const { t } = useLingui();
  const table = useTableParams(['action']);
  const list = useQuery({
    queryKey: ['audit-log', table.query],
    queryFn: () => api(auditAdminApi.list, table.query),
    placeholderData: keepPreviousData,
  });
  const actions = useQuery({
    queryKey: ['audit-log', 'actions'],
    queryFn: () => api(auditAdminApi.actions),
    staleTime: 60_000,
  });
  const columns: Column<AuditEntry>[] = [
    {
      header: t`Time`,
      cell: (e) => <time dateTime={e.created_at}>{formatDateTime(e.created_at)}</time>,
      className: 'whitespace-nowrap',
    },
    { header: t`User`, cell: (e) => <Actor entry={e} />, className: 'md:min-w-44' },
    {
      header: t`Action`,
      cell: (e) => <span className="font-medium">{actionLabel(e.action)}</span>,
      className: 'md:min-w-36',
    },
    { header: t`Resource`, cell: (e) => e.resource ?? '—' },
    {
      header: t`Details`,
      cell: (e) => <span className="text-muted-foreground">{detailsText(e.details) || '—'}</span>,
      className: 'max-w-xs',
    },
    { header: t`Severity`, cell: (e) => <SeverityBadge severity={e.severity} /> },
  ];
  return (
    <AdminPageFrame
      title={t`Audit Log`}
      description={t`Who did what in the portal: every admin change, sign-in and decision, newest first.`}
      back
    >
      <DataTable
        label={t`Audit log entries`}
        table={table}
        list={list}
        columns={columns}
        rowKey={(e) => e.id}
        search={t`Search by user e-mail or name`}
        filters={[
          {
            name: 'action',
            label: t`Action`,
            allLabel: t`All actions`,
            options: (actions.data ?? []).map((a) => ({ value: a, label: actionLabel(a) })),
          },
        ]}
        empty={{
          icon: History,
          title: t`No audit entries found`,
          message: t`Try another action or search.`,
        }}
        errorTitle={t`Failed to load the audit log`}
      />
    </AdminPageFrame>
  );
}
