// /admin/announcements: every notice, active or retired, newest first; create, edit, deactivate (the
// delete button, a soft delete, after a confirmation) and activate again.
import { useLingui } from '@lingui/react/macro';
import { BellOff, ListChecks, Pencil, Plus, RotateCcw, Trash2 } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { isPressing } from '@/shared/announcements';
import { type AdminAnnouncement, announcementsAdminApi } from '@/shared/announcements-admin';
import { ACTIVE_STATUS_FILTER, ActiveBadge } from '@/web/components/active-status';
import { useConfirm } from '@/web/components/confirm-dialog';
import { type Column, DataTable } from '@/web/components/data-table';
import { useTableParams } from '@/web/components/table-params';
import { Badge } from '@/web/components/ui/badge';
import { Button } from '@/web/components/ui/button';
import { errorMessage } from '@/web/lib/api';
import { Link } from '@/web/lib/router';
import { toast } from '@/web/lib/toast';
import { formatDate, formatDateTime } from '@/web/lib/utils';
import { AdminPageFrame } from '../admin/admin-page-frame';
import { Can, useCan } from '../admin/office-access';
import { priorityName } from './admin-announcement-priority';
import { useAdminAnnouncements, useAnnouncementWrite } from './use-admin-announcements';

// The form (and the form library) loads when a notice is written or edited, not before the list's first paint.
const AnnouncementDialog = lazy(() =>
  import('./admin-announcement-dialog').then((m) => ({ default: m.AnnouncementDialog })),
);

export default function AdminAnnouncements() {
  const table = useTableParams(['status']);
  const list = useAdminAnnouncements(table.query);
  // undefined: closed; null: creating; an item: editing it.
  const [editing, setEditing] = useState<AdminAnnouncement | null | undefined>(undefined);
  const [busy, setBusy] = useState<string | null>(null);
  const confirm = useConfirm();
  const { t } = useLingui();
  const manage = useCan('content:manage');
  const deactivate = useAnnouncementWrite(announcementsAdminApi.deactivate);
  const activate = useAnnouncementWrite(announcementsAdminApi.activate);

  async function setActive(a: AdminAnnouncement, active: boolean) {
    if (
      !active &&
      !(await confirm({
        title: t`Deactivate announcement`,
        description: t`Residents will no longer see “${a.title}”. It stays in this list and can be activated again.`,
        confirmLabel: t`Deactivate`,
        destructive: true,
      }))
    )
      return;
    setBusy(a.id);
    try {
      await (active ? activate : deactivate).mutateAsync({ id: a.id });
      toast.success(
        active ? t`Announcement activated successfully` : t`Announcement deactivated successfully`,
      );
    } catch (err) {
      toast.error(t`Error`, { description: errorMessage(err) });
    } finally {
      setBusy(null);
    }
  }

  const columns: Column<AdminAnnouncement>[] = [
    {
      header: t`Announcement`,
      className: 'md:w-[45%]',
      cell: (a) => (
        <div className="flex min-w-0 flex-col gap-0.5 wrap-anywhere">
          <span className="font-medium">{a.title}</span>
          <span className="line-clamp-2 whitespace-pre-line text-muted-foreground">{a.content}</span>
          {a.requires_ack ? (
            <span className="mt-1 flex flex-wrap items-center gap-x-3 gap-y-1">
              <Badge variant="outline">
                {a.ack_due_on
                  ? t`Requires acknowledgement by ${formatDate(a.ack_due_on)}`
                  : t`Requires acknowledgement`}
              </Badge>
              <Link
                to={`/admin/announcements/${a.id}/acknowledgements`}
                className="inline-flex items-center gap-1 font-medium text-primary underline-offset-4 hover:underline"
              >
                <ListChecks className="size-4" aria-hidden /> {t`Acknowledgements`}
                <span className="sr-only"> {t`of ${a.title}`}</span>
              </Link>
            </span>
          ) : null}
        </div>
      ),
    },
    {
      header: t`Priority`,
      cell: (a) => (
        <Badge variant={isPressing(a.priority) ? 'destructive' : 'secondary'}>
          {priorityName(a.priority)}
        </Badge>
      ),
    },
    { header: t`Status`, cell: (a) => <ActiveBadge active={a.is_active} /> },
    {
      header: t`Posted`,
      cell: (a) => (
        <span className="flex flex-col">
          <time dateTime={a.created_at}>{formatDateTime(a.created_at)}</time>
          {a.created_by_name ? (
            <span className="text-muted-foreground">{t`by ${a.created_by_name}`}</span>
          ) : null}
        </span>
      ),
    },
    {
      header: t`Actions`,
      hidden: !manage,
      className: 'md:w-px md:text-right',
      cell: (a) => (
        <div className="flex flex-wrap justify-end gap-2 md:flex-nowrap">
          <Button variant="outline" size="sm" icon={<Pencil />} onClick={() => setEditing(a)}>
            {t`Edit`}
            <span className="sr-only"> {a.title}</span>
          </Button>
          {a.is_active ? (
            <Button
              variant="outline"
              size="sm"
              className="text-destructive"
              icon={<Trash2 />}
              busy={busy === a.id}
              onClick={() => setActive(a, false)}
            >
              {t`Deactivate`}
              <span className="sr-only"> {a.title}</span>
            </Button>
          ) : (
            <Button
              variant="outline"
              size="sm"
              icon={<RotateCcw />}
              busy={busy === a.id}
              onClick={() => setActive(a, true)}
            >
              {t`Activate`}
              <span className="sr-only"> {a.title}</span>
            </Button>
          )}
        </div>
      ),
    },
  ];

  return (
    <AdminPageFrame
      title={t`Announcements`}
      description={t`Notices for residents, newest first. Deactivated ones stay here and can be activated again.`}
      actions={
        <Can need="content:manage">
          <Button icon={<Plus />} onClick={() => setEditing(null)}>
            {t`New Announcement`}
          </Button>
        </Can>
      }
    >
      <DataTable
        label={t`Announcements`}
        table={table}
        list={list}
        columns={columns}
        rowKey={(a) => a.id}
        search={t`Search title or content`}
        filters={[ACTIVE_STATUS_FILTER]}
        empty={{
          icon: BellOff,
          title: table.q || table.filters.status ? t`No announcements found` : t`No announcements yet`,
          message:
            table.q || table.filters.status ? t`Try another search or filter.` : t`Post the first notice.`,
        }}
        errorTitle={t`Failed to fetch announcements`}
      />
      {editing !== undefined ? (
        <Suspense fallback={null}>
          <AnnouncementDialog announcement={editing} onClose={() => setEditing(undefined)} />
        </Suspense>
      ) : null}
    </AdminPageFrame>
  );
}
