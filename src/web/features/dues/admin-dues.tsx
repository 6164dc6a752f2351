// /admin/dues: what every flat owes today, aged by days past due (0–30, 31–90, 91–180, over 180), with totals per
// wing and for the society; searched, sorted and paged on the server, exported as CSV. Chosen flats get a reminder
// mail (one per flat per day); from a flat's row the office records a payment or opens its ledger and statement,
// where a cheque is marked bounced.
import { Banknote, BookOpen, Download, EllipsisVertical, Hourglass, Mail, Wallet } from 'lucide-react';
import { useState } from 'react';
import {
  AGEING_BUCKETS,
  AGEING_LABEL,
  DUES_ADMIN_TEXT,
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
import { toast } from '@/web/lib/toast';
import { formatDate } from '@/web/lib/utils';
import { AdminPageFrame } from '../admin/admin-page-frame';
import { FlatLedgerDialog } from './admin-flat-ledger-dialog';
import { PaymentDialog } from './admin-payment-dialog';
import { exportDues, useDuesList, useDuesWrite } from './use-admin-dues';
import { rupees } from './use-dues';

const OWING_FILTER = {
  name: 'owing' as const,
  label: 'Show',
  allLabel: 'All flats',
  options: [{ value: 'true', label: 'Flats that owe' }],
};

type Dialog = { kind: 'payment' | 'ledger'; flat: DuesRow };

export default function AdminDues() {
  const table = useTableParams(['owing'], { columns: DUES_SORTS, sort: 'flat_no', dir: 'asc' });
  const list = useDuesList(table.query);
  const remind = useDuesWrite(duesAdminApi.remind);
  const confirm = useConfirm();
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const [chosen, setChosen] = useState<Set<string>>(new Set());
  const [exporting, setExporting] = useState(false);
  useLoadFailedToast(list.error, (m) => `Failed to load dues: ${m}`);

  const toggle = (id: string, on: boolean) =>
    setChosen((prev) => {
      const next = new Set(prev);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });

  async function sendReminders() {
    const sure = await confirm({
      title: 'Send reminders',
      description: `A reminder of what is due will be mailed to the confirmed residents of ${chosen.size} flat(s). A flat already reminded today, or owing nothing, is skipped.`,
      confirmLabel: 'Send',
    });
    if (!sure) return;
    try {
      const { sent, skipped } = await remind.mutateAsync({ flat_ids: [...chosen] });
      toast.success(DUES_ADMIN_TEXT.remindersSent(sent, skipped));
      setChosen(new Set());
    } catch (err) {
      toast.error('Error', { description: errorMessage(err) });
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
      toast.success('Dues exported');
    } catch (err) {
      toast.error('Error', { description: errorMessage(err) });
    } finally {
      setExporting(false);
    }
  }

  const numeric = 'md:text-right tabular-nums whitespace-nowrap';
  const columns: Column<DuesRow>[] = withTightCells([
    {
      header: 'Select',
      cell: (r) => (
        <Checkbox
          checked={chosen.has(r.flat_id)}
          onCheckedChange={(on) => toggle(r.flat_id, on)}
          aria-label={`Choose flat ${r.flat_no}`}
        />
      ),
    },
    {
      header: 'Flat',
      sort: 'flat_no',
      className: 'whitespace-nowrap',
      cell: (r) => (
        <span className="flex flex-col">
          <span className="font-medium">{r.flat_no}</span>
          <span className="text-xs text-muted-foreground">{r.wing ? `Wing ${r.wing}` : ''}</span>
        </span>
      ),
    },
    { header: 'Residents', cell: (r) => r.residents || <Badge variant="outline">Unclaimed</Badge> },
    {
      header: 'Outstanding',
      sort: 'outstanding',
      className: numeric,
      cell: (r) => (
        <span className="flex flex-col md:items-end">
          <span className="font-medium">{rupees(r.outstanding_paise)}</span>
          {r.reminded_today ? <span className="text-xs text-muted-foreground">Reminded today</span> : null}
        </span>
      ),
    },
    ...AGEING_BUCKETS.map(
      (b): Column<DuesRow> => ({
        header: AGEING_LABEL[b],
        sort: b === '180+' ? 'oldest' : undefined,
        className: numeric,
        cell: (r) => (r.buckets[b] ? rupees(r.buckets[b]) : '—'),
      }),
    ),
    {
      header: 'Actions',
      className: 'md:text-right',
      cell: (r) => (
        <DropdownMenu modal={false}>
          <DropdownMenuTrigger asChild>
            <Button
              variant="ghost"
              size="icon"
              className="size-8"
              aria-label={`Actions for flat ${r.flat_no}`}
              title="Actions"
            >
              <EllipsisVertical />
            </Button>
          </DropdownMenuTrigger>
          <DropdownMenuContent align="end" className="min-w-44">
            <DropdownMenuItem onSelect={() => setDialog({ kind: 'payment', flat: r })}>
              <Banknote aria-hidden /> Record Payment
            </DropdownMenuItem>
            <DropdownMenuItem onSelect={() => setDialog({ kind: 'ledger', flat: r })}>
              <BookOpen aria-hidden /> Ledger & Statement
            </DropdownMenuItem>
          </DropdownMenuContent>
        </DropdownMenu>
      ),
    },
  ]);

  const society = list.data?.society;
  return (
    <AdminPageFrame
      title="Dues"
      description={`What each flat owes${list.data ? ` on ${formatDate(list.data.as_of)}` : ''}, by days past the due date.`}
      actions={
        <>
          <Button variant="outline" icon={<Download />} busy={exporting} onClick={exportCsv}>
            Export CSV
          </Button>
          <Button
            icon={<Mail />}
            disabled={chosen.size === 0}
            busy={remind.isPending}
            onClick={sendReminders}
          >
            Send Reminders{chosen.size ? ` (${chosen.size})` : ''}
          </Button>
        </>
      }
    >
      <div className="mb-6 grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3">
        <FigureCard
          icon={Wallet}
          title="Outstanding (society)"
          value={society ? rupees(society.outstanding_paise) : undefined}
          note={
            society
              ? `${society.flats} flats; advances received ${rupees(society.advance_paise)}; interest charged and unpaid ${rupees(society.interest_paise)}`
              : undefined
          }
        />
        <FigureCard
          icon={Hourglass}
          title="Over 90 days"
          value={society ? rupees(society.buckets['91-180'] + society.buckets['180+']) : undefined}
          note={society ? `Over 180 days: ${rupees(society.buckets['180+'])}` : undefined}
        />
        <section
          className="rounded-lg border bg-card p-5 sm:col-span-2 lg:col-span-1"
          aria-label="Outstanding per wing"
        >
          <h2 className="mb-2 text-sm font-medium text-muted-foreground">Per wing</h2>
          <ul className="space-y-1 text-sm">
            {list.data?.wings.map((w) => (
              <li key={w.wing} className="flex justify-between gap-3">
                <span>
                  {w.wing ? `Wing ${w.wing}` : 'No wing'} ({w.flats})
                </span>
                <span className="font-medium tabular-nums">{rupees(w.outstanding_paise)}</span>
              </li>
            ))}
          </ul>
        </section>
      </div>
      <DataTable
        label="Dues per flat"
        table={table}
        list={list}
        columns={columns}
        rowKey={(r) => r.flat_id}
        search="Search flat, wing or resident"
        filters={[OWING_FILTER]}
        empty={{
          icon: Wallet,
          title: table.q || table.filters.owing ? 'No flats found' : 'No flats in the register',
          message:
            table.q || table.filters.owing
              ? 'Try another search or filter.'
              : 'Add the flats under Flats first.',
        }}
        errorTitle="Failed to load dues"
      />
      {dialog?.kind === 'payment' ? (
        <PaymentDialog flat={dialog.flat} onClose={() => setDialog(null)} />
      ) : null}
      {dialog?.kind === 'ledger' ? (
        <FlatLedgerDialog flat={dialog.flat} onClose={() => setDialog(null)} />
      ) : null}
    </AdminPageFrame>
  );
}
