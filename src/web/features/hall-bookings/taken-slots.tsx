// What is already taken, shown before a resident asks: the chosen date's timings, and every taken date ahead.
// Approved bookings block; pending requests are shown as requested (the office approves one of them). Never who.
import { type Availability, timingLabel } from '@/shared/hall-bookings';
import { cn, formatDate } from '@/web/lib/utils';

const stateLabel = (status: string) => (status === 'approved' ? 'booked' : 'requested, awaiting the office');

export function TakenSlots({
  availability,
  date,
  className,
}: {
  availability: Availability | undefined;
  date: string;
  className?: string;
}) {
  if (!availability) return null;
  const onDate = availability.taken.filter((t) => t.event_date === date);
  return (
    <div className={cn('flex flex-col gap-2 text-sm', className)}>
      {date ? (
        <p role="status" className="rounded-md bg-muted px-3 py-2">
          {onDate.length
            ? `On ${formatDate(date)}: ${onDate.map((t) => `${timingLabel(t.event_time)} ${stateLabel(t.status)}`).join('; ')}.`
            : `On ${formatDate(date)} the podium is free.`}
        </p>
      ) : null}
      {availability.taken.length ? (
        <details className="rounded-md border px-3 py-2">
          <summary className="cursor-pointer font-medium">
            Dates already taken ({new Set(availability.taken.map((t) => t.event_date)).size})
          </summary>
          <ul className="mt-2 flex flex-col gap-1">
            {availability.taken.map((t) => (
              <li key={`${t.event_date}-${t.event_time}-${t.status}`}>
                {formatDate(t.event_date)} · {timingLabel(t.event_time)} ·{' '}
                <span className={t.status === 'approved' ? 'font-medium' : 'text-muted-foreground'}>
                  {stateLabel(t.status)}
                </span>
              </li>
            ))}
          </ul>
          <p className="mt-2 text-xs text-muted-foreground">
            A requested slot can still be asked for: the office approves one request per slot.
          </p>
        </details>
      ) : null}
    </div>
  );
}
