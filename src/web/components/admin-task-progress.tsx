// The progress of a long back-office step (platform/tasks.ts on the server): a bar with what is done and what
// failed, and the failures, read again every second while the task runs and no more once it has finished.
// The task goes on in the server if the page is closed; after a reload the screen finds it again as the latest
// task of its kind:
//   const task = useLatestTask(RESEND_FAILED_TASK);      // after starting one: task.follow(started)
//   <TaskProgress task={task.data} />
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { isFinished, type Task, tasksAdminApi } from '@/shared/tasks';
import { api } from '@/web/lib/api';
import { inLanguage } from '@/web/lib/server-messages';
import { cn, formatDateTime } from '@/web/lib/utils';
import { Badge } from './ui/badge';

const POLL_MS = 1_000;

/**
 * The latest task of a kind, read every second while it runs. `follow` shows a task just started at once;
 * `onFinished` runs once when a task seen running (or followed) has finished (to refresh what it changed).
 */
export function useLatestTask(kind: string, onFinished?: (task: Task) => void) {
  const client = useQueryClient();
  const key = ['tasks', kind, 'latest'];
  const query = useQuery({
    queryKey: key,
    queryFn: async () => (await api(tasksAdminApi.recent, { kind, limit: 1 }))[0] ?? null,
    refetchInterval: (q) => (q.state.data && !isFinished(q.state.data) ? POLL_MS : false),
  });
  const seenRunning = useRef<string | null>(null);
  const task = query.data;
  useEffect(() => {
    if (!task) return;
    if (!isFinished(task)) seenRunning.current = task.id;
    else if (seenRunning.current === task.id) {
      seenRunning.current = null;
      onFinished?.(task);
    }
  }, [task, onFinished]);
  return {
    ...query,
    // Marked as seen running here, not by the effect: a short task's answer can come in the same render as the
    // one that showed it started, and the effect would then only ever see it finished.
    follow: (started: Task) => {
      seenRunning.current = started.id;
      client.setQueryData(key, started);
    },
  };
}

const STATUS: Record<
  Task['status'],
  { label: MessageDescriptor; variant: 'outline' | 'secondary' | 'success' | 'destructive' }
> = {
  queued: { label: msg`Waiting`, variant: 'outline' },
  running: { label: msg`Running`, variant: 'secondary' },
  done: { label: msg`Finished`, variant: 'success' },
  failed: { label: msg`Stopped`, variant: 'destructive' },
};

/**
 * `summary`: what the task's own figures say, instead of its items done and failed. The task's label is the
 * server's English, shown in the person's language when its screen made it known (server-messages.ts).
 */
export function TaskProgress({
  task,
  summary,
  className,
}: {
  task: Task;
  summary?: string;
  className?: string;
}) {
  const finished = task.done + task.failed;
  const percent = task.total ? Math.round((finished / task.total) * 100) : isFinished(task) ? 100 : 0;
  const status = STATUS[task.status];
  const { t, i18n } = useLingui();
  const label = inLanguage(task.label);
  const { done, failed, total } = task;
  const shown = task.failures.length;
  return (
    <section aria-label={label} className={cn('flex flex-col gap-2 rounded-md border p-3', className)}>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <span className="font-medium">{label}</span>
        <Badge variant={status.variant}>{i18n._(status.label)}</Badge>
      </div>
      <div
        role="progressbar"
        aria-label={t`${label}: progress`}
        aria-valuemin={0}
        aria-valuemax={task.total}
        aria-valuenow={finished}
        aria-valuetext={t`${finished} of ${total}`}
        className="h-2.5 overflow-hidden rounded-full bg-muted"
      >
        <div
          className={cn('h-full transition-[width]', task.failed ? 'bg-destructive' : 'bg-primary')}
          style={{ width: `${percent}%` }}
        />
      </div>
      <p className="text-sm" aria-live="polite">
        {summary ?? t`${done} of ${total} done, ${failed} failed`}
      </p>
      <p className="text-xs text-muted-foreground">
        <time dateTime={task.started_at}>{t`Started ${formatDateTime(task.started_at)}`}</time>
        {task.finished_at ? (
          <>
            {' · '}
            <time dateTime={task.finished_at}>{t`finished ${formatDateTime(task.finished_at)}`}</time>
          </>
        ) : null}
      </p>
      {task.error ? <p className="text-sm text-destructive">{task.error}</p> : null}
      {task.failures.length ? (
        <details open={task.failures.length <= 5}>
          <summary className="cursor-pointer text-sm">
            {failed > shown
              ? t`The first ${shown} of ${failed} failures`
              : failed === 1
                ? t`The failure`
                : t`The ${failed} failures`}
          </summary>
          <ul className="mt-1 flex flex-col gap-1 text-xs">
            {task.failures.map((f, i) => (
              // Failures only grow at the end, so their place is a stable key.
              <li key={i} className="break-words">
                <span className="font-medium">{f.what}</span>:{' '}
                <span className="text-muted-foreground">{f.why}</span>
              </li>
            ))}
          </ul>
        </details>
      ) : null}
    </section>
  );
}
