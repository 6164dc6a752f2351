import { useLingui } from '@lingui/react/macro';
import { Car, FileText } from 'lucide-react';
import { documentUrl } from '@/shared/documents';
import { parkingSlotLabel } from '@/shared/parking';
import { DecisionReason } from '@/web/components/decision-reason';
import { StatusBadge } from '@/web/components/status-badge';
import { Card, CardContent, CardHeader, CardTitle } from '@/web/components/ui/card';
import { Skeleton } from '@/web/components/ui/skeleton';
import { formatDate } from '@/web/lib/utils';
import { slotText } from './labels';
import { useMyRegistrations } from './use-parking';

export function MyRegistrations() {
  const { t } = useLingui();
  const { data, isPending } = useMyRegistrations();
  if (!isPending && !data?.length) return null;
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t`My Registrations`}</CardTitle>
      </CardHeader>
      <CardContent>
        {isPending ? (
          <Skeleton className="h-16" />
        ) : (
          <ul className="divide-y rounded-md border">
            {data?.map((r) => (
              <li key={r.id} className="flex flex-wrap items-center gap-x-4 gap-y-1 px-3 py-2.5 text-sm">
                <Car className="size-4 text-muted-foreground" aria-hidden />
                <span className="font-medium">{r.vehicle_number}</span>
                <span className="text-muted-foreground">
                  {slotText(parkingSlotLabel(r.parking_slot_requested, r.slot_number))}
                </span>
                <span className="text-muted-foreground">{formatDate(r.created_at)}</span>
                {r.rc_copy_url ? (
                  <a
                    href={documentUrl(r.rc_copy_url)}
                    target="_blank"
                    rel="noopener"
                    className="inline-flex items-center gap-1 text-primary hover:underline"
                  >
                    <FileText className="size-4" aria-hidden /> {t`RC copy`}
                  </a>
                ) : null}
                <StatusBadge status={r.status} className="ml-auto" />
                {r.decision_reason ? (
                  <div className="basis-full">
                    <DecisionReason status={r.status} reason={r.decision_reason} />
                  </div>
                ) : null}
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
