// The Heads of charges tab: every head, active and retired, in the order bills print them (moved up and down here),
// with its basis, rate and GST. Add and edit in a dialog; retiring asks first (a head is never deleted: bills
// already made name it) and a retired head can be brought back.
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
import {
  BILLING_TEXT,
  billingAdminApi,
  CHARGE_BASIS,
  type ChargeHead,
  percentText,
  rateText,
} from '@/shared/billing-admin';
import { ActiveBadge } from '@/web/components/active-status';
import { useConfirm } from '@/web/components/confirm-dialog';
import { cellClass, rowClass } from '@/web/components/data-table';
import { EmptyState } from '@/web/components/page-states';
import { Badge } from '@/web/components/ui/badge';
import { Button } from '@/web/components/ui/button';
import { Skeleton } from '@/web/components/ui/skeleton';
import { errorMessage } from '@/web/lib/api';
import { toast } from '@/web/lib/toast';
import { cn } from '@/web/lib/utils';
import { HeadDialog } from './admin-head-dialog';
import { useHeads, useHeadWrite } from './use-admin-billing';

const COLUMNS = ['Order', 'Name', 'Basis', 'Rate', 'GST', 'Status', 'Actions'] as const;

export function HeadsTab() {
  const heads = useHeads();
  const setActive = useHeadWrite(billingAdminApi.setHeadActive);
  const reorder = useHeadWrite(billingAdminApi.reorderHeads);
  const confirm = useConfirm();
  const [editing, setEditing] = useState<ChargeHead | 'new' | null>(null);
  const [busy, setBusy] = useState<string | null>(null);

  async function run(id: string, action: () => Promise<unknown>, done: string) {
    setBusy(id);
    try {
      await action();
      toast.success(done);
    } catch (err) {
      toast.error('Error', { description: BILLING_TEXT.failed(errorMessage(err)) });
    } finally {
      setBusy(null);
    }
  }

  async function retire(head: ChargeHead) {
    const sure = await confirm({
      title: 'Retire head of charges',
      description: `Bills made from now on will not charge ${head.name}. Bills already made keep it, and it can be brought back.`,
      confirmLabel: 'Retire',
      destructive: true,
    });
    if (sure)
      await run(
        head.id,
        () => setActive.mutateAsync({ id: head.id, active: false }),
        BILLING_TEXT.headRetired,
      );
  }

  function move(list: ChargeHead[], from: number, to: number) {
    const ids = list.map((h) => h.id);
    [ids[from], ids[to]] = [ids[to], ids[from]];
    return run(list[from].id, () => reorder.mutateAsync({ ids }), BILLING_TEXT.reordered);
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
              aria-label={`Move ${row.name} up`}
              disabled={index === 0 || busy !== null}
              onClick={() => list && move(list, index, index - 1)}
            >
              <ArrowUp />
            </Button>
            <Button
              variant="ghost"
              size="icon"
              className="size-8"
              aria-label={`Move ${row.name} down`}
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
            {row.is_service_charge ? <Badge variant="secondary">Service charge</Badge> : null}
          </span>
        );
      case 'Basis':
        return CHARGE_BASIS[row.basis].label;
      case 'Rate':
        return <span className="tabular-nums">{rateText(row)}</span>;
      case 'GST':
        return (
          <span className="tabular-nums">{row.gst_rate_bp ? percentText(row.gst_rate_bp) : 'None'}</span>
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
              Edit<span className="sr-only"> {row.name}</span>
            </Button>
            {row.active ? (
              <Button
                variant="outline"
                size="sm"
                icon={<Archive />}
                busy={busy === row.id}
                onClick={() => retire(row)}
              >
                Retire<span className="sr-only"> {row.name}</span>
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
                    BILLING_TEXT.headReactivated,
                  )
                }
              >
                Reactivate<span className="sr-only"> {row.name}</span>
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
          Amounts in ₹ are for a month; a quarterly bill charges three months.
        </p>
        <Button icon={<Plus />} onClick={() => setEditing('new')}>
          Add Head
        </Button>
      </div>
      {heads.isError ? (
        <EmptyState
          icon={TriangleAlert}
          title="Failed to load the heads of charges"
          message={heads.error.message}
          onRetry={() => heads.refetch()}
        />
      ) : list && list.length === 0 ? (
        <EmptyState
          icon={ListOrdered}
          title="No heads of charges yet"
          message="Add the first one with Add Head: service charges, repairs, sinking fund…"
        />
      ) : (
        <section
          aria-label="Heads of charges"
          className="rounded-lg border bg-card max-md:border-0 max-md:bg-transparent"
        >
          <table className="w-full text-sm max-md:block" aria-busy={heads.isPending || undefined}>
            <caption className="sr-only">Heads of charges</caption>
            <thead className="max-md:hidden">
              <tr className="border-b bg-muted/50 text-left">
                {COLUMNS.map((c) => (
                  <th
                    key={c}
                    scope="col"
                    className={cn('px-3 py-2.5 font-medium', c === 'Actions' && 'text-right')}
                  >
                    {c}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody className="max-md:flex max-md:flex-col max-md:gap-3">
              {list
                ? list.map((row, i) => (
                    <tr key={row.id} className={cn(rowClass, !row.active && 'text-muted-foreground')}>
                      {COLUMNS.map((c) => (
                        <td key={c} data-label={c} className={cellClass}>
                          <div className="min-w-0 break-words max-md:text-right">{cell(row, i, c)}</div>
                        </td>
                      ))}
                    </tr>
                  ))
                : [0, 1, 2].map((key) => (
                    <tr key={key} className={rowClass}>
                      <td colSpan={COLUMNS.length} className={cellClass}>
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
