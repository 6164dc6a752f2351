// /admin/parking-approval: every resident's parking registrations (searched, filtered and paged on the server),
// Approve / Reject (approved or rejected rows can be decided again), Delete after a confirmation, the print
// preview with the RC copy, and Export CSV of every row matching the filter.
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { Ban, Car, Check, Download, Trash2 } from 'lucide-react';
import { useCallback, useState } from 'react';
import { documentUrl } from '@/shared/documents';
import {
  type AdminParkingRegistration,
  PARKING_STATUSES,
  type ParkingDecision,
} from '@/shared/parking-admin';
import { DATE_OR_STATUS } from '@/shared/schemas';
import {
  type DecisionButton,
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
import { Button } from '@/web/components/ui/button';
import { errorMessage } from '@/web/lib/api';
import { toast } from '@/web/lib/toast';
import { formatDateTime } from '@/web/lib/utils';
import { AdminPageFrame } from '../admin/admin-page-frame';
import { useCan } from '../admin/office-access';
import { slotName, vehicleTypeName } from './admin-parking-words';
import { exportParking, parkingDecisions, useAdminParking, useParkingRemove } from './use-admin-parking';

// The spec's words (src/shared/parking-admin.ts keeps them for the server and the tests), translated.
const DONE = {
  approve: msg`Parking registration approved successfully`,
  reject: msg`Parking registration rejected successfully`,
  remove: msg`Parking registration deleted successfully`,
};
const FAILED = {
  approve: msg`Failed to approve parking registration`,
  reject: msg`Failed to reject parking registration`,
  remove: msg`Failed to delete parking registration`,
};

/** Make, model and colour, when the resident gave them. */
const vehicleDetails = (r: AdminParkingRegistration) =>
  [vehicleTypeName(r.vehicle_type), r.vehicle_make, r.vehicle_model, r.vehicle_color]
    .filter(Boolean)
    .join(' · ');

export default function AdminParking() {
  const { t } = useLingui();
  const manage = useCan('approvals:manage');
  const table = useTableParams(['status'], { columns: DATE_OR_STATUS, sort: 'created_at', dir: 'desc' });
  const list = useAdminParking(table.query);
  const removal = useParkingRemove();
  const [preview, setPreview] = useState<AdminParkingRegistration | null>(null);
  const [exporting, setExporting] = useState(false);

  // Stable, so a failed load is told once.
  useLoadFailedToast(
    list.error,
    useCallback((message: string) => t`Failed to load parking registrations: ${message}`, [t]),
  );

  async function remove(r: AdminParkingRegistration) {
    try {
      await removal.mutateAsync(r.id);
      toast.success(t(DONE.remove), { description: `${r.vehicle_number} · ${r.owner_name}` });
    } catch (err) {
      toast.error(t`Error`, { description: `${t(FAILED.remove)}: ${errorMessage(err)}` });
    }
  }

  async function exportCsv() {
    setExporting(true);
    try {
      await exportParking(table.query);
      toast.success(t`Parking registrations data exported successfully`);
    } catch (err) {
      toast.error(t`Error`, {
        description: `${t`Failed to export parking registrations`}: ${errorMessage(err)}`,
      });
    } finally {
      setExporting(false);
    }
  }

  const decide = useDecisions<ParkingDecision, AdminParkingRegistration>({
    ...parkingDecisions,
    look: (r) => ({
      approve: { icon: <Check />, variant: 'default' },
      reject: {
        icon: <Ban />,
        confirm: {
          title: t`Reject parking registration`,
          description: t`Reject the parking registration of ${r.vehicle_number} (${r.owner_name})? The resident is told by e-mail.`,
          confirmLabel: t`Reject`,
          destructive: true,
        },
      },
    }),
    done: (r, key) => ({ title: t(DONE[key]), description: `${r.vehicle_number} · ${r.owner_name}` }),
    failed: (_, key, message) => `${t(FAILED[key])}: ${message}`,
  });
  const decisionsFor = (r: AdminParkingRegistration): DecisionButton[] => [
    ...decide(r),
    {
      label: t`Delete`,
      icon: <Trash2 />,
      variant: 'destructive',
      confirm: {
        title: t`Delete parking registration`,
        description: t`Are you sure you want to delete the parking registration of ${r.vehicle_number}?`,
        confirmLabel: t`Delete`,
        destructive: true,
      },
      run: () => remove(r),
    },
  ];

  const columns: Column<AdminParkingRegistration>[] = [
    {
      header: t`Resident`,
      cell: (r) => (
        <ResidentCell
          name={r.resident_name}
          flat={r.resident_flat_no ?? r.flat_no}
          confirmed={r.flat_confirmed}
        />
      ),
    },
    {
      header: t`Owner`,
      cell: (r) => (
        <div className="flex flex-col items-start max-md:items-end">
          <span>{r.owner_name}</span>
          {r.contact_number ? (
            <span className="whitespace-nowrap text-xs text-muted-foreground">{r.contact_number}</span>
          ) : null}
        </div>
      ),
    },
    {
      header: t`Vehicle`,
      cell: (r) => (
        <div className="flex flex-col items-start max-md:items-end">
          <span className="whitespace-nowrap font-mono font-semibold">{r.vehicle_number}</span>
          <span className="text-xs text-muted-foreground">{vehicleDetails(r)}</span>
        </div>
      ),
    },
    { header: t`Requested Slot`, cell: (r) => slotName(r.parking_slot_requested, r.slot_number) },
    {
      header: t`Applied`,
      sort: 'created_at',
      cell: (r) => <time dateTime={r.created_at}>{formatDateTime(r.created_at)}</time>,
      className: 'md:min-w-32',
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
          previewName={r.vehicle_number}
          onPreview={() => setPreview(r)}
          subject={`${r.vehicle_number}, ${r.owner_name}`}
          decisions={manage ? decisionsFor(r) : []}
        />
      ),
    },
  ];

  return (
    <AdminPageFrame
      title={t`Parking Approval`}
      description={t`Approve or reject residents' parking registrations, check their RC copies and export the list.`}
      actions={
        <Button variant="outline" icon={<Download />} busy={exporting} onClick={exportCsv}>
          {t`Export CSV`}
        </Button>
      }
    >
      <DataTable
        label={t`Parking registrations`}
        table={table}
        list={list}
        columns={columns}
        rowKey={(r) => r.id}
        search={t`Search by vehicle, owner or flat`}
        filters={[statusTableFilter(PARKING_STATUSES)]}
        empty={{
          icon: Car,
          title: t`No parking registrations found`,
          message: t`Try another search or status.`,
        }}
        errorTitle={t`Failed to load parking registrations`}
      />
      {preview ? <ParkingPreview registration={preview} onClose={() => setPreview(null)} /> : null}
    </AdminPageFrame>
  );
}

function ParkingPreview({
  registration: r,
  onClose,
}: {
  registration: AdminParkingRegistration;
  onClose(): void;
}) {
  const { t } = useLingui();
  const decided = r.approved_at ? formatDateTime(r.approved_at) : null;
  return (
    <PrintPreview
      title={t`Car Parking Registration`}
      onClose={onClose}
      sections={[
        {
          heading: t`Resident`,
          fields: [
            [t`Resident Name`, r.resident_name ?? t`Unknown`],
            [
              t`Flat No`,
              `${r.resident_flat_no ?? r.flat_no ?? t`Unknown`} ${r.flat_confirmed ? t`(confirmed by the office)` : t`(awaiting confirmation)`}`,
            ],
            [t`Owner Name`, r.owner_name],
            [t`Contact Number`, r.contact_number],
          ],
        },
        {
          heading: t`Vehicle`,
          fields: [
            [t`Vehicle Number`, r.vehicle_number],
            [t`Vehicle Type`, vehicleTypeName(r.vehicle_type)],
            [t`Make`, r.vehicle_make],
            [t`Model`, r.vehicle_model],
            [t`Color`, r.vehicle_color],
            [t`Requested Slot`, slotName(r.parking_slot_requested, r.slot_number)],
          ],
        },
        {
          heading: t`Registration`,
          fields: [
            [t`Status`, statusName(r.status)],
            [t`Applied Date`, formatDateTime(r.created_at)],
            [r.status === 'rejected' ? t`Rejected Date` : t`Approved Date`, decided ?? t`N/A`],
            [t`Decided By`, r.approved_by_name],
            [t`Reason`, r.decision_reason],
          ],
        },
      ]}
      attachment={{ label: t`RC Copy`, url: r.rc_copy_url ? documentUrl(r.rc_copy_url) : null }}
    />
  );
}
