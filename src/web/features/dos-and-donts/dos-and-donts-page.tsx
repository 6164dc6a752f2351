// /dos-and-donts: the society's active guidelines, grouped by category.
import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { AlertTriangle, CheckCircle2, ClipboardList, Info, ShieldAlert } from 'lucide-react';
import { categoryHeading, dosAndDontsApi, type Guideline, groupByCategory } from '@/shared/dos-and-donts';
import { LinkedText } from '@/web/components/linked-text';
import { EmptyState, MembersOnly, PageFrame } from '@/web/components/page-states';
import { Badge, type BadgeVariant } from '@/web/components/ui/badge';
import { Card, CardContent, CardHeader } from '@/web/components/ui/card';
import { Skeleton } from '@/web/components/ui/skeleton';
import { api } from '@/web/lib/api';
import { priorityLabel } from '@/web/lib/priority-label';
import { cn } from '@/web/lib/utils';

const STYLES: Record<string, { icon: typeof Info; badge: BadgeVariant; tone: string }> = {
  urgent: { icon: ShieldAlert, badge: 'destructive', tone: 'bg-destructive/10 text-destructive' },
  high: { icon: AlertTriangle, badge: 'default', tone: 'bg-accent/15 text-accent-foreground' },
  normal: { icon: CheckCircle2, badge: 'secondary', tone: 'bg-secondary text-primary' },
};
const OTHER = { icon: Info, badge: 'outline' as const, tone: 'bg-muted text-muted-foreground' };

export default function DosAndDontsPage() {
  const { t } = useLingui();
  return (
    <MembersOnly message={t`Please sign in to read the society's guidelines.`}>
      <PageFrame
        title={t`Do's and Don'ts`}
        subtitle={t`Guidelines that keep our society safe, clean and peaceful`}
        width="max-w-4xl"
      >
        <Guidelines />
      </PageFrame>
    </MembersOnly>
  );
}

function Guidelines() {
  const { t } = useLingui();
  const query = useQuery({ queryKey: ['dos-and-donts'], queryFn: () => api(dosAndDontsApi.list) });
  if (query.isPending)
    return (
      <div className="flex flex-col gap-4" role="status" aria-label={t`Loading guidelines`}>
        <Skeleton className="h-48" />
        <Skeleton className="h-48" />
      </div>
    );
  if (query.isError)
    return (
      <EmptyState
        icon={ClipboardList}
        title={t`Could not load the guidelines`}
        message={t`Please check your connection and try again.`}
        onRetry={() => query.refetch()}
      />
    );
  if (query.data.length === 0)
    return (
      <EmptyState
        icon={ClipboardList}
        title={t`No Guidelines Available`}
        message={t`The society has not published any guidelines yet.`}
      />
    );
  return (
    <div className="flex flex-col gap-6">
      {groupByCategory(query.data).map((group) => (
        <Card key={group.category}>
          <CardHeader className="pb-3 sm:pb-3">
            <h2 className="text-lg font-semibold leading-tight text-primary">
              {categoryHeading(group.category)}
            </h2>
          </CardHeader>
          <CardContent>
            <ul className="flex flex-col divide-y">
              {group.items.map((item) => (
                <GuidelineItem key={item.id} item={item} />
              ))}
            </ul>
          </CardContent>
        </Card>
      ))}
    </div>
  );
}

function GuidelineItem({ item }: { item: Guideline }) {
  const style = STYLES[item.priority] ?? OTHER;
  const Icon = style.icon;
  return (
    <li className="flex gap-3 py-3 first:pt-0 last:pb-0">
      <span
        className={cn('mt-0.5 flex size-8 shrink-0 items-center justify-center rounded-full', style.tone)}
        aria-hidden
      >
        <Icon className="size-4" />
      </span>
      <div className="min-w-0 flex-1">
        <div className="flex flex-wrap items-start justify-between gap-2">
          <h3 className="min-w-0 font-medium wrap-anywhere">{item.title}</h3>
          <Badge variant={style.badge}>{priorityLabel(item.priority)}</Badge>
        </div>
        <p className="mt-1 whitespace-pre-line wrap-anywhere text-sm text-muted-foreground">
          <LinkedText text={item.description} />
        </p>
      </div>
    </li>
  );
}
