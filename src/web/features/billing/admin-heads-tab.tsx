// The Heads of charges tab: every head, active and retired, in the order bills print them (moved up and down here),
// with its basis, rate and GST. Add and edit in a dialog; retiring asks first (a head is never deleted: bills
// already made name it) and a retired head can be brought back.
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import {
  Archive,
  ArrowDown,
  ArrowUp,
  ListOrdered,
  Pencil,
  Plus,
  RotateCcw,
  TriangleAlert,
} from 'lucide-react';
import { useState } from 'react';
import { billingAdminApi, type ChargeHead, percentText } from '@/shared/billing-admin';
import { ActiveBadge } from '@/web/components/active-status';
import { sentForApproval } from '@/web/components/admin-sent-for-approval';
import { useConfirm } from '@/web/components/confirm-dialog';
import { cellClass, rowClass } from '@/web/components/data-table';
import { EmptyState } from '@/web/components/page-states';
import { Badge } from '@/web/components/ui/badge';
import { Button } from '@/web/components/ui/button';
import { Skeleton } from '@/web/components/ui/skeleton';
import { errorMessage } from '@/web/lib/api';
import { inLanguage } from '@/web/lib/server-messages';
import { toast } from '@/web/lib/toast';
import { cn } from '@/web/lib/utils';
import { Can, useCan } from '../admin/office-access';
import { basisName, headRateText } from './admin-billing-words';
import { HeadDialog } from './admin-head-dialog';
import { useHeads, useHeadWrite } from './use-admin-billing';

const COLUMNS = ['Order', 'Name', 'Basis', 'Rate', 'GST', 'Status', 'Actions'] as const;
const HEADER = {
  Order: msg`Order`,
  Name: msg`Name`,
  Basis: msg`Basis`,
  Rate: msg({ message: 'Rate', context: 'of a head of charges' }),
  GST: msg`GST`,
  Status: msg`Status`,
  Actions: msg`Actions`,
} satisfies Record<(typeof COLUMNS)[number], unknown>;

export function HeadsTab() {
  const { t } = useLingui();
  // Reordering and the row actions are for those who manage the accounts; the others read the heads.
  const manage = useCan('accounts:manage');
  const columns = manage ? COLUMNS : COLUMNS.filter((c) => c !== 'Order' && c !== 'Actions');
  const heads = useHeads();
  const setActive = useHeadWrite(billingAdminApi.setHeadActive);
  const reorder = useHeadWrite(billingAdminApi.reorderHeads);
  const confirm = useConfirm();
  const [editing, setEditing] = useState<ChargeHead | 'new' | null>(null);
  const [busy, setBusy] = useState<string | null>(null);

  async function run(id: string, action: () => Promise<unknown>, done: string) {
    setBusy(id);
    try {
      if (!sentForApproval(await action())) toast.success(done);
    } catch (err) {
      toast.error(t`Error`, { description: t`Failed to save: ${inLanguage(errorMessage(err))}` });
    } finally {
      setBusy(null);
    }
  }

  async function retire(head: ChargeHead) {
    const sure = await confirm({
      title: t`Retire head of charges`,
      description: t`Bills made from now on will not charge ${head.name}. Bills already made keep it, and it can be brought back.`,
      confirmLabel: t`Retire`,
      destructive: true,
    });
    if (sure)
      await run(
        head.id,
        () => setActive.mutateAsync({ id: head.id, active: false }),
        t`Head of charges retired`,
      );
  }

  function move(list: ChargeHead[], from: number, to: number) {
    const ids = list.map((h) => h.id);
    [ids[from], ids[to]] = [ids[to], ids[from]];
    return run(list[from].id, () => reorder.mutateAsync({ ids }), t`Order of heads saved`);
  }

  const list = heads.data;
  const cell = (row: ChargeHead, index: number, column: (typeof COLUMNS)[number]) => {
    switch (column) {
      case 'Order':
        return (
          <div className="flex justify-end gap-1 md:justify-start">
            <Button
              variant="ghost"
              size="icon"
              className="size-8"
              aria-label={t`Move ${row.name} up`}
              disabled={index === 0 || busy !== null}
              onClick={() => list && move(list, index, index - 1)}
            >
              <ArrowUp />
            </Button>
            <Button
              variant="ghost"
              size="icon"
              className="size-8"
              aria-label={t`Move ${row.name} down`}
              disabled={!list || index === list.length - 1 || busy !== null}
              onClick={() => list && move(list, index, index + 1)}
            >
              <ArrowDown />
            </Button>
          </div>
        );
      case 'Name':
        return (
          <span className="flex flex-wrap items-center justify-end gap-2 md:justify-start">
            <span className="font-medium">{row.name}</span>
            {row.is_service_charge ? <Badge variant="secondary">{t`Service charge`}</Badge> : null}
          </span>
        );
      case 'Basis':
        return basisName(row.basis);
      case 'Rate':
        return <span className="tabular-nums">{headRateText(row)}</span>;
      case 'GST':
        return (
          <span className="whitespace-nowrap tabular-nums">
            {row.gst_rate_bp ? percentText(row.gst_rate_bp) : t({ message: 'None', context: 'no GST' })}
          </span>
        );
      case 'Status':
        return <ActiveBadge active={row.active} />;
      case 'Actions':
        return (
          <div className="flex justify-end gap-1">
            <Button
              variant="outline"
              size="sm"
              icon={<Pencil />}
              disabled={busy === row.id}
              onClick={() => setEditing(row)}
            >
              {t`Edit`}
              <span className="sr-only"> {row.name}</span>
            </Button>
            {row.active ? (
              <Button
                variant="outline"
                size="sm"
                icon={<Archive />}
                busy={busy === row.id}
                onClick={() => retire(row)}
              >
                {t`Retire`}
                <span className="sr-only"> {row.name}</span>
              </Button>
            ) : (
              <Button
                variant="outline"
                size="sm"
                icon={<RotateCcw />}
                busy={busy === row.id}
                onClick={() =>
                  run(
                    row.id,
                    () => setActive.mutateAsync({ id: row.id, active: true }),
                    t`Head of charges reactivated`,
                  )
                }
              >
                {t`Reactivate`}
                <span className="sr-only"> {row.name}</span>
              </Button>
            )}
          </div>
        );
    }
  };

  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm text-muted-foreground">
          {t`Amounts in ₹ are for a month; a quarterly bill charges three months.`}
        </p>
        <Can need="accounts:manage">
          <Button icon={<Plus />} onClick={() => setEditing('new')}>
            {t`Add Head`}
          </Button>
        </Can>
      </div>
      {heads.isError ? (
        <EmptyState
          icon={TriangleAlert}
          title={t`Failed to load the heads of charges`}
          message={inLanguage(heads.error.message)}
          onRetry={() => heads.refetch()}
        />
      ) : list && list.length === 0 ? (
        <EmptyState
          icon={ListOrdered}
          title={t`No heads of charges yet`}
          message={
            manage ? t`Add the first one with Add Head: service charges, repairs, sinking fund…` : undefined
          }
        />
      ) : (
        <section
          aria-label={t`Heads of charges`}
          className="rounded-lg border bg-card max-md:border-0 max-md:bg-transparent"
        >
          <table className="w-full text-sm max-md:block" aria-busy={heads.isPending || undefined}>
            <caption className="sr-only">{t`Heads of charges`}</caption>
            <thead className="max-md:hidden">
              <tr className="border-b bg-muted/50 text-left">
                {columns.map((c) => (
                  <th
                    key={c}
                    scope="col"
                    className={cn('px-3 py-2.5 font-medium', c === 'Actions' && 'text-right')}
                  >
                    {t(HEADER[c])}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody className="max-md:flex max-md:flex-col max-md:gap-3">
              {list
                ? list.map((row, i) => (
                    <tr key={row.id} className={cn(rowClass, !row.active && 'text-muted-foreground')}>
                      {columns.map((c) => (
                        <td key={c} data-label={t(HEADER[c])} className={cellClass}>
                          <div className="min-w-0 break-words max-md:text-right">{cell(row, i, c)}</div>
                        </td>
                      ))}
                    </tr>
                  ))
                : [0, 1, 2].map((key) => (
                    <tr key={key} className={rowClass}>
                      <td colSpan={columns.length} className={cellClass}>
                        <Skeleton className="h-5 w-full" />
                      </td>
                    </tr>
                  ))}
            </tbody>
          </table>
        </section>
      )}
      {editing ? (
        <HeadDialog head={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />
      ) : null}
    </div>
  );
}
