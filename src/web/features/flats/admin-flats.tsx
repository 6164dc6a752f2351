// /admin/flats: the society's flats register, paged and searched on the server by flat number or wing, with the
// flats no resident has claimed a filter away; add and edit, delete after a confirmation, import from a CSV
// (previewed first) and export what the table shows.
import { Building2, Download, EllipsisVertical, Pencil, Plus, Trash2, Upload } from 'lucide-react';
import { useState } from 'react';
import { paiseOf } from '@/shared/exact-money';
import { FLAT_SORTS, FLATS_TEXT, type Flat, flatsAdminApi, occupancyLabel } from '@/shared/flats-admin';
import { formatINR } from '@/shared/money';
import { useConfirm } from '@/web/components/confirm-dialog';
import { type Column, DataTable, useLoadFailedToast, withTightCells } from '@/web/components/data-table';
import { useTableParams } from '@/web/components/table-params';
import { Badge } from '@/web/components/ui/badge';
import { Button } from '@/web/components/ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from '@/web/components/ui/dropdown-menu';
import { errorMessage } from '@/web/lib/api';
import { toast } from '@/web/lib/toast';
import { formatDate } from '@/web/lib/utils';
import { AdminPageFrame } from '../admin/admin-page-frame';
import { FlatDialog } from './admin-flat-dialog';
import { ImportFlatsDialog } from './admin-import-dialog';
import { exportFlats, useFlats, useFlatWrite } from './use-admin-flats';

const CLAIM_FILTER = {
  name: 'claim' as const,
  label: 'Residents',
  allLabel: 'All flats',
  options: [
    { value: 'unclaimed', label: 'Unclaimed' },
    { value: 'claimed', label: 'Claimed' },
  ],
};

const sqft = (area: string | null) =>
  area === null ? '—' : `${Number(area).toLocaleString('en-IN', { maximumFractionDigits: 2 })} sq ft`;

const loadFailed = (message: string) => `${FLATS_TEXT.fetchFailed}: ${message}`;

/** Positive: the flat owed the society when it started with the portal; negative: it had paid ahead. */
const balanceKind = (balance: string) => {
  const paise = paiseOf(balance);
  return paise > 0 ? 'Arrears' : paise < 0 ? 'Advance' : '';
};

type Dialog = { kind: 'flat'; flat: Flat | null } | { kind: 'import' };

export default function AdminFlats() {
  const table = useTableParams(['claim'], { columns: FLAT_SORTS, sort: 'flat_no', dir: 'asc' });
  const list = useFlats(table.query);
  const remove = useFlatWrite(flatsAdminApi.remove);
  const confirm = useConfirm();
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const [busy, setBusy] = useState<string | null>(null);
  const [exporting, setExporting] = useState(false);
  useLoadFailedToast(list.error, loadFailed);

  async function destroy(flat: Flat) {
    const sure = await confirm({
      title: 'Delete flat',
      description: FLATS_TEXT.deleteConfirm(flat.flat_no),
      confirmLabel: 'Delete',
      destructive: true,
    });
    if (!sure) return;
    setBusy(flat.id);
    try {
      await remove.mutateAsync({ id: flat.id });
      toast.success(FLATS_TEXT.deleted(flat.flat_no));
    } catch (err) {
      toast.error('Error', { description: errorMessage(err) });
    } finally {
      setBusy(null);
    }
  }

  async function exportCsv() {
    setExporting(true);
    try {
      await exportFlats({ q: table.query.q, claim: table.query.claim });
      toast.success(FLATS_TEXT.exported);
    } catch (err) {
      toast.error('Error', { description: errorMessage(err) });
    } finally {
      setExporting(false);
    }
  }

  const numeric = 'md:text-right tabular-nums whitespace-nowrap';
  // Eight columns beside the sidebar at 1280 px: a little less padding per cell lets them all fit.
  const columns: Column<Flat>[] = withTightCells([
    { header: 'Wing', sort: 'wing', cell: (f) => f.wing || '—' },
    {
      header: 'Flat No',
      sort: 'flat_no',
      className: 'whitespace-nowrap',
      cell: (f) => <span className="font-medium">{f.flat_no}</span>,
    },
    {
      header: 'Area',
      className: numeric,
      cell: (f) => (
        <span className="flex flex-col md:items-end">
          <span>{sqft(f.carpet_area_sqft)}</span>
          <span className="text-xs text-muted-foreground">
            {f.built_up_area_sqft === null ? 'Built-up —' : `Built-up ${sqft(f.built_up_area_sqft)}`}
          </span>
        </span>
      ),
    },
    { header: 'Occupancy', className: 'md:whitespace-nowrap', cell: (f) => occupancyLabel(f.occupancy) },
    {
      header: 'Parking',
      className: 'whitespace-nowrap',
      cell: (f) => (
        <span className="flex flex-col">
          <span>
            {f.parking_covered} covered · {f.parking_open} open
          </span>
          <span className="text-xs text-muted-foreground">{f.parking_two_wheeler} two-wheeler</span>
        </span>
      ),
    },
    {
      header: 'Opening Balance',
      className: numeric,
      cell: (f) => (
        <span className="flex flex-col md:items-end">
          <span>{formatINR(f.opening_balance)}</span>
          <span className="text-xs text-muted-foreground">
            {balanceKind(f.opening_balance)}
            {f.opening_balance_date ? ` as of ${formatDate(f.opening_balance_date)}` : ''}
          </span>
        </span>
      ),
    },
    {
      // Residents whose profile names the flat; none means no one has claimed it yet.
      header: 'Residents',
      cell: (f) =>
        f.residents ? (
          <span className="whitespace-nowrap">
            {f.residents} ({f.confirmed_residents} confirmed)
          </span>
        ) : (
          <Badge variant="outline">Unclaimed</Badge>
        ),
    },
    {
      header: 'Actions',
      className: 'md:text-right',
      cell: (f) => (
        <DropdownMenu modal={false}>
          <DropdownMenuTrigger asChild>
            <Button
              variant="ghost"
              size="icon"
              className="size-8"
              aria-label={`Actions for flat ${f.flat_no}`}
              title="Actions"
              busy={busy === f.id}
            >
              <EllipsisVertical />
            </Button>
          </DropdownMenuTrigger>
          <DropdownMenuContent align="end" className="min-w-36">
            <DropdownMenuItem onSelect={() => setDialog({ kind: 'flat', flat: f })}>
              <Pencil aria-hidden /> Edit
            </DropdownMenuItem>
            <DropdownMenuItem className="text-destructive" onSelect={() => destroy(f)}>
              <Trash2 aria-hidden /> Delete
            </DropdownMenuItem>
          </DropdownMenuContent>
        </DropdownMenu>
      ),
    },
  ]);

  return (
    <AdminPageFrame
      title={FLATS_TEXT.title}
      description="Every flat of the society: areas, occupancy, parking and the opening balance its bills start from."
      actions={
        <>
          <Button variant="outline" icon={<Download />} busy={exporting} onClick={exportCsv}>
            Export CSV
          </Button>
          <Button variant="outline" icon={<Upload />} onClick={() => setDialog({ kind: 'import' })}>
            Import CSV
          </Button>
          <Button icon={<Plus />} onClick={() => setDialog({ kind: 'flat', flat: null })}>
            Add Flat
          </Button>
        </>
      }
    >
      <DataTable
        label="Flats register"
        table={table}
        list={list}
        columns={columns}
        rowKey={(f) => f.id}
        search="Search flat number or wing"
        filters={[CLAIM_FILTER]}
        empty={{
          icon: Building2,
          title: table.q || table.filters.claim ? 'No flats found' : 'The register is empty',
          message:
            table.q || table.filters.claim
              ? 'Try another flat number, wing or filter.'
              : 'Add the flats one by one, or import the whole register from a CSV.',
        }}
        errorTitle={FLATS_TEXT.fetchFailed}
      />
      {dialog?.kind === 'flat' ? <FlatDialog flat={dialog.flat} onClose={() => setDialog(null)} /> : null}
      {dialog?.kind === 'import' ? <ImportFlatsDialog onClose={() => setDialog(null)} /> : null}
    </AdminPageFrame>
  );
}
