// Public Holidays: the year's active holidays by date, Add Holiday, and Deactivate after a confirmation. Marking
// attendance on one of these dates suggests the Public Holiday status.
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
import { toast } from '@/web/lib/toast';
import { formatDate } from '@/web/lib/utils';
import { useAddHoliday, useDeactivateHoliday, useHolidays } from './use-admin-attendance';

const weekday = (date: string) =>
  new Date(`${date}T00:00:00Z`).toLocaleDateString('en-IN', { weekday: 'long', timeZone: 'UTC' });

export function HolidaysTab({ year }: { year: number }) {
  const table = useTableParams();
  const list = useHolidays({ ...table.query, year });
  const deactivate = useDeactivateHoliday();
  const confirm = useConfirm();
  const [adding, setAdding] = useState(false);

  async function retire(h: PublicHoliday) {
    const yes = await confirm({
      title: 'Deactivate public holiday',
      description: `Are you sure you want to deactivate ${h.holiday_name} (${formatDate(h.holiday_date)})?`,
      confirmLabel: 'Deactivate',
      destructive: true,
    });
    if (!yes) return;
    try {
      await deactivate.mutateAsync(h.id);
      toast.success(ATTENDANCE_TEXT.holidayDeactivated, { description: h.holiday_name });
    } catch (err) {
      toast.error('Error', { description: errorMessage(err) });
    }
  }

  const columns: Column<PublicHoliday>[] = [
    {
      header: 'Date',
      cell: (h) => <time dateTime={h.holiday_date}>{formatDate(h.holiday_date)}</time>,
      className: 'whitespace-nowrap',
    },
    { header: 'Day', cell: (h) => weekday(h.holiday_date) },
    { header: 'Holiday', cell: (h) => <span className="font-medium">{h.holiday_name}</span> },
    {
      header: 'Actions',
      cell: (h) => (
        <Button
          size="sm"
          variant="destructive"
          icon={<CalendarOff />}
          aria-label={`Deactivate: ${h.holiday_name}`}
          onClick={() => retire(h)}
        >
          Deactivate
        </Button>
      ),
    },
  ];

  return (
    <>
      <DataTable
        label={`Public holidays ${year}`}
        table={table}
        list={list}
        columns={columns}
        rowKey={(h) => h.id}
        search="Search holidays"
        toolbar={
          <Button icon={<Plus />} onClick={() => setAdding(true)}>
            Add Holiday
          </Button>
        }
        empty={{
          icon: CalendarDays,
          title: `No public holidays for ${year}`,
          message: 'Add the year’s holidays.',
        }}
        errorTitle={ATTENDANCE_TEXT.fetchHolidaysFailed}
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

  const submit = form.handleSubmit(async (values) => {
    try {
      const h = await add.mutateAsync(values);
      toast.success(ATTENDANCE_TEXT.holidayAdded, {
        description: `${h.holiday_name}, ${formatDate(h.holiday_date)}`,
      });
      onClose();
    } catch (err) {
      toast.error('Error', { description: showFieldErrors(form, err).message });
    }
  });

  return (
    <FormDialog
      title="Add Public Holiday"
      description={`A holiday of ${year}: its date must be in ${year}.`}
      submitLabel="Add Holiday"
      submitIcon={<Plus />}
      busy={isSubmitting}
      onSubmit={submit}
      onClose={onClose}
      className="sm:max-w-lg"
    >
      <Field label="Holiday Name*" error={errors.holiday_name?.message}>
        {(p) => <Input {...p} maxLength={100} autoComplete="off" {...form.register('holiday_name')} />}
      </Field>
      <Field label="Date*" error={errors.holiday_date?.message}>
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
