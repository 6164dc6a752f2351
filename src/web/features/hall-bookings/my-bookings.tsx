// The resident's own podium bookings: status, the office's reason, and Cancel while the portal allows it (a
// pending request until its date, an approved booking until the cut-off); the office handles any refund.
// It asks first in the browser's own modal <dialog>: the office's confirm dialog would add its dialog library to
// this resident page, over its JavaScript budget.
import { useLingui } from '@lingui/react/macro';
import { useEffect, useId, useRef, useState } from 'react';
import { HALL_BOOKINGS_TEXT, type HallBooking, lastCancelDate } from '@/shared/hall-bookings';
import { DecisionReason } from '@/web/components/decision-reason';
import { StatusBadge } from '@/web/components/status-badge';
import { Button } from '@/web/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/web/components/ui/card';
import { errorMessage } from '@/web/lib/api';
import { inLanguage } from '@/web/lib/server-messages';
import './known-messages';
import { toast } from '@/web/lib/toast';
import { formatDate, societyToday } from '@/web/lib/utils';
import { timingText } from './labels';
import { useAvailability, useCancelBooking, useMyBookings } from './use-hall-bookings';

export default function MyBookings() {
  const { t } = useLingui();
  const { data } = useMyBookings();
  const cutoff = useAvailability().data?.cancel_cutoff_days;
  const cancel = useCancelBooking();
  const [asking, setAsking] = useState<HallBooking | null>(null);
  const today = societyToday();
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
    setAsking(null);
    try {
      await cancel.mutateAsync(b.id);
      toast.success(inLanguage(HALL_BOOKINGS_TEXT.cancelled), {
        description: inLanguage(HALL_BOOKINGS_TEXT.refund),
      });
    } catch (err) {
      const reason = inLanguage(errorMessage(err));
      toast.error(t`Failed to cancel booking: ${reason}`);
    }
  }

  return (
    <Card>
      <CardHeader>
        <CardTitle>{t`My Bookings`}</CardTitle>
      </CardHeader>
      <CardContent>
        <ul className="divide-y rounded-md border">
          {data.map((b) => {
            const until = cancelUntil(b);
            const lastDay = until ? formatDate(until) : '';
            const name = b.event_name;
            const day = formatDate(b.event_date);
            return (
              <li key={b.id} className="flex flex-col gap-2 px-3 py-3 text-sm">
                <div className="flex flex-wrap items-center gap-x-4 gap-y-1">
                  <span className="min-w-0 font-medium wrap-anywhere">{b.event_name}</span>
                  <span className="text-muted-foreground">
                    {day} · {timingText(b.event_time)}
                  </span>
                  <StatusBadge status={b.status} className="ml-auto" />
                </div>
                <DecisionReason status={b.status} reason={b.decision_reason} />
                {b.status === 'approved' && !until && b.event_date >= today ? (
                  <p className="text-xs text-muted-foreground">
                    {inLanguage(HALL_BOOKINGS_TEXT.cancelTooLate(cutoff))}
                  </p>
                ) : null}
                {until ? (
                  <div className="flex flex-wrap items-center justify-between gap-2">
                    <span className="text-xs text-muted-foreground">
                      {t`You can cancel on the portal until ${lastDay}.`}
                    </span>
                    <Button
                      size="sm"
                      variant="outline"
                      busy={cancel.isPending && cancel.variables === b.id}
                      aria-label={t`Cancel booking: ${name}, ${day}`}
                      onClick={() => setAsking(b)}
                    >
                      {t`Cancel Booking`}
                    </Button>
                  </div>
                ) : null}
              </li>
            );
          })}
        </ul>
        {asking ? (
          <ConfirmCancel booking={asking} onKeep={() => setAsking(null)} onCancel={() => onCancel(asking)} />
        ) : null}
      </CardContent>
    </Card>
  );
}

function ConfirmCancel({
  booking: b,
  onKeep,
  onCancel,
}: {
  booking: HallBooking;
  onKeep(): void;
  onCancel(): void;
}) {
  const { t } = useLingui();
  const ref = useRef<HTMLDialogElement>(null);
  const id = useId();
  const name = b.event_name;
  const day = formatDate(b.event_date);
  const timing = timingText(b.event_time);
  const refund = inLanguage(HALL_BOOKINGS_TEXT.refund);
  useEffect(() => {
    const dialog = ref.current;
    dialog?.showModal();
    return () => dialog?.close();
  }, []);
  return (
    <dialog
      ref={ref}
      role="alertdialog"
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-text`}
      onClose={onKeep}
      className="m-auto w-[calc(100%-1.5rem)] max-w-md rounded-lg border bg-card p-5 text-card-foreground shadow-lg backdrop:bg-black/60"
    >
      <h2 id={`${id}-title`} className="text-lg font-semibold">
        {t`Cancel booking`}
      </h2>
      <p id={`${id}-text`} className="mt-2 text-sm text-muted-foreground">
        {t`Cancel "${name}" on ${day} (${timing})? The slot is freed for others.`} {refund}
      </p>
      <div className="mt-4 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="outline" onClick={onKeep}>
          {t`Keep Booking`}
        </Button>
        <Button variant="destructive" onClick={onCancel}>
          {t`Cancel Booking`}
        </Button>
      </div>
    </dialog>
  );
}
