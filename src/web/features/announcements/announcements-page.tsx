// /announcements: the society's active notices, newest first, a page at a time; those the resident has yet to
// acknowledge pinned above them.
import { useLingui } from '@lingui/react/macro';
import { BellOff } from 'lucide-react';
import { EmptyState, MembersOnly, PageFrame } from '@/web/components/page-states';
import { Button } from '@/web/components/ui/button';
import { Skeleton } from '@/web/components/ui/skeleton';
import { AnnouncementCard } from './announcement-card';
import { PinnedNotices, usePinnedNotices } from './pinned-notices';
import { useAnnouncements } from './use-announcements';

export default function AnnouncementsPage() {
  const { t } = useLingui();
  return (
    <MembersOnly message={t`Please sign in to read the society's announcements.`}>
      <PageFrame
        title={t`Society Announcements`}
        subtitle={t`Notices from the managing committee`}
        back={{ to: '/dashboard', label: t`Back to Dashboard` }}
        width="max-w-3xl"
      >
        <PinnedNotices recordRead />
        <AnnouncementList />
      </PageFrame>
    </MembersOnly>
  );
}

function AnnouncementList() {
  const { t } = useLingui();
  const query = useAnnouncements();
  const pinned = usePinnedNotices();
  if (query.isPending)
    return (
      <div className="flex flex-col gap-4" role="status" aria-label={t`Loading announcements`}>
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} className="h-36" />
        ))}
      </div>
    );
  if (query.isError && !query.data)
    return (
      <EmptyState
        icon={BellOff}
        title={t`Could not load announcements`}
        message={t`Please check your connection and try again.`}
        onRetry={() => query.refetch()}
      />
    );
  const items = query.data.pages.flatMap((p) => p.items);
  // Every notice is pinned above: "No Announcements" would contradict them.
  if (items.length === 0 && pinned.length) return null;
  if (items.length === 0)
    return (
      <EmptyState
        icon={BellOff}
        title={t`No Announcements`}
        message={t`There are no announcements at the moment. Please check back later.`}
      />
    );
  const total = query.data.pages[0].total;
  return (
    <div className="flex flex-col gap-4">
      {items.map((a) => (
        <AnnouncementCard key={a.id} announcement={a} />
      ))}
      <div className="flex flex-col items-center gap-2 pt-2">
        <p className="text-sm text-muted-foreground">{t`Showing ${items.length} of ${total}`}</p>
        {query.hasNextPage ? (
          <Button variant="outline" onClick={() => query.fetchNextPage()} busy={query.isFetchingNextPage}>
            {t`Load more`}
          </Button>
        ) : null}
      </div>
    </div>
  );
}
