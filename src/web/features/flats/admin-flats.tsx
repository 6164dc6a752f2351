// /admin/flats: the society's flats register, paged and searched on the server by flat number or wing, with the
// flats no resident has claimed a filter away; add and edit, delete after a confirmation, import from a CSV
// (previewed first) and export what the table shows.
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { Building2, Download, EllipsisVertical, Pencil, Plus, Trash2, Upload } from 'lucide-react';
import { useCallback, useState } from 'react';
import { paiseOf } from '@/shared/exact-money';
import { FLAT_SORTS, type Flat, flatsAdminApi } from '@/shared/flats-admin';
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
import { i18n } from '@/web/lib/i18n';
import { inLanguage } from '@/web/lib/server-messages';
import { toast } from '@/web/lib/toast';
import { formatDate } from '@/web/lib/utils';
import { AdminPageFrame } from '../admin/admin-page-frame';
import { FlatDialog } from './admin-flat-dialog';
import { occupancyName } from './admin-flat-words';
import { ImportFlatsDialog } from './admin-import-dialog';
import { exportFlats, useFlats, useFlatWrite } from './use-admin-flats';
import './admin-flats-messages';
import { Can, useCan } from '../admin/office-access';

// The spec's words (FLATS_TEXT in src/shared/flats-admin.ts keeps them for the server and the tests), translated.
const FETCH_FAILED = msg`Error fetching the flats register`;

/** Square feet, grouped as the society writes figures (en-IN, Latin digits: decision 0013). */
const sqft = (area: string | null) => {
  if (area === null) return '—';
  const value = Number(area).toLocaleString('en-IN', { maximumFractionDigits: 2 });
  return i18n._(msg`${value} sq ft`);
};

/** Positive: the flat owed the society when it started with the portal; negative: it had paid ahead. */
const balanceKind = (balance: string) => {
  const paise = paiseOf(balance);
  return paise > 0 ? i18n._(msg`Arrears`) : paise < 0 ? i18n._(msg`Advance`) : '';
};

type Dialog = { kind: 'flat'; flat: Flat | null } | { kind: 'import' };

export default function AdminFlats() {
  const { t } = useLingui();
  const manage = useCan('people:manage');
  const table = useTableParams(['claim'], { columns: FLAT_SORTS, sort: 'flat_no', dir: 'asc' });
  const list = useFlats(table.query);
  const remove = useFlatWrite(flatsAdminApi.remove);
  const confirm = useConfirm();
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const [busy, setBusy] = useState<string | null>(null);
  const [exporting, setExporting] = useState(false);
  // Stable, so a failed load is told once.
  useLoadFailedToast(
    list.error,
    useCallback((message: string) => `${t(FETCH_FAILED)}: ${inLanguage(message)}`, [t]),
  );

  async function destroy(flat: Flat) {
    const number = flat.flat_no;
    const sure = await confirm({
      title: t`Delete flat`,
      description: t`Are you sure you want to delete flat ${number} from the register? Residents who claimed it keep their profiles.`,
      confirmLabel: t`Delete`,
      destructive: true,
    });
    if (!sure) return;
    setBusy(flat.id);
    try {
      await remove.mutateAsync({ id: flat.id });
      toast.success(t`Flat ${number} deleted from the register`);
    } catch (err) {
      toast.error(t`Error`, { description: inLanguage(errorMessage(err)) });
    } finally {
      setBusy(null);
    }
  }

  async function exportCsv() {
    setExporting(true);
    try {
      await exportFlats({ q: table.query.q, claim: table.query.claim });
      toast.success(t`Flats register exported`);
    } catch (err) {
      toast.error(t`Error`, { description: inLanguage(errorMessage(err)) });
    } finally {
      setExporting(false);
    }
  }

  const numeric = 'md:text-right tabular-nums whitespace-nowrap';
  // Eight columns beside the sidebar at 1280 px: a little less padding per cell lets them all fit.
  const columns: Column<Flat>[] = withTightCells([
    { header: t`Wing`, sort: 'wing', cell: (f) => f.wing || '—' },
    {
      header: t`Flat No`,
      sort: 'flat_no',
      className: 'whitespace-nowrap',
      cell: (f) => <span className="font-medium">{f.flat_no}</span>,
    },
    {
      header: t`Area`,
      className: numeric,
      cell: (f) => {
        const builtUp = sqft(f.built_up_area_sqft);
        return (
          <span className="flex flex-col md:items-end">
            <span>{sqft(f.carpet_area_sqft)}</span>
            <span className="text-xs text-muted-foreground">{t`Built-up ${builtUp}`}</span>
          </span>
        );
      },
    },
    { header: t`Occupancy`, className: 'md:whitespace-nowrap', cell: (f) => occupancyName(f.occupancy) },
    {
      header: t`Parking`,
      className: 'whitespace-nowrap',
      cell: (f) => {
        const { parking_covered: covered, parking_open: open, parking_two_wheeler: twoWheeler } = f;
        return (
          <span className="flex flex-col">
            <span>{t`${covered} covered · ${open} open`}</span>
            <span className="text-xs text-muted-foreground">{t`${twoWheeler} two-wheeler`}</span>
          </span>
        );
      },
    },
    {
      header: t`Opening Balance`,
      className: numeric,
      cell: (f) => {
        const date = f.opening_balance_date ? formatDate(f.opening_balance_date) : null;
        const kind = balanceKind(f.opening_balance);
        return (
          <span className="flex flex-col md:items-end">
            <span>{formatINR(f.opening_balance)}</span>
            <span className="text-xs text-muted-foreground">{date ? t`${kind} as of ${date}` : kind}</span>
          </span>
        );
      },
    },
    {
      // Residents whose profile names the flat; none means no one has claimed it yet.
      header: t`Residents`,
      cell: (f) => {
        const { residents, confirmed_residents: confirmed } = f;
        return residents ? (
          <span className="whitespace-nowrap">{t`${residents} (${confirmed} confirmed)`}</span>
        ) : (
          <Badge variant="outline">{t`Unclaimed`}</Badge>
        );
      },
    },
    {
      header: t`Actions`,
      hidden: !manage,
      className: 'md:text-right',
      cell: (f) => (
        <DropdownMenu modal={false}>
          <DropdownMenuTrigger asChild>
            <Button
              variant="ghost"
              size="icon"
              className="size-8"
              aria-label={t`Actions for flat ${f.flat_no}`}
              title={t`Actions`}
              busy={busy === f.id}
            >
              <EllipsisVertical />
            </Button>
          </DropdownMenuTrigger>
          <DropdownMenuContent align="end" className="min-w-36">
            <DropdownMenuItem onSelect={() => setDialog({ kind: 'flat', flat: f })}>
              <Pencil aria-hidden /> {t`Edit`}
            </DropdownMenuItem>
            <DropdownMenuItem className="text-destructive" onSelect={() => destroy(f)}>
              <Trash2 aria-hidden /> {t`Delete`}
            </DropdownMenuItem>
          </DropdownMenuContent>
        </DropdownMenu>
      ),
    },
  ]);

  const filtered = Boolean(table.q || table.filters.claim);
  return (
    <AdminPageFrame
      title={t`Flats`}
      description={t`Every flat of the society: areas, occupancy, parking and the opening balance its bills start from.`}
      actions={
        <>
          <Button variant="outline" icon={<Download />} busy={exporting} onClick={exportCsv}>
            {t`Export CSV`}
          </Button>
          <Can need="people:manage">
            <Button variant="outline" icon={<Upload />} onClick={() => setDialog({ kind: 'import' })}>
              {t`Import CSV`}
            </Button>
            <Button icon={<Plus />} onClick={() => setDialog({ kind: 'flat', flat: null })}>
              {t`Add Flat`}
            </Button>
          </Can>
        </>
      }
    >
      <DataTable
        label={t`Flats register`}
        table={table}
        list={list}
        columns={columns}
        rowKey={(f) => f.id}
        search={t`Search flat number or wing`}
        filters={[
          {
            name: 'claim',
            label: t`Residents`,
            allLabel: t`All flats`,
            options: [
              { value: 'unclaimed', label: t`Unclaimed` },
              { value: 'claimed', label: t`Claimed` },
            ],
          },
        ]}
        empty={{
          icon: Building2,
          title: filtered ? t`No flats found` : t`The register is empty`,
          message: filtered
            ? t`Try another flat number, wing or filter.`
            : t`Add the flats one by one, or import the whole register from a CSV.`,
        }}
        errorTitle={t(FETCH_FAILED)}
      />
      {dialog?.kind === 'flat' ? <FlatDialog flat={dialog.flat} onClose={() => setDialog(null)} /> : null}
      {dialog?.kind === 'import' ? <ImportFlatsDialog onClose={() => setDialog(null)} /> : null}
    </AdminPageFrame>
  );
}
