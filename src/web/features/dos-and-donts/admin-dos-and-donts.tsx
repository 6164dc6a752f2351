// /admin/dos-and-donts: every guideline, active or retired, grouped by category (then urgent, high, normal);
// create, edit, deactivate (the delete button, a soft delete, after a confirmation) and activate again.
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { ClipboardList, Pencil, Plus, RotateCcw, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { categoryHeading, groupByCategory } from '@/shared/dos-and-donts';
import { type AdminGuideline, dosAndDontsAdminApi } from '@/shared/dos-and-donts-admin';
import { ACTIVE_STATUS_FILTER, ActiveBadge } from '@/web/components/active-status';
import { useConfirm } from '@/web/components/confirm-dialog';
import { type Column, DataTable } from '@/web/components/data-table';
import { useTableParams } from '@/web/components/table-params';
import { Badge, type BadgeVariant } from '@/web/components/ui/badge';
import { Button } from '@/web/components/ui/button';
import { errorMessage } from '@/web/lib/api';
import { priorityLabel } from '@/web/lib/priority-label';
import { inLanguage } from '@/web/lib/server-messages';
import { toast } from '@/web/lib/toast';
import { cn } from '@/web/lib/utils';
import { AdminPageFrame } from '../admin/admin-page-frame';
import { DosDialog } from './admin-dos-dialog';
import { useAdminDosAndDonts, useDosCategories, useDosWrite } from './use-admin-dos-and-donts';
import './admin-dos-messages';
import { Can, useCan } from '../admin/office-access';

// The spec's words (DOS_AND_DONTS_ADMIN_TEXT in src/shared/dos-and-donts-admin.ts keeps them for the server and the
// tests), translated.
const DONE = { activated: msg`Item activated successfully`, deactivated: msg`Item deactivated successfully` };

const PRIORITY_BADGE: Record<string, BadgeVariant> = {
  urgent: 'destructive',
  high: 'default',
  normal: 'secondary',
};

export default function AdminDosAndDonts() {
  const { t } = useLingui();
  const manage = useCan('content:manage');
  const table = useTableParams(['status', 'category']);
  const list = useAdminDosAndDonts(table.query);
  const categories = useDosCategories();
  // undefined: closed; null: creating; an item: editing it.
  const [editing, setEditing] = useState<AdminGuideline | null | undefined>(undefined);
  const [busy, setBusy] = useState<string | null>(null);
  const confirm = useConfirm();
  const deactivate = useDosWrite(dosAndDontsAdminApi.deactivate);
  const activate = useDosWrite(dosAndDontsAdminApi.activate);

  async function setActive(item: AdminGuideline, active: boolean) {
    if (
      !active &&
      !(await confirm({
        title: t`Deactivate item`,
        description: t`Residents will no longer see “${item.title}”. It stays in this list and can be activated again.`,
        confirmLabel: t`Deactivate`,
        destructive: true,
      }))
    )
      return;
    setBusy(item.id);
    try {
      await (active ? activate : deactivate).mutateAsync({ id: item.id });
      toast.success(t(active ? DONE.activated : DONE.deactivated));
    } catch (err) {
      toast.error(t`Error`, { description: inLanguage(errorMessage(err)) });
    } finally {
      setBusy(null);
    }
  }

  const groupStarts = new Set(groupByCategory(list.data?.items ?? []).map((g) => g.items[0].id));
  const columns: Column<AdminGuideline>[] = [
    {
      header: t`Category`,
      // The rows come by category: on a wide screen the name shows once, atop its group.
      cell: (i) => (
        <span className={cn('font-medium text-primary', !groupStarts.has(i.id) && 'md:sr-only')}>
          {categoryHeading(i.category)}
        </span>
      ),
    },
    {
      header: t`Item`,
      className: 'md:w-[45%]',
      cell: (i) => (
        <div className="flex min-w-0 flex-col gap-0.5 wrap-anywhere">
          <span className="font-medium">{i.title}</span>
          <span className="line-clamp-2 whitespace-pre-line text-muted-foreground">{i.description}</span>
        </div>
      ),
    },
    {
      header: t`Priority`,
      cell: (i) => (
        <Badge variant={PRIORITY_BADGE[i.priority] ?? 'outline'} className="whitespace-nowrap">
          {priorityLabel(i.priority)}
        </Badge>
      ),
    },
    { header: t`Status`, cell: (i) => <ActiveBadge active={i.is_active} /> },
    {
      header: t`Actions`,
      hidden: !manage,
      className: 'md:w-px md:text-right',
      cell: (i) => (
        <div className="flex flex-wrap justify-end gap-2 md:flex-nowrap">
          <Button variant="outline" size="sm" icon={<Pencil />} onClick={() => setEditing(i)}>
            {t`Edit`}
            <span className="sr-only"> {i.title}</span>
          </Button>
          {i.is_active ? (
            <Button
              variant="outline"
              size="sm"
              className="text-destructive"
              icon={<Trash2 />}
              busy={busy === i.id}
              onClick={() => setActive(i, false)}
            >
              {t`Deactivate`}
              <span className="sr-only"> {i.title}</span>
            </Button>
          ) : (
            <Button
              variant="outline"
              size="sm"
              icon={<RotateCcw />}
              busy={busy === i.id}
              onClick={() => setActive(i, true)}
            >
              {t`Activate`}
              <span className="sr-only"> {i.title}</span>
            </Button>
          )}
        </div>
      ),
    },
  ];

  const filtered = Boolean(table.q || table.filters.status || table.filters.category);
  return (
    <AdminPageFrame
      title={t`Do's and Don'ts`}
      description={t`The society's guidelines, grouped by category. Deactivated items stay here and can be activated again.`}
      actions={
        <Can need="content:manage">
          <Button icon={<Plus />} onClick={() => setEditing(null)}>
            {t`New Item`}
          </Button>
        </Can>
      }
    >
      <DataTable
        label={t`Do's and Don'ts`}
        table={table}
        list={list}
        columns={columns}
        rowKey={(i) => i.id}
        search={t`Search items`}
        filters={[
          {
            name: 'category',
            label: t`Category`,
            options: (categories.data ?? []).map((c) => ({ value: c, label: categoryHeading(c) })),
          },
          ACTIVE_STATUS_FILTER,
        ]}
        empty={{
          icon: ClipboardList,
          title: filtered ? t`No items found` : t`No items yet`,
          message: filtered
            ? t`Try another search or filter.`
            : manage
              ? t`Add the first guideline.`
              : undefined,
        }}
        errorTitle={t`Failed to fetch do's and don'ts`}
      />
      {editing !== undefined ? <DosDialog item={editing} onClose={() => setEditing(undefined)} /> : null}
    </AdminPageFrame>
  );
}
