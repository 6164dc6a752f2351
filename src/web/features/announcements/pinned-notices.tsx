// The notices the office asks this resident to acknowledge, pinned above the dashboard and /announcements until
// they press "I have read this". On /announcements (`recordRead`) the notices shown are stored as read.
import { useLingui } from '@lingui/react/macro';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Pin } from 'lucide-react';
import { useEffect, useState } from 'react';
import { ACK_TEXT, type Announcement, announcementsApi } from '@/shared/announcements';
import { LinkedText } from '@/web/components/linked-text';
import { Button } from '@/web/components/ui/button';
import { api, errorMessage } from '@/web/lib/api';
import { inLanguage } from '@/web/lib/server-messages';
import './known-messages';
import { toast } from '@/web/lib/toast';
import { cn, formatDate } from '@/web/lib/utils';

const KEY = ['announcements', 'pinned'] as const;

export const usePinnedNotices = () =>
  useQuery({ queryKey: KEY, queryFn: () => api(announcementsApi.pinned) }).data?.items ?? [];

export function PinnedNotices({ recordRead = false }: { recordRead?: boolean }) {
  const { t } = useLingui();
  const items = usePinnedNotices();
  const ids = items.map((a) => a.id).join(',');
  useEffect(() => {
    // The server keeps only the first read of each; a failure is retried at the next visit.
    if (recordRead && ids) api(announcementsApi.read, { ids: ids.split(',') }).catch(() => {});
  }, [recordRead, ids]);
  if (!items.length) return null;
  return (
    <section aria-label={t`Notices to acknowledge`} className="mb-6 flex flex-col gap-3">
      {items.map((a) => (
        <PinnedNotice key={a.id} notice={a} clamp={!recordRead} />
      ))}
    </section>
  );
}

function PinnedNotice({ notice: a, clamp }: { notice: Announcement; clamp: boolean }) {
  const { t } = useLingui();
  const qc = useQueryClient();
  // A plain handler rather than useMutation: the dashboard is near its JavaScript budget.
  const [busy, setBusy] = useState(false);
  async function acknowledge() {
    setBusy(true);
    try {
      const { already } = await api(announcementsApi.acknowledge, { id: a.id });
      if (already) toast.info(inLanguage(ACK_TEXT.already));
      else toast.success(inLanguage(ACK_TEXT.done));
      await qc.invalidateQueries({ queryKey: ['announcements'] });
    } catch (err) {
      toast.error(t`Error`, { description: inLanguage(errorMessage(err)) });
    } finally {
      setBusy(false);
    }
  }
  return (
    <article className="rounded-lg border-2 border-primary/40 bg-card p-4 shadow-sm">
      <p className="flex items-center gap-1.5 text-xs font-medium text-primary">
        <Pin className="size-3.5" aria-hidden />
        {a.ack_due_on
          ? t`Please read and acknowledge by ${formatDate(a.ack_due_on)}`
          : t`Please read and acknowledge`}
      </p>
      <h2 className="mt-1 font-semibold wrap-anywhere">{a.title}</h2>
      <p className={cn('mt-1 whitespace-pre-line text-sm wrap-anywhere', clamp && 'line-clamp-3')}>
        <LinkedText text={a.content} />
      </p>
      <Button size="sm" className="mt-3" busy={busy} onClick={acknowledge}>
        {inLanguage(ACK_TEXT.button)}
        <span className="sr-only">: {a.title}</span>
      </Button>
    </article>
  );
}
