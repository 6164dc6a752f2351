// The five figures above the feedback list (one aggregate request).
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { CheckCircle2, CircleDot, Clock, type LucideIcon, MessageSquare, Siren } from 'lucide-react';
import type { FeedbackStats } from '@/shared/feedback-admin';
import { Skeleton } from '@/web/components/ui/skeleton';
import { cn } from '@/web/lib/utils';

const CARDS: { key: keyof FeedbackStats; label: MessageDescriptor; icon: LucideIcon; tone: string }[] = [
  { key: 'total', label: msg`Total`, icon: MessageSquare, tone: 'text-primary' },
  { key: 'open', label: msg`Open`, icon: CircleDot, tone: 'text-primary' },
  { key: 'in_progress', label: msg`In Progress`, icon: Clock, tone: 'text-accent-foreground' },
  { key: 'resolved', label: msg`Resolved`, icon: CheckCircle2, tone: 'text-success' },
  { key: 'urgent', label: msg`Urgent`, icon: Siren, tone: 'text-destructive' },
];

export function FeedbackStatCards({ stats, failed }: { stats?: FeedbackStats; failed: boolean }) {
  const { t } = useLingui();
  return (
    <section aria-label={t`Feedback figures`}>
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5">
        {CARDS.map(({ key, label, icon: Icon, tone }) => (
          <div
            key={key}
            className={cn('rounded-lg border bg-card p-4 shadow-sm', key === 'total' && 'max-sm:col-span-2')}
          >
            <dt className="flex items-center justify-between gap-3 text-sm font-medium text-muted-foreground">
              {t(label)}
              <Icon className={cn('size-5 shrink-0', tone)} aria-hidden />
            </dt>
            <dd className="mt-1 text-2xl font-bold tabular-nums">
              {stats ? stats[key].toLocaleString('en-IN') : failed ? '—' : <Skeleton className="h-8 w-12" />}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
