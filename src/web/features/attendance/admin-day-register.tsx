// Mark a Day: one date's attendance for every staff member on one screen, saved at once. Unmarked staff start as
// Present (Public Holiday on a holiday), so the clerk changes only the exceptions; a day already marked shows what
// was saved, to correct. A list rather than a table, so it reads on a phone. The server saves all rows or none.
import { useLingui } from '@lingui/react/macro';
import { Save } from 'lucide-react';
import { useEffect, useState } from 'react';
import { ATTENDANCE_STATUSES, ATTENDANCE_TEXT, type AttendanceStatus } from '@/shared/attendance/common';
import type { DayRegister } from '@/shared/attendance/daily';
import { isoDate } from '@/shared/validation';
import { Badge } from '@/web/components/ui/badge';
import { Button } from '@/web/components/ui/button';
import { Field } from '@/web/components/ui/field';
import { Input, NativeSelect } from '@/web/components/ui/input';
import { ApiError } from '@/web/lib/api';
import { inLanguage } from '@/web/lib/server-messages';
import { toast } from '@/web/lib/toast';
import { formatDate, societyToday } from '@/web/lib/utils';
import { statusName } from './admin-attendance-words';
import { useDayRegister, useMarkDay } from './use-admin-attendance';

interface Row {
  staff_id: string;
  name: string;
  role: string;
  saved: boolean;
  status: AttendanceStatus;
  notes: string;
}

const rowsOf = (day: DayRegister): Row[] =>
  day.staff.map((s) => ({
    staff_id: s.staff_id,
    name: s.name,
    role: s.role,
    saved: s.status !== null,
    status: (s.status as AttendanceStatus | null) ?? (day.holiday_name ? 'public_holiday' : 'present'),
    notes: s.notes ?? '',
  }));

/** The date's own error, in the browser as on the server: a real date, and not one still to come. */
function dateError(date: string) {
  if (!isoDate.safeParse(date).success) return 'Please enter a valid date';
  return date > societyToday() ? ATTENDANCE_TEXT.futureDate : undefined;
}

export function DayRegisterView() {
  const [date, setDate] = useState(societyToday);
  const error = dateError(date);
  const day = useDayRegister(error ? null : date);
  const [rows, setRows] = useState<Row[]>([]);
  const [rowErrors, setRowErrors] = useState<Record<string, string>>({});
  const save = useMarkDay();
  const { t } = useLingui();

  // A new date (or the saved day coming back after a save) resets the list to what the server holds.
  useEffect(() => {
    setRows(day.data ? rowsOf(day.data) : []);
    setRowErrors({});
  }, [day.data]);

  const change = (i: number, next: Partial<Row>) =>
    setRows((prev) => prev.map((r, j) => (j === i ? { ...r, ...next } : r)));
  const exceptions = rows.filter((r) => r.status !== 'present').length;

  async function submit(e: React.FormEvent<HTMLFormElement>) {
    e.preventDefault();
    if (error || !rows.length) return;
    try {
      const { saved } = await save.mutateAsync({
        attendance_date: date,
        entries: rows.map((r) => ({ staff_id: r.staff_id, status: r.status, notes: r.notes })),
      });
      toast.success(inLanguage(ATTENDANCE_TEXT.daySaved(saved)), { description: formatDate(date) });
    } catch (err) {
      if (!(err instanceof ApiError)) throw err;
      // `entries.<i>.status` names the row the server refused.
      const byStaff: Record<string, string> = {};
      for (const [key, message] of Object.entries(err.fields ?? {})) {
        const i = /^entries\.(\d+)\./.exec(key)?.[1];
        if (i !== undefined && rows[Number(i)]) byStaff[rows[Number(i)].staff_id] = message;
      }
      setRowErrors(byStaff);
      toast.error(t`Error`, {
        description: `${inLanguage(ATTENDANCE_TEXT.markFailed)}: ${inLanguage(err.message)}`,
      });
    }
  }

  return (
    <form className="flex flex-col gap-3" onSubmit={submit} aria-label={t`Mark a day for all staff`}>
      <div className="flex flex-wrap items-end gap-3">
        <Field label={t`Date*`} error={error} className="min-w-48 max-sm:flex-1">
          {(p) => (
            <Input
              {...p}
              type="date"
              max={societyToday()}
              value={date}
              onChange={(e) => setDate(e.target.value)}
            />
          )}
        </Field>
      </div>
      {day.data?.holiday_name ? (
        <p className="text-sm text-muted-foreground">{t`${day.data.holiday_name} is a public holiday.`}</p>
      ) : null}
      {error ? null : day.isError ? (
        <p className="text-sm text-destructive" role="alert">
          {inLanguage(ATTENDANCE_TEXT.fetchAttendanceFailed)}
        </p>
      ) : !day.data ? (
        <p className="text-sm text-muted-foreground">{t`Loading staff…`}</p>
      ) : !rows.length ? (
        <p className="text-sm text-muted-foreground">{inLanguage(ATTENDANCE_TEXT.dayEmpty)}</p>
      ) : (
        <>
          <p className="text-sm text-muted-foreground">
            {rows.some((r) => r.saved)
              ? t`${formatDate(date)} is marked: correct any row and save again.`
              : day.data.holiday_name
                ? t`Everyone starts as Public Holiday: change only the exceptions.`
                : t`Everyone starts as Present: change only the exceptions.`}{' '}
            {t`${rows.length} staff, ${exceptions} not present.`}
          </p>
          <ul
            className="flex flex-col divide-y rounded-md border"
            aria-label={t`Attendance for ${formatDate(date)}`}
          >
            {rows.map((r, i) => (
              <li key={r.staff_id} className="flex flex-col gap-2 p-3 sm:flex-row sm:items-start">
                <div className="flex min-w-0 flex-1 flex-col">
                  <span className="font-medium">
                    {r.name}{' '}
                    {r.saved ? (
                      <Badge variant="outline" className="ml-1 align-middle">
                        {t`Saved`}
                      </Badge>
                    ) : null}
                  </span>
                  <span className="text-xs text-muted-foreground">{r.role}</span>
                </div>
                <Field
                  label={<span className="sr-only">{t`Status of ${r.name}`}</span>}
                  error={rowErrors[r.staff_id]}
                  className="sm:w-44"
                >
                  {(p) => (
                    <NativeSelect
                      {...p}
                      value={r.status}
                      onChange={(e) => change(i, { status: e.target.value as AttendanceStatus })}
                    >
                      {ATTENDANCE_STATUSES.map((s) => (
                        <option key={s} value={s}>
                          {statusName(s)}
                        </option>
                      ))}
                    </NativeSelect>
                  )}
                </Field>
                <Field label={<span className="sr-only">{t`Notes for ${r.name}`}</span>} className="sm:w-56">
                  {(p) => (
                    <Input
                      {...p}
                      placeholder={t`Notes`}
                      maxLength={500}
                      value={r.notes}
                      onChange={(e) => change(i, { notes: e.target.value })}
                    />
                  )}
                </Field>
              </li>
            ))}
          </ul>
          <div className="flex justify-end">
            <Button type="submit" icon={<Save />} busy={save.isPending} className="max-sm:w-full">
              {t`Save Attendance`}
            </Button>
          </div>
        </>
      )}
    </form>
  );
}
