// The bookings tab of Gym & Hall Management: every resident's podium booking requests, approved or rejected
// while pending, an approved one cancelled with a reason. The server refuses an approval that clashes with an
// approved booking and names it. The resident's notes show in the row and in the print preview.
import { Ban, CalendarDays, Check, XCircle } from 'lucide-react';
import { useState } from 'react';
import {
  type BookingOption,
  bookingOption,
  HALL_BOOKINGS_TEXT,
  PAYMENT_METHODS,
  timingLabel,
} from '@/shared/hall-bookings';
import {
  type AdminHallBooking,
  HALL_BOOKING_SORTS,
  HALL_BOOKING_STATUSES,
  HALL_BOOKINGS_ADMIN_TEXT,
  HALL_BOOKINGS_CANCEL_TEXT,
  type HallBookingDecision,
} from '@/shared/hall-bookings-admin';
import { formatINR } from '@/shared/money';
import { PaymentFlags } from '@/web/components/admin-payment-flags';
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
import { hallBookingDecisions, useAdminHallBookings } from './use-admin-hall-bookings';

const STATUS_FILTER = statusTableFilter(HALL_BOOKING_STATUSES);

/** The priced option's label (Member - Full Day (12 hours)), or the hall type for older rows without one. */
const optionLabel = (b: AdminHallBooking) =>
  b.booking_option ? (bookingOption(b.booking_option as BookingOption)?.label ?? b.booking_option) : null;
const methodLabel = (value: string | null) => PAYMENT_METHODS.find((m) => m.value === value)?.label ?? value;

export function AdminHallBookingsTab() {
  const table = useTableParams(['status'], { columns: HALL_BOOKING_SORTS, sort: 'created_at', dir: 'desc' });
  const list = useAdminHallBookings(table.query);
  const [preview, setPreview] = useState<AdminHallBooking | null>(null);

  useLoadFailedToast(list.error, HALL_BOOKINGS_ADMIN_TEXT.loadFailed);

  const decisionsFor = useDecisions<HallBookingDecision, AdminHallBooking>({
    ...hallBookingDecisions,
    look: (b) => {
      const when = `"${b.event_name}" on ${formatDate(b.event_date)} (${timingLabel(b.event_time)})`;
      return {
        approved: { icon: <Check />, variant: 'default' },
        rejected: {
          icon: <Ban />,
          variant: 'destructive',
          confirm: {
            title: 'Reject booking',
            description: `Reject ${when}? The resident is told by e-mail.`,
            confirmLabel: 'Reject',
            destructive: true,
          },
        },
        cancel: {
          icon: <XCircle />,
          variant: 'destructive',
          confirm: {
            title: 'Cancel booking',
            description: `Cancel the approved booking ${when}? The slot is freed and the resident is told by e-mail with your reason. The portal moves no money: refund the ${formatINR(b.amount_paid)} paid through the office.`,
            confirmLabel: 'Cancel Booking',
            destructive: true,
          },
        },
      };
    },
    done: (_, key) =>
      key === 'cancel'
        ? { title: HALL_BOOKINGS_CANCEL_TEXT.cancelled, description: HALL_BOOKINGS_TEXT.refund }
        : { title: HALL_BOOKINGS_ADMIN_TEXT.updated(key) },
    failed: (_, key, message) =>
      key === 'cancel'
        ? HALL_BOOKINGS_CANCEL_TEXT.cancelFailed(message)
        : HALL_BOOKINGS_ADMIN_TEXT.updateFailed(message),
  });

  const columns: Column<AdminHallBooking>[] = [
    {
      header: 'Event',
      cell: (b) => (
        <div className="flex flex-col items-start max-md:items-end">
          <span className="font-medium">{b.event_name}</span>
          <span className="text-xs text-muted-foreground">
            {[
              optionLabel(b) ?? capitalize(b.hall_type),
              b.expected_guests ? `${b.expected_guests} guests` : null,
            ]
              .filter(Boolean)
              .join(' · ')}
          </span>
          {b.additional_notes ? (
            <span className="mt-1 max-w-72 whitespace-pre-line break-words text-xs max-md:text-right">
              <span className="font-medium">Notes: </span>
              {b.additional_notes}
            </span>
          ) : null}
        </div>
      ),
    },
    {
      header: 'Date',
      sort: 'event_date',
      cell: (b) => (
        <div className="flex flex-col items-start max-md:items-end">
          <span className="whitespace-nowrap">{formatDate(b.event_date)}</span>
          <span className="text-xs text-muted-foreground">{timingLabel(b.event_time)}</span>
        </div>
      ),
    },
    {
      header: 'Resident',
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
      header: 'Amount',
      cell: (b) => (
        <div className="flex flex-col items-start max-md:items-end">
          <span className="font-semibold">{formatINR(b.amount_paid)}</span>
          {b.payment_method || b.payment_transaction_id ? (
            <span className="break-all text-xs text-muted-foreground">
              {[methodLabel(b.payment_method), b.payment_transaction_id].filter(Boolean).join(' · ')}
            </span>
          ) : null}
          <PaymentFlags flags={b.payment_flags} />
        </div>
      ),
    },
    {
      header: 'Status',
      sort: 'status',
      cell: (b) => <RequestStatus status={b.status} approvedAt={b.approved_at} reason={b.decision_reason} />,
    },
    {
      header: 'Actions',
      cell: (b) => (
        <RequestActions
          previewName={`${b.event_name}, ${formatDate(b.event_date)}`}
          onPreview={() => setPreview(b)}
          subject={`${b.event_name}, ${formatDate(b.event_date)}, ${timingLabel(b.event_time)}`}
          decisions={decisionsFor(b)}
        />
      ),
    },
  ];

  return (
    <>
      {preview ? <BookingPreview booking={preview} onClose={() => setPreview(null)} /> : null}
      <DataTable
        label="Hall bookings"
        table={table}
        list={list}
        columns={columns}
        rowKey={(b) => b.id}
        search="Event, name, phone or flat"
        filters={[STATUS_FILTER]}
        empty={{ icon: CalendarDays, title: 'No bookings found', message: 'Try another search or status.' }}
        errorTitle="Failed to load data"
      />
    </>
  );
}

function BookingPreview({ booking: b, onClose }: { booking: AdminHallBooking; onClose(): void }) {
  return (
    <PrintPreview
      title="Podium Booking"
      onClose={onClose}
      sections={[
        {
          heading: 'Resident',
          fields: [
            ['Resident Name', b.resident_name ?? 'Unknown'],
            ['Flat No', b.resident_flat_no ?? b.flat_no],
            ['Applicant', b.applicant_name],
            ['Contact Number', b.contact_number],
          ],
        },
        {
          heading: 'Booking',
          fields: [
            ['Function', b.event_name],
            ['Date', formatDate(b.event_date)],
            ['Timing', timingLabel(b.event_time)],
            ['Booking Option', optionLabel(b) ?? capitalize(b.hall_type)],
            ['Expected Guests', b.expected_guests],
            ['Additional Notes', b.additional_notes],
          ],
        },
        {
          heading: 'Payment and status',
          fields: [
            ['Amount', formatINR(b.amount_paid)],
            [
              'Payment',
              [methodLabel(b.payment_method), b.payment_transaction_id].filter(Boolean).join(' · '),
            ],
            ['Status', capitalize(b.status)],
            ['Requested', formatDateTime(b.created_at)],
            ['Approved', b.approved_at ? formatDateTime(b.approved_at) : null],
            ['Cancelled', b.cancelled_at ? formatDateTime(b.cancelled_at) : null],
            ['Reason', b.decision_reason],
          ],
        },
      ]}
    />
  );
}
