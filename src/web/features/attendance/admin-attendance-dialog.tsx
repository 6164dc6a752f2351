// Mark Attendance and Edit Attendance (spec sections 4 and 5). Marking needs a staff member and a date; marking
// the same staff member and date again overwrites that day. Editing changes only the status and the notes. A
// date that is one of the year's public holidays suggests the Public Holiday status. The server moves the leave
// days and refuses a leave with no balance left ('Insufficient leave balance').
import { useLingui } from '@lingui/react/macro';
import { CalendarCheck } from 'lucide-react';
import { useEffect, useState } from 'react';
import { ATTENDANCE_STATUSES, ATTENDANCE_TEXT, type AttendanceStatus } from '@/shared/attendance/common';
import { type AttendanceRecord, markAttendanceInput } from '@/shared/attendance/daily';
import { FormDialog } from '@/web/components/form-dialog';
import { Field } from '@/web/components/ui/field';
import { Input, NativeSelect, Textarea } from '@/web/components/ui/input';
import { ApiError } from '@/web/lib/api';
import { inLanguage } from '@/web/lib/server-messages';
import { toast } from '@/web/lib/toast';
import { formatDate, societyToday } from '@/web/lib/utils';
import { statusName } from './admin-attendance-words';
import { useEdit, useHolidays, useMark, useStaffOptions } from './use-admin-attendance';

type Errors = Partial<Record<'staff_id' | 'attendance_date' | 'status' | 'notes', string>>;

/** Marks a new day (no record), or edits the record given. */
export function AttendanceDialog({ record, onClose }: { record?: AttendanceRecord; onClose(): void }) {
  const [staffId, setStaffId] = useState(record?.staff_id ?? '');
  const [date, setDate] = useState(record?.attendance_date ?? societyToday());
  const [status, setStatus] = useState<AttendanceStatus>((record?.status as AttendanceStatus) ?? 'present');
  const [notes, setNotes] = useState(record?.notes ?? '');
  const [errors, setErrors] = useState<Errors>({});
  const staff = useStaffOptions();
  const mark = useMark();
  const edit = useEdit();
  const busy = mark.isPending || edit.isPending;
  const { t } = useLingui();

  // The public holidays of the chosen date's year: a holiday date suggests the Public Holiday status.
  const year = /^\d{4}-\d{2}-\d{2}$/.test(date) ? Number(date.slice(0, 4)) : null;
  const holidays = useHolidays(year && !record ? { year, pageSize: 100 } : null);
  const holiday = holidays.data?.items.find((h) => h.holiday_date === date);
  const holidayId = holiday?.id;
  useEffect(() => {
    if (holidayId) setStatus('public_holiday');
  }, [holidayId]);

  async function submit(e: React.FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const checked = markAttendanceInput.safeParse({
      staff_id: staffId,
      attendance_date: date,
      status,
      notes,
    });
    // The server refuses a day still to come too; said here before the round trip.
    const future = !record && checked.success && date > societyToday();
    if (!checked.success || future) {
      const next: Errors = future ? { attendance_date: ATTENDANCE_TEXT.futureDate } : {};
      for (const issue of checked.error?.issues ?? []) next[issue.path[0] as keyof Errors] ??= issue.message;
      setErrors(next);
      return;
    }
    setErrors({});
    try {
      if (record) await edit.mutateAsync({ id: record.id, status, notes });
      else await mark.mutateAsync(checked.data);
      toast.success(inLanguage(record ? ATTENDANCE_TEXT.updated : ATTENDANCE_TEXT.marked));
      onClose();
    } catch (err) {
      if (!(err instanceof ApiError)) throw err;
      setErrors(err.fields as Errors);
      toast.error(t`Error`, {
        description: `${inLanguage(record ? ATTENDANCE_TEXT.updateFailed : ATTENDANCE_TEXT.markFailed)}: ${inLanguage(err.message)}`,
      });
    }
  }

  return (
    <FormDialog
      title={record ? t`Edit Attendance` : t`Mark Attendance`}
      description={
        record
          ? t`${record.staff_name}, ${formatDate(record.attendance_date)}: only the status and notes can change.`
          : t`Marking a staff member again for the same date replaces that day’s record.`
      }
      submitLabel={record ? t`Update Attendance` : t`Mark Attendance`}
      submitIcon={<CalendarCheck />}
      busy={busy}
      onSubmit={submit}
      onClose={onClose}
      className="sm:max-w-lg"
    >
      {record ? null : (
        <>
          <Field label={t`Staff Member*`} error={errors.staff_id}>
            {(p) => (
              <NativeSelect {...p} value={staffId} onChange={(e) => setStaffId(e.target.value)}>
                <option value="">{staff.isPending ? t`Loading staff…` : t`Select staff member`}</option>
                {staff.data?.map((s) => (
                  <option key={s.id} value={s.id}>
                    {s.name} · {s.role}
                  </option>
                ))}
              </NativeSelect>
            )}
          </Field>
          <Field
            label={t`Date*`}
            error={errors.attendance_date}
            hint={holiday ? t`${holiday.holiday_name} is a public holiday.` : undefined}
          >
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
        </>
      )}
      <Field label={t`Status*`} error={errors.status}>
        {(p) => (
          <NativeSelect {...p} value={status} onChange={(e) => setStatus(e.target.value as AttendanceStatus)}>
            {ATTENDANCE_STATUSES.map((s) => (
              <option key={s} value={s}>
                {statusName(s)}
              </option>
            ))}
          </NativeSelect>
        )}
      </Field>
      <Field label={t`Notes`} error={errors.notes}>
        {(p) => (
          <Textarea
            {...p}
            rows={2}
            maxLength={500}
            value={notes}
            onChange={(e) => setNotes(e.target.value)}
          />
        )}
      </Field>
    </FormDialog>
  );
}
