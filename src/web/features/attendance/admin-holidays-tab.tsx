// Public Holidays: the year's active holidays by date, Add Holiday, and Deactivate after a confirmation. Marking
// attendance on one of these dates suggests the Public Holiday status.
import { useLingui } from '@lingui/react/macro';
import { CalendarDays, CalendarOff, Plus } from 'lucide-react';
import { useState } from 'react';
import { ATTENDANCE_TEXT } from '@/shared/attendance/common';
import { holidayInput, type PublicHoliday } from '@/shared/attendance/holidays';
import { useConfirm } from '@/web/components/confirm-dialog';
import { type Column, DataTable } from '@/web/components/data-table';
import { FormDialog } from '@/web/components/form-dialog';
import { useTableParams } from '@/web/components/table-params';
import { Button } from '@/web/components/ui/button';
import { Field } from '@/web/components/ui/field';
import { Input } from '@/web/components/ui/input';
import { errorMessage } from '@/web/lib/api';
import { showFieldErrors, useZodForm } from '@/web/lib/forms';
import { inLanguage } from '@/web/lib/server-messages';
import { toast } from '@/web/lib/toast';
import { formatDate } from '@/web/lib/utils';
import { Can, useCan } from '../admin/office-access';
import { weekdayName } from './admin-attendance-words';
import { useAddHoliday, useDeactivateHoliday, useHolidays } from './use-admin-attendance';

export function HolidaysTab({ year }: { year: number }) {
  const manage = useCan('attendance:manage');
  const table = useTableParams();
  const list = useHolidays({ ...table.query, year });
  const deactivate = useDeactivateHoliday();
  const confirm = useConfirm();
  const [adding, setAdding] = useState(false);
  const { t } = useLingui();

  async function retire(h: PublicHoliday) {
    const yes = await confirm({
      title: t`Deactivate public holiday`,
      description: t`Are you sure you want to deactivate ${h.holiday_name} (${formatDate(h.holiday_date)})?`,
      confirmLabel: t`Deactivate`,
      destructive: true,
    });
    if (!yes) return;
    try {
      await deactivate.mutateAsync(h.id);
      toast.success(inLanguage(ATTENDANCE_TEXT.holidayDeactivated), { description: h.holiday_name });
    } catch (err) {
      toast.error(t`Error`, { description: inLanguage(errorMessage(err)) });
    }
  }

  const columns: Column<PublicHoliday>[] = [
    {
      header: t`Date`,
      cell: (h) => <time dateTime={h.holiday_date}>{formatDate(h.holiday_date)}</time>,
      className: 'whitespace-nowrap',
    },
    { header: t`Day`, cell: (h) => weekdayName(h.holiday_date) },
    { header: t`Holiday`, cell: (h) => <span className="font-medium">{h.holiday_name}</span> },
    {
      header: t`Actions`,
      hidden: !manage,
      cell: (h) => (
        <Button
          size="sm"
          variant="destructive"
          icon={<CalendarOff />}
          aria-label={t`Deactivate: ${h.holiday_name}`}
          onClick={() => retire(h)}
        >
          {t`Deactivate`}
        </Button>
      ),
    },
  ];

  return (
    <>
      <DataTable
        label={t`Public holidays ${year}`}
        table={table}
        list={list}
        columns={columns}
        rowKey={(h) => h.id}
        search={t`Search holidays`}
        toolbar={
          <Can need="attendance:manage">
            <Button icon={<Plus />} onClick={() => setAdding(true)}>
              {t`Add Holiday`}
            </Button>
          </Can>
        }
        empty={{
          icon: CalendarDays,
          title: t`No public holidays for ${year}`,
          message: t`Add the year’s holidays.`,
        }}
        errorTitle={inLanguage(ATTENDANCE_TEXT.fetchHolidaysFailed)}
      />
      {adding ? <HolidayDialog year={year} onClose={() => setAdding(false)} /> : null}
    </>
  );
}

function HolidayDialog({ year, onClose }: { year: number; onClose(): void }) {
  const form = useZodForm(holidayInput, {
    defaultValues: { holiday_name: '', holiday_date: '', year },
  });
  const add = useAddHoliday();
  const { errors, isSubmitting } = form.formState;
  const { t } = useLingui();

  const submit = form.handleSubmit(async (values) => {
    try {
      const h = await add.mutateAsync(values);
      toast.success(inLanguage(ATTENDANCE_TEXT.holidayAdded), {
        description: `${h.holiday_name}, ${formatDate(h.holiday_date)}`,
      });
      onClose();
    } catch (err) {
      toast.error(t`Error`, { description: inLanguage(showFieldErrors(form, err).message) });
    }
  });

  return (
    <FormDialog
      title={t`Add Public Holiday`}
      description={t`A holiday of ${year}: its date must be in ${year}.`}
      submitLabel={t`Add Holiday`}
      submitIcon={<Plus />}
      busy={isSubmitting}
      onSubmit={submit}
      onClose={onClose}
      className="sm:max-w-lg"
    >
      <Field label={t`Holiday Name*`} error={errors.holiday_name?.message}>
        {(p) => <Input {...p} maxLength={100} autoComplete="off" {...form.register('holiday_name')} />}
      </Field>
      <Field label={t`Date*`} error={errors.holiday_date?.message}>
        {(p) => (
          <Input
            {...p}
            type="date"
            min={`${year}-01-01`}
            max={`${year}-12-31`}
            {...form.register('holiday_date')}
          />
        )}
      </Field>
    </FormDialog>
  );
}
