// The bookings tab of Gym & Hall Management: every resident's podium booking requests, approved or rejected
// while pending, an approved one cancelled with a reason. The server refuses an approval that clashes with an
// approved booking and names it. The resident's notes show in the row and in the print preview.
import { useLingui } from '@lingui/react/macro';
import { Ban, CalendarDays, Check, XCircle } from 'lucide-react';
import { useCallback, useState } from 'react';
import {
  type AdminHallBooking,
  HALL_BOOKING_SORTS,
  HALL_BOOKING_STATUSES,
  type HallBookingDecision,
} from '@/shared/hall-bookings-admin';
import { formatINR } from '@/shared/money';
import { PaymentFlags } from '@/web/components/admin-payment-flags';
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
import { useCan } from '../admin/office-access';
import { hallName, methodName, optionName, timingName } from './admin-hall-words';
import { hallBookingDecisions, useAdminHallBookings } from './use-admin-hall-bookings';

/** The priced option (Member - Full Day (12 hours)), or the hall for older rows without one. */
const optionLabel = (b: AdminHallBooking) =>
  b.booking_option ? optionName(b.booking_option) : hallName(b.hall_type);

export function AdminHallBookingsTab() {
  const table = useTableParams(['status'], { columns: HALL_BOOKING_SORTS, sort: 'created_at', dir: 'desc' });
  const list = useAdminHallBookings(table.query);
  const [preview, setPreview] = useState<AdminHallBooking | null>(null);
  const { t } = useLingui();
  const manage = useCan('approvals:manage');

  // Stable, so a failed load is told once.
  useLoadFailedToast(
    list.error,
    useCallback((message: string) => t`Failed to load data: ${message}`, [t]),
  );

  const decisionsFor = useDecisions<HallBookingDecision, AdminHallBooking>({
    ...hallBookingDecisions,
    look: (b) => {
      const when = t`"${b.event_name}" on ${formatDate(b.event_date)} (${timingName(b.event_time)})`;
      return {
        approved: { icon: <Check />, variant: 'default' },
        rejected: {
          icon: <Ban />,
          variant: 'destructive',
          confirm: {
            title: t`Reject booking`,
            description: t`Reject ${when}? The resident is told by e-mail.`,
            confirmLabel: t`Reject`,
            destructive: true,
          },
        },
        cancel: {
          icon: <XCircle />,
          variant: 'destructive',
          confirm: {
            title: t`Cancel booking`,
            description: t`Cancel the approved booking ${when}? The slot is freed and the resident is told by e-mail with your reason. The portal moves no money: refund the ${formatINR(b.amount_paid)} paid through the office.`,
            confirmLabel: t`Cancel Booking`,
            destructive: true,
          },
        },
      };
    },
    done: (_, key) =>
      key === 'cancel'
        ? {
            title: t`Hall booking cancelled successfully`,
            description: t`Any refund of the amount paid is handled by the society office.`,
          }
        : {
            title:
              key === 'approved'
                ? t`Hall booking approved successfully`
                : t`Hall booking rejected successfully`,
          },
    failed: (_, key, message) =>
      key === 'cancel' ? t`Failed to cancel booking: ${message}` : t`Failed to update booking: ${message}`,
  });

  const columns: Column<AdminHallBooking>[] = [
    {
      header: t`Event`,
      cell: (b) => (
        <div className="flex flex-col items-start max-md:items-end">
          <span className="font-medium">{b.event_name}</span>
          <span className="text-xs text-muted-foreground">
            {[optionLabel(b), b.expected_guests ? t`${b.expected_guests} guests` : null]
              .filter(Boolean)
              .join(' · ')}
          </span>
          {b.additional_notes ? (
            <span className="mt-1 max-w-72 whitespace-pre-line break-words text-xs max-md:text-right">
              <span className="font-medium">{t`Notes:`} </span>
              {b.additional_notes}
            </span>
          ) : null}
        </div>
      ),
    },
    {
      header: t`Date`,
      sort: 'event_date',
      cell: (b) => (
        <div className="flex flex-col items-start max-md:items-end">
          <span className="whitespace-nowrap">{formatDate(b.event_date)}</span>
          <span className="text-xs text-muted-foreground">{timingName(b.event_time)}</span>
        </div>
      ),
    },
    {
      header: t`Resident`,
      cell: (b) => (
        <ResidentCell name={b.resident_name} flat={b.resident_flat_no} confirmed={b.flat_confirmed}>
          <span className="text-xs text-muted-foreground">
            {b.applicant_name && b.applicant_name !== b.resident_name ? `${b.applicant_name} · ` : ''}
            <span className="whitespace-nowrap">{b.contact_number}</span>
          </span>
        </ResidentCell>
      ),
    },
    {
      header: t`Amount`,
      cell: (b) => (
        <div className="flex flex-col items-start max-md:items-end">
          <span className="font-semibold">{formatINR(b.amount_paid)}</span>
          {b.payment_method || b.payment_transaction_id ? (
            <span className="break-all text-xs text-muted-foreground">
              {[methodName(b.payment_method), b.payment_transaction_id].filter(Boolean).join(' · ')}
            </span>
          ) : null}
          <PaymentFlags flags={b.payment_flags} />
        </div>
      ),
    },
    {
      header: t`Status`,
      sort: 'status',
      cell: (b) => <RequestStatus status={b.status} approvedAt={b.approved_at} reason={b.decision_reason} />,
    },
    {
      header: t`Actions`,
      cell: (b) => (
        <RequestActions
          previewName={`${b.event_name}, ${formatDate(b.event_date)}`}
          onPreview={() => setPreview(b)}
          subject={`${b.event_name}, ${formatDate(b.event_date)}, ${timingName(b.event_time)}`}
          decisions={manage ? decisionsFor(b) : []}
        />
      ),
    },
  ];

  return (
    <>
      {preview ? <BookingPreview booking={preview} onClose={() => setPreview(null)} /> : null}
      <DataTable
        label={t`Hall bookings`}
        table={table}
        list={list}
        columns={columns}
        rowKey={(b) => b.id}
        search={t`Event, name, phone or flat`}
        filters={[statusTableFilter(HALL_BOOKING_STATUSES)]}
        empty={{ icon: CalendarDays, title: t`No bookings found`, message: t`Try another search or status.` }}
        errorTitle={t`Failed to load data`}
      />
    </>
  );
}

function BookingPreview({ booking: b, onClose }: { booking: AdminHallBooking; onClose(): void }) {
  const { t } = useLingui();
  return (
    <PrintPreview
      title={t`Podium Booking`}
      onClose={onClose}
      sections={[
        {
          heading: t`Resident`,
          fields: [
            [t`Resident Name`, b.resident_name ?? t`Unknown`],
            [t`Flat No`, b.resident_flat_no ?? b.flat_no],
            [t`Applicant`, b.applicant_name],
            [t`Contact Number`, b.contact_number],
          ],
        },
        {
          heading: t`Booking`,
          fields: [
            [t`Function`, b.event_name],
            [t`Date`, formatDate(b.event_date)],
            [t`Timing`, timingName(b.event_time)],
            [t`Booking Option`, optionLabel(b)],
            [t`Expected Guests`, b.expected_guests],
            [t`Additional Notes`, b.additional_notes],
          ],
        },
        {
          heading: t`Payment and status`,
          fields: [
            [t`Amount`, formatINR(b.amount_paid)],
            [
              t`Payment`,
              [methodName(b.payment_method), b.payment_transaction_id].filter(Boolean).join(' · '),
            ],
            [t`Status`, statusName(b.status)],
            [t`Requested`, formatDateTime(b.created_at)],
            [t`Approved`, b.approved_at ? formatDateTime(b.approved_at) : null],
            [t`Cancelled`, b.cancelled_at ? formatDateTime(b.cancelled_at) : null],
            [t`Reason`, b.decision_reason],
          ],
        },
      ]}
    />
  );
}
