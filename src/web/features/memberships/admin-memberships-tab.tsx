// The memberships tab of Gym & Hall Management: every resident's gym memberships, with the decisions of admin
// spec section 4 (Approve, Reject, Mark Expired).
import { useLingui } from '@lingui/react/macro';
import { Ban, Check, Dumbbell, TimerOff } from 'lucide-react';
import { useCallback } from 'react';
import {
  type AdminMembership,
  MEMBERSHIP_STATUSES,
  type MembershipDecision,
} from '@/shared/memberships-admin';
import { formatINR } from '@/shared/money';
import { DATE_OR_STATUS } from '@/shared/schemas';
import { PaymentFlags } from '@/web/components/admin-payment-flags';
import {
  DecisionButtons,
  RequestStatus,
  ResidentCell,
  statusTableFilter,
  useDecisions,
} from '@/web/components/admin-request-decisions';
import { type Column, DataTable, useLoadFailedToast } from '@/web/components/data-table';
import { useTableParams } from '@/web/components/table-params';
import { formatDate } from '@/web/lib/utils';
import { useCan } from '../admin/office-access';
import { membershipDecisions, useAdminMemberships } from './use-admin-memberships';

/** `ready`: the page's expiry run has settled, so the list shows what it left. */
export function AdminMembershipsTab({ ready }: { ready: boolean }) {
  const table = useTableParams(['status'], { columns: DATE_OR_STATUS, sort: 'created_at', dir: 'desc' });
  const list = useAdminMemberships(table.query, ready);
  const { t } = useLingui();
  const manage = useCan('approvals:manage');

  // Stable, so a failed load is told once.
  useLoadFailedToast(
    list.error,
    useCallback((message: string) => t`Failed to load data: ${message}`, [t]),
  );

  const decisionsFor = useDecisions<MembershipDecision, AdminMembership>({
    ...membershipDecisions,
    look: (m) => {
      const what = t`${m.member_name}'s ${m.plan_name} membership`;
      return {
        approved: { icon: <Check />, variant: 'default' },
        rejected: {
          icon: <Ban />,
          variant: 'destructive',
          confirm: {
            title: t`Reject membership`,
            description: t`Reject ${what}? The resident is told by e-mail.`,
            confirmLabel: t`Reject`,
            destructive: true,
          },
        },
        expired: {
          icon: <TimerOff />,
          confirm: {
            title: t`Mark membership expired`,
            description: t`${what} ends now, before its end date of ${formatDate(m.end_date)}. The resident is told by e-mail.`,
            confirmLabel: t`Mark Expired`,
            destructive: true,
          },
        },
      };
    },
    done: (_, status) => ({
      title:
        status === 'approved'
          ? t`Membership approved successfully`
          : status === 'rejected'
            ? t`Membership rejected successfully`
            : t`Membership expired successfully`,
    }),
    failed: (_, __, message) => t`Failed to update membership: ${message}`,
  });

  const columns: Column<AdminMembership>[] = [
    {
      header: t`Member`,
      cell: (m) => (
        <div className="flex flex-col items-start max-md:items-end">
          <span className="font-medium">{m.member_name}</span>
          <span className="whitespace-nowrap text-xs text-muted-foreground">
            {m.member_phone} · {t`Age ${m.member_age}`}
          </span>
        </div>
      ),
    },
    {
      header: t`Resident`,
      cell: (m) => (
        <ResidentCell name={m.resident_name} flat={m.resident_flat_no} confirmed={m.flat_confirmed} />
      ),
    },
    {
      header: t`Plan`,
      cell: (m) => (
        <div className="flex flex-col items-start max-md:items-end">
          <span>{m.plan_name}</span>
          <span className="font-semibold">{formatINR(m.amount_paid)}</span>
          {m.payment_transaction_id ? (
            <span className="break-all font-mono text-xs text-muted-foreground">
              {m.payment_transaction_id}
            </span>
          ) : null}
          {m.payment_last_4_digits ? (
            <span className="whitespace-nowrap text-xs text-muted-foreground">
              {t`Last 4: ${m.payment_last_4_digits}`}
            </span>
          ) : null}
          <PaymentFlags flags={m.payment_flags} />
        </div>
      ),
      // Room for a transaction id on one line.
      className: 'md:min-w-36',
    },
    {
      header: t`Period`,
      cell: (m) => (
        <div className="flex flex-col items-start whitespace-nowrap max-md:items-end">
          <span>{formatDate(m.start_date)}</span>
          <span className="text-xs text-muted-foreground">{t`to ${formatDate(m.end_date)}`}</span>
        </div>
      ),
    },
    {
      header: t`Status`,
      sort: 'status',
      cell: (m) => <RequestStatus status={m.status} approvedAt={m.approved_at} reason={m.decision_reason} />,
    },
    {
      header: t`Actions`,
      hidden: !manage,
      cell: (m) => (
        <DecisionButtons subject={`${m.member_name}, ${m.plan_name}`} decisions={decisionsFor(m)} />
      ),
    },
  ];

  return (
    <DataTable
      label={t`Gym memberships`}
      table={table}
      list={list}
      columns={columns}
      rowKey={(m) => m.id}
      search={t`Name, phone or flat`}
      filters={[statusTableFilter(MEMBERSHIP_STATUSES)]}
      empty={{ icon: Dumbbell, title: t`No memberships found`, message: t`Try another search or status.` }}
      errorTitle={t`Failed to load data`}
    />
  );
}
