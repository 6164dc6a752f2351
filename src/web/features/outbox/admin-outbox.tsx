// The mail outbox (/admin/mail-outbox, from Settings → System Information): every mail the portal sent, stored,
// has queued or gave up on, newest first, by status and searched by recipient or subject. A failed mail can be
// sent again; "Send All Failed Again" does it for all of them as a background task whose progress shows here.
import type { MessageDescriptor } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Mail, RotateCw, Send } from 'lucide-react';
import { useCallback } from 'react';
import {
  MAIL_STATUSES,
  type MailStatus,
  OUTBOX_TEXT,
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
import { i18n as active } from '@/web/lib/i18n';
import { inLanguage, knowMessages } from '@/web/lib/server-messages';
import { toast } from '@/web/lib/toast';
import { formatDateTime } from '@/web/lib/utils';
import { AdminPageFrame } from '../admin/admin-page-frame';
import { Can, useCan } from '../admin/office-access';

// The server's words on this screen (src/server/features/outbox): its refusals and the resend task's label.
knowMessages(
  {
    [OUTBOX_TEXT.notFailed]: msg`Only a failed mail can be sent again.`,
    [OUTBOX_TEXT.noneFailed]: msg`There are no failed mails to send again.`,
  },
  [
    [
      /^Sending (\d+) failed mails? again$/,
      (n) => {
        const count = Number(n);
        return active._(
          msg`${plural(count, { one: 'Sending # failed mail again', other: 'Sending # failed mails again' })}`,
        );
      },
    ],
  ],
);

const STATUS: Record<MailStatus, { label: MessageDescriptor; variant: BadgeVariant }> = {
  queued: { label: msg`Queued`, variant: 'outline' },
  sent: { label: msg`Sent`, variant: 'success' },
  stored: { label: msg`Stored`, variant: 'secondary' },
  failed: { label: msg`Failed`, variant: 'destructive' },
};

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
  const { t, i18n } = useLingui();
  const manage = useCan('settings:manage');
  /** A mail's status in the person's language; an unknown one as stored. */
  const status = (s: string) => {
    const known = STATUS[s as MailStatus];
    return known
      ? { label: i18n._(known.label), variant: known.variant }
      : { label: s, variant: 'outline' as const };
  };

  const retryOne = useMutation({
    mutationFn: (id: string) => api(outboxApi.retry, { id }),
    onSettled: refresh,
  });
  const retryAll = useMutation({ mutationFn: () => api(outboxApi.retryFailed), onSettled: refresh });

  async function sendAgain(mail: OutboxMail) {
    const yes = await confirm({
      title: t`Send mail again`,
      description: t`Send “${mail.subject}” to ${mail.to} again? It goes back in the queue and is tried up to four more times.`,
      confirmLabel: t`Send Again`,
    });
    if (!yes) return;
    try {
      await retryOne.mutateAsync(mail.id);
      toast.success(t`Mail queued to be sent again`, { description: mail.to });
    } catch (err) {
      toast.error(t`Error`, { description: inLanguage(errorMessage(err)) });
    }
  }

  async function sendAllAgain() {
    const yes = await confirm({
      title: t`Send all failed mails again`,
      description: t`Every failed mail goes back in the queue and is sent at the mail pace. You may leave this page: the progress shows here again when you come back.`,
      confirmLabel: t`Send All Again`,
    });
    if (!yes) return;
    try {
      const started = await retryAll.mutateAsync();
      task.follow(started);
      toast.success(t`Sending the failed mails again`, { description: inLanguage(started.label) });
    } catch (err) {
      toast.error(t`Error`, { description: inLanguage(errorMessage(err)) });
    }
  }

  const columns: Column<OutboxMail>[] = [
    {
      header: t`Time`,
      cell: (m) => <time dateTime={m.created_at}>{formatDateTime(m.created_at)}</time>,
      className: 'md:min-w-32',
    },
    { header: t`To`, cell: (m) => <span className="break-all">{m.to}</span>, className: 'md:min-w-40' },
    {
      header: t`Subject`,
      cell: (m) => <span className="font-medium">{m.subject}</span>,
      className: 'md:min-w-48',
    },
    {
      header: t`Status`,
      cell: (m) => <Badge variant={status(m.status).variant}>{status(m.status).label}</Badge>,
    },
    { header: t`Attempts`, cell: (m) => m.attempts, className: 'md:text-right' },
    {
      header: t`Last Error`,
      cell: (m) => (
        <span className="flex flex-col gap-0.5 text-xs">
          <span className="break-words text-muted-foreground">{m.error ?? '—'}</span>
          {m.status === 'queued' && m.next_attempt_at ? (
            <time dateTime={m.next_attempt_at}>{t`Next try ${formatDateTime(m.next_attempt_at)}`}</time>
          ) : null}
        </span>
      ),
      className: 'max-w-xs',
    },
    {
      header: t`Actions`,
      hidden: !manage,
      cell: (m) =>
        m.status === 'failed' ? (
          <Button
            size="sm"
            variant="outline"
            icon={<RotateCw />}
            aria-label={t`Send again: ${m.subject} to ${m.to}`}
            onClick={() => sendAgain(m)}
            className="whitespace-nowrap"
          >
            {t`Send Again`}
          </Button>
        ) : null,
    },
  ];

  return (
    <AdminPageFrame
      title={t`Mail Outbox`}
      description={t`Every mail the portal sent, stored or has queued, newest first. Failed mails were tried four times; send them again once the mail server is fixed.`}
      back
      actions={
        <Can need="settings:manage">
          <Button icon={<Send />} busy={retryAll.isPending} onClick={sendAllAgain}>
            {t`Send All Failed Again`}
          </Button>
        </Can>
      }
    >
      <div className="flex flex-col gap-4">
        {task.data ? <TaskProgress task={task.data} /> : null}
        <DataTable
          label={t`Mails`}
          table={table}
          list={list}
          columns={columns}
          rowKey={(m) => m.id}
          search={t`Search by recipient or subject`}
          filters={[
            {
              name: 'status',
              label: t`Status`,
              allLabel: t`All statuses`,
              options: MAIL_STATUSES.map((s) => ({ value: s, label: status(s).label })),
            },
          ]}
          empty={{ icon: Mail, title: t`No mails found`, message: t`Try another status or search.` }}
          errorTitle={t`Failed to load the mails`}
        />
      </div>
    </AdminPageFrame>
  );
}
