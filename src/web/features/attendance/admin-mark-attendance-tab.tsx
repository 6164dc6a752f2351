// Mark Attendance: the year's records newest first (the latest 100 for all staff, every one of a chosen staff
// member's), marked and edited in a dialog; a whole day for every staff member at once; and the month view per
// staff member with its CSV for payroll.
import { CalendarCheck, CalendarDays, CalendarRange, Download, ListChecks, Pencil } from 'lucide-react';
import { useId, useState } from 'react';
import {
  ALL_STAFF_LIMIT,
  ATTENDANCE_STATUSES,
  ATTENDANCE_TEXT,
  type AttendanceStatus,
  STATUS_LABELS,
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
import { toast } from '@/web/lib/toast';
import { formatDate, societyToday } from '@/web/lib/utils';
import { AttendanceDialog } from './admin-attendance-dialog';
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
  const known = status as AttendanceStatus;
  return (
    <Badge variant={STATUS_VARIANT[known] ?? 'outline'} className="whitespace-nowrap">
      {STATUS_LABELS[known] ?? status}
    </Badge>
  );
}

/** The staff filter of both views: every active staff member by name. */
function useStaffFilter(): TableFilter<'staff_id'> {
  const staff = useStaffOptions();
  return {
    name: 'staff_id',
    label: 'Staff Member',
    allLabel: 'All staff',
    options: (staff.data ?? []).map((s) => ({ value: s.id, label: s.name })),
  };
}

const VIEWS = ['records', 'day', 'month'] as const;

export function MarkAttendanceTab({ year }: { year: number }) {
  const [params, setParams] = useSearchParams();
  const view = VIEWS.find((v) => v === params.get('view')) ?? 'records';
  const [marking, setMarking] = useState(false);
  const markButton = (
    <Button icon={<CalendarCheck />} onClick={() => setMarking(true)}>
      Mark Attendance
    </Button>
  );

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
        <TabsList aria-label="Attendance view">
          <TabsTrigger value="records">
            <ListChecks aria-hidden className="size-4" /> Daily Records
          </TabsTrigger>
          <TabsTrigger value="day">
            <CalendarDays aria-hidden className="size-4" /> Mark a Day
          </TabsTrigger>
          <TabsTrigger value="month">
            <CalendarRange aria-hidden className="size-4" /> Month View
          </TabsTrigger>
        </TabsList>
        <TabsContent value="records">
          <RecordsView year={year} toolbar={markButton} />
        </TabsContent>
        <TabsContent value="day">
          <DayRegisterView />
        </TabsContent>
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

  const columns: Column<AttendanceRecord>[] = [
    {
      header: 'Date',
      cell: (r) => <time dateTime={r.attendance_date}>{formatDate(r.attendance_date)}</time>,
      className: 'whitespace-nowrap',
    },
    {
      header: 'Staff Member',
      cell: (r) => (
        <div className="flex flex-col items-start max-md:items-end">
          <span className="font-medium">{r.staff_name}</span>
          <span className="text-xs text-muted-foreground">{r.staff_role}</span>
        </div>
      ),
    },
    { header: 'Status', cell: (r) => <AttendanceStatusBadge status={r.status} /> },
    {
      header: 'Notes',
      cell: (r) => <span className="whitespace-pre-line">{r.notes || '—'}</span>,
      className: 'md:w-1/3',
    },
    {
      header: 'Actions',
      cell: (r) => (
        <Button
          size="sm"
          variant="outline"
          icon={<Pencil />}
          aria-label={`Edit attendance: ${r.staff_name}, ${formatDate(r.attendance_date)}`}
          onClick={() => setEditing(r)}
        >
          Edit
        </Button>
      ),
    },
  ];

  return (
    <div className="flex flex-col gap-3">
      <p className="text-sm text-muted-foreground">
        {table.filters.staff_id
          ? `Every record of this staff member in ${year}, newest first.`
          : `The latest ${ALL_STAFF_LIMIT} records of ${year}, newest first. Choose a staff member to see all of theirs.`}
      </p>
      <DataTable
        label="Attendance records"
        table={table}
        list={list}
        columns={columns}
        rowKey={(r) => r.id}
        search="Search by staff name or notes"
        filters={[
          staffFilter,
          {
            name: 'status',
            label: 'Status',
            options: ATTENDANCE_STATUSES.map((s) => ({ value: s, label: STATUS_LABELS[s] })),
          },
        ]}
        toolbar={toolbar}
        empty={{
          icon: CalendarCheck,
          title: 'No attendance records found',
          message: `Nothing is marked for ${year} with this search.`,
        }}
        errorTitle={ATTENDANCE_TEXT.fetchAttendanceFailed}
      />
      {editing ? <AttendanceDialog record={editing} onClose={() => setEditing(null)} /> : null}
    </div>
  );
}

function MonthSelect({ month, onChange }: { month: number; onChange(month: number): void }) {
  const id = useId();
  return (
    <div className="flex min-w-40 flex-col gap-1 max-sm:flex-1">
      <label htmlFor={id} className="text-xs font-medium text-muted-foreground">
        Month
      </label>
      <NativeSelect id={id} value={month} onChange={(e) => onChange(Number(e.target.value))}>
        {MONTHS.map((label, i) => (
          <option key={label} value={i + 1}>
            {label}
          </option>
        ))}
      </NativeSelect>
    </div>
  );
}

const MONTHS = Array.from({ length: 12 }, (_, i) =>
  new Date(Date.UTC(2000, i, 1)).toLocaleString('en-IN', { month: 'long', timeZone: 'UTC' }),
);
const COUNTS: [keyof MonthSummary, string][] = [
  ['present', 'Present'],
  ['absent', 'Absent'],
  ['paid_leave', 'Paid Leave'],
  ['casual_leave', 'Casual Leave'],
  ['comp_off', 'Comp Off'],
  ['sick_leave', 'Sick Leave'],
  ['public_holiday', 'Public Holiday'],
  ['days_marked', 'Days Marked'],
];

function MonthView({ year, toolbar }: { year: number; toolbar: React.ReactNode }) {
  const table = useTableParams(['staff_id', 'month']);
  const now = societyToday();
  const month =
    Number(table.filters.month) || (Number(now.slice(0, 4)) === year ? Number(now.slice(5, 7)) : 1);
  const filters = { year, month, q: table.query.q, staff_id: table.query.staff_id };
  const list = useMonth({ ...table.query, ...filters });
  const staffFilter = useStaffFilter();
  const [exporting, setExporting] = useState(false);

  async function exportCsv() {
    setExporting(true);
    try {
      await exportMonth(filters);
      toast.success(ATTENDANCE_TEXT.exported);
    } catch (err) {
      toast.error('Error', { description: `Failed to export attendance: ${errorMessage(err)}` });
    } finally {
      setExporting(false);
    }
  }

  const columns: Column<MonthSummary>[] = [
    {
      header: 'Staff Member',
      cell: (s) => (
        <div className="flex flex-col items-start max-md:items-end">
          <span className="font-medium">{s.name}</span>
          <span className="text-xs text-muted-foreground">
            {s.role}
            {s.is_active ? '' : ' · Inactive'}
          </span>
        </div>
      ),
    },
    ...COUNTS.map(([key, header]) => ({
      header,
      cell: (s: MonthSummary) => <span className="tabular-nums">{s[key] as number}</span>,
      className: `md:text-right ${key === 'days_marked' ? 'font-semibold' : ''}`,
    })),
  ];

  return (
    <div className="flex flex-col gap-3">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <MonthSelect month={month} onChange={(m) => table.setFilter('month', String(m))} />
        <Button variant="outline" icon={<Download />} busy={exporting} onClick={exportCsv}>
          Export CSV
        </Button>
      </div>
      <p className="text-sm text-muted-foreground">
        Days marked with each status in {MONTHS[month - 1]} {year}, per staff member.
      </p>
      <DataTable
        label={`Month view, ${MONTHS[month - 1]} ${year}`}
        table={table}
        list={list}
        columns={columns}
        rowKey={(s) => s.staff_id}
        search="Search by staff name or role"
        filters={[staffFilter]}
        toolbar={toolbar}
        empty={{ icon: CalendarRange, title: 'No staff members found', message: 'Try another search.' }}
        errorTitle={ATTENDANCE_TEXT.fetchAttendanceFailed}
      />
    </div>
  );
}
