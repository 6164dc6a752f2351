// /admin/dues: what every flat owes today, aged by days past due (0–30, 31–90, 91–180, over 180), with totals per
// wing and for the society; searched, sorted and paged on the server, exported as CSV. Chosen flats get a reminder
// mail (one per flat per day); from a flat's row the office records a payment or opens its ledger and statement,
// where a cheque is marked bounced.
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { Banknote, BookOpen, Download, EllipsisVertical, Hourglass, Mail, Wallet } from 'lucide-react';
import { lazy, Suspense, useCallback, useState } from 'react';
import {
  AGEING_BUCKETS,
  type AgeingBucket,
  DUES_SORTS,
  type DuesRow,
  duesAdminApi,
} from '@/shared/dues-admin';
import { useConfirm } from '@/web/components/confirm-dialog';
import { type Column, DataTable, useLoadFailedToast, withTightCells } from '@/web/components/data-table';
import { FigureCard } from '@/web/components/figure-card';
import { useTableParams } from '@/web/components/table-params';
import { Badge } from '@/web/components/ui/badge';
import { Button } from '@/web/components/ui/button';
import { Checkbox } from '@/web/components/ui/checkbox';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from '@/web/components/ui/dropdown-menu';
import { errorMessage } from '@/web/lib/api';
import { inLanguage } from '@/web/lib/server-messages';
import { toast } from '@/web/lib/toast';
import { formatDate } from '@/web/lib/utils';
import { AdminPageFrame } from '../admin/admin-page-frame';
import './admin-known-messages';
import { Can, useCan } from '../admin/office-access';
import { exportDues, useDuesList, useDuesWrite } from './use-admin-dues';
import { rupees } from './use-dues';

// The shared AGEING_LABEL's words (the CSV's and the spec's), translated.
const AGEING_NAME: Record<AgeingBucket, MessageDescriptor> = {
  '0-30': msg`0–30 days`,
  '31-90': msg`31–90 days`,
  '91-180': msg`91–180 days`,
  '180+': msg`Over 180 days`,
};

type Dialog = { kind: 'payment' | 'ledger'; flat: DuesRow };
// A flat's dialogs (their form and ledger code) load when one is opened, not with the list.
const DIALOGS = {
  payment: lazy(() => import('./admin-payment-dialog').then((m) => ({ default: m.PaymentDialog }))),
  ledger: lazy(() => import('./admin-flat-ledger-dialog').then((m) => ({ default: m.FlatLedgerDialog }))),
};

export default function AdminDues() {
  const manage = useCan('accounts:manage');
  const table = useTableParams(['owing'], { columns: DUES_SORTS, sort: 'flat_no', dir: 'asc' });
  const list = useDuesList(table.query);
  const remind = useDuesWrite(duesAdminApi.remind);
  const confirm = useConfirm();
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const [chosen, setChosen] = useState<Set<string>>(new Set());
  const [exporting, setExporting] = useState(false);
  const { t } = useLingui();
  // Stable, so a failed load is told once.
  useLoadFailedToast(
    list.error,
    useCallback((message: string) => t`Failed to load dues: ${inLanguage(message)}`, [t]),
  );
  const owingFilter = {
    name: 'owing' as const,
    label: t`Show`,
    allLabel: t`All flats`,
    options: [{ value: 'true', label: t`Flats that owe` }],
  };

  const toggle = (id: string, on: boolean) =>
    setChosen((prev) => {
      const next = new Set(prev);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });

  async function sendReminders() {
    const sure = await confirm({
      title: t`Send reminders`,
      description: t`A reminder of what is due will be mailed to the confirmed residents of ${chosen.size} flat(s). A flat already reminded today, or owing nothing, is skipped.`,
      confirmLabel: t`Send`,
    });
    if (!sure) return;
    try {
      const { sent, skipped } = await remind.mutateAsync({ flat_ids: [...chosen] });
      toast.success(t`Reminders sent: ${sent}; skipped: ${skipped} (already reminded today, or nothing due)`);
      setChosen(new Set());
    } catch (err) {
      toast.error(t`Error`, { description: inLanguage(errorMessage(err)) });
    }
  }

  async function exportCsv() {
    setExporting(true);
    try {
      await exportDues({
        q: table.query.q,
        owing: table.query.owing,
        sort: table.query.sort,
        dir: table.query.dir,
      });
      toast.success(t`Dues exported`);
    } catch (err) {
      toast.error(t`Error`, { description: inLanguage(errorMessage(err)) });
    } finally {
      setExporting(false);
    }
  }

  const numeric = 'md:text-right tabular-nums whitespace-nowrap';
  const columns: Column<DuesRow>[] = withTightCells([
    {
      header: t`Select`,
      cell: (r) => (
        <Checkbox
          checked={chosen.has(r.flat_id)}
          onCheckedChange={(on) => toggle(r.flat_id, on)}
          aria-label={t`Choose flat ${r.flat_no}`}
        />
      ),
    },
    {
      header: t`Flat`,
      sort: 'flat_no',
      className: 'whitespace-nowrap',
      cell: (r) => (
        <span className="flex flex-col">
          <span className="font-medium">{r.flat_no}</span>
          <span className="text-xs text-muted-foreground">{r.wing ? t`Wing ${r.wing}` : ''}</span>
        </span>
      ),
    },
    { header: t`Residents`, cell: (r) => r.residents || <Badge variant="outline">{t`Unclaimed`}</Badge> },
    {
      header: t`Outstanding`,
      sort: 'outstanding',
      className: numeric,
      cell: (r) => (
        <span className="flex flex-col md:items-end">
          <span className="font-medium">{rupees(r.outstanding_paise)}</span>
          {r.reminded_today ? (
            <span className="text-xs text-muted-foreground">{t`Reminded today`}</span>
          ) : null}
        </span>
      ),
    },
    ...AGEING_BUCKETS.map(
      (b): Column<DuesRow> => ({
        header: t(AGEING_NAME[b]),
        sort: b === '180+' ? 'oldest' : undefined,
        className: numeric,
        cell: (r) => (r.buckets[b] ? rupees(r.buckets[b]) : '—'),
      }),
    ),
    {
      header: t`Actions`,
      className: 'md:text-right',
      cell: (r) => (
        <DropdownMenu modal={false}>
          <DropdownMenuTrigger asChild>
            <Button
              variant="ghost"
              size="icon"
              className="size-8"
              aria-label={t`Actions for flat ${r.flat_no}`}
              title={t`Actions`}
            >
              <EllipsisVertical />
            </Button>
          </DropdownMenuTrigger>
          <DropdownMenuContent align="end" className="min-w-44">
            {manage ? (
              <DropdownMenuItem onSelect={() => setDialog({ kind: 'payment', flat: r })}>
                <Banknote aria-hidden /> {t`Record Payment`}
              </DropdownMenuItem>
            ) : null}
            <DropdownMenuItem onSelect={() => setDialog({ kind: 'ledger', flat: r })}>
              <BookOpen aria-hidden /> {t`Ledger & Statement`}
            </DropdownMenuItem>
          </DropdownMenuContent>
        </DropdownMenu>
      ),
    },
  ]);

  const society = list.data?.society;
  const OpenDialog = dialog ? DIALOGS[dialog.kind] : null;
  return (
    <AdminPageFrame
      title={t`Dues`}
      description={
        list.data
          ? t`What each flat owes on ${formatDate(list.data.as_of)}, by days past the due date.`
          : t`What each flat owes, by days past the due date.`
      }
      actions={
        <>
          <Button variant="outline" icon={<Download />} busy={exporting} onClick={exportCsv}>
            {t`Export CSV`}
          </Button>
          <Can need="accounts:manage">
            <Button
              icon={<Mail />}
              disabled={chosen.size === 0}
              busy={remind.isPending}
              onClick={sendReminders}
            >
              {chosen.size ? t`Send Reminders (${chosen.size})` : t`Send Reminders`}
            </Button>
          </Can>
        </>
      }
    >
      <div className="mb-6 grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3">
        <FigureCard
          icon={Wallet}
          title={t`Outstanding (society)`}
          value={society ? rupees(society.outstanding_paise) : undefined}
          note={
            society
              ? t`${society.flats} flats; advances received ${rupees(society.advance_paise)}; interest charged and unpaid ${rupees(society.interest_paise)}`
              : undefined
          }
        />
        <FigureCard
          icon={Hourglass}
          title={t`Over 90 days`}
          value={society ? rupees(society.buckets['91-180'] + society.buckets['180+']) : undefined}
          note={society ? t`Over 180 days: ${rupees(society.buckets['180+'])}` : undefined}
        />
        <section
          className="rounded-lg border bg-card p-5 sm:col-span-2 lg:col-span-1"
          aria-label={t`Outstanding per wing`}
        >
          <h2 className="mb-2 text-sm font-medium text-muted-foreground">{t`Per wing`}</h2>
          <ul className="space-y-1 text-sm">
            {list.data?.wings.map((w) => (
              <li key={w.wing} className="flex justify-between gap-3">
                <span>
                  {w.wing ? t`Wing ${w.wing}` : t`No wing`} ({w.flats})
                </span>
                <span className="font-medium tabular-nums">{rupees(w.outstanding_paise)}</span>
              </li>
            ))}
          </ul>
        </section>
      </div>
      <DataTable
        label={t`Dues per flat`}
        table={table}
        list={list}
        columns={columns}
        rowKey={(r) => r.flat_id}
        search={t`Search flat, wing or resident`}
        filters={[owingFilter]}
        empty={{
          icon: Wallet,
          title: table.q || table.filters.owing ? t`No flats found` : t`No flats in the register`,
          message:
            table.q || table.filters.owing
              ? t`Try another search or filter.`
              : t`Add the flats under Flats first.`,
        }}
        errorTitle={t`Failed to load dues`}
      />
      {OpenDialog && dialog ? (
        <Suspense fallback={null}>
          <OpenDialog flat={dialog.flat} onClose={() => setDialog(null)} />
        </Suspense>
      ) : null}
    </AdminPageFrame>
  );
}
