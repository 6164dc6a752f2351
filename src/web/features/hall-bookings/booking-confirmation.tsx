import { useLingui } from '@lingui/react/macro';
import { CheckCircle2, Download } from 'lucide-react';
import { BOOKING_OPTIONS, type HallBooking } from '@/shared/hall-bookings';
import { formatINR } from '@/shared/money';
import { Button } from '@/web/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/web/components/ui/card';
import { Link } from '@/web/lib/router';
import { formatDate } from '@/web/lib/utils';
import { OPTION_LABELS, referenceLabel, timingText } from './labels';

export function BookingConfirmation({ booking, onAnother }: { booking: HallBooking; onAnother: () => void }) {
  const { t } = useLingui();
  const option = BOOKING_OPTIONS.find((o) => o.value === booking.booking_option);
  const rows: [string, string][] = [
    [t`Function`, booking.event_name],
    [t`Date`, formatDate(booking.event_date)],
    [t`Timing`, timingText(booking.event_time)],
    [t`Booking Option`, option ? t(OPTION_LABELS[option.value]) : booking.membership_type],
    [t`Amount`, formatINR(booking.amount_paid)],
    [
      referenceLabel(booking.payment_method === 'cheque' ? 'cheque' : 'online'),
      booking.payment_transaction_id ?? '—',
    ],
  ];
  return (
    <Card className="mx-auto max-w-xl">
      <CardHeader className="items-center text-center">
        <CheckCircle2 className="mb-1 size-12 text-success" aria-hidden />
        <CardTitle className="text-xl">{t`Booking Request Submitted`}</CardTitle>
        <CardDescription>
          {t`Your request is pending approval by the society office. You will receive confirmation soon.`}
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
              <Download /> {t`Download Receipt`}
            </a>
          </Button>
          <Button asChild variant="outline">
            <Link to="/dashboard">{t`Go to Dashboard`}</Link>
          </Button>
          <Button variant="ghost" onClick={onAnother}>
            {t`Make Another Booking`}
          </Button>
        </div>
      </CardContent>
    </Card>
  );
}
