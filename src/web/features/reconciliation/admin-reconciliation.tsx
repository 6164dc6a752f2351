// Management -> Bank Reconciliation (/admin/reconciliation): import the society's bank statement, then the queue of
// its credits, each with the flat (and bills) a rule proposed, how surely, and why. Confirm one, confirm all high,
// reassign or split, or leave it unmatched; each asks first and says in a toast what happened. Confirming records
// the payments with their receipts and has no undo (a correction is a new document). A large statement is read by
// a task on the server: its progress (lines read, credits matched, left) shows above the queue, then its summary.
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Check, CheckCheck, Landmark, Split, Upload, X } from 'lucide-react';
import { useState } from 'react';
import { decimalOf, formatINR } from '@/shared/money';
import {
  CONFIDENCE_LABEL,
  CONFIDENCES,
  CONFIRM_ALL_TASK,
  type Confidence,
  type ConfirmedCredit,
  type CreditFilter,
  IMPORT_TASK,
  importOfTask,
  PROPOSAL_RULE_LABEL,
  RECONCILE_TEXT,
  reconciliationAdminApi as recon,
  type StatementCredit,
  type StatementImport,
  type StatementReading,
} from '@/shared/reconciliation-admin';
import { PAYMENT_PURPOSE_LABEL } from '@/shared/reported-payments';
import { isFinished } from '@/shared/tasks';
import { TaskProgress, useLatestTask } from '@/web/components/admin-task-progress';
import { useConfirm } from '@/web/components/confirm-dialog';
import { type Column, DataTable } from '@/web/components/data-table';
import { StatusBadge } from '@/web/components/status-badge';
import { useTableParams } from '@/web/components/table-params';
import { Badge, type BadgeVariant } from '@/web/components/ui/badge';
import { Button } from '@/web/components/ui/button';
import { Card } from '@/web/components/ui/card';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/web/components/ui/tabs';
import { api, apiFromUrl, errorMessage } from '@/web/lib/api';
import { useSearchParams } from '@/web/lib/router';
import { toast } from '@/web/lib/toast';
import { formatDate } from '@/web/lib/utils';
import { AdminPageFrame } from '../admin/admin-page-frame';
import { AssignDialog } from './admin-assign-dialog';
import { ReconciliationReportTab } from './admin-reconciliation-report';
import { StatementDialog } from './admin-statement-dialog';

const KEY = ['admin', 'reconciliation'];
const rupees = (paise: number) => formatINR(decimalOf(paise));
const count = (n: number) => n.toLocaleString('en-IN');
/** What a confirmation says: the receipts of the flats paid, or the gym or hall payment found in the bank. */
const confirmedToast = (r: ConfirmedCredit) =>
  r.purpose && r.purpose !== 'dues'
    ? RECONCILE_TEXT.confirmedRequestToast(PAYMENT_PURPOSE_LABEL[r.purpose])
    : RECONCILE_TEXT.confirmedToast(r.payments.map((p) => p.receipt_number));
/** What a proposal pays, in words: a gym or hall payment, else the flats. */
const paysLabel = (credit: StatementCredit) => {
  const p = credit.proposal;
  if (p?.purpose && p.purpose !== 'dues') return PAYMENT_PURPOSE_LABEL[p.purpose].toLowerCase();
  return `flat ${p?.parts.map((part) => part.flat_no).join(', ')}`;
};

const importedToast = (result: StatementImport) =>
  `Statement imported: ${count(result.lines_new)} new lines, ${count(result.matched)} of ${count(result.credits_new)} credits proposed`;

const SHOW_LABEL: Record<Exclude<CreditFilter, 'all'>, string> = {
  proposed: 'Proposed',
  unmatched: 'Unmatched',
  confirmed: 'Confirmed',
};
const CONFIDENCE_BADGE: Record<Confidence, BadgeVariant> = {
  high: 'success',
  medium: 'secondary',
  low: 'outline',
};

function Summary({ result }: { result: StatementImport }) {
  const figures = [
    ['Lines read', count(result.lines_read)],
    ['Already imported', count(result.duplicates)],
    ['New credits', count(result.credits_new)],
    [
      'Proposed',
      `${count(result.matched)} (high ${count(result.by_confidence.high)}, medium ${count(result.by_confidence.medium)}, low ${count(result.by_confidence.low)})`,
    ],
    ['Left unmatched', count(result.left)],
    ...(result.auto_confirmed ? [['Confirmed automatically', count(result.auto_confirmed)]] : []),
  ];
  return (
    <Card role="region" aria-label="Last import" className="mb-4 p-4">
      <h2 className="mb-2 text-sm font-semibold">Last import ({result.layout})</h2>
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
  const p = credit.proposal;
  if (!p) return <span className="text-muted-foreground">No flat found</span>;
  return (
    <span className="flex min-w-0 flex-col gap-1">
      {p.purpose && p.purpose !== 'dues' ? (
        <span className="text-sm font-medium">{PAYMENT_PURPOSE_LABEL[p.purpose]}</span>
      ) : null}
      {p.parts.map((part) => (
        <span key={`${part.flat_no}|${part.document_number}`} className="text-sm">
          <span className="font-medium">{part.flat_no}</span>
          {part.document_number ? ` · ${part.document_number}` : ''} · {rupees(part.amount_paise)}
          {part.receipt_number ? <span className="block text-xs">{part.receipt_number}</span> : null}
        </span>
      ))}
      <span className="flex flex-wrap items-center gap-1 text-xs text-muted-foreground">
        {PROPOSAL_RULE_LABEL[p.rule]}
        {p.rule === 'office' ? null : (
          <Badge variant={CONFIDENCE_BADGE[p.confidence]}>{CONFIDENCE_LABEL[p.confidence]}</Badge>
        )}
      </span>
    </span>
  );
}

function Actions({ credit, onAssign }: { credit: StatementCredit; onAssign(): void }) {
  const qc = useQueryClient();
  const confirm = useConfirm();
  const act = useMutation({
    mutationFn: (kind: 'confirm' | 'leave') =>
      kind === 'confirm'
        ? api(recon.confirm, { id: credit.line_id }).then(confirmedToast)
        : api(recon.leaveUnmatched, { id: credit.line_id }).then(() => RECONCILE_TEXT.leftUnmatched),
    onSettled: () => qc.invalidateQueries({ queryKey: KEY }),
  });
  const pays = paysLabel(credit);

  async function run(kind: 'confirm' | 'leave') {
    const sure = await confirm(
      kind === 'confirm'
        ? {
            title: 'Confirm payment',
            description:
              credit.proposal?.purpose && credit.proposal.purpose !== 'dues'
                ? `${rupees(credit.amount_paise)} is recorded as received for the ${pays} the resident paid; its receipt comes with the office's approval of the request. It cannot be undone.`
                : `${rupees(credit.amount_paise)} is recorded for ${pays}: a receipt is made and mailed, and the amount enters the ledger. ${RECONCILE_TEXT.noUndo}`,
            confirmLabel: 'Confirm payment',
          }
        : {
            title: 'Leave unmatched',
            description: `The proposal for ${pays} is dropped; the credit stays in the list as unmatched, to be assigned later.`,
            confirmLabel: 'Leave unmatched',
            destructive: true,
          },
    );
    if (!sure) return;
    try {
      toast.success(await act.mutateAsync(kind));
    } catch (err) {
      toast.error('Error', { description: errorMessage(err) });
    }
  }

  if (credit.status === 'confirmed') return null;
  return (
    <div className="flex flex-wrap gap-2">
      {credit.status === 'proposed' ? (
        <Button size="sm" icon={<Check />} busy={act.isPending} onClick={() => run('confirm')}>
          Confirm
        </Button>
      ) : null}
      <Button size="sm" variant="outline" icon={<Split />} disabled={act.isPending} onClick={onAssign}>
        {credit.status === 'proposed' ? 'Reassign/Split' : 'Assign'}
      </Button>
      {credit.status === 'proposed' ? (
        <Button size="sm" variant="ghost" icon={<X />} disabled={act.isPending} onClick={() => run('leave')}>
          Leave unmatched
        </Button>
      ) : null}
    </div>
  );
}

export default function AdminReconciliation() {
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
    toast.success(RECONCILE_TEXT.confirmedAll(done.done));
    if (done.failed)
      toast.error(`${count(done.failed)} not confirmed`, {
        description: done.failures.map((f) => `${f.what}: ${f.why}`).join('\n'),
      });
  });

  const statementTask = useLatestTask(IMPORT_TASK, (done) => {
    refresh();
    if (done.status === 'failed')
      return toast.error('Error', { description: done.error ?? 'The statement was not read to its end' });
    if (reading?.task.id !== done.id) return;
    const result = importOfTask(reading, done);
    setImported(result);
    toast.success(importedToast(result));
  });
  const read = statementTask.data;

  async function onConfirmAll() {
    const n = high.data?.total ?? 0;
    const sure = await confirm({
      title: 'Confirm all high',
      description: `${count(n)} proposal(s) of high confidence are confirmed, each with its receipt and mail. ${RECONCILE_TEXT.noUndo}`,
      confirmLabel: `Confirm ${count(n)}`,
    });
    if (!sure) return;
    try {
      const started = await confirmAll.mutateAsync();
      task.follow(started);
      toast.success(started.label);
    } catch (err) {
      toast.error('Error', { description: errorMessage(err) });
    }
  }

  const columns: Column<StatementCredit>[] = [
    { header: 'Date', cell: (c) => formatDate(c.txn_date), className: 'whitespace-nowrap' },
    {
      header: 'Amount',
      cell: (c) => <span className="font-medium tabular-nums">{rupees(c.amount_paise)}</span>,
      className: 'whitespace-nowrap',
    },
    {
      header: 'Narration',
      cell: (c) => (
        <span className="flex min-w-0 flex-col">
          <span className="break-all text-sm">{c.narration}</span>
          {c.reference ? (
            <span className="break-all font-mono text-xs text-muted-foreground">{c.reference}</span>
          ) : null}
        </span>
      ),
    },
    { header: 'Proposal', cell: (c) => <Proposal credit={c} /> },
    {
      header: 'Status',
      cell: (c) => (
        <StatusBadge
          status={c.status === 'confirmed' ? 'approved' : c.status === 'proposed' ? 'pending' : c.status}
          label={SHOW_LABEL[c.status]}
        />
      ),
    },
    { header: 'Actions', cell: (c) => <Actions credit={c} onAssign={() => setAssigning(c)} /> },
  ];

  return (
    <AdminPageFrame
      title="Bank Reconciliation"
      description="The society's bank statement matched to flats. Nothing enters a ledger until it is confirmed here."
      actions={
        <>
          <Button
            variant="outline"
            icon={<CheckCheck />}
            disabled={!high.data?.total || (task.data ? !isFinished(task.data) : false)}
            busy={confirmAll.isPending || (task.data ? !isFinished(task.data) : false)}
            onClick={onConfirmAll}
          >
            Confirm all high{high.data?.total ? ` (${count(high.data.total)})` : ''}
          </Button>
          <Button icon={<Upload />} onClick={() => setImporting(true)}>
            Import statement
          </Button>
        </>
      }
    >
      <Tabs value={tab} onValueChange={(next) => setParams(next === 'report' ? { tab: next } : {})}>
        <TabsList aria-label="Bank reconciliation views">
          <TabsTrigger value="credits">Credits</TabsTrigger>
          <TabsTrigger value="report">Report</TabsTrigger>
        </TabsList>
        <TabsContent value="credits">
          {read ? (
            <TaskProgress
              task={read}
              className="mb-4"
              summary={RECONCILE_TEXT.importProgress(
                read.done,
                read.total,
                read.figures.matched ?? 0,
                read.figures.left ?? 0,
              )}
            />
          ) : null}
          {imported ? <Summary result={imported} /> : null}
          {task.data ? <TaskProgress task={task.data} className="mb-4" /> : null}
          <DataTable
            label="Bank credits"
            table={table}
            list={list}
            columns={columns}
            rowKey={(c) => c.line_id}
            search="Search narration or reference"
            filters={[
              {
                name: 'show',
                label: 'Show',
                allLabel: 'All credits',
                options: Object.entries(SHOW_LABEL).map(([value, label]) => ({ value, label })),
              },
              {
                name: 'confidence',
                label: 'Confidence',
                allLabel: 'Any confidence',
                options: CONFIDENCES.map((c) => ({ value: c, label: CONFIDENCE_LABEL[c] })),
              },
            ]}
            empty={{
              icon: Landmark,
              title: 'No bank credits found',
              message: 'Import a statement, or try another filter or search.',
            }}
            errorTitle="Failed to load bank credits"
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
