// /admin/inventory (admin spec 2): the society's stock and assets in tabs by category (the tab is a filter of the
// server-paged table, kept in the URL), searched by item name or description; add and edit, delete after a
// confirmation, and each item's usage dialog.
import { useLingui } from '@lingui/react/macro';
import { ClipboardList, EllipsisVertical, Package, Pencil, Plus, Trash2 } from 'lucide-react';
import { useState } from 'react';
import {
  INVENTORY_SORTS,
  INVENTORY_TABS,
  INVENTORY_TEXT,
  type InventoryItem,
  inventoryAdminApi,
} from '@/shared/inventory';
import { formatINR } from '@/shared/money';
import { useConfirm } from '@/web/components/confirm-dialog';
import { type Column, DataTable, withTightCells } from '@/web/components/data-table';
import { useTableParams } from '@/web/components/table-params';
import { Button } from '@/web/components/ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from '@/web/components/ui/dropdown-menu';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/web/components/ui/tabs';
import { errorMessage } from '@/web/lib/api';
import { inLanguage } from '@/web/lib/server-messages';
import { toast } from '@/web/lib/toast';
import { formatDate } from '@/web/lib/utils';
import { AdminPageFrame } from '../admin/admin-page-frame';
import { Can, useCan } from '../admin/office-access';
import { assetTypeName, categoryName } from './admin-inventory-words';
import { ItemDialog } from './admin-item-dialog';
import { UsageDialog } from './admin-usage-dialog';
import { useInventory, useInventoryWrite } from './use-admin-inventory';

/** Radix tabs need a value for All Items, which sets no filter. */
const ALL = 'all';

type Dialog = { kind: 'item'; item: InventoryItem | null } | { kind: 'usage'; item: InventoryItem };

export default function AdminInventory() {
  const table = useTableParams(['category'], { columns: INVENTORY_SORTS, sort: 'created_at', dir: 'desc' });
  const list = useInventory(table.query);
  const remove = useInventoryWrite(inventoryAdminApi.remove);
  const confirm = useConfirm();
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const [busy, setBusy] = useState<string | null>(null);
  const tab = table.filters.category || ALL;
  const { t } = useLingui();
  const manage = useCan('inventory:manage');
  const title = inLanguage(INVENTORY_TEXT.title);

  async function destroy(item: InventoryItem) {
    const sure = await confirm({
      title: t`Delete item`,
      description: t`Are you sure you want to delete this item? ${item.item_name} and its usage history will be removed.`,
      confirmLabel: t`Delete`,
      destructive: true,
    });
    if (!sure) return;
    setBusy(item.id);
    try {
      await remove.mutateAsync({ id: item.id });
      toast.success(inLanguage(INVENTORY_TEXT.deleted));
    } catch (err) {
      toast.error(t`Error`, { description: inLanguage(errorMessage(err)) });
    } finally {
      setBusy(null);
    }
  }

  // Text wraps; amounts and counts do not.
  const numeric = 'md:text-right tabular-nums';
  const amount = (value: string) => <span className="whitespace-nowrap">{value}</span>;
  const columns: Column<InventoryItem>[] = withTightCells([
    {
      header: t`Item Name`,
      sort: 'item_name',
      cell: (i) => <span className="font-medium">{i.item_name}</span>,
    },
    { header: t`Category`, cell: (i) => categoryName(i.category) },
    { header: t`Type`, cell: (i) => assetTypeName(i.asset_type) ?? '—' },
    {
      header: t`Details`,
      className: 'md:min-w-24',
      cell: (i) => <span className="line-clamp-2 text-muted-foreground">{i.description ?? '—'}</span>,
    },
    {
      header: t`Quantity`,
      className: numeric,
      cell: (i) =>
        i.quantity === 0 ? (
          <span className="font-semibold text-destructive">
            0 <span className="block text-xs font-medium">{t`Out of stock`}</span>
          </span>
        ) : (
          amount(i.quantity.toLocaleString('en-IN'))
        ),
    },
    { header: t`Used Qty`, className: numeric, cell: (i) => amount(i.used_quantity.toLocaleString('en-IN')) },
    { header: t`Cost`, className: numeric, cell: (i) => amount(formatINR(i.cost)) },
    { header: t`Purchase Date`, sort: 'purchase_date', cell: (i) => formatDate(i.purchase_date) },
    { header: t`Total Value`, className: numeric, cell: (i) => amount(formatINR(i.total_value)) },
    {
      // Usage is the everyday action; editing and deleting an item wait behind a menu, so ten columns fit.
      header: t`Actions`,
      className: 'md:text-right',
      cell: (i) => (
        <div className="flex justify-end gap-1">
          <Button
            variant="outline"
            size="sm"
            title={t`Usage of ${i.item_name}`}
            aria-label={t`Usage of ${i.item_name}`}
            icon={<ClipboardList />}
            disabled={busy === i.id}
            onClick={() => setDialog({ kind: 'usage', item: i })}
          >
            <span className="md:sr-only">{t`Usage`}</span>
          </Button>
          {manage ? (
            <DropdownMenu modal={false}>
              <DropdownMenuTrigger asChild>
                <Button
                  variant="ghost"
                  size="icon"
                  className="size-8"
                  aria-label={t`More actions for ${i.item_name}`}
                  title={t`More actions`}
                  busy={busy === i.id}
                >
                  <EllipsisVertical />
                </Button>
              </DropdownMenuTrigger>
              <DropdownMenuContent align="end" className="min-w-36">
                <DropdownMenuItem onSelect={() => setDialog({ kind: 'item', item: i })}>
                  <Pencil aria-hidden /> {t`Edit`}
                </DropdownMenuItem>
                <DropdownMenuItem className="text-destructive" onSelect={() => destroy(i)}>
                  <Trash2 aria-hidden /> {t`Delete`}
                </DropdownMenuItem>
              </DropdownMenuContent>
            </DropdownMenu>
          ) : null}
        </div>
      ),
    },
  ]);

  const content = (
    <DataTable
      label={title}
      table={table}
      list={list}
      columns={columns}
      rowKey={(i) => i.id}
      search={t`Search item name or details`}
      empty={{
        icon: Package,
        title: inLanguage(INVENTORY_TEXT.empty),
        message: table.q
          ? t`Try another name or word.`
          : manage
            ? t`Add the first item with Add Item.`
            : undefined,
      }}
      errorTitle={t`Failed to load inventory`}
    />
  );

  return (
    <AdminPageFrame
      title={title}
      description={t`The society's stock and assets, and a ledger of what was used.`}
      actions={
        <Can need="inventory:manage">
          <Button icon={<Plus />} onClick={() => setDialog({ kind: 'item', item: null })}>
            {t`Add Item`}
          </Button>
        </Can>
      }
    >
      <Tabs value={tab} onValueChange={(next) => table.setFilter('category', next === ALL ? '' : next)}>
        <TabsList className="grid w-full grid-cols-2 sm:inline-flex sm:w-auto">
          {INVENTORY_TABS.map((c) => (
            <TabsTrigger key={c.value || ALL} value={c.value || ALL}>
              {c.value ? categoryName(c.value) : t`All Items`}
            </TabsTrigger>
          ))}
        </TabsList>
        {INVENTORY_TABS.map((c) => (
          <TabsContent key={c.value || ALL} value={c.value || ALL}>
            {content}
          </TabsContent>
        ))}
      </Tabs>
      {dialog?.kind === 'item' ? <ItemDialog item={dialog.item} onClose={() => setDialog(null)} /> : null}
      {dialog?.kind === 'usage' ? <UsageDialog item={dialog.item} onClose={() => setDialog(null)} /> : null}
    </AdminPageFrame>
  );
}
