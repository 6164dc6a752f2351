// The Report tab of /admin/reconciliation: the reconciliation report of a period (by default the last imported
// statement's), its figures as cards, the unmatched credits with their age and the payments residents reported that
// the bank never showed (each a page at a time from the server), and the whole report as one CSV.
import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import {
  ArrowDownLeft,
  ArrowUpRight,
  Banknote,
  CircleHelp,
  Download,
  Landmark,
  type LucideIcon,
  Scale,
  SearchX,
  Wallet,
} from 'lucide-react';
import { type FormEvent, useEffect, useState } from 'react';
import { decimalOf, formatINR } from '@/shared/money';
import {
  type NotFoundPayment,
  periodProblem,
  type ReconciliationReport,
  type ReportPeriod,
  reportFileName,
  reconciliationReportApi as rr,
  type UnmatchedCredit,
} from '@/shared/reconciliation-report';
import { type Column, DataTable } from '@/web/components/data-table';
import { FigureCard } from '@/web/components/figure-card';
import type { TableParams } from '@/web/components/table-params';
import { Button } from '@/web/components/ui/button';
import { Field } from '@/web/components/ui/field';
import { Input } from '@/web/components/ui/input';
import { ApiError, api, download, errorMessage } from '@/web/lib/api';
import { inLanguage } from '@/web/lib/server-messages';
import { toast } from '@/web/lib/toast';
import { capitalize, formatDate } from '@/web/lib/utils';

/** Under the page's key: confirming or importing on the other tab refreshes the report. */
const KEY = ['admin', 'reconciliation', 'report'];
const rupees = (paise: number) => formatINR(decimalOf(paise));
const count = (n: number) => n.toLocaleString('en-IN');
const days = (n: number) => plural(n, { one: '# day', other: '# days' });
// The modes' names (Cash and Cheque translated, as the payment forms show them).
const modeName = (mode: string) =>
  inLanguage(mode === 'cash' || mode === 'cheque' ? capitalize(mode) : mode.toUpperCase());

/** A list's page and page size, kept on the screen (the page's URL already holds the credits table's). */
function usePages(): TableParams<never> {
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState(10);
  const ignore = () => {};
  return {
    page,
    pageSize,
    q: '',
    filters: {},
    sort: null,
    dir: 'asc',
    query: { page, pageSize },
    setPage,
    setPageSize: (size) => {
      setPageSize(size);
      setPage(1);
    },
    setSearch: ignore,
    setFilter: ignore,
    setSort: ignore,
  };
}

function PeriodForm({
  period,
  serverErrors,
  busy,
  onApply,
}: {
  period: ReportPeriod | undefined;
  serverErrors: Record<string, string>;
  busy: boolean;
  onApply: (p: ReportPeriod) => void;
}) {
  const { t } = useLingui();
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  // The dates always show the period the figures are for (the server's default until one is chosen).
  const shownFrom = period?.from;
  const shownTo = period?.to;
  useEffect(() => {
    if (shownFrom && shownTo) {
      setFrom(shownFrom);
      setTo(shownTo);
    }
  }, [shownFrom, shownTo]);
  const shown = { ...serverErrors, ...errors };

  function submit(e: FormEvent) {
    e.preventDefault();
    // The server's rules, repeated: both dates, in order, a year at most.
    const problem =
      periodProblem(from || undefined, to || undefined) ??
      (from ? null : { field: 'from', message: t`Please choose both the start and the end date` });
    setErrors(problem ? { [problem.field]: problem.message } : {});
    if (!problem) onApply({ from, to });
  }

  return (
    <form
      onSubmit={submit}
      noValidate
      aria-label={t`Report period`}
      className="flex flex-wrap items-start gap-3 rounded-lg border bg-card p-4 shadow-sm"
    >
      <Field label={t`From`} error={shown.from} className="w-full min-[480px]:w-44">
        {(p) => <Input {...p} type="date" value={from} onChange={(e) => setFrom(e.target.value)} />}
      </Field>
      <Field label={t`To`} error={shown.to} className="w-full min-[480px]:w-44">
        {(p) => <Input {...p} type="date" value={to} onChange={(e) => setTo(e.target.value)} />}
      </Field>
      <div className="flex gap-2 min-[480px]:mt-[1.625rem]">
        <Button type="submit" busy={busy}>
          {t`Show report`}
        </Button>
      </div>
    </form>
  );
}

function Figures({ r }: { r: ReconciliationReport | undefined }) {
  const { t } = useLingui();
  const balance = (paise: number | null) => (paise == null ? t`not given by the bank` : rupees(paise));
  return (
    <section aria-label={t`Report figures`} className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
      <FigureCard
        icon={Landmark}
        title={t`Opening bank balance`}
        value={r && balance(r.opening_balance_paise)}
        note={r && t`Before the first line of ${formatDate(r.from)}`}
      />
      <FigureCard
        icon={Landmark}
        title={t`Closing bank balance`}
        value={r && balance(r.closing_balance_paise)}
        note={r && t`After the last line of ${formatDate(r.to)}`}
      />
      <FigureCard
        icon={ArrowDownLeft}
        title={t`Credits`}
        value={r && rupees(r.credits.paise)}
        note={
          r &&
          t`${count(r.credits.count)} = ${count(r.matched.count)} matched (${rupees(r.matched.paise)}) + ${count(r.unmatched.count)} unmatched (${rupees(r.unmatched.paise)})`
        }
      />
      <FigureCard
        icon={CircleHelp}
        title={t`Unmatched credits`}
        value={r && rupees(r.unmatched.paise)}
        note={
          r &&
          t`${count(r.unmatched.count)} credit(s), of which ${count(r.proposed.count)} proposed (${rupees(r.proposed.paise)}) await confirmation`
        }
      />
      <FigureCard
        icon={ArrowUpRight}
        title={t`Debits`}
        value={r && rupees(r.debits.paise)}
        note={r && t`${count(r.debits.count)} debit(s)`}
      />
      <FigureCard
        icon={SearchX}
        title={t`Reported, not found in the bank`}
        value={r && rupees(r.not_found.paise)}
        note={r && t`${count(r.not_found.count)} payment(s) reported by residents with no matching credit`}
      />
      <FigureCard
        icon={Wallet}
        title={t`Ledger collections`}
        value={r && rupees(r.ledger_paise)}
        note={
          r &&
          t`Received less reversed: ${r.ledger.map((m) => `${modeName(m.mode)} ${rupees(m.paise)}`).join(' · ')}`
        }
      />
      <FigureCard
        icon={Scale}
        title={t`Ledger less matched credits`}
        value={r && rupees(r.difference_paise)}
        note={
          r &&
          t`Cash and cheques ${rupees(r.office_paise)} (not bank credits until deposited); bank payments not matched to a credit of the period ${rupees(r.bank_difference_paise)}`
        }
      />
    </section>
  );
}

interface Page<T> {
  items: T[];
  total: number;
}

function ReportList<T>({
  title,
  errorTitle,
  read,
  columns,
  rowKey,
  empty,
}: {
  title: string;
  errorTitle: string;
  /** One page of the list, for the period shown. */
  read: (page: { page: number; pageSize: number }) => Promise<Page<T>>;
  columns: Column<T>[];
  rowKey: (row: T) => string;
  empty: { icon: LucideIcon; title: string; message: string };
}) {
  const table = usePages();
  const list = useQuery({
    queryKey: [...KEY, title, table.query],
    queryFn: () => read(table.query),
    placeholderData: keepPreviousData,
  });
  return (
    <section aria-label={title} className="flex flex-col gap-3">
      <h2 className="text-base font-semibold">{title}</h2>
      <DataTable
        label={title}
        table={table}
        list={list}
        columns={columns}
        rowKey={rowKey}
        empty={empty}
        errorTitle={errorTitle}
      />
    </section>
  );
}

export function ReconciliationReportTab() {
  const { t } = useLingui();
  const UNMATCHED_COLUMNS: Column<UnmatchedCredit>[] = [
    { header: t`Date`, cell: (c) => formatDate(c.txn_date), className: 'whitespace-nowrap' },
    {
      header: t`Amount`,
      cell: (c) => <span className="font-medium tabular-nums">{rupees(c.amount_paise)}</span>,
      className: 'whitespace-nowrap',
    },
    { header: t`Age`, cell: (c) => days(c.age_days), className: 'whitespace-nowrap' },
    {
      header: t`Narration`,
      cell: (c) => (
        <span className="flex min-w-0 flex-col">
          <span className="break-all text-sm">{c.narration}</span>
          {c.reference ? (
            <span className="break-all font-mono text-xs text-muted-foreground">{c.reference}</span>
          ) : null}
        </span>
      ),
    },
    {
      header: t`Status`,
      cell: (c) => (c.status === 'proposed' ? t`Proposed, awaiting confirmation` : t`No flat found`),
    },
  ];

  const NOT_FOUND_COLUMNS: Column<NotFoundPayment>[] = [
    { header: t`Paid on`, cell: (p) => formatDate(p.paid_on), className: 'whitespace-nowrap' },
    { header: t`Flat`, cell: (p) => p.flat_no, className: 'whitespace-nowrap' },
    {
      header: t`Amount`,
      cell: (p) => <span className="font-medium tabular-nums">{rupees(p.amount_paise)}</span>,
      className: 'whitespace-nowrap',
    },
    {
      header: t`Reference`,
      cell: (p) => (
        <span className="break-all font-mono text-sm">
          {modeName(p.mode)} {p.reference}
        </span>
      ),
    },
    { header: t`Age`, cell: (p) => days(p.age_days), className: 'whitespace-nowrap' },
    { header: t`Status`, cell: (p) => (p.status === 'confirmed' ? t`Confirmed by the office` : t`Reported`) },
  ];
  const [asked, setAsked] = useState<ReportPeriod | Record<string, never>>({});
  const [exporting, setExporting] = useState(false);
  const report = useQuery({
    queryKey: [...KEY, asked],
    queryFn: () => api(rr.report, asked),
    placeholderData: keepPreviousData,
    retry: false,
  });
  const r = report.data;
  const period = r ? { from: r.from, to: r.to } : undefined;
  const serverErrors = report.error instanceof ApiError ? report.error.fields : {};
  useEffect(() => {
    if (report.error && !(report.error instanceof ApiError && Object.keys(report.error.fields).length))
      toast.error(t`Failed to load the reconciliation report`, {
        description: inLanguage(errorMessage(report.error)),
      });
  }, [report.error, t]);

  async function exportCsv() {
    if (!period) return;
    setExporting(true);
    try {
      await download(rr.export, period, reportFileName(period));
      toast.success(t`Reconciliation report exported`);
    } catch (err) {
      toast.error(t`Error`, {
        description: `${t`Failed to export the reconciliation report`}: ${inLanguage(errorMessage(err))}`,
      });
    } finally {
      setExporting(false);
    }
  }

  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <PeriodForm period={period} serverErrors={serverErrors} busy={report.isFetching} onApply={setAsked} />
        <Button variant="outline" icon={<Download />} busy={exporting} disabled={!period} onClick={exportCsv}>
          {t`Export CSV`}
        </Button>
      </div>
      <Figures r={r} />
      {period ? (
        <div key={`${period.from}|${period.to}`} className="flex flex-col gap-6">
          <ReportList
            title={t`Unmatched credits`}
            errorTitle={t`Failed to load unmatched credits`}
            read={(q) => api(rr.unmatched, { ...period, ...q })}
            columns={UNMATCHED_COLUMNS}
            rowKey={(c) => c.line_id}
            empty={{
              icon: Banknote,
              title: t`No unmatched credits`,
              message: t`Every credit of the period is confirmed.`,
            }}
          />
          <ReportList
            title={t`Reported payments not found in the bank`}
            errorTitle={t`Failed to load reported payments not found in the bank`}
            read={(q) => api(rr.notFound, { ...period, ...q })}
            columns={NOT_FOUND_COLUMNS}
            rowKey={(p) => p.id}
            empty={{
              icon: SearchX,
              title: t`No reported payments missing`,
              message: t`Every payment residents reported in the period is matched to a bank credit.`,
            }}
          />
        </div>
      ) : null}
    </div>
  );
}
