// The mail outbox (/admin/mail-outbox, from Settings → System Information): every mail the portal sent, stored,
// has queued or gave up on, newest first, by status and searched by recipient or subject. A failed mail can be
// sent again; "Send All Failed Again" does it for all of them as a background task whose progress shows here.
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Mail, RotateCw, Send } from 'lucide-react';
import { useCallback } from 'react';
import {
  MAIL_STATUSES,
  type MailStatus,
  type OutboxMail,
  outboxApi,
  RESEND_FAILED_TASK,
} from '@/shared/outbox';
import { TaskProgress, useLatestTask } from '@/web/components/admin-task-progress';
import { useConfirm } from '@/web/components/confirm-dialog';
import { type Column, DataTable } from '@/web/components/data-table';
import { useTableParams } from '@/web/components/table-params';
import { Badge, type BadgeVariant } from '@/web/components/ui/badge';
import { Button } from '@/web/components/ui/button';
import { api, apiFromUrl, errorMessage } from '@/web/lib/api';
import { toast } from '@/web/lib/toast';
import { formatDateTime } from '@/web/lib/utils';
import { AdminPageFrame } from '../admin/admin-page-frame';

const STATUS: Record<MailStatus, { label: string; variant: BadgeVariant }> = {
  queued: { label: 'Queued', variant: 'outline' },
  sent: { label: 'Sent', variant: 'success' },
  stored: { label: 'Stored', variant: 'secondary' },
  failed: { label: 'Failed', variant: 'destructive' },
};
const statusOf = (s: string) => STATUS[s as MailStatus] ?? { label: s, variant: 'outline' as const };

export default function AdminOutbox() {
  const table = useTableParams(['status']);
  const client = useQueryClient();
  const list = useQuery({
    queryKey: ['outbox', table.query],
    queryFn: () => apiFromUrl(outboxApi.list, table.query),
    placeholderData: keepPreviousData,
  });
  const refresh = useCallback(() => client.invalidateQueries({ queryKey: ['outbox'] }), [client]);
  const task = useLatestTask(RESEND_FAILED_TASK, refresh);
  const confirm = useConfirm();

  const retryOne = useMutation({
    mutationFn: (id: string) => api(outboxApi.retry, { id }),
    onSettled: refresh,
  });
  const retryAll = useMutation({ mutationFn: () => api(outboxApi.retryFailed), onSettled: refresh });

  async function sendAgain(mail: OutboxMail) {
    const yes = await confirm({
      title: 'Send mail again',
      description: `Send “${mail.subject}” to ${mail.to} again? It goes back in the queue and is tried up to four more times.`,
      confirmLabel: 'Send Again',
    });
    if (!yes) return;
    try {
      await retryOne.mutateAsync(mail.id);
      toast.success('Mail queued to be sent again', { description: mail.to });
    } catch (err) {
      toast.error('Error', { description: errorMessage(err) });
    }
  }

  async function sendAllAgain() {
    const yes = await confirm({
      title: 'Send all failed mails again',
      description:
        'Every failed mail goes back in the queue and is sent at the mail pace. You may leave this page: the progress shows here again when you come back.',
      confirmLabel: 'Send All Again',
    });
    if (!yes) return;
    try {
      const started = await retryAll.mutateAsync();
      task.follow(started);
      toast.success('Sending the failed mails again', { description: started.label });
    } catch (err) {
      toast.error('Error', { description: errorMessage(err) });
    }
  }

  const columns: Column<OutboxMail>[] = [
    {
      header: 'Time',
      cell: (m) => <time dateTime={m.created_at}>{formatDateTime(m.created_at)}</time>,
      className: 'md:min-w-32',
    },
    { header: 'To', cell: (m) => <span className="break-all">{m.to}</span>, className: 'md:min-w-40' },
    {
      header: 'Subject',
      cell: (m) => <span className="font-medium">{m.subject}</span>,
      className: 'md:min-w-48',
    },
    {
      header: 'Status',
      cell: (m) => <Badge variant={statusOf(m.status).variant}>{statusOf(m.status).label}</Badge>,
    },
    { header: 'Attempts', cell: (m) => m.attempts, className: 'md:text-right' },
    {
      header: 'Last Error',
      cell: (m) => (
        <span className="flex flex-col gap-0.5 text-xs">
          <span className="break-words text-muted-foreground">{m.error ?? '—'}</span>
          {m.status === 'queued' && m.next_attempt_at ? (
            <span>
              Next try <time dateTime={m.next_attempt_at}>{formatDateTime(m.next_attempt_at)}</time>
            </span>
          ) : null}
        </span>
      ),
      className: 'max-w-xs',
    },
    {
      header: 'Actions',
      cell: (m) =>
        m.status === 'failed' ? (
          <Button
            size="sm"
            variant="outline"
            icon={<RotateCw />}
            aria-label={`Send again: ${m.subject} to ${m.to}`}
            onClick={() => sendAgain(m)}
            className="whitespace-nowrap"
          >
            Send Again
          </Button>
        ) : null,
    },
  ];

  return (
    <AdminPageFrame
      title="Mail Outbox"
      description="Every mail the portal sent, stored or has queued, newest first. Failed mails were tried four times; send them again once the mail server is fixed."
      back
      actions={
        <Button icon={<Send />} busy={retryAll.isPending} onClick={sendAllAgain}>
          Send All Failed Again
        </Button>
      }
    >
      <div className="flex flex-col gap-4">
        {task.data ? <TaskProgress task={task.data} /> : null}
        <DataTable
          label="Mails"
          table={table}
          list={list}
          columns={columns}
          rowKey={(m) => m.id}
          search="Search by recipient or subject"
          filters={[
            {
              name: 'status',
              label: 'Status',
              allLabel: 'All statuses',
              options: MAIL_STATUSES.map((s) => ({ value: s, label: STATUS[s].label })),
            },
          ]}
          empty={{ icon: Mail, title: 'No mails found', message: 'Try another status or search.' }}
          errorTitle="Failed to load the mails"
        />
      </div>
    </AdminPageFrame>
  );
}
