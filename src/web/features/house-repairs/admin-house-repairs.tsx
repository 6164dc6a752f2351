// /admin/house-repair: every resident's repair and renovation requests (searched, filtered and paged on the
// server), the print preview with the plans, and one decision per request: Approve or Reject, final (spec section 4).
import { msg, plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { Ban, Check, Drill } from 'lucide-react';
import { useCallback, useState } from 'react';
import { documentUrl } from '@/shared/documents';
import { type AdminRepair, REPAIR_STATUSES, type RepairDecision } from '@/shared/house-repairs-admin';
import { formatINR } from '@/shared/money';
import { DATE_OR_STATUS } from '@/shared/schemas';
import {
  RequestActions,
  RequestStatus,
  ResidentCell,
  statusName,
  statusTableFilter,
  useDecisions,
} from '@/web/components/admin-request-decisions';
import { type Column, DataTable, useLoadFailedToast } from '@/web/components/data-table';
import { PrintPreview } from '@/web/components/print-preview';
import { useTableParams } from '@/web/components/table-params';
import { formatDate, formatDateTime } from '@/web/lib/utils';
import { AdminPageFrame } from '../admin/admin-page-frame';
import { useCan } from '../admin/office-access';
import { workTypeName } from './admin-repair-words';
import { repairDecisions, useAdminRepairs } from './use-admin-house-repairs';

// The spec's words (src/shared/house-repairs-admin.ts keeps them for the server and the tests), translated.
const DONE = {
  approve: msg`House repair registration approved successfully`,
  reject: msg`House repair registration rejected`,
};
const FAILED = {
  approve: msg`Failed to approve house repair registration`,
  reject: msg`Failed to reject house repair registration`,
};

const amountOf = (r: AdminRepair) => (r.amount === null ? null : formatINR(r.amount));
const durationOf = (r: AdminRepair) =>
  r.duration_days ? plural(r.duration_days, { one: '# day', other: '# days' }) : null;

export default function AdminHouseRepairs() {
  const table = useTableParams(['status'], { columns: DATE_OR_STATUS, sort: 'created_at', dir: 'desc' });
  const list = useAdminRepairs(table.query);
  const [preview, setPreview] = useState<AdminRepair | null>(null);
  const { t } = useLingui();
  const manage = useCan('approvals:manage');
  const final = t`This decision is final: the request cannot be approved or rejected again. The resident is told by e-mail.`;

  // Stable, so a failed load is told once.
  useLoadFailedToast(
    list.error,
    useCallback((message: string) => t`Failed to load house repair registrations: ${message}`, [t]),
  );

  const decisionsFor = useDecisions<RepairDecision, AdminRepair>({
    ...repairDecisions,
    look: (r) => {
      const work = workTypeName(r.work_type).toLowerCase();
      const what = t`the ${work} request of ${r.applicant_name}, flat ${r.flat_no}`;
      return {
        approve: {
          icon: <Check />,
          variant: 'default',
          confirm: {
            title: t`Approve house repair`,
            description: `${t`Approve ${what}?`} ${final}`,
            confirmLabel: t`Approve`,
          },
        },
        reject: {
          icon: <Ban />,
          variant: 'destructive',
          confirm: {
            title: t`Reject house repair`,
            description: `${t`Reject ${what}?`} ${final}`,
            confirmLabel: t`Reject`,
            destructive: true,
          },
        },
      };
    },
    done: (r, key) => ({
      title: t(DONE[key]),
      description: `${workTypeName(r.work_type)} · ${r.applicant_name}, ${r.flat_no}`,
    }),
    failed: (_, key, message) => `${t(FAILED[key])}: ${message}`,
  });

  const columns: Column<AdminRepair>[] = [
    {
      header: t`Applicant`,
      cell: (r) => (
        <ResidentCell
          name={r.applicant_name}
          flat={r.resident_flat_no ?? r.flat_no}
          confirmed={r.flat_confirmed}
        />
      ),
    },
    {
      header: t`Work`,
      cell: (r) => (
        <div className="flex min-w-32 max-w-64 flex-col items-start max-md:items-end">
          <span className="font-medium">{workTypeName(r.work_type)}</span>
          {r.work_description ? (
            <span className="line-clamp-2 text-xs text-muted-foreground">{r.work_description}</span>
          ) : null}
        </div>
      ),
    },
    {
      header: t`Dates`,
      sort: 'created_at',
      cell: (r) => (
        <div className="flex flex-col items-start text-xs max-md:items-end">
          <span>
            {r.start_date ? t`Start: ${formatDate(r.start_date)}` : t`No start date`}
            {r.duration_days ? ` · ${durationOf(r)}` : ''}
          </span>
          <span className="text-muted-foreground">{t`Applied ${formatDateTime(r.created_at)}`}</span>
        </div>
      ),
    },
    {
      header: t`Contractor`,
      cell: (r) =>
        r.contractor_name ? (
          <div className="flex flex-col items-start max-md:items-end">
            <span>{r.contractor_name}</span>
            {r.contractor_contact ? (
              <span className="whitespace-nowrap text-xs text-muted-foreground">{r.contractor_contact}</span>
            ) : null}
          </div>
        ) : (
          <span className="text-muted-foreground">{t`Not given`}</span>
        ),
    },
    {
      header: t`Amount`,
      cell: (r) => <span className="whitespace-nowrap tabular-nums">{amountOf(r) ?? '—'}</span>,
      className: 'md:text-right',
    },
    {
      header: t`Status`,
      sort: 'status',
      cell: (r) => <RequestStatus status={r.status} approvedAt={r.approved_at} reason={r.decision_reason} />,
    },
    {
      header: t`Actions`,
      cell: (r) => (
        <RequestActions
          previewName={`${workTypeName(r.work_type)}, ${r.applicant_name}`}
          onPreview={() => setPreview(r)}
          subject={`${workTypeName(r.work_type)}, ${r.applicant_name}`}
          decisions={manage ? decisionsFor(r) : []}
        />
      ),
    },
  ];

  return (
    <AdminPageFrame
      title={t`House Repair Approval`}
      description={t`Review residents' repair and renovation requests with their plans, and approve or reject each once.`}
    >
      <DataTable
        label={t`House repair registrations`}
        table={table}
        list={list}
        columns={columns}
        rowKey={(r) => r.id}
        search={t`Applicant, flat, work, contractor`}
        filters={[statusTableFilter(REPAIR_STATUSES)]}
        empty={{
          icon: Drill,
          title: t`No house repair registrations found`,
          message: t`Try another search or status.`,
        }}
        errorTitle={t`Failed to load house repair registrations`}
      />
      {preview ? <RepairPreview repair={preview} onClose={() => setPreview(null)} /> : null}
    </AdminPageFrame>
  );
}

function RepairPreview({ repair: r, onClose }: { repair: AdminRepair; onClose(): void }) {
  const { t } = useLingui();
  return (
    <PrintPreview
      title={t`House Repair Registration`}
      onClose={onClose}
      sections={[
        {
          heading: t`Applicant`,
          fields: [
            [t`Applicant Name`, r.applicant_name],
            [
              t`Flat No`,
              `${r.resident_flat_no ?? r.flat_no} ${r.flat_confirmed ? t`(confirmed by the office)` : t`(awaiting confirmation)`}`,
            ],
            [t`Contact Number`, r.contact_number],
            [t`Email`, r.email],
          ],
        },
        {
          heading: t`Work`,
          fields: [
            [t`Work Type`, workTypeName(r.work_type)],
            [t`Start Date`, r.start_date ? formatDate(r.start_date) : null],
            [t`Duration`, durationOf(r)],
            [t`Work Description`, r.work_description],
          ],
        },
        {
          heading: t`Contractor`,
          fields: [
            [t`Contractor Name`, r.contractor_name],
            [t`Contractor Contact`, r.contractor_contact],
            [t`Contractor Address`, r.contractor_address],
          ],
        },
        {
          heading: t`Payment`,
          fields: [
            [t`Amount`, amountOf(r)],
            [t`Cheque Number`, r.cheque_number],
            [t`Cheque Date`, r.cheque_date ? formatDate(r.cheque_date) : null],
            [t`Bank Name`, r.bank_name],
          ],
        },
        {
          heading: t`Registration`,
          fields: [
            [t`Status`, statusName(r.status)],
            [t`Applied Date`, formatDateTime(r.created_at)],
            [
              r.status === 'rejected' ? t`Rejected Date` : t`Approved Date`,
              r.approved_at ? formatDateTime(r.approved_at) : t`N/A`,
            ],
            [t`Decided By`, r.approved_by_name],
            [t`Reason`, r.decision_reason],
            [t`Terms Accepted`, r.terms_accepted ? t`Yes` : t`No`],
          ],
        },
      ]}
      attachment={{
        label: t`Repair Plans`,
        url: r.repair_plans_url ? documentUrl(r.repair_plans_url) : null,
      }}
    />
  );
}
