// The bookings tab of Gym & Hall Management: every resident's podium booking requests, approved or rejected
// while pending. The server refuses an approval that clashes with an approved booking and names it.
import { Ban, CalendarDays, Check } from 'lucide-react';
import { canDecide } from '@/shared/decisions';
import { type BookingOption, bookingOption, PAYMENT_METHODS, timingLabel } from '@/shared/hall-bookings';
import {
  type AdminHallBooking,
  HALL_BOOKING_ADMIN_TEXT,
  HALL_BOOKING_DECISIONS,
  HALL_BOOKING_STATUSES,
  type HallBookingDecision,
} from '@/shared/hall-bookings-admin';
import { type Column, DataTable, useLoadFailedToast, useTableParams } from '@/web/components/data-table';
import { PaymentFlags } from '@/web/components/payment-flags';
import {
  type DecisionButton,
  DecisionButtons,
  RequestStatus,
  ResidentCell,
  statusTableFilter,
} from '@/web/components/request-decisions';
import { toast } from '@/web/lib/toast';
import { capitalize, formatDate, formatINR } from '@/web/lib/utils';
import { useAdminHallBookings, useHallBookingDecision } from './use-admin-hall-bookings';

const STATUS_FILTER = statusTableFilter(HALL_BOOKING_STATUSES);

/** The priced option's label (Member - Full Day (12 hours)), or the hall type for older rows without one. */
const optionLabel = (b: AdminHallBooking) =>
  b.booking_option ? (bookingOption(b.booking_option as BookingOption)?.label ?? b.booking_option) : null;
const methodLabel = (value: string | null) => PAYMENT_METHODS.find((m) => m.value === value)?.label ?? value;

export function AdminHallBookingsTab() {
  const table = useTableParams(['status']);
  const list = useAdminHallBookings(table.query);
  const decide = useHallBookingDecision();

  useLoadFailedToast(list.error, HALL_BOOKING_ADMIN_TEXT.loadFailed);

  async function take(b: AdminHallBooking, status: HallBookingDecision) {
    try {
      await decide.mutateAsync({ id: b.id, status });
      toast.success(HALL_BOOKING_ADMIN_TEXT.updated(status));
    } catch (err) {
      toast.error('Error', { description: HALL_BOOKING_ADMIN_TEXT.updateFailed((err as Error).message) });
    }
  }

  const decisionsFor = (b: AdminHallBooking): DecisionButton[] => {
    if (!canDecide(HALL_BOOKING_DECISIONS.approved, b.status)) return [];
    return [
      {
        label: HALL_BOOKING_DECISIONS.approved.label,
        icon: <Check />,
        variant: 'default',
        run: () => take(b, 'approved'),
      },
      {
        label: HALL_BOOKING_DECISIONS.rejected.label,
        icon: <Ban />,
        variant: 'destructive',
        confirm: {
          title: 'Reject booking',
          description: `Reject "${b.event_name}" on ${formatDate(b.event_date)} (${timingLabel(b.event_time)})? The resident is told by e-mail.`,
          confirmLabel: 'Reject',
          destructive: true,
        },
        run: () => take(b, 'rejected'),
      },
    ];
  };

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
        </div>
      ),
    },
    {
      header: 'Date',
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
    { header: 'Status', cell: (b) => <RequestStatus status={b.status} approvedAt={b.approved_at} /> },
    {
      header: 'Actions',
      cell: (b) => (
        <DecisionButtons
          subject={`${b.event_name}, ${formatDate(b.event_date)}, ${timingLabel(b.event_time)}`}
          decisions={decisionsFor(b)}
        />
      ),
    },
  ];

  return (
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
  );
}
