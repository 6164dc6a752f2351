// /admin/parking-approval: every resident's parking registrations (searched, filtered and paged on the server),
// Approve / Reject (approved or rejected rows can be decided again), Delete after a confirmation, the print
// preview with the RC copy, and Export CSV of every row matching the filter.
import { Ban, Car, Check, Download, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { documentUrl } from '@/shared/documents';
import { parkingSlotLabel } from '@/shared/parking';
import {
  type AdminParkingRegistration,
  PARKING_ADMIN_TEXT,
  PARKING_STATUSES,
  type ParkingDecision,
} from '@/shared/parking-admin';
import { DATE_OR_STATUS } from '@/shared/schemas';
import {
  type DecisionButton,
  RequestActions,
  RequestStatus,
  ResidentCell,
  statusTableFilter,
  useDecisions,
} from '@/web/components/admin-request-decisions';
import { type Column, DataTable, useLoadFailedToast } from '@/web/components/data-table';
import { PrintPreview } from '@/web/components/print-preview';
import { useTableParams } from '@/web/components/table-params';
import { Button } from '@/web/components/ui/button';
import { errorMessage } from '@/web/lib/api';
import { toast } from '@/web/lib/toast';
import { capitalize, formatDateTime } from '@/web/lib/utils';
import { AdminPageFrame } from '../admin/admin-page-frame';
import { exportParking, parkingDecisions, useAdminParking, useParkingRemove } from './use-admin-parking';

const STATUS_FILTER = statusTableFilter(PARKING_STATUSES);
const DONE = {
  approve: PARKING_ADMIN_TEXT.approved,
  reject: PARKING_ADMIN_TEXT.rejected,
  remove: PARKING_ADMIN_TEXT.deleted,
};
const FAILED = {
  approve: PARKING_ADMIN_TEXT.approveFailed,
  reject: PARKING_ADMIN_TEXT.rejectFailed,
  remove: PARKING_ADMIN_TEXT.deleteFailed,
};

/** Make, model and colour, when the resident gave them. */
const vehicleDetails = (r: AdminParkingRegistration) =>
  [capitalize(r.vehicle_type), r.vehicle_make, r.vehicle_model, r.vehicle_color].filter(Boolean).join(' · ');

export default function AdminParking() {
  const table = useTableParams(['status'], { columns: DATE_OR_STATUS, sort: 'created_at', dir: 'desc' });
  const list = useAdminParking(table.query);
  const removal = useParkingRemove();
  const [preview, setPreview] = useState<AdminParkingRegistration | null>(null);
  const [exporting, setExporting] = useState(false);

  useLoadFailedToast(list.error, PARKING_ADMIN_TEXT.loadFailed);

  async function remove(r: AdminParkingRegistration) {
    try {
      await removal.mutateAsync(r.id);
      toast.success(DONE.remove, { description: `${r.vehicle_number} · ${r.owner_name}` });
    } catch (err) {
      toast.error('Error', { description: `${FAILED.remove}: ${errorMessage(err)}` });
    }
  }

  async function exportCsv() {
    setExporting(true);
    try {
      await exportParking(table.query);
      toast.success(PARKING_ADMIN_TEXT.exported);
    } catch (err) {
      toast.error('Error', { description: `${PARKING_ADMIN_TEXT.exportFailed}: ${errorMessage(err)}` });
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
          title: 'Reject parking registration',
          description: `Reject the parking registration of ${r.vehicle_number} (${r.owner_name})? The resident is told by e-mail.`,
          confirmLabel: 'Reject',
          destructive: true,
        },
      },
    }),
    done: (r, key) => ({ title: DONE[key], description: `${r.vehicle_number} · ${r.owner_name}` }),
    failed: (_, key, message) => `${FAILED[key]}: ${message}`,
  });
  const decisionsFor = (r: AdminParkingRegistration): DecisionButton[] => [
    ...decide(r),
    {
      label: 'Delete',
      icon: <Trash2 />,
      variant: 'destructive',
      confirm: {
        title: 'Delete parking registration',
        description: PARKING_ADMIN_TEXT.deleteConfirm(r.vehicle_number),
        confirmLabel: 'Delete',
        destructive: true,
      },
      run: () => remove(r),
    },
  ];

  const columns: Column<AdminParkingRegistration>[] = [
    {
      header: 'Resident',
      cell: (r) => (
        <ResidentCell
          name={r.resident_name}
          flat={r.resident_flat_no ?? r.flat_no}
          confirmed={r.flat_confirmed}
        />
      ),
    },
    {
      header: 'Owner',
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
      header: 'Vehicle',
      cell: (r) => (
        <div className="flex flex-col items-start max-md:items-end">
          <span className="whitespace-nowrap font-mono font-semibold">{r.vehicle_number}</span>
          <span className="text-xs text-muted-foreground">{vehicleDetails(r)}</span>
        </div>
      ),
    },
    { header: 'Requested Slot', cell: (r) => parkingSlotLabel(r.parking_slot_requested, r.slot_number) },
    {
      header: 'Applied',
      sort: 'created_at',
      cell: (r) => <time dateTime={r.created_at}>{formatDateTime(r.created_at)}</time>,
      className: 'md:min-w-32',
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
          previewName={r.vehicle_number}
          onPreview={() => setPreview(r)}
          subject={`${r.vehicle_number}, ${r.owner_name}`}
          decisions={decisionsFor(r)}
        />
      ),
    },
  ];

  return (
    <AdminPageFrame
      title={PARKING_ADMIN_TEXT.title}
      description="Approve or reject residents' parking registrations, check their RC copies and export the list."
      actions={
        <Button variant="outline" icon={<Download />} busy={exporting} onClick={exportCsv}>
          Export CSV
        </Button>
      }
    >
      <DataTable
        label="Parking registrations"
        table={table}
        list={list}
        columns={columns}
        rowKey={(r) => r.id}
        search="Search by vehicle, owner or flat"
        filters={[STATUS_FILTER]}
        empty={{ icon: Car, title: PARKING_ADMIN_TEXT.empty, message: 'Try another search or status.' }}
        errorTitle="Failed to load parking registrations"
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
  const decided = r.approved_at ? formatDateTime(r.approved_at) : null;
  return (
    <PrintPreview
      title="Car Parking Registration"
      onClose={onClose}
      sections={[
        {
          heading: 'Resident',
          fields: [
            ['Resident Name', r.resident_name ?? 'Unknown'],
            [
              'Flat No',
              `${r.resident_flat_no ?? r.flat_no ?? 'Unknown'}${r.flat_confirmed ? ' (confirmed by the office)' : ' (awaiting confirmation)'}`,
            ],
            ['Owner Name', r.owner_name],
            ['Contact Number', r.contact_number],
          ],
        },
        {
          heading: 'Vehicle',
          fields: [
            ['Vehicle Number', r.vehicle_number],
            ['Vehicle Type', capitalize(r.vehicle_type)],
            ['Make', r.vehicle_make],
            ['Model', r.vehicle_model],
            ['Color', r.vehicle_color],
            ['Requested Slot', parkingSlotLabel(r.parking_slot_requested, r.slot_number)],
          ],
        },
        {
          heading: 'Registration',
          fields: [
            ['Status', capitalize(r.status)],
            ['Applied Date', formatDateTime(r.created_at)],
            [r.status === 'rejected' ? 'Rejected Date' : 'Approved Date', decided ?? 'N/A'],
            ['Decided By', r.approved_by_name],
            ['Reason', r.decision_reason],
          ],
        },
      ]}
      attachment={{ label: 'RC Copy', url: r.rc_copy_url ? documentUrl(r.rc_copy_url) : null }}
    />
  );
}
