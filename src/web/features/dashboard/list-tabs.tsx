// The Gym, Bookings and Registrations tabs: the resident's own rows, each with a way to add more.
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { Calendar, Car, Clock, Dumbbell, FileText, Plus } from 'lucide-react';
import type { ReactNode } from 'react';
import type { Dashboard } from '@/shared/dashboard';
import { formatINR } from '@/shared/money';
import { parkingSlotLabel } from '@/shared/parking';
import { DecisionReason } from '@/web/components/decision-reason';
import { StatusBadge } from '@/web/components/status-badge';
import { Button } from '@/web/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/web/components/ui/card';
import { Link } from '@/web/lib/router';
import { formatDate } from '@/web/lib/utils';
import { hallText, slotText, timingText, vehicleTypeText } from './request-words';

/** What a request's page is: a receipt once approved (src/shared/receipts.ts decides the same on the server). */
const LINK_LABELS: Record<string, MessageDescriptor> = {
  pending: msg`Acknowledgement`,
  rejected: msg`Rejection notice`,
  // A booking cancelled after approval keeps its receipt; one withdrawn before has a notice: the page says which.
  cancelled: msg`Cancellation details`,
};
const RECEIPT = msg`Receipt`;

/** The request's receipt, acknowledgement or rejection notice, in its own tab as the confirmation screen opens it. */
function ReceiptLink({
  kind,
  id,
  status,
}: {
  kind: 'membership' | 'hall-booking';
  id: string;
  status: string;
}) {
  const { t } = useLingui();
  return (
    <a
      href={`/receipt/${kind}/${id}`}
      target="_blank"
      rel="noopener"
      className="inline-flex items-center gap-1.5 text-sm font-medium text-primary underline-offset-4 hover:underline"
    >
      <FileText className="size-4" aria-hidden /> {t(LINK_LABELS[status] ?? RECEIPT)}
    </a>
  );
}

function TabCard({
  title,
  description,
  action,
  empty,
  children,
}: {
  title: string;
  description: string;
  action?: { to: string; label: string };
  empty: string | null;
  children: ReactNode;
}) {
  return (
    <Card>
      <CardHeader className="flex-row flex-wrap items-start justify-between gap-3">
        <div className="flex flex-col gap-1.5">
          <CardTitle>{title}</CardTitle>
          <CardDescription>{description}</CardDescription>
        </div>
        {action ? (
          <Button asChild size="sm">
            <Link to={action.to}>
              <Plus /> {action.label}
            </Link>
          </Button>
        ) : null}
      </CardHeader>
      <CardContent>
        {empty ? (
          <p className="rounded-md border border-dashed p-8 text-center text-muted-foreground">{empty}</p>
        ) : (
          children
        )}
      </CardContent>
    </Card>
  );
}

export function GymTab({ memberships }: { memberships: Dashboard['memberships'] }) {
  const { t } = useLingui();
  return (
    <TabCard
      title={t`Gym Memberships`}
      description={t`Your gym memberships and their status`}
      action={{ to: '/membership', label: t`New Membership` }}
      empty={memberships.length ? null : t`No active gym memberships`}
    >
      <ul className="flex flex-col gap-3">
        {memberships.map((m) => (
          <li key={m.id} className="rounded-lg border p-4">
            <div className="flex flex-wrap items-start justify-between gap-2">
              <div className="flex min-w-0 items-center gap-2">
                <Dumbbell className="size-4 shrink-0 text-primary" aria-hidden />
                <p className="font-medium">{m.plan.name}</p>
                <span className="text-sm text-muted-foreground wrap-anywhere">· {m.member_name}</span>
              </div>
              <StatusBadge status={m.display_status} />
            </div>
            <div className="mt-2 flex flex-wrap justify-between gap-x-6 gap-y-1 text-sm">
              <p className="text-muted-foreground">
                {formatDate(m.start_date)} – {formatDate(m.end_date)}
              </p>
              <p>
                <span className="text-muted-foreground">{t`Amount Paid:`} </span>
                <span className="font-semibold">{formatINR(m.amount_paid)}</span>
              </p>
            </div>
            <DecisionReason status={m.status} reason={m.decision_reason} />
            <div className="mt-2">
              <ReceiptLink kind="membership" id={m.id} status={m.status} />
            </div>
          </li>
        ))}
      </ul>
    </TabCard>
  );
}

export function BookingsTab({ bookings }: { bookings: Dashboard['bookings'] }) {
  const { t } = useLingui();
  return (
    <TabCard
      title={t`Hall Bookings`}
      description={t`Your latest podium and hall booking requests`}
      action={{ to: '/podium-booking', label: t`New Booking` }}
      empty={bookings.length ? null : t`No upcoming hall bookings`}
    >
      <ul className="flex flex-col gap-3">
        {bookings.map((b) => (
          <li key={b.id} className="rounded-lg border p-4">
            <div className="flex flex-wrap items-start justify-between gap-2">
              <div className="min-w-0">
                <p className="text-xs font-medium uppercase tracking-wide text-muted-foreground">
                  {hallText(b.hall_type)}
                </p>
                <p className="font-medium wrap-anywhere">{b.event_name}</p>
              </div>
              <StatusBadge status={b.status} />
            </div>
            <div className="mt-2 flex flex-wrap gap-x-6 gap-y-1 text-sm text-muted-foreground">
              <span className="inline-flex items-center gap-1.5">
                <Calendar className="size-4" aria-hidden /> {formatDate(b.event_date)}
              </span>
              <span className="inline-flex items-center gap-1.5">
                <Clock className="size-4" aria-hidden /> {timingText(b.event_time)}
              </span>
            </div>
            {b.additional_notes ? (
              <p className="mt-2 rounded-md bg-muted px-3 py-2 text-sm">{b.additional_notes}</p>
            ) : null}
            <DecisionReason status={b.status} reason={b.decision_reason} />
            <div className="mt-2">
              <ReceiptLink kind="hall-booking" id={b.id} status={b.status} />
            </div>
          </li>
        ))}
      </ul>
    </TabCard>
  );
}

export function RegistrationsTab({ parking }: { parking: Dashboard['parking'] }) {
  const { t } = useLingui();
  return (
    <TabCard
      title={t`Car Parking Registrations`}
      description={t`Vehicles you have registered for parking`}
      action={{ to: '/parking-registration', label: t`Register Vehicle` }}
      empty={parking.length ? null : t`No car parking registrations found`}
    >
      <ul className="grid gap-3 sm:grid-cols-2">
        {parking.map((p) => (
          <li key={p.id} className="rounded-lg border p-4">
            <div className="flex flex-wrap items-center gap-2">
              <Car className="size-4 text-primary" aria-hidden />
              <p className="font-mono font-semibold tracking-wide">{p.vehicle_number}</p>
              <StatusBadge status={p.status} className="ml-auto" />
            </div>
            <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
              <dt className="text-muted-foreground">{t`Slot Number`}</dt>
              <dd>{slotText(parkingSlotLabel(p.parking_slot_requested, p.slot_number))}</dd>
              <dt className="text-muted-foreground">{t`Vehicle Type`}</dt>
              <dd>{vehicleTypeText(p.vehicle_type)}</dd>
              <dt className="text-muted-foreground">{t`Registered On`}</dt>
              <dd>{formatDate(p.created_at)}</dd>
            </dl>
            <DecisionReason status={p.status} reason={p.decision_reason} />
          </li>
        ))}
      </ul>
    </TabCard>
  );
}
