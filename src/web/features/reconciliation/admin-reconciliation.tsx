import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Check, CheckCheck, Landmark, Split, Upload, X } from 'lucide-react';
import { useState } from 'react';
import { decimalOf, formatINR } from '@/shared/money';
import {
  CONFIDENCES,
  CONFIRM_ALL_TASK,
  IMPORT_TASK,
  importOfTask,
  reconciliationAdminApi as recon,
  type StatementCredit,
  type StatementImport,
  type StatementReading,
} from '@/shared/reconciliation-admin';
import { isFinished } from '@/shared/tasks';
import { TaskProgress, useLatestTask } from '@/web/components/admin-task-progress';
import { useConfirm } from '@/web/components/confirm-dialog';
import { type Column, DataTable } from '@/web/components/data-table';
import { StatusBadge } from '@/web/components/status-badge';
import { useTableParams } from '@/web/components/table-params';
import { Badge } from '@/web/components/ui/badge';
import { Button } from '@/web/components/ui/button';
import { Card } from '@/web/components/ui/card';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/web/components/ui/tabs';
import { api, apiFromUrl, errorMessage } from '@/web/lib/api';
import { useSearchParams } from '@/web/lib/router';
import { inLanguage } from '@/web/lib/server-messages';
import { toast } from '@/web/lib/toast';
import { formatDate } from '@/web/lib/utils';
import { AdminPageFrame } from '../admin/admin-page-frame';
import { AssignDialog } from './admin-assign-dialog';
import './admin-known-messages';
import { Can, useCan } from '../admin/office-access';
import {
  CONFIDENCE_BADGE,
  CONFIDENCE_NAME,
  confirmedToast,
  count,
  importedToast,
  noUndo,
  PURPOSE_NAME,
  paysLabel,
  RULE_NAME,
  SHOW_NAME,
} from './admin-credit-words';
import { ReconciliationReportTab } from './admin-reconciliation-report';
import { StatementDialog } from './admin-statement-dialog';

const KEY = ['admin', 'reconciliation'];
const rupees = (paise: number) => formatINR(decimalOf(paise));
function Summary({ result }: { result: StatementImport }) {
  const { t } = useLingui();
  const figures = [
    [t`Lines read`, count(result.lines_read)],
    [t`Already imported`, count(result.duplicates)],
    [t`New credits`, count(result.credits_new)],
    [
      t`Proposed`,
      t`${count(result.matched)} (high ${count(result.by_confidence.high)}, medium ${count(result.by_confidence.medium)}, low ${count(result.by_confidence.low)})`,
    ],
    [t`Left unmatched`, count(result.left)],
    ...(result.auto_confirmed ? [[t`Confirmed automatically`, count(result.auto_confirmed)]] : []),
  ];
  return (
    <Card role="region" aria-label={t`Last import`} className="mb-4 p-4">
      <h2 className="mb-2 text-sm font-semibold">{t`Last import (${result.layout})`}</h2>
      <dl className="grid grid-cols-2 gap-x-4 gap-y-2 text-sm sm:grid-cols-3 lg:grid-cols-6">
        {figures.map(([label, value]) => (
          <div key={label} className="min-w-0">
            <dt className="text-muted-foreground">{label}</dt>
            <dd className="font-medium tabular-nums">{value}</dd>
          </div>
        ))}
      </dl>
    </Card>
  );
}

function Proposal({ credit }: { credit: StatementCredit }) {
  const { t } = useLingui();
  const p = credit.proposal;
  if (!p) return <span className="text-muted-foreground">{t`No flat found`}</span>;
  return (
    <span className="flex min-w-0 flex-col gap-1">
      {p.purpose && p.purpose !== 'dues' ? (
        <span className="text-sm font-medium">{t(PURPOSE_NAME[p.purpose])}</span>
      ) : null}
      {p.parts.map((part) => (
        <span key={`${part.flat_no}|${part.document_number}`} className="text-sm">
          <span className="font-medium">{part.flat_no}</span>
          {part.document_number ? ` · ${part.document_number}` : ''} · {rupees(part.amount_paise)}
          {part.receipt_number ? <span className="block text-xs">{part.receipt_number}</span> : null}
        </span>
      ))}
      <span className="flex flex-wrap items-center gap-1 text-xs text-muted-foreground">
        {t(RULE_NAME[p.rule])}
        {p.rule === 'office' ? null : (
          <Badge variant={CONFIDENCE_BADGE[p.confidence]}>{t(CONFIDENCE_NAME[p.confidence])}</Badge>
        )}
      </span>
    </span>
  );
}

function Actions({ credit, onAssign }: { credit: StatementCredit; onAssign(): void }) {
  const { t } = useLingui();
  const qc = useQueryClient();
  const confirm = useConfirm();
  const act = useMutation({
    mutationFn: (kind: 'confirm' | 'leave') =>
      kind === 'confirm'
        ? api(recon.confirm, { id: credit.line_id }).then(confirmedToast)
        : api(recon.leaveUnmatched, { id: credit.line_id }).then(() => t`Credit left unmatched`),
    onSettled: () => qc.invalidateQueries({ queryKey: KEY }),
  });
  const pays = paysLabel(credit);
  const amount = rupees(credit.amount_paise);

  async function run(kind: 'confirm' | 'leave') {
    const sure = await confirm(
      kind === 'confirm'
        ? {
            title: t`Confirm payment`,
            description:
              credit.proposal?.purpose && credit.proposal.purpose !== 'dues'
                ? t`${amount} is recorded as received for the ${pays} the resident paid; its receipt comes with the office's approval of the request. It cannot be undone.`
                : `${t`${amount} is recorded for ${pays}: a receipt is made and mailed, and the amount enters the ledger.`} ${noUndo()}`,
            confirmLabel: t`Confirm payment`,
          }
        : {
            title: t`Leave unmatched`,
            description: t`The proposal for ${pays} is dropped; the credit stays in the list as unmatched, to be assigned later.`,
            confirmLabel: t`Leave unmatched`,
            destructive: true,
          },
    );
    if (!sure) return;
    try {
      toast.success(await act.mutateAsync(kind));
    } catch (err) {
      toast.error(t`Error`, { description: inLanguage(errorMessage(err)) });
    }
  }

  if (credit.status === 'confirmed') return null;
  return (
    <div className="flex flex-wrap gap-2">
      {credit.status === 'proposed' ? (
        <Button size="sm" icon={<Check />} busy={act.isPending} onClick={() => run('confirm')}>
          {t`Confirm`}
        </Button>
      ) : null}
      <Button size="sm" variant="outline" icon={<Split />} disabled={act.isPending} onClick={onAssign}>
        {credit.status === 'proposed' ? t`Reassign/Split` : t`Assign`}
      </Button>
      {credit.status === 'proposed' ? (
        <Button size="sm" variant="ghost" icon={<X />} disabled={act.isPending} onClick={() => run('leave')}>
          {t`Leave unmatched`}
        </Button>
      ) : null}
    </div>
  );
}

export default function AdminReconciliation() {
  const { t } = useLingui();
  const manage = useCan('accounts:manage');
  const [params, setParams] = useSearchParams();
  // The open tab is in the URL, so a reload or a shared link opens the same one.
  const tab = params.get('tab') === 'report' ? 'report' : 'credits';
  const qc = useQueryClient();
  const confirm = useConfirm();
  const table = useTableParams(['show', 'confidence']);
  const [importing, setImporting] = useState(false);
  const [assigning, setAssigning] = useState<StatementCredit | null>(null);
  const [imported, setImported] = useState<StatementImport | null>(null);
  // The large statement this page sent, read by a task: its summary when the task is done.
  const [reading, setReading] = useState<StatementReading | null>(null);
  const list = useQuery({
    queryKey: [...KEY, table.query],
    queryFn: () => apiFromUrl(recon.credits, table.query),
    placeholderData: keepPreviousData,
  });
  const high = useQuery({
    queryKey: [...KEY, 'high'],
    queryFn: () => api(recon.credits, { show: 'proposed', confidence: 'high', pageSize: 1 }),
  });
  const confirmAll = useMutation({
    mutationFn: () => api(recon.confirmAll, { confidence: 'high' }),
    onSettled: () => qc.invalidateQueries({ queryKey: KEY }),
  });
  const refresh = () => qc.invalidateQueries({ queryKey: KEY });
  // Confirming all runs on the server as a task (thousands take minutes): its progress shows above the queue, and
  // when it ends the queue is read again and the outcome told.
  const task = useLatestTask(CONFIRM_ALL_TASK, (done) => {
    refresh();
    toast.success(plural(done.done, { one: '# proposal confirmed', other: '# proposals confirmed' }));
    if (done.failed)
      toast.error(t`${count(done.failed)} not confirmed`, {
        description: done.failures.map((f) => `${f.what}: ${f.why}`).join('\n'),
      });
  });

  const statementTask = useLatestTask(IMPORT_TASK, (done) => {
    refresh();
    if (done.status === 'failed')
      return toast.error(t`Error`, {
        description: done.error ? inLanguage(done.error) : t`The statement was not read to its end`,
      });
    if (reading?.task.id !== done.id) return;
    const result = importOfTask(reading, done);
    setImported(result);
    toast.success(importedToast(result));
  });
  const read = statementTask.data;

  async function onConfirmAll() {
    const n = high.data?.total ?? 0;
    const sure = await confirm({
      title: t`Confirm all high`,
      description: `${t`${count(n)} proposal(s) of high confidence are confirmed, each with its receipt and mail.`} ${noUndo()}`,
      confirmLabel: t`Confirm ${count(n)}`,
    });
    if (!sure) return;
    try {
      const started = await confirmAll.mutateAsync();
      task.follow(started);
      toast.success(inLanguage(started.label));
    } catch (err) {
      toast.error(t`Error`, { description: inLanguage(errorMessage(err)) });
    }
  }

  const columns: Column<StatementCredit>[] = [
    { header: t`Date`, cell: (c) => formatDate(c.txn_date), className: 'whitespace-nowrap' },
    {
      header: t`Amount`,
      cell: (c) => <span className="font-medium tabular-nums">{rupees(c.amount_paise)}</span>,
      className: 'whitespace-nowrap',
    },
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
    { header: t`Proposal`, cell: (c) => <Proposal credit={c} /> },
    {
      header: t`Status`,
      cell: (c) => (
        <StatusBadge
          status={c.status === 'confirmed' ? 'approved' : c.status === 'proposed' ? 'pending' : c.status}
          label={t(SHOW_NAME[c.status])}
        />
      ),
    },
    {
      header: t`Actions`,
      hidden: !manage,
      cell: (c) => <Actions credit={c} onAssign={() => setAssigning(c)} />,
    },
  ];

  return (
    <AdminPageFrame
      title={t`Bank Reconciliation`}
      description={t`The society's bank statement matched to flats. Nothing enters a ledger until it is confirmed here.`}
      actions={
        <Can need="accounts:manage">
          <Button
            variant="outline"
            icon={<CheckCheck />}
            disabled={!high.data?.total || (task.data ? !isFinished(task.data) : false)}
            busy={confirmAll.isPending || (task.data ? !isFinished(task.data) : false)}
            onClick={onConfirmAll}
          >
            {high.data?.total ? t`Confirm all high (${count(high.data.total)})` : t`Confirm all high`}
          </Button>
          <Button icon={<Upload />} onClick={() => setImporting(true)}>
            {t`Import statement`}
          </Button>
        </Can>
      }
    >
      <Tabs value={tab} onValueChange={(next) => setParams(next === 'report' ? { tab: next } : {})}>
        <TabsList aria-label={t`Bank reconciliation views`}>
          <TabsTrigger value="credits">{t`Credits`}</TabsTrigger>
          <TabsTrigger value="report">{t`Report`}</TabsTrigger>
        </TabsList>
        <TabsContent value="credits">
          {read ? (
            <TaskProgress
              task={read}
              className="mb-4"
              summary={t`${count(read.done)} of ${count(read.total)} lines read, ${count(read.figures.matched ?? 0)} credits matched, ${count(read.figures.left ?? 0)} left`}
            />
          ) : null}
          {imported ? <Summary result={imported} /> : null}
          {task.data ? <TaskProgress task={task.data} className="mb-4" /> : null}
          <DataTable
            label={t`Bank credits`}
            table={table}
            list={list}
            columns={columns}
            rowKey={(c) => c.line_id}
            search={t`Search narration or reference`}
            filters={[
              {
                name: 'show',
                label: t`Show`,
                allLabel: t`All credits`,
                options: Object.entries(SHOW_NAME).map(([value, name]) => ({ value, label: t(name) })),
              },
              {
                name: 'confidence',
                label: t`Confidence`,
                allLabel: t`Any confidence`,
                options: CONFIDENCES.map((c) => ({ value: c, label: t(CONFIDENCE_NAME[c]) })),
              },
            ]}
            empty={{
              icon: Landmark,
              title: t`No bank credits found`,
              message: t`Import a statement, or try another filter or search.`,
            }}
            errorTitle={t`Failed to load bank credits`}
          />
        </TabsContent>
        <TabsContent value="report">
          <ReconciliationReportTab />
        </TabsContent>
      </Tabs>
      {importing ? (
        <StatementDialog
          onClose={() => setImporting(false)}
          onImported={(result) => {
            if ('task' in result) {
              // A large statement: its progress shows until the task is done, then its summary.
              setImported(null);
              setReading(result);
              statementTask.follow(result.task);
              return;
            }
            setImported(result);
            refresh();
            toast.success(importedToast(result));
          }}
        />
      ) : null}
      {assigning ? (
        <AssignDialog
          credit={assigning}
          onClose={() => setAssigning(null)}
          onConfirm={async (allocations) => {
            const done = await api(recon.confirm, { id: assigning.line_id, allocations });
            refresh();
            toast.success(confirmedToast(done));
            return done;
          }}
        />
      ) : null}
    </AdminPageFrame>
  );
}
