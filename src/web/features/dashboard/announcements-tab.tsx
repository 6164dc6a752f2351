import { useLingui } from '@lingui/react/macro';
import type { Dashboard } from '@/shared/dashboard';
import { LinkedText } from '@/web/components/linked-text';
import { Badge } from '@/web/components/ui/badge';
import { Card, CardContent, CardHeader, CardTitle } from '@/web/components/ui/card';
import { priorityLabel } from '@/web/lib/priority-label';
import { formatDate } from '@/web/lib/utils';

export function PriorityBadge({ priority }: { priority: string }) {
  const urgent = priority === 'urgent' || priority === 'high';
  return (
    <Badge variant={urgent ? 'destructive' : 'secondary'} className="shrink-0">
      {priorityLabel(priority)}
    </Badge>
  );
}

export function AnnouncementsTab({ announcements }: { announcements: Dashboard['announcements'] }) {
  const { t } = useLingui();
  if (announcements.length === 0)
    return (
      <p className="rounded-lg border border-dashed bg-card p-8 text-center text-muted-foreground">
        {t`No active announcements.`}
      </p>
    );
  return (
    <div className="flex flex-col gap-4">
      {announcements.map((a) => (
        <Card key={a.id}>
          <CardHeader className="flex-row items-start justify-between gap-3 pb-3">
            <CardTitle className="min-w-0 wrap-anywhere text-base">{a.title}</CardTitle>
            <PriorityBadge priority={a.priority} />
          </CardHeader>
          <CardContent>
            <p className="whitespace-pre-line wrap-anywhere text-sm">
              <LinkedText text={a.content} />
            </p>
            <p className="mt-3 text-xs text-muted-foreground">{formatDate(a.created_at)}</p>
          </CardContent>
        </Card>
      ))}
    </div>
  );
}
