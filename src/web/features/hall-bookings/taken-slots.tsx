// What is already taken, shown before a resident asks: the chosen date's timings, and every taken date ahead.
// Approved bookings block; pending requests are shown as requested (the office approves one of them). Never who.

import { useLingui } from '@lingui/react/macro';
import type { Availability } from '@/shared/hall-bookings';
import { cn, formatDate } from '@/web/lib/utils';
import { timingText } from './labels';

export function TakenSlots({
  availability,
  date,
  className,
}: {
  availability: Availability | undefined;
  date: string;
  className?: string;
}) {
  const { t } = useLingui();
  if (!availability) return null;
  const stateLabel = (status: string) =>
    status === 'approved' ? t`booked` : t`requested, awaiting the office`;
  const onDate = availability.taken.filter((slot) => slot.event_date === date);
  const day = formatDate(date);
  const taken = onDate.map((slot) => `${timingText(slot.event_time)} ${stateLabel(slot.status)}`).join('; ');
  const dates = new Set(availability.taken.map((slot) => slot.event_date)).size;
  return (
    <div className={cn('flex flex-col gap-2 text-sm', className)}>
      {date ? (
        <p role="status" className="rounded-md bg-muted px-3 py-2">
          {onDate.length ? t`On ${day}: ${taken}.` : t`On ${day} the podium is free.`}
        </p>
      ) : null}
      {availability.taken.length ? (
        <details className="rounded-md border px-3 py-2">
          <summary className="cursor-pointer font-medium">{t`Dates already taken (${dates})`}</summary>
          <ul className="mt-2 flex flex-col gap-1">
            {availability.taken.map((slot) => (
              <li key={`${slot.event_date}-${slot.event_time}-${slot.status}`}>
                {formatDate(slot.event_date)} · {timingText(slot.event_time)} ·{' '}
                <span className={slot.status === 'approved' ? 'font-medium' : 'text-muted-foreground'}>
                  {stateLabel(slot.status)}
                </span>
              </li>
            ))}
          </ul>
          <p className="mt-2 text-xs text-muted-foreground">
            {t`A requested slot can still be asked for: the office approves one request per slot.`}
          </p>
        </details>
      ) : null}
    </div>
  );
}
