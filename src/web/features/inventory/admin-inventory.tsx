// /admin/inventory (admin spec 2): the society's stock and assets in tabs by category (the tab is a filter of the
// server-paged table, kept in the URL), searched by item name or description; add and edit, delete after a
// confirmation, and each item's usage dialog.
import { ClipboardList, Package, Pencil, Plus, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import {
  assetTypeLabel,
  categoryLabel,
  INVENTORY_TABS,
  INVENTORY_TEXT,
  type InventoryItem,
  inventoryAdminApi,
} from '@/shared/inventory';
import { useConfirm } from '@/web/components/confirm-dialog';
import { type Column, DataTable, useTableParams } from '@/web/components/data-table';
import { Badge } from '@/web/components/ui/badge';
import { Button } from '@/web/components/ui/button';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/web/components/ui/tabs';
import { formatDate, formatINR } from '@/web/lib/utils';
import { AdminPageFrame } from '../admin/admin-page-frame';
import { ItemDialog } from './item-dialog';
import { UsageDialog } from './usage-dialog';
import { useInventory, useInventoryWrite } from './use-admin-inventory';

/** Radix tabs need a value for All Items, which sets no filter. */
const ALL = 'all';

type Dialog = { kind: 'item'; item: InventoryItem | null } | { kind: 'usage'; item: InventoryItem };

export default function AdminInventory() {
  const table = useTableParams(['category']);
  const list = useInventory(table.query);
  const remove = useInventoryWrite(inventoryAdminApi.remove);
  const confirm = useConfirm();
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const [busy, setBusy] = useState<string | null>(null);
  const tab = table.filters.category || ALL;

  async function destroy(item: InventoryItem) {
    const sure = await confirm({
      title: 'Delete item',
      description: `${INVENTORY_TEXT.deleteConfirm} ${item.item_name} and its usage history will be removed.`,
      confirmLabel: 'Delete',
      destructive: true,
    });
    if (!sure) return;
    setBusy(item.id);
    try {
      await remove.mutateAsync({ id: item.id });
      toast.success(INVENTORY_TEXT.deleted);
    } catch (err) {
      toast.error('Error', { description: (err as Error).message });
    } finally {
      setBusy(null);
    }
  }

  // Icon buttons in the wide table, labelled ones on the phone's cards; either way named for their item.
  const label = (action: string, i: InventoryItem, of = '') => (
    <>
      <span className="md:sr-only">{action}</span>
      <span className="sr-only">
        {' '}
        {of}
        {i.item_name}
      </span>
    </>
  );
  const numeric = 'md:text-right tabular-nums whitespace-nowrap';
  const columns: Column<InventoryItem>[] = [
    {
      header: 'Item Name',
      className: 'md:min-w-32',
      cell: (i) => <span className="font-medium">{i.item_name}</span>,
    },
    {
      header: 'Category',
      cell: (i) => (
        <Badge variant="secondary" className="whitespace-nowrap">
          {categoryLabel(i.category)}
        </Badge>
      ),
    },
    { header: 'Type', className: 'whitespace-nowrap', cell: (i) => assetTypeLabel(i.asset_type) ?? '—' },
    {
      header: 'Details',
      className: 'md:min-w-36',
      cell: (i) => <span className="line-clamp-2 text-muted-foreground">{i.description ?? '—'}</span>,
    },
    {
      header: 'Quantity',
      className: numeric,
      cell: (i) =>
        i.quantity === 0 ? (
          <Badge variant="destructive">0 · Out of stock</Badge>
        ) : (
          i.quantity.toLocaleString('en-IN')
        ),
    },
    { header: 'Used Qty', className: numeric, cell: (i) => i.used_quantity.toLocaleString('en-IN') },
    { header: 'Cost', className: numeric, cell: (i) => formatINR(i.cost) },
    { header: 'Purchase Date', className: 'whitespace-nowrap', cell: (i) => formatDate(i.purchase_date) },
    { header: 'Total Value', className: numeric, cell: (i) => formatINR(i.total_value) },
    {
      header: 'Actions',
      className: 'md:text-right',
      cell: (i) => (
        <div className="flex flex-wrap justify-end gap-2 md:flex-nowrap">
          <Button
            variant="outline"
            size="sm"
            title={`Usage of ${i.item_name}`}
            icon={<ClipboardList />}
            disabled={busy === i.id}
            onClick={() => setDialog({ kind: 'usage', item: i })}
          >
            {label('Usage', i, 'of ')}
          </Button>
          <Button
            variant="outline"
            size="sm"
            title={`Edit ${i.item_name}`}
            icon={<Pencil />}
            disabled={busy === i.id}
            onClick={() => setDialog({ kind: 'item', item: i })}
          >
            {label('Edit', i)}
          </Button>
          <Button
            variant="outline"
            size="sm"
            className="text-destructive"
            title={`Delete ${i.item_name}`}
            icon={<Trash2 />}
            busy={busy === i.id}
            onClick={() => destroy(i)}
          >
            {label('Delete', i)}
          </Button>
        </div>
      ),
    },
  ];

  const content = (
    <DataTable
      label={INVENTORY_TEXT.title}
      table={table}
      list={list}
      columns={columns}
      rowKey={(i) => i.id}
      search="Search item name or details"
      empty={{
        icon: Package,
        title: INVENTORY_TEXT.empty,
        message: table.q ? 'Try another name or word.' : 'Add the first item with Add Item.',
      }}
      errorTitle="Failed to load inventory"
    />
  );

  return (
    <AdminPageFrame
      title={INVENTORY_TEXT.title}
      description="The society's stock and assets, and a ledger of what was used."
      actions={
        <Button icon={<Plus />} onClick={() => setDialog({ kind: 'item', item: null })}>
          Add Item
        </Button>
      }
    >
      <Tabs value={tab} onValueChange={(next) => table.setFilter('category', next === ALL ? '' : next)}>
        <TabsList className="grid w-full grid-cols-2 sm:inline-flex sm:w-auto">
          {INVENTORY_TABS.map((t) => (
            <TabsTrigger key={t.value || ALL} value={t.value || ALL}>
              {t.label}
            </TabsTrigger>
          ))}
        </TabsList>
        {INVENTORY_TABS.map((t) => (
          <TabsContent key={t.value || ALL} value={t.value || ALL}>
            {content}
          </TabsContent>
        ))}
      </Tabs>
      {dialog?.kind === 'item' ? <ItemDialog item={dialog.item} onClose={() => setDialog(null)} /> : null}
      {dialog?.kind === 'usage' ? <UsageDialog item={dialog.item} onClose={() => setDialog(null)} /> : null}
    </AdminPageFrame>
  );
}
