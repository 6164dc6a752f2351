// One bill run: its totals (the society, per head, per wing), every flat's figures with the change from its last
// bill and its flags (paged and searched on the server), the CSV, and while it is a draft: recompute, discard and
// publish, each asking first where it cannot be undone. Once published, a bill can be corrected by a note.
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import {
  ArrowLeft,
  Download,
  FilePlus2,
  RefreshCw,
  Send,
  SlidersHorizontal,
  Trash2,
  TriangleAlert,
  Upload,
} from 'lucide-react';
import { useCallback, useState } from 'react';
import {
  BILL_TASKS,
  type BillRun,
  billRunsAdminApi,
  billTaskLabel,
  type RunFlat,
  type RunSummary,
} from '@/shared/bill-runs-admin';
import { isFinished, type Task } from '@/shared/tasks';
import { sentForApproval } from '@/web/components/admin-sent-for-approval';
import { TaskProgress, useLatestTask } from '@/web/components/admin-task-progress';
import { useConfirm } from '@/web/components/confirm-dialog';
import { type Column, DataTable, withTightCells } from '@/web/components/data-table';
import { EmptyState } from '@/web/components/page-states';
import { useTableParams } from '@/web/components/table-params';
import { Badge } from '@/web/components/ui/badge';
import { Button } from '@/web/components/ui/button';
import { Card } from '@/web/components/ui/card';
import { Skeleton } from '@/web/components/ui/skeleton';
import { errorMessage } from '@/web/lib/api';
import { i18n } from '@/web/lib/i18n';
import { inLanguage } from '@/web/lib/server-messages';
import { toast } from '@/web/lib/toast';
import { formatDate } from '@/web/lib/utils';
import { useCan } from '../admin/office-access';
import { flagName } from './admin-billing-words';
import { FlatInputsDialog } from './admin-flat-inputs-dialog';
import { NoteDialog } from './admin-note-dialog';
import { ReadingsDialog } from './admin-readings-dialog';
import { periodName, RunStatus, rupees } from './admin-runs-tab';
import { exportRun, useRunDocuments, useRunFlats, useRunSummary, useRunWrite } from './use-admin-bill-runs';

const flagFilter = () => [
  {
    name: 'flagged' as const,
    label: i18n._(msg`Flags`),
    allLabel: i18n._(msg`All flats`),
    options: [{ value: 'true', label: i18n._(msg`Flagged only`) }],
  },
];

export function RunView({ id, onBack }: { id: string; onBack(): void }) {
  const { t } = useLingui();
  const summary = useRunSummary(id);
  return (
    <div className="flex flex-col gap-4">
      <div>
        <Button variant="ghost" size="sm" icon={<ArrowLeft />} onClick={onBack}>
          {t`All bill runs`}
        </Button>
      </div>
      {summary.isError ? (
        <EmptyState
          icon={TriangleAlert}
          title={t`Failed to load the bill run`}
          message={inLanguage(summary.error.message)}
          onRetry={() => summary.refetch()}
        />
      ) : summary.data ? (
        <>
          <RunHeader summary={summary.data} onGone={onBack} />
          {summary.data.run.status === 'published' ? <Documents run={summary.data.run} /> : null}
          <Totals summary={summary.data} />
          <RunFlats summary={summary.data} />
        </>
      ) : (
        <Skeleton className="h-96" role="status" aria-label={t`Loading the bill run`} />
      )}
    </div>
  );
}

function RunHeader({ summary: { run, flagged }, onGone }: { summary: RunSummary; onGone(): void }) {
  const { t } = useLingui();
  const manage = useCan('accounts:manage');
  const period = periodName(run);
  const confirm = useConfirm();
  const recompute = useRunWrite(billRunsAdminApi.recompute);
  const discard = useRunWrite(billRunsAdminApi.discard);
  const publish = useRunWrite(billRunsAdminApi.publish);
  const [busy, setBusy] = useState<string | null>(null);
  const [importing, setImporting] = useState(false);

  async function act(name: string, action: () => Promise<unknown>, done: string) {
    setBusy(name);
    try {
      if (!sentForApproval(await action())) toast.success(done);
    } catch (err) {
      toast.error(t`Error`, { description: inLanguage(errorMessage(err)) });
    } finally {
      setBusy(null);
    }
  }
  async function askDiscard() {
    const sure = await confirm({
      title: t`Discard draft`,
      description: t`Discard this draft? Its figures are deleted; nothing has been billed.`,
      confirmLabel: t`Discard`,
      destructive: true,
    });
    if (sure)
      await act('discard', () => discard.mutateAsync({ id: run.id }).then(onGone), t`Draft discarded`);
  }
  async function askPublish() {
    const sure = await confirm({
      title: t`Publish bills`,
      description: t`Publish ${run.flats} bills for ${period}? Published bills cannot be changed; corrections are credit and debit notes.`,
      confirmLabel: t`Publish`,
    });
    if (sure)
      await act('publish', () => publish.mutateAsync({ id: run.id }), t`${run.flats} bills published`);
  }

  return (
    <Card className="flex flex-col gap-3 p-5 md:flex-row md:items-center md:justify-between">
      <div className="flex min-w-0 flex-col gap-1">
        <h2 className="flex flex-wrap items-center gap-2 text-lg font-semibold">
          {t`Bills for ${period}`} <RunStatus status={run.status} />
        </h2>
        <p className="text-sm text-muted-foreground">
          {t`Bill date ${formatDate(run.bill_date)} · due ${formatDate(run.due_date)} · ${run.flats} flats`}
          {flagged ? ` · ${t`${flagged} flagged`}` : ''}
        </p>
      </div>
      <div className="flex flex-wrap gap-2">
        <Button
          variant="outline"
          icon={<Download />}
          busy={busy === 'export'}
          onClick={() => act('export', () => exportRun(run.id, run.period_key), t`CSV downloaded`)}
        >
          {t`Export CSV`}
        </Button>
        {run.status === 'draft' && manage ? (
          <>
            <Button
              variant="outline"
              icon={<RefreshCw />}
              busy={busy === 'recompute'}
              onClick={() =>
                act('recompute', () => recompute.mutateAsync({ id: run.id }), t`Draft recomputed`)
              }
            >
              {t`Recompute`}
            </Button>
            <Button variant="outline" icon={<Upload />} onClick={() => setImporting(true)}>
              {t`Import meter readings`}
            </Button>
            <Button variant="outline" icon={<Trash2 />} busy={busy === 'discard'} onClick={askDiscard}>
              {t`Discard`}
            </Button>
            <Button icon={<Send />} busy={busy === 'publish'} onClick={askPublish}>
              {t`Publish`}
            </Button>
          </>
        ) : null}
      </div>
      {importing ? <ReadingsDialog runId={run.id} onClose={() => setImporting(false)} /> : null}
    </Card>
  );
}

/**
 * The bills' PDFs and then the residents' mails, made in the background after the publish: each task's progress
 * and failures (found again after a reload: the latest task of its kind, when it is this run's), how many bills have
 * their PDF, and a button to make the missing ones (after a failure or a restart).
 */
function Documents({ run }: { run: BillRun }) {
  const { t } = useLingui();
  const manage = useCan('accounts:manage');
  const documents = useRunDocuments(run.id);
  const refresh = useCallback(() => void documents.refetch(), [documents.refetch]);
  const pdfs = useLatestTask(BILL_TASKS.pdfs, refresh);
  const mails = useLatestTask(BILL_TASKS.mails);
  const resume = useRunWrite(billRunsAdminApi.makeDocuments);
  const own = (task: Task | null | undefined, kind: keyof typeof BILL_TASKS) =>
    task && task.label === billTaskLabel(kind, run.period_label) ? task : null;
  const pdfTask = own(pdfs.data, 'pdfs');
  const mailTask = own(mails.data, 'mails');
  const p = documents.data;
  if (!p) return null;
  return (
    <Card className="flex flex-col gap-3 p-5" role="region" aria-label={t`Bill PDFs and mails`}>
      <div className="flex flex-wrap items-center justify-between gap-2 text-sm">
        <span className="font-medium">{t`Bill PDFs: ${p.made} of ${p.bills} made`}</span>
        {manage && p.made < p.bills && !(pdfTask && !isFinished(pdfTask)) ? (
          <Button
            size="sm"
            variant="outline"
            icon={<RefreshCw />}
            busy={resume.isPending}
            onClick={() =>
              resume.mutateAsync({ id: run.id }).then(
                () => {
                  toast.success(t`Making the missing PDFs`);
                  void pdfs.refetch();
                },
                (err) => toast.error(t`Error`, { description: inLanguage(errorMessage(err)) }),
              )
            }
          >
            {t`Make the missing PDFs`}
          </Button>
        ) : null}
      </div>
      {pdfTask ? <TaskProgress task={pdfTask} /> : null}
      {mailTask ? <TaskProgress task={mailTask} /> : null}
    </Card>
  );
}

function Totals({ summary }: { summary: RunSummary }) {
  const { t } = useLingui();
  const { society } = summary;
  const rows = (list: { label: string; value: number }[]) =>
    list.map((r) => (
      <div key={r.label} className="flex justify-between gap-3 py-1 text-sm">
        <dt className="min-w-0 truncate text-muted-foreground">{r.label}</dt>
        <dd className="tabular-nums">{rupees(r.value)}</dd>
      </div>
    ));
  return (
    <div className="grid gap-4 md:grid-cols-3">
      <Card className="p-5">
        <h3 className="mb-2 font-semibold">{t`Society`}</h3>
        <dl>
          {rows([
            { label: t`Charges`, value: society.charges_paise },
            { label: t`GST`, value: society.gst_paise },
            { label: t`Interest on arrears`, value: society.interest_paise },
            { label: t`Arrears brought forward`, value: society.arrears_paise },
            { label: t`Total`, value: society.total_paise },
          ])}
        </dl>
      </Card>
      <Card className="p-5">
        <h3 className="mb-2 font-semibold">{t`Per head`}</h3>
        <dl>{rows(summary.heads.map((h) => ({ label: h.name, value: h.amount_paise })))}</dl>
      </Card>
      <Card className="p-5">
        <h3 className="mb-2 font-semibold">{t`Per wing`}</h3>
        <dl>
          {rows(
            summary.wings.map((w) => ({
              label: w.wing ? t`${w.wing} (${w.flats} flats)` : t`No wing (${w.flats} flats)`,
              value: w.total_paise,
            })),
          )}
        </dl>
      </Card>
    </div>
  );
}

function RunFlats({ summary: { run } }: { summary: RunSummary }) {
  const { t } = useLingui();
  const manage = useCan('accounts:manage');
  const table = useTableParams(['flagged']);
  const list = useRunFlats({ ...table.query, id: run.id });
  const [noting, setNoting] = useState<RunFlat | null>(null);
  const [adjusting, setAdjusting] = useState<RunFlat | null>(null);
  const money = 'md:text-right tabular-nums whitespace-nowrap';
  const columns: Column<RunFlat>[] = withTightCells([
    {
      header: t`Flat`,
      className: 'whitespace-nowrap',
      cell: (f) => (
        <span className="flex flex-col">
          <span className="font-medium">{f.flat_no}</span>
          {f.bill_number ? <span className="text-xs text-muted-foreground">{f.bill_number}</span> : null}
        </span>
      ),
    },
    { header: t`Charges`, className: money, cell: (f) => rupees(f.charges_paise) },
    { header: t`GST`, className: money, cell: (f) => rupees(f.gst_paise) },
    { header: t`Interest`, className: money, cell: (f) => rupees(f.interest_paise) },
    { header: t`Arrears`, className: money, cell: (f) => rupees(f.arrears_paise) },
    {
      header: t`Total`,
      className: money,
      cell: (f) => <span className="font-medium">{rupees(f.total_paise)}</span>,
    },
    {
      header: t`Change`,
      className: money,
      cell: (f) =>
        f.change_paise === null ? t`First bill` : `${f.change_paise > 0 ? '+' : ''}${rupees(f.change_paise)}`,
    },
    {
      header: t`Flags`,
      cell: (f) =>
        f.flags.length ? (
          <span className="flex flex-wrap gap-1">
            {f.flags.map((flag) => (
              <Badge key={flag} variant="outline">
                {flagName(flag)}
              </Badge>
            ))}
          </span>
        ) : (
          '—'
        ),
    },
    ...(manage && run.status === 'draft'
      ? [
          {
            header: t`Actions`,
            cell: (f: RunFlat) => (
              <Button
                size="sm"
                variant="outline"
                icon={<SlidersHorizontal />}
                onClick={() => setAdjusting(f)}
              >
                {t`Adjust`}
              </Button>
            ),
          },
        ]
      : []),
    ...(manage && run.status === 'published'
      ? [
          {
            header: t`Actions`,
            cell: (f: RunFlat) => (
              <Button size="sm" variant="outline" icon={<FilePlus2 />} onClick={() => setNoting(f)}>
                {t`Note`}
              </Button>
            ),
          },
        ]
      : []),
  ]);
  return (
    <>
      <DataTable
        label={t`Flats of the bill run for ${periodName(run)}`}
        table={table}
        list={list}
        columns={columns}
        rowKey={(f) => f.flat_id}
        search={t`Search by flat number or wing`}
        filters={run.status === 'draft' ? flagFilter() : []}
        empty={{ icon: TriangleAlert, title: t`No flats found` }}
        errorTitle={t`Failed to load the flats of the bill run`}
      />
      {adjusting ? (
        <FlatInputsDialog
          runId={run.id}
          periodKey={run.period_key}
          flat={{ id: adjusting.flat_id, flat_no: adjusting.flat_no }}
          onClose={() => setAdjusting(null)}
        />
      ) : null}
      {noting?.bill_id && noting.bill_number ? (
        <NoteDialog
          bill={{ id: noting.bill_id, number: noting.bill_number, flat_no: noting.flat_no }}
          onClose={() => setNoting(null)}
        />
      ) : null}
    </>
  );
}
