// The resident's own podium bookings: status, the office's reason, and Cancel while the portal allows it (a
// pending request until its date, an approved booking until the cut-off); the office handles any refund.
import { Calendar, Clock, XCircle } from 'lucide-react';
import { todayIn } from '@/shared/dates';
import { type HallBooking, lastCancelDate, MESSAGES_HALL, timingLabel } from '@/shared/hall-bookings';
import { useConfirm } from '@/web/components/confirm-dialog';
import { DecisionReason } from '@/web/components/decision-reason';
import { StatusBadge } from '@/web/components/status-badge';
import { Button } from '@/web/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/web/components/ui/card';
import { ApiError } from '@/web/lib/api';
import { toast } from '@/web/lib/toast';
import { formatDate } from '@/web/lib/utils';
import { useAvailability, useCancelBooking, useMyBookings } from './use-hall-bookings';

const SOCIETY_TIME_ZONE = 'Asia/Kolkata';

export function MyBookings() {
  const { data } = useMyBookings();
  const cutoff = useAvailability().data?.cancel_cutoff_days;
  const cancel = useCancelBooking();
  const confirm = useConfirm();
  const today = todayIn(SOCIETY_TIME_ZONE);
  if (!data?.length || cutoff === undefined) return null;

  /** The last day the resident may cancel it here, or null when the portal no longer can. */
  const cancelUntil = (b: HallBooking) => {
    if (b.event_date < today) return null;
    if (b.status === 'pending') return b.event_date;
    if (b.status !== 'approved') return null;
    const last = lastCancelDate(b.event_date, cutoff);
    return today <= last ? last : null;
  };

  async function onCancel(b: HallBooking) {
    const ok = await confirm({
      title: 'Cancel booking',
      description: `Cancel "${b.event_name}" on ${formatDate(b.event_date)} (${timingLabel(b.event_time)})? The slot is freed for others. ${MESSAGES_HALL.refund}`,
      confirmLabel: 'Cancel Booking',
      destructive: true,
    });
    if (!ok) return;
    try {
      await cancel.mutateAsync(b.id);
      toast.success(MESSAGES_HALL.cancelled, { description: MESSAGES_HALL.refund });
    } catch (err) {
      toast.error(
        `Failed to cancel booking: ${err instanceof ApiError ? err.message : (err as Error).message}`,
      );
    }
  }

  return (
    <Card>
      <CardHeader>
        <CardTitle>My Bookings</CardTitle>
      </CardHeader>
      <CardContent>
        <ul className="divide-y rounded-md border">
          {data.map((b) => {
            const until = cancelUntil(b);
            return (
              <li key={b.id} className="flex flex-col gap-2 px-3 py-3 text-sm">
                <div className="flex flex-wrap items-center gap-x-4 gap-y-1">
                  <span className="min-w-0 break-words font-medium">{b.event_name}</span>
                  <span className="inline-flex items-center gap-1 text-muted-foreground">
                    <Calendar className="size-4" aria-hidden /> {formatDate(b.event_date)}
                  </span>
                  <span className="inline-flex items-center gap-1 text-muted-foreground">
                    <Clock className="size-4" aria-hidden /> {timingLabel(b.event_time)}
                  </span>
                  <StatusBadge status={b.status} className="ml-auto" />
                </div>
                <DecisionReason status={b.status} reason={b.decision_reason} />
                {b.status === 'approved' && !until && b.event_date >= today ? (
                  <p className="text-xs text-muted-foreground">{MESSAGES_HALL.cancelTooLate(cutoff)}</p>
                ) : null}
                {until ? (
                  <div className="flex flex-wrap items-center justify-between gap-2">
                    <span className="text-xs text-muted-foreground">
                      You can cancel on the portal until {formatDate(until)}.
                    </span>
                    <Button
                      size="sm"
                      variant="outline"
                      icon={<XCircle />}
                      busy={cancel.isPending && cancel.variables === b.id}
                      aria-label={`Cancel booking: ${b.event_name}, ${formatDate(b.event_date)}`}
                      onClick={() => onCancel(b)}
                    >
                      Cancel Booking
                    </Button>
                  </div>
                ) : null}
              </li>
            );
          })}
        </ul>
      </CardContent>
    </Card>
  );
}
