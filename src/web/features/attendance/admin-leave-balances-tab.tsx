// Leave Balances: each active staff member's balances for the year, adjusted a day at a time (never below 0).
// A year the selector shows without balances (a new year, an old one) gets them with the new-staff defaults once,
// on opening; if that fails the office is warned and the rows say so.
import { useLingui } from '@lingui/react/macro';
import { Minus, Plus, Wallet } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { ATTENDANCE_TEXT, LEAVE_BALANCE_OF, type LeaveType } from '@/shared/attendance/common';
import type { LeaveBalance } from '@/shared/attendance/leave-balances';
import { type Column, DataTable } from '@/web/components/data-table';
import { useTableParams } from '@/web/components/table-params';
import { Button } from '@/web/components/ui/button';
import { errorMessage } from '@/web/lib/api';
import { inLanguage } from '@/web/lib/server-messages';
import { toast } from '@/web/lib/toast';
import { useCan } from '../admin/office-access';
import { departmentName, statusName } from './admin-attendance-words';
import { useAdjust, useBalances, useCreateBalances } from './use-admin-attendance';

const TYPES = Object.keys(LEAVE_BALANCE_OF) as LeaveType[];

export function LeaveBalancesTab({ year }: { year: number }) {
  const manage = useCan('attendance:manage');
  const table = useTableParams();
  const list = useBalances({ ...table.query, year });
  const adjust = useAdjust();
  const [busy, setBusy] = useState<string | null>(null);
  const failed = useMissingBalances(year, list.data?.missing ?? 0);
  const { t } = useLingui();

  async function change(b: LeaveBalance, leave_type: LeaveType, delta: 1 | -1) {
    setBusy(`${b.staff_id}:${leave_type}:${delta}`);
    try {
      await adjust.mutateAsync({ staff_id: b.staff_id, year, leave_type, delta });
      toast.success(inLanguage(ATTENDANCE_TEXT.adjusted), {
        description: `${b.name}: ${statusName(leave_type)} ${delta > 0 ? '+1' : '−1'}`,
      });
    } catch (err) {
      toast.error(t`Error`, {
        description: `${inLanguage(ATTENDANCE_TEXT.adjustFailed)}: ${inLanguage(errorMessage(err))}`,
      });
    } finally {
      setBusy(null);
    }
  }

  const columns: Column<LeaveBalance>[] = [
    {
      header: t`Staff Member`,
      cell: (b) => (
        <div className="flex flex-col items-start max-md:items-end">
          <span className="font-medium">{b.name}</span>
          <span className="text-xs text-muted-foreground">
            {b.role} · {departmentName(b.department)}
          </span>
        </div>
      ),
    },
    ...TYPES.map(
      (type): Column<LeaveBalance> => ({
        header: statusName(type),
        cell: (b) => {
          const value = b[LEAVE_BALANCE_OF[type]];
          if (value === null)
            return <span className="text-xs text-muted-foreground">{failed ? t`Not created` : '…'}</span>;
          const leave = statusName(type);
          if (!manage) return <span className="font-semibold tabular-nums">{value}</span>;
          return (
            <div className="inline-flex items-center gap-1.5">
              <Button
                size="icon"
                variant="outline"
                className="size-8"
                aria-label={t`Decrease ${leave} of ${b.name}`}
                disabled={value <= 0 || busy !== null}
                onClick={() => change(b, type, -1)}
              >
                <Minus />
              </Button>
              <span className="w-7 text-center font-semibold tabular-nums">{value}</span>
              <Button
                size="icon"
                variant="outline"
                className="size-8"
                aria-label={t`Increase ${leave} of ${b.name}`}
                disabled={busy !== null}
                onClick={() => change(b, type, 1)}
              >
                <Plus />
              </Button>
            </div>
          );
        },
      }),
    ),
  ];

  return (
    <div className="flex flex-col gap-3">
      <p className="text-sm text-muted-foreground">
        {t`Days left in ${year}. Marking a leave takes a day; changing it back returns the day.`}
      </p>
      <DataTable
        label={t`Leave balances ${year}`}
        table={table}
        list={list}
        columns={columns}
        rowKey={(b) => b.staff_id}
        search={t`Search by name or role`}
        empty={{
          icon: Wallet,
          title: t`No active staff members`,
          message: t`Add staff on the Staff Members tab.`,
        }}
        errorTitle={inLanguage(ATTENDANCE_TEXT.fetchBalancesFailed)}
      />
    </div>
  );
}

/** Creates the year's missing balances once per year shown; answers whether that failed. */
function useMissingBalances(year: number, missing: number) {
  const create = useCreateBalances();
  const tried = useRef(new Set<number>());
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    if (!missing || tried.current.has(year)) return;
    tried.current.add(year);
    setFailed(false);
    create.mutate(year, {
      onError: (err) => {
        setFailed(true);
        toast.warning(inLanguage(ATTENDANCE_TEXT.balanceMissing), { description: inLanguage(err.message) });
      },
    });
  }, [year, missing, create]);
  return failed;
}
