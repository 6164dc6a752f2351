import { AlertTriangle, Bell, Info, Megaphone } from 'lucide-react';
import { type Announcement, isPressing } from '@/shared/announcements';
import { LinkedText } from '@/web/components/linked-text';
import { Badge } from '@/web/components/ui/badge';
import { Card, CardContent, CardHeader, CardTitle } from '@/web/components/ui/card';
import { priorityLabel } from '@/web/lib/priority-label';
import { cn, formatDateTime } from '@/web/lib/utils';

const ICONS = { urgent: AlertTriangle, high: Megaphone, normal: Bell, low: Info } as const;

export function AnnouncementCard({ announcement: a }: { announcement: Announcement }) {
  const Icon = ICONS[a.priority as keyof typeof ICONS] ?? Bell;
  const pressing = isPressing(a.priority);
  return (
    <Card className={cn(a.priority === 'urgent' && 'border-destructive/40')}>
      <CardHeader className="flex-row items-start gap-3 pb-3 sm:pb-3">
        <span
          className={cn(
            'mt-0.5 flex size-9 shrink-0 items-center justify-center rounded-full',
            pressing ? 'bg-destructive/10 text-destructive' : 'bg-secondary text-primary',
          )}
          aria-hidden
        >
          <Icon className="size-5" />
        </span>
        <div className="min-w-0 flex-1">
          <div className="flex flex-wrap items-start justify-between gap-2">
            <CardTitle className="min-w-0 wrap-anywhere">{a.title}</CardTitle>
            <Badge variant={pressing ? 'destructive' : 'secondary'}>{priorityLabel(a.priority)}</Badge>
          </div>
          <p className="mt-1 text-sm text-muted-foreground">
            <time dateTime={a.created_at}>{formatDateTime(a.created_at)}</time>
          </p>
        </div>
      </CardHeader>
      <CardContent>
        <p className="whitespace-pre-line wrap-anywhere leading-relaxed">
          <LinkedText text={a.content} />
        </p>
      </CardContent>
    </Card>
  );
}
