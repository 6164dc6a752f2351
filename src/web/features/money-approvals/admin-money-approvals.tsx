// Management -> Money Approvals (/admin/money-approvals): the money actions one office person prepared, waiting
// for a second person (maker and checker), newest first, with who asked, when, what and how much. Approve performs
// the action as it was prepared; Reject asks for the reason. Below, per action, whether the society wants a second
// approver at all (a one-person office turns it off). Paged and searched on the server.
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Check, Stamp, X } from 'lucide-react';
import { decimalOf, formatINR } from '@/shared/money';
import {
  APPROVAL_STATUSES,
  type ApprovalRow,
  type ApprovalStatus,
  MONEY_ACTIONS,
  type MoneyAction,
  moneyApprovalsAdminApi as office,
} from '@/shared/money-approvals';
import { useAuth } from '@/web/app/auth';
import { useConfirm, useConfirmReason } from '@/web/components/confirm-dialog';
import { type Column, DataTable } from '@/web/components/data-table';
import { StatusBadge } from '@/web/components/status-badge';
import { useTableParams } from '@/web/components/table-params';
import { Button } from '@/web/components/ui/button';
import { Card } from '@/web/components/ui/card';
import { Checkbox } from '@/web/components/ui/checkbox';
import { api, apiFromUrl, errorMessage } from '@/web/lib/api';
import { inLanguage } from '@/web/lib/server-messages';
import { toast } from '@/web/lib/toast';
import { formatDateTime } from '@/web/lib/utils';
import { AdminPageFrame } from '../admin/admin-page-frame';
import { useCan } from '../admin/office-access';
import './admin-known-messages';

const KEY = ['admin', 'money-approvals'];
const RULES = [...KEY, 'rules'];

const ACTION_NAME: Record<MoneyAction, MessageDescriptor> = {
  bill_run_publish: msg`Publish a bill run`,
  credit_note: msg`Credit note`,
  waiver: msg`Waiver or exception to a head`,
  payment_reversal: msg`Cheque bounced (payment reversal)`,
  charge_heads: msg`Change to the heads of charges`,
  interest_rate: msg`Interest rate on arrears`,
};

const STATUS_NAME: Record<ApprovalStatus, MessageDescriptor> = {
  pending: msg`Pending`,
  approved: msg`Approved`,
  rejected: msg`Rejected`,
};

const rupees = (paise: number) => formatINR(decimalOf(paise));

function Decisions({ row }: { row: ApprovalRow }) {
  const { t } = useLingui();
  const { user } = useAuth();
  // Only a person reaching accounts:approve decides; the others see the list.
  const approver = useCan('accounts:approve');
  const qc = useQueryClient();
  const confirm = useConfirm();
  const askReason = useConfirmReason();
  const decide = useMutation({
    mutationFn: (d: { reject?: string }) =>
      d.reject === undefined
        ? api(office.approve, { id: row.id })
        : api(office.reject, { id: row.id, reason: d.reject }),
    onSettled: () => qc.invalidateQueries({ queryKey: ['admin'] }),
  });
  const what = t(ACTION_NAME[row.kind]);
  const maker = row.maker_name ?? '—';
  const subject = row.summary.subject;

  async function onApprove() {
    const sure = await confirm({
      title: t`Approve`,
      description: t`${what} (${subject}), prepared by ${maker}, is done now in the society's accounts. This cannot be undone.`,
      confirmLabel: t`Approve`,
    });
    if (!sure) return;
    try {
      await decide.mutateAsync({});
      toast.success(t`Approved and done`);
    } catch (err) {
      toast.error(t`Error`, { description: inLanguage(errorMessage(err)) });
    }
  }

  async function onReject() {
    const answer = await askReason({
      title: t`Reject`,
      description: t`${what} (${subject}) is not done; ${maker} sees the reason here.`,
      confirmLabel: t`Reject`,
      destructive: true,
      reason: { label: t`Reason`, max: 300, required: true },
    });
    if (!answer?.reason) return;
    try {
      await decide.mutateAsync({ reject: answer.reason });
      toast.success(t`Rejected`);
    } catch (err) {
      toast.error(t`Error`, { description: inLanguage(errorMessage(err)) });
    }
  }

  if (row.status !== 'pending' || !approver) return null;
  // The server refuses the maker's own decision too; here it is not offered.
  if (row.maker_id === user?.id)
    return <span className="text-xs text-muted-foreground">{t`Waiting for another person`}</span>;
  return (
    <div className="flex flex-wrap gap-2">
      <Button size="sm" icon={<Check />} busy={decide.isPending} onClick={onApprove}>
        {t`Approve`}
      </Button>
      <Button size="sm" variant="outline" icon={<X />} disabled={decide.isPending} onClick={onReject}>
        {t`Reject`}
      </Button>
    </div>
  );
}

/** Who decided an action, and when. */
function Decided({ row }: { row: ApprovalRow }) {
  const { t } = useLingui();
  const checker = row.checker_name ?? '—';
  const when = row.decided_at ? formatDateTime(row.decided_at) : '';
  return (
    <span className="text-xs">
      {row.status === 'approved' ? t`Approved by ${checker}, ${when}` : t`Rejected by ${checker}, ${when}`}
    </span>
  );
}

/** Per action, whether it needs a second approver. */
function Rules() {
  const { t } = useLingui();
  const qc = useQueryClient();
  const confirm = useConfirm();
  const rules = useQuery({ queryKey: RULES, queryFn: () => api(office.rules) });
  const approver = useCan('accounts:approve');
  const save = useMutation({
    mutationFn: (rule: { kind: MoneyAction; required: boolean }) => api(office.saveRule, rule),
    onSuccess: (saved) => qc.setQueryData(RULES, saved),
  });

  async function change(kind: MoneyAction, required: boolean) {
    const what = t(ACTION_NAME[kind]);
    const sure = await confirm({
      title: t`Needs a second approver`,
      description: required
        ? t`${what} will wait for a second person's approval.`
        : t`${what} will be done at once by whoever prepares it, without a second person. Only for an office of one person.`,
      confirmLabel: required ? t`Turn on` : t`Turn off`,
      destructive: !required,
    });
    if (!sure) return;
    try {
      await save.mutateAsync({ kind, required });
      toast.success(t`Rule saved`);
    } catch (err) {
      toast.error(t`Error`, { description: inLanguage(errorMessage(err)) });
    }
  }

  const required = new Map(rules.data?.map((r) => [r.kind, r.required]));
  return (
    <Card className="flex flex-col gap-3 p-5">
      <div>
        <h2 className="font-semibold">{t`Needs a second approver`}</h2>
        <p className="text-sm text-muted-foreground">
          {t`Each change is in the audit log. Turn a rule off only when one person runs the office.`}
        </p>
      </div>
      <ul className="grid gap-2 sm:grid-cols-2">
        {MONEY_ACTIONS.map((kind) => (
          <li key={kind} className="flex items-center gap-3 text-sm">
            <Checkbox
              id={`rule-${kind}`}
              checked={required.get(kind) ?? true}
              disabled={!rules.data || save.isPending || !approver}
              onCheckedChange={(on) => change(kind, on)}
            />
            <label htmlFor={`rule-${kind}`} className="cursor-pointer">
              {t(ACTION_NAME[kind])}
            </label>
          </li>
        ))}
      </ul>
    </Card>
  );
}

export default function AdminMoneyApprovals() {
  const { t } = useLingui();
  const table = useTableParams(['status']);
  const list = useQuery({
    queryKey: [...KEY, table.query],
    queryFn: () => apiFromUrl(office.list, table.query),
    placeholderData: keepPreviousData,
  });
  const pending = list.data?.pending ?? 0;
  const columns: Column<ApprovalRow>[] = [
    {
      header: t`Action`,
      cell: (r) => (
        <span className="flex flex-col">
          <span className="font-medium">{t(ACTION_NAME[r.kind])}</span>
          <span className="break-words text-xs text-muted-foreground">{r.summary.subject}</span>
        </span>
      ),
    },
    {
      header: t`Amount`,
      cell: (r) => (
        <span className="font-medium tabular-nums">
          {r.summary.amount_paise === null ? '—' : rupees(r.summary.amount_paise)}
        </span>
      ),
    },
    {
      header: t`Prepared by`,
      cell: (r) => (
        <span className="flex flex-col">
          <span>{r.maker_name ?? '—'}</span>
          <span className="text-xs text-muted-foreground">{formatDateTime(r.made_at)}</span>
        </span>
      ),
    },
    {
      header: t`Status`,
      cell: (r) => (
        <span className="flex flex-col items-end gap-1 md:items-start">
          <StatusBadge status={r.status} label={t(STATUS_NAME[r.status])} />
          {r.checker_name && r.decided_at ? <Decided row={r} /> : null}
          {r.reason ? <span className="text-xs text-muted-foreground">{r.reason}</span> : null}
        </span>
      ),
    },
    { header: t`Actions`, cell: (r) => <Decisions row={r} /> },
  ];
  return (
    <AdminPageFrame
      title={t`Money Approvals`}
      description={
        pending
          ? t`${pending} money actions wait for a second person. Whoever prepared an action cannot approve it.`
          : t`Money actions prepared by one person wait here for a second person's approval.`
      }
    >
      <div className="flex flex-col gap-4">
        <DataTable
          label={t`Money approvals`}
          table={table}
          list={list}
          columns={columns}
          rowKey={(r) => r.id}
          search={t`Search by what it is about or who prepared it`}
          filters={[
            {
              name: 'status',
              label: t`Status`,
              allLabel: t`All statuses`,
              options: APPROVAL_STATUSES.map((s) => ({ value: s, label: t(STATUS_NAME[s]) })),
            },
          ]}
          empty={{
            icon: Stamp,
            title: t`Nothing waiting for approval`,
            message: t`Try another status or search.`,
          }}
          errorTitle={t`Failed to load money approvals`}
        />
        <Rules />
      </div>
    </AdminPageFrame>
  );
}
