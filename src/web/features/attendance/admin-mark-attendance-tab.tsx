// Mark Attendance: the year's records newest first (the latest 100 for all staff, every one of a chosen staff
// member's), marked and edited in a dialog; a whole day for every staff member at once; and the month view per
// staff member with its CSV for payroll.
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { CalendarCheck, CalendarDays, CalendarRange, Download, ListChecks, Pencil } from 'lucide-react';
import { useId, useState } from 'react';
import {
  ALL_STAFF_LIMIT,
  ATTENDANCE_STATUSES,
  ATTENDANCE_TEXT,
  type AttendanceStatus,
} from '@/shared/attendance/common';
import type { AttendanceRecord, MonthSummary } from '@/shared/attendance/daily';
import { type Column, DataTable, type TableFilter } from '@/web/components/data-table';
import { useTableParams } from '@/web/components/table-params';
import { Badge, type BadgeVariant } from '@/web/components/ui/badge';
import { Button } from '@/web/components/ui/button';
import { NativeSelect } from '@/web/components/ui/input';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/web/components/ui/tabs';
import { errorMessage } from '@/web/lib/api';
import { useSearchParams } from '@/web/lib/router';
import { inLanguage } from '@/web/lib/server-messages';
import { toast } from '@/web/lib/toast';
import { formatDate, societyToday } from '@/web/lib/utils';
import { useCan } from '../admin/office-access';
import { AttendanceDialog } from './admin-attendance-dialog';
import { monthName, statusName } from './admin-attendance-words';
import { DayRegisterView } from './admin-day-register';
import { exportMonth, useAttendance, useMonth, useStaffOptions } from './use-admin-attendance';

const STATUS_VARIANT: Record<AttendanceStatus, BadgeVariant> = {
  present: 'success',
  absent: 'destructive',
  paid_leave: 'secondary',
  casual_leave: 'secondary',
  comp_off: 'secondary',
  sick_leave: 'secondary',
  public_holiday: 'outline',
};

export function AttendanceStatusBadge({ status }: { status: string }) {
  return (
    <Badge variant={STATUS_VARIANT[status as AttendanceStatus] ?? 'outline'} className="whitespace-nowrap">
      {statusName(status)}
    </Badge>
  );
}

/** The staff filter of both views: every active staff member by name. */
function useStaffFilter(): TableFilter<'staff_id'> {
  const staff = useStaffOptions();
  const { t } = useLingui();
  return {
    name: 'staff_id',
    label: t`Staff Member`,
    allLabel: t`All staff`,
    options: (staff.data ?? []).map((s) => ({ value: s.id, label: s.name })),
  };
}

const VIEWS = ['records', 'day', 'month'] as const;

export function MarkAttendanceTab({ year }: { year: number }) {
  const [params, setParams] = useSearchParams();
  // Marking is for those who manage attendance; the others read the records and the month.
  const manage = useCan('attendance:manage');
  const view = VIEWS.find((v) => v === params.get('view') && (manage || v !== 'day')) ?? 'records';
  const [marking, setMarking] = useState(false);
  const { t } = useLingui();
  const markButton = manage ? (
    <Button icon={<CalendarCheck />} onClick={() => setMarking(true)}>
      {t`Mark Attendance`}
    </Button>
  ) : null;

  return (
    <>
      <Tabs
        value={view}
        onValueChange={(next) =>
          setParams((prev) => {
            // Each view has its own page, search and filters.
            const kept = new URLSearchParams();
            for (const k of ['tab', 'year']) if (prev.get(k)) kept.set(k, prev.get(k)!);
            if (next !== 'records') kept.set('view', next);
            return kept;
          })
        }
      >
        <TabsList aria-label={t`Attendance view`}>
          <TabsTrigger value="records">
            <ListChecks aria-hidden className="size-4" /> {t`Daily Records`}
          </TabsTrigger>
          {manage ? (
            <TabsTrigger value="day">
              <CalendarDays aria-hidden className="size-4" /> {t`Mark a Day`}
            </TabsTrigger>
          ) : null}
          <TabsTrigger value="month">
            <CalendarRange aria-hidden className="size-4" /> {t`Month View`}
          </TabsTrigger>
        </TabsList>
        <TabsContent value="records">
          <RecordsView year={year} toolbar={markButton} />
        </TabsContent>
        {manage ? (
          <TabsContent value="day">
            <DayRegisterView />
          </TabsContent>
        ) : null}
        <TabsContent value="month">
          <MonthView year={year} toolbar={markButton} />
        </TabsContent>
      </Tabs>
      {marking ? <AttendanceDialog onClose={() => setMarking(false)} /> : null}
    </>
  );
}

function RecordsView({ year, toolbar }: { year: number; toolbar: React.ReactNode }) {
  const table = useTableParams(['staff_id', 'status']);
  const list = useAttendance({ ...table.query, year });
  const staffFilter = useStaffFilter();
  const [editing, setEditing] = useState<AttendanceRecord | null>(null);
  const { t } = useLingui();
  const manage = useCan('attendance:manage');

  const columns: Column<AttendanceRecord>[] = [
    {
      header: t`Date`,
      cell: (r) => <time dateTime={r.attendance_date}>{formatDate(r.attendance_date)}</time>,
      className: 'whitespace-nowrap',
    },
    {
      header: t`Staff Member`,
      cell: (r) => (
        <div className="flex flex-col items-start max-md:items-end">
          <span className="font-medium">{r.staff_name}</span>
          <span className="text-xs text-muted-foreground">{r.staff_role}</span>
        </div>
      ),
    },
    { header: t`Status`, cell: (r) => <AttendanceStatusBadge status={r.status} /> },
    {
      header: t`Notes`,
      cell: (r) => <span className="whitespace-pre-line">{r.notes || '—'}</span>,
      className: 'md:w-1/3',
    },
    {
      header: t`Actions`,
      hidden: !manage,
      cell: (r) => (
        <Button
          size="sm"
          variant="outline"
          icon={<Pencil />}
          aria-label={t`Edit attendance: ${r.staff_name}, ${formatDate(r.attendance_date)}`}
          onClick={() => setEditing(r)}
        >
          {t`Edit`}
        </Button>
      ),
    },
  ];

  return (
    <div className="flex flex-col gap-3">
      <p className="text-sm text-muted-foreground">
        {table.filters.staff_id
          ? t`Every record of this staff member in ${year}, newest first.`
          : t`The latest ${ALL_STAFF_LIMIT} records of ${year}, newest first. Choose a staff member to see all of theirs.`}
      </p>
      <DataTable
        label={t`Attendance records`}
        table={table}
        list={list}
        columns={columns}
        rowKey={(r) => r.id}
        search={t`Search by staff name or notes`}
        filters={[
          staffFilter,
          {
            name: 'status',
            label: t`Status`,
            options: ATTENDANCE_STATUSES.map((s) => ({ value: s, label: statusName(s) })),
          },
        ]}
        toolbar={toolbar}
        empty={{
          icon: CalendarCheck,
          title: t`No attendance records found`,
          message: t`Nothing is marked for ${year} with this search.`,
        }}
        errorTitle={inLanguage(ATTENDANCE_TEXT.fetchAttendanceFailed)}
      />
      {editing ? <AttendanceDialog record={editing} onClose={() => setEditing(null)} /> : null}
    </div>
  );
}

function MonthSelect({ month, onChange }: { month: number; onChange(month: number): void }) {
  const id = useId();
  const { t } = useLingui();
  return (
    <div className="flex min-w-40 flex-col gap-1 max-sm:flex-1">
      <label htmlFor={id} className="text-xs font-medium text-muted-foreground">
        {t`Month`}
      </label>
      <NativeSelect id={id} value={month} onChange={(e) => onChange(Number(e.target.value))}>
        {Array.from({ length: 12 }, (_, i) => (
          <option key={i} value={i + 1}>
            {monthName(i + 1)}
          </option>
        ))}
      </NativeSelect>
    </div>
  );
}

const COUNTS: (keyof MonthSummary)[] = [...ATTENDANCE_STATUSES, 'days_marked'];
const DAYS_MARKED = msg`Days Marked`;

function MonthView({ year, toolbar }: { year: number; toolbar: React.ReactNode }) {
  const table = useTableParams(['staff_id', 'month']);
  const now = societyToday();
  const month =
    Number(table.filters.month) || (Number(now.slice(0, 4)) === year ? Number(now.slice(5, 7)) : 1);
  const filters = { year, month, q: table.query.q, staff_id: table.query.staff_id };
  const list = useMonth({ ...table.query, ...filters });
  const staffFilter = useStaffFilter();
  const [exporting, setExporting] = useState(false);
  const { t, i18n } = useLingui();
  const period = `${monthName(month)} ${year}`;

  async function exportCsv() {
    setExporting(true);
    try {
      await exportMonth(filters);
      toast.success(inLanguage(ATTENDANCE_TEXT.exported));
    } catch (err) {
      const message = inLanguage(errorMessage(err));
      toast.error(t`Error`, { description: t`Failed to export attendance: ${message}` });
    } finally {
      setExporting(false);
    }
  }

  const columns: Column<MonthSummary>[] = [
    {
      header: t`Staff Member`,
      cell: (s) => (
        <div className="flex flex-col items-start max-md:items-end">
          <span className="font-medium">{s.name}</span>
          <span className="text-xs text-muted-foreground">
            {s.role}
            {s.is_active ? '' : ` · ${inLanguage('Inactive')}`}
          </span>
        </div>
      ),
    },
    ...COUNTS.map((key) => ({
      header: key === 'days_marked' ? i18n._(DAYS_MARKED) : statusName(key),
      cell: (s: MonthSummary) => <span className="tabular-nums">{s[key] as number}</span>,
      className: `md:text-right ${key === 'days_marked' ? 'font-semibold' : ''}`,
    })),
  ];

  return (
    <div className="flex flex-col gap-3">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <MonthSelect month={month} onChange={(m) => table.setFilter('month', String(m))} />
        <Button variant="outline" icon={<Download />} busy={exporting} onClick={exportCsv}>
          {t`Export CSV`}
        </Button>
      </div>
      <p className="text-sm text-muted-foreground">
        {t`Days marked with each status in ${period}, per staff member.`}
      </p>
      <DataTable
        label={t`Month view, ${period}`}
        table={table}
        list={list}
        columns={columns}
        rowKey={(s) => s.staff_id}
        search={t`Search by staff name or role`}
        filters={[staffFilter]}
        toolbar={toolbar}
        empty={{ icon: CalendarRange, title: t`No staff members found`, message: t`Try another search.` }}
        errorTitle={inLanguage(ATTENDANCE_TEXT.fetchAttendanceFailed)}
      />
    </div>
  );
}
