// /admin/house-repair: every resident's repair and renovation requests (searched, filtered and paged on the
// server), the print preview with the plans, and one decision per request: Approve or Reject, final (spec section 4).
import { Ban, Check, Drill } from 'lucide-react';
import { useState } from 'react';
import { documentUrl } from '@/shared/documents';
import {
  type AdminRepair,
  HOUSE_REPAIRS_ADMIN_TEXT,
  REPAIR_STATUSES,
  type RepairDecision,
} from '@/shared/house-repairs-admin';
import { formatINR } from '@/shared/money';
import { DATE_OR_STATUS } from '@/shared/schemas';
import {
  RequestActions,
  RequestStatus,
  ResidentCell,
  statusTableFilter,
  useDecisions,
} from '@/web/components/admin-request-decisions';
import { type Column, DataTable, useLoadFailedToast } from '@/web/components/data-table';
import { PrintPreview } from '@/web/components/print-preview';
import { useTableParams } from '@/web/components/table-params';
import { capitalize, formatDate, formatDateTime } from '@/web/lib/utils';
import { AdminPageFrame } from '../admin/admin-page-frame';
import { repairDecisions, useAdminRepairs } from './use-admin-house-repairs';

const STATUS_FILTER = statusTableFilter(REPAIR_STATUSES);
const DONE = { approve: HOUSE_REPAIRS_ADMIN_TEXT.approved, reject: HOUSE_REPAIRS_ADMIN_TEXT.rejected };
const FAILED = {
  approve: HOUSE_REPAIRS_ADMIN_TEXT.approveFailed,
  reject: HOUSE_REPAIRS_ADMIN_TEXT.rejectFailed,
};
const FINAL =
  'This decision is final: the request cannot be approved or rejected again. The resident is told by e-mail.';

const amountOf = (r: AdminRepair) => (r.amount === null ? null : formatINR(r.amount));
const durationOf = (r: AdminRepair) =>
  r.duration_days ? `${r.duration_days} day${r.duration_days === 1 ? '' : 's'}` : null;

export default function AdminHouseRepairs() {
  const table = useTableParams(['status'], { columns: DATE_OR_STATUS, sort: 'created_at', dir: 'desc' });
  const list = useAdminRepairs(table.query);
  const [preview, setPreview] = useState<AdminRepair | null>(null);

  useLoadFailedToast(list.error, HOUSE_REPAIRS_ADMIN_TEXT.loadFailed);

  const decisionsFor = useDecisions<RepairDecision, AdminRepair>({
    ...repairDecisions,
    look: (r) => {
      const what = `the ${r.work_type.toLowerCase()} request of ${r.applicant_name}, flat ${r.flat_no}`;
      return {
        approve: {
          icon: <Check />,
          variant: 'default',
          confirm: {
            title: 'Approve house repair',
            description: `Approve ${what}? ${FINAL}`,
            confirmLabel: 'Approve',
          },
        },
        reject: {
          icon: <Ban />,
          variant: 'destructive',
          confirm: {
            title: 'Reject house repair',
            description: `Reject ${what}? ${FINAL}`,
            confirmLabel: 'Reject',
            destructive: true,
          },
        },
      };
    },
    done: (r, key) => ({
      title: DONE[key],
      description: `${r.work_type} · ${r.applicant_name}, ${r.flat_no}`,
    }),
    failed: (_, key, message) => `${FAILED[key]}: ${message}`,
  });

  const columns: Column<AdminRepair>[] = [
    {
      header: 'Applicant',
      cell: (r) => (
        <ResidentCell
          name={r.applicant_name}
          flat={r.resident_flat_no ?? r.flat_no}
          confirmed={r.flat_confirmed}
        />
      ),
    },
    {
      header: 'Work',
      cell: (r) => (
        <div className="flex min-w-32 max-w-64 flex-col items-start max-md:items-end">
          <span className="font-medium">{r.work_type}</span>
          {r.work_description ? (
            <span className="line-clamp-2 text-xs text-muted-foreground">{r.work_description}</span>
          ) : null}
        </div>
      ),
    },
    {
      header: 'Dates',
      sort: 'created_at',
      cell: (r) => (
        <div className="flex flex-col items-start text-xs max-md:items-end">
          <span>
            {r.start_date ? `Start: ${formatDate(r.start_date)}` : 'No start date'}
            {r.duration_days ? ` · ${durationOf(r)}` : ''}
          </span>
          <span className="text-muted-foreground">Applied {formatDateTime(r.created_at)}</span>
        </div>
      ),
    },
    {
      header: 'Contractor',
      cell: (r) =>
        r.contractor_name ? (
          <div className="flex flex-col items-start max-md:items-end">
            <span>{r.contractor_name}</span>
            {r.contractor_contact ? (
              <span className="whitespace-nowrap text-xs text-muted-foreground">{r.contractor_contact}</span>
            ) : null}
          </div>
        ) : (
          <span className="text-muted-foreground">Not given</span>
        ),
    },
    {
      header: 'Amount',
      cell: (r) => <span className="whitespace-nowrap tabular-nums">{amountOf(r) ?? '—'}</span>,
      className: 'md:text-right',
    },
    {
      header: 'Status',
      sort: 'status',
      cell: (r) => <RequestStatus status={r.status} approvedAt={r.approved_at} reason={r.decision_reason} />,
    },
    {
      header: 'Actions',
      cell: (r) => (
        <RequestActions
          previewName={`${r.work_type}, ${r.applicant_name}`}
          onPreview={() => setPreview(r)}
          subject={`${r.work_type}, ${r.applicant_name}`}
          decisions={decisionsFor(r)}
        />
      ),
    },
  ];

  return (
    <AdminPageFrame
      title={HOUSE_REPAIRS_ADMIN_TEXT.title}
      description="Review residents' repair and renovation requests with their plans, and approve or reject each once."
    >
      <DataTable
        label="House repair registrations"
        table={table}
        list={list}
        columns={columns}
        rowKey={(r) => r.id}
        search="Applicant, flat, work, contractor"
        filters={[STATUS_FILTER]}
        empty={{
          icon: Drill,
          title: HOUSE_REPAIRS_ADMIN_TEXT.empty,
          message: 'Try another search or status.',
        }}
        errorTitle="Failed to load house repair registrations"
      />
      {preview ? <RepairPreview repair={preview} onClose={() => setPreview(null)} /> : null}
    </AdminPageFrame>
  );
}

function RepairPreview({ repair: r, onClose }: { repair: AdminRepair; onClose(): void }) {
  return (
    <PrintPreview
      title="House Repair Registration"
      onClose={onClose}
      sections={[
        {
          heading: 'Applicant',
          fields: [
            ['Applicant Name', r.applicant_name],
            [
              'Flat No',
              `${r.resident_flat_no ?? r.flat_no}${r.flat_confirmed ? ' (confirmed by the office)' : ' (awaiting confirmation)'}`,
            ],
            ['Contact Number', r.contact_number],
            ['Email', r.email],
          ],
        },
        {
          heading: 'Work',
          fields: [
            ['Work Type', r.work_type],
            ['Start Date', r.start_date ? formatDate(r.start_date) : null],
            ['Duration', durationOf(r)],
            ['Work Description', r.work_description],
          ],
        },
        {
          heading: 'Contractor',
          fields: [
            ['Contractor Name', r.contractor_name],
            ['Contractor Contact', r.contractor_contact],
            ['Contractor Address', r.contractor_address],
          ],
        },
        {
          heading: 'Payment',
          fields: [
            ['Amount', amountOf(r)],
            ['Cheque Number', r.cheque_number],
            ['Cheque Date', r.cheque_date ? formatDate(r.cheque_date) : null],
            ['Bank Name', r.bank_name],
          ],
        },
        {
          heading: 'Registration',
          fields: [
            ['Status', capitalize(r.status)],
            ['Applied Date', formatDateTime(r.created_at)],
            [
              r.status === 'rejected' ? 'Rejected Date' : 'Approved Date',
              r.approved_at ? formatDateTime(r.approved_at) : 'N/A',
            ],
            ['Decided By', r.approved_by_name],
            ['Reason', r.decision_reason],
            ['Terms Accepted', r.terms_accepted ? 'Yes' : 'No'],
          ],
        },
      ]}
      attachment={{ label: 'Repair Plans', url: r.repair_plans_url ? documentUrl(r.repair_plans_url) : null }}
    />
  );
}
