// 'My Submitted Feedback': the member's own submissions with their status, who in the office has each and by when
// it is due, and the office's response.
import { useLingui } from '@lingui/react/macro';
import { MessageSquareText, Reply } from 'lucide-react';
import { lazy, Suspense } from 'react';
import { currentDeadline, type Feedback } from '@/shared/feedback';
import { EmptyState } from '@/web/components/page-states';
import { Badge } from '@/web/components/ui/badge';
import { Button } from '@/web/components/ui/button';
import { Card, CardContent } from '@/web/components/ui/card';
import { Skeleton } from '@/web/components/ui/skeleton';
import { formatDate, formatDateTime } from '@/web/lib/utils';
import { FeedbackPriorityBadge, FeedbackStatusBadge } from './feedback-badges';
import { FeedbackPhotos } from './feedback-photos';
import { feedbackLabel } from './labels';
import { useMyFeedback } from './use-feedback';

// Only a resolved item asks for the resident's verdict: its code downloads when one is on the list.
const FeedbackVerdict = lazy(() =>
  import('./feedback-verdict').then((m) => ({ default: m.FeedbackVerdict })),
);

export function MyFeedback() {
  const { t } = useLingui();
  const query = useMyFeedback();
  return (
    <section aria-labelledby="my-feedback-heading" className="flex flex-col gap-4">
      <h2 id="my-feedback-heading" className="text-xl font-semibold text-primary">
        {t`My Submitted Feedback`}
      </h2>
      {query.isPending ? (
        <div className="flex flex-col gap-3" role="status" aria-label={t`Loading your feedback`}>
          <Skeleton className="h-28" />
          <Skeleton className="h-28" />
        </div>
      ) : query.isError && !query.data ? (
        <EmptyState
          icon={MessageSquareText}
          title={t`Could not load your feedback`}
          onRetry={() => query.refetch()}
        />
      ) : query.data.pages[0].total === 0 ? (
        <EmptyState
          icon={MessageSquareText}
          title={t`No feedback yet`}
          message={t`Feedback you submit will appear here with its status.`}
        />
      ) : (
        <>
          <ul className="flex flex-col gap-3">
            {query.data.pages
              .flatMap((p) => p.items)
              .map((f) => (
                <FeedbackItem key={f.id} item={f} />
              ))}
          </ul>
          {query.hasNextPage ? (
            <Button
              variant="outline"
              className="self-center"
              onClick={() => query.fetchNextPage()}
              busy={query.isFetchingNextPage}
            >
              {t`Load more`}
            </Button>
          ) : null}
        </>
      )}
    </section>
  );
}

function FeedbackItem({ item: f }: { item: Feedback }) {
  const { t } = useLingui();
  const due = currentDeadline(f);
  const at = due && formatDateTime(due.at);
  const who = f.assignee_name;
  return (
    <li>
      <Card>
        <CardContent className="flex flex-col gap-3 pt-5 sm:pt-5">
          <div className="flex flex-wrap items-start justify-between gap-2">
            <h3 className="min-w-0 font-semibold break-words">{f.subject}</h3>
            <time dateTime={f.created_at} className="shrink-0 text-sm text-muted-foreground">
              {formatDate(f.created_at)}
            </time>
          </div>
          <div className="flex flex-wrap gap-2">
            <Badge variant="secondary">{feedbackLabel(f.category)}</Badge>
            <FeedbackPriorityBadge priority={f.priority} />
            <FeedbackStatusBadge status={f.status} />
          </div>
          {due || who ? (
            <p className="text-sm text-muted-foreground">
              {[
                who ? t`With ${who}` : null,
                due ? (due.kind === 'response' ? t`Response due ${at}` : t`Resolution due ${at}`) : null,
              ]
                .filter(Boolean)
                .join(' · ')}
            </p>
          ) : null}
          <p className="line-clamp-3 whitespace-pre-line break-words text-sm text-muted-foreground">
            {f.message}
          </p>
          <FeedbackPhotos ids={f.photos} />
          {f.admin_response ? (
            <div className="rounded-md border-l-4 border-primary bg-secondary/60 p-3">
              <p className="flex items-center gap-1.5 text-sm font-medium text-primary">
                <Reply className="size-4" aria-hidden /> {t`Admin Response`}
              </p>
              <p className="mt-1 whitespace-pre-line break-words text-sm">{f.admin_response}</p>
            </div>
          ) : null}
          {f.status === 'resolved' ? (
            <Suspense fallback={<Skeleton className="h-24" />}>
              <FeedbackVerdict item={f} />
            </Suspense>
          ) : null}
        </CardContent>
      </Card>
    </li>
  );
}
