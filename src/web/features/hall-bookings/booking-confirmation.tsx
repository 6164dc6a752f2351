import { CheckCircle2, Download } from 'lucide-react';
import { type BookingOption, bookingOption, type HallBooking, timingLabel } from '@/shared/hall-bookings';
import { formatINR } from '@/shared/money';
import { Button } from '@/web/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/web/components/ui/card';
import { Link } from '@/web/lib/router';
import { formatDate } from '@/web/lib/utils';

export function BookingConfirmation({ booking, onAnother }: { booking: HallBooking; onAnother: () => void }) {
  const option = booking.booking_option ? bookingOption(booking.booking_option as BookingOption) : null;
  const rows: [string, string][] = [
    ['Function', booking.event_name],
    ['Date', formatDate(booking.event_date)],
    ['Timing', timingLabel(booking.event_time)],
    ['Booking Option', option?.label ?? booking.membership_type],
    ['Amount', formatINR(booking.amount_paid)],
    [
      booking.payment_method === 'cheque' ? 'Cheque Number' : 'Transaction ID',
      booking.payment_transaction_id ?? '—',
    ],
  ];
  return (
    <Card className="mx-auto max-w-xl">
      <CardHeader className="items-center text-center">
        <CheckCircle2 className="mb-1 size-12 text-success" aria-hidden />
        <CardTitle className="text-xl">Booking Request Submitted</CardTitle>
        <CardDescription>
          Your request is pending approval by the society office. You will receive confirmation soon.
        </CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-5">
        <dl className="divide-y rounded-md border text-sm">
          {rows.map(([label, value]) => (
            <div key={label} className="flex justify-between gap-4 px-3 py-2">
              <dt className="text-muted-foreground">{label}</dt>
              <dd className="text-right font-medium break-all">{value}</dd>
            </div>
          ))}
        </dl>
        <div className="flex flex-wrap justify-center gap-3">
          <Button asChild>
            <a href={`/receipt/hall-booking/${booking.id}`} target="_blank" rel="noopener">
              <Download /> Download Receipt
            </a>
          </Button>
          <Button asChild variant="outline">
            <Link to="/dashboard">Go to Dashboard</Link>
          </Button>
          <Button variant="ghost" onClick={onAnother}>
            Make Another Booking
          </Button>
        </div>
      </CardContent>
    </Card>
  );
}
