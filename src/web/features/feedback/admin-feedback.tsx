// /admin/feedback: the five figures, every resident's feedback (filtered and searched on the server) and the
// response panel where the office moves an item along (admin spec section 4), with who has each item, its deadline
// and escalation level; and a second tab, the helpdesk's settings (working hours, deadlines, escalation).
import { useLingui } from '@lingui/react/macro';
import { MessageSquare, MousePointerClick, Settings2 } from 'lucide-react';
import { useCallback, useRef, useState } from 'react';
import { FEEDBACK_CATEGORIES, FEEDBACK_PRIORITIES, FEEDBACK_STATUSES } from '@/shared/feedback';
import type { AdminFeedbackItem } from '@/shared/feedback-admin';
import { DATE_OR_STATUS } from '@/shared/schemas';
import { type Column, DataTable, type TableFilter, useLoadFailedToast } from '@/web/components/data-table';
import { EmptyState } from '@/web/components/page-states';
import { useTableParams } from '@/web/components/table-params';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/web/components/ui/tabs';
import { ApiError, errorMessage } from '@/web/lib/api';
import { useSearchParams } from '@/web/lib/router';
import { toast } from '@/web/lib/toast';
import { formatDate } from '@/web/lib/utils';
import { AdminPageFrame } from '../admin/admin-page-frame';
import { priorityName } from '../announcements/admin-announcement-priority';
import { DeadlineText, FeedbackHelpdeskCard } from './admin-feedback-helpdesk-card';
import { FeedbackResponsePanel, type Pending } from './admin-feedback-response-panel';
import { FeedbackStatCards } from './admin-feedback-stat-cards';
import { feedbackCategoryName, feedbackStatusName } from './admin-feedback-words';
import { HelpdeskSettingsTab } from './admin-helpdesk-settings';
import { FeedbackPriorityBadge, FeedbackStatusBadge } from './feedback-badges';
import {
  FEEDBACK_FILTERS,
  type FeedbackChange,
  type FeedbackFilter,
  useAdminFeedback,
  useFeedbackChange,
  useFeedbackStats,
} from './use-admin-feedback';

/** The later of two copies of one row (the list may still hold the copy from before a change). */
const fresher = (a: AdminFeedbackItem, b?: AdminFeedbackItem) => (b && b.updated_at >= a.updated_at ? b : a);

export default function AdminFeedback() {
  const [params, setParams] = useSearchParams();
  const { t } = useLingui();
  const settings = params.get('tab') === 'settings';
  return (
    <AdminPageFrame
      title={t`Feedback Management`}
      description={t`Read residents' feedback, answer it and follow it through to resolution.`}
    >
      <Tabs
        value={settings ? 'settings' : 'feedback'}
        onValueChange={(v) => setParams(v === 'settings' ? { tab: v } : {})}
      >
        <TabsList className="grid w-full grid-cols-2 sm:inline-flex sm:w-auto">
          <TabsTrigger value="feedback">
            <MessageSquare aria-hidden className="size-4" /> {t`Feedback`}
          </TabsTrigger>
          <TabsTrigger value="settings">
            <Settings2 aria-hidden className="size-4" /> {t`Helpdesk settings`}
          </TabsTrigger>
        </TabsList>
        <TabsContent value="feedback">{settings ? null : <FeedbackTab />}</TabsContent>
        <TabsContent value="settings">{settings ? <HelpdeskSettingsTab /> : null}</TabsContent>
      </Tabs>
    </AdminPageFrame>
  );
}

function FeedbackTab() {
  const table = useTableParams(FEEDBACK_FILTERS, {
    columns: DATE_OR_STATUS,
    sort: 'created_at',
    dir: 'desc',
  });
  const list = useAdminFeedback(table.query);
  const stats = useFeedbackStats();
  const change = useFeedbackChange();
  const [chosen, setChosen] = useState<AdminFeedbackItem | null>(null);
  const [pending, setPending] = useState<Pending>(null);
  const listBox = useRef<HTMLDivElement>(null);
  const { t } = useLingui();
  const filters: TableFilter<FeedbackFilter>[] = [
    {
      name: 'status',
      label: t`Status`,
      options: FEEDBACK_STATUSES.map((s) => ({ value: s, label: feedbackStatusName(s) })),
    },
    {
      name: 'priority',
      label: t`Priority`,
      options: FEEDBACK_PRIORITIES.map((p) => ({ value: p, label: priorityName(p) })),
    },
    {
      name: 'category',
      label: t`Category`,
      options: FEEDBACK_CATEGORIES.map((c) => ({ value: c, label: feedbackCategoryName(c) })),
    },
    { name: 'assignee', label: t`Assignee`, options: [{ value: 'me', label: t`Assigned to me` }] },
    { name: 'deadline', label: t`Deadline`, options: [{ value: 'overdue', label: t`Overdue` }] },
  ];
  const selected =
    chosen &&
    fresher(
      chosen,
      list.data?.items.find((f) => f.id === chosen.id),
    );

  // Stable, so a failed load is told once.
  useLoadFailedToast(
    list.error,
    useCallback((message: string) => t`Failed to load feedback: ${message}`, [t]),
  );

  /** Closing the panel returns the focus to the item's subject, or to the list if a filter has hidden it. */
  function close() {
    const id = chosen?.id;
    setChosen(null);
    const box = listBox.current;
    (
      box?.querySelector<HTMLElement>(`[data-feedback-id="${id}"]`) ??
      box?.querySelector<HTMLElement>('button, input, [tabindex]')
    )?.focus();
  }

  async function apply(next: FeedbackChange, button: Exclude<Pending, null>) {
    setPending(button);
    try {
      const updated = await change.mutateAsync(next);
      setChosen(updated);
      const status = feedbackStatusName(updated.status);
      toast.success(t`Updated Successfully`, { description: t`Feedback status updated to ${status}` });
      return true;
    } catch (err) {
      const message = errorMessage(err);
      toast.error(t`Update Failed`, { description: t`Failed to update feedback: ${message}` });
      if (err instanceof ApiError && err.status === 404) setChosen(null);
      return false;
    } finally {
      setPending(null);
    }
  }

  // The subject opens the item in the response panel; the chosen one stays marked.
  const columns: Column<AdminFeedbackItem>[] = [
    {
      header: t`Feedback`,
      // Its second line says when it was sent.
      sort: 'created_at',
      cell: (f) => (
        <div className="flex min-w-0 flex-col items-start gap-0.5 max-md:items-end">
          <button
            type="button"
            data-feedback-id={f.id}
            aria-current={selected?.id === f.id || undefined}
            onClick={() => setChosen(f)}
            className="cursor-pointer rounded-sm text-left font-medium break-words text-primary underline-offset-4 hover:underline focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none aria-[current]:underline max-md:text-right"
          >
            {f.subject}
          </button>
          <span className="text-xs text-muted-foreground">
            {[f.name, f.flat_no, feedbackCategoryName(f.category)].filter(Boolean).join(' · ')} ·{' '}
            <time dateTime={f.created_at}>{formatDate(f.created_at)}</time>
          </span>
        </div>
      ),
    },
    { header: t`Priority`, cell: (f) => <FeedbackPriorityBadge priority={f.priority} pulse /> },
    {
      header: t`Status`,
      sort: 'status',
      // Under the status, what the resident said of a resolution: their stars, and how often they reopened it.
      cell: (f) => (
        <div className="flex flex-col items-start gap-0.5 max-md:items-end">
          <FeedbackStatusBadge status={f.status} />
          {f.rating ? <span className="text-xs">{t`Rated ${f.rating}/5`}</span> : null}
          {f.reopen_count ? (
            <span className="text-xs text-muted-foreground">{t`Reopened ×${f.reopen_count}`}</span>
          ) : null}
        </div>
      ),
    },
    {
      header: t`Assigned to`,
      // Its second line is the escalation level.
      cell: (f) => {
        const level = f.escalation_level;
        return (
          <div className="flex flex-col gap-0.5 max-md:items-end">
            <span className={f.assignee_name ? undefined : 'text-muted-foreground'}>
              {f.assignee_name ?? t`Unassigned`}
            </span>
            <span className="text-xs text-muted-foreground">{t`Level ${level}`}</span>
          </div>
        );
      },
    },
    { header: t`Deadline`, cell: (f) => <DeadlineText item={f} short />, className: 'text-sm' },
  ];

  return (
    <div className="flex flex-col gap-6">
      <FeedbackStatCards stats={stats.data} failed={stats.isError} />
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_22rem] xl:grid-cols-[minmax(0,1fr)_26rem]">
        <div ref={listBox} className="min-w-0">
          <DataTable
            label={t`Feedback`}
            table={table}
            list={list}
            columns={columns}
            rowKey={(f) => f.id}
            search={t`Subject, message, name, e-mail`}
            filters={filters}
            empty={{
              icon: MessageSquare,
              title: t`No feedback found`,
              message: t`Try another search or filter.`,
            }}
            errorTitle={t`Failed to load feedback`}
          />
        </div>
        {/* Taller than the screen with the helpdesk card: it scrolls within itself while it stays in view. */}
        <aside
          aria-label={t`Response panel`}
          className="flex flex-col gap-4 lg:sticky lg:top-20 lg:max-h-[calc(100dvh-6rem)] lg:self-start lg:overflow-y-auto"
        >
          {selected ? (
            <>
              <FeedbackResponsePanel
                key={selected.id}
                item={selected}
                pending={pending}
                onChange={apply}
                onClose={close}
              />
              <FeedbackHelpdeskCard key={`helpdesk-${selected.id}`} item={selected} onChange={setChosen} />
            </>
          ) : (
            // On a phone the panel sits under the list: nothing to show there until an item is chosen.
            <div className="max-lg:hidden">
              <EmptyState
                icon={MousePointerClick}
                title={t`No feedback selected`}
                message={t`Choose a subject in the list to read it in full and respond.`}
              />
            </div>
          )}
        </aside>
      </div>
    </div>
  );
}
