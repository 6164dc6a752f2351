// View Logs: the last 10 audit entries, newest first, with a way to the full log.
import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { History, TriangleAlert } from 'lucide-react';
import { auditAdminApi } from '@/shared/audit';
import { EmptyState } from '@/web/components/page-states';
import { Button } from '@/web/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '@/web/components/ui/dialog';
import { Skeleton } from '@/web/components/ui/skeleton';
import { api } from '@/web/lib/api';
import { Link } from '@/web/lib/router';
import { formatDateTime } from '@/web/lib/utils';
import { Actor, actionLabel, SeverityBadge } from './audit-entry';

const LATEST = { page: 1, pageSize: 10 };

/** Mounted (and its code loaded) when View Logs is chosen; the entries load then, fresh each time. */
export default function RecentActivityDialog({ onClose }: { onClose: () => void }) {
  const { t } = useLingui();
  const latest = useQuery({
    queryKey: ['audit-log', LATEST],
    queryFn: () => api(auditAdminApi.list, LATEST),
    staleTime: 0,
  });
  return (
    <Dialog open onOpenChange={(open) => open || onClose()}>
      <DialogContent className="max-w-2xl">
        <DialogHeader>
          <DialogTitle>{t`System Logs`}</DialogTitle>
          <DialogDescription>{t`The last 10 activities, newest first.`}</DialogDescription>
        </DialogHeader>
        {latest.isError ? (
          <EmptyState
            icon={TriangleAlert}
            title={t`Recent activity could not be loaded`}
            message={t`${latest.error.message} The full audit log may still open.`}
            onRetry={() => latest.refetch()}
          />
        ) : latest.data?.items.length === 0 ? (
          <EmptyState icon={History} title={t`No activity recorded yet`} />
        ) : (
          <ol className="divide-y rounded-md border" aria-busy={latest.isPending || undefined}>
            {latest.data
              ? latest.data.items.map((e) => (
                  <li key={e.id} className="flex flex-col gap-1 p-3 text-sm">
                    <div className="flex flex-wrap items-center justify-between gap-2">
                      <span className="font-medium">{actionLabel(e.action)}</span>
                      <SeverityBadge severity={e.severity} />
                    </div>
                    <div className="flex flex-wrap items-end justify-between gap-x-4 gap-y-1">
                      <Actor entry={e} />
                      <time dateTime={e.created_at} className="text-xs text-muted-foreground">
                        {formatDateTime(e.created_at)}
                      </time>
                    </div>
                  </li>
                ))
              : LATEST_SKELETON.map((k) => (
                  <li key={k} className="p-3">
                    <Skeleton className="h-10 w-full" />
                  </li>
                ))}
          </ol>
        )}
        <div className="flex justify-end">
          <Button asChild variant="outline">
            <Link to="/admin/audit-log">{t`View Full Audit Log`}</Link>
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}

const LATEST_SKELETON = ['a', 'b', 'c', 'd'];
