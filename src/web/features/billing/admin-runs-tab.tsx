// The Bill runs tab of Billing: the runs made so far (newest first) and a new run for a period; a run opens in the
// same tab (its id in the URL, so a reload shows it again).
import { useLingui } from '@lingui/react/macro';
import { Calculator, FileStack, Plus } from 'lucide-react';
import { useState } from 'react';
import { type BillRun, billRunsAdminApi, createRunInput } from '@/shared/bill-runs-admin';
import { DEFAULT_LOCALE, INTL_LOCALE } from '@/shared/locales';
import { decimalOf, formatINR } from '@/shared/money';
import { type Column, DataTable } from '@/web/components/data-table';
import { FormDialog } from '@/web/components/form-dialog';
import { useTableParams } from '@/web/components/table-params';
import { Badge } from '@/web/components/ui/badge';
import { Button } from '@/web/components/ui/button';
import { Field } from '@/web/components/ui/field';
import { Input, NativeSelect } from '@/web/components/ui/input';
import { showFieldErrors, useZodForm } from '@/web/lib/forms';
import { useSearchParams } from '@/web/lib/router';
import { inLanguage } from '@/web/lib/server-messages';
import { toast } from '@/web/lib/toast';
import { displayedLocale, formatDate, societyToday } from '@/web/lib/utils';
import { Can } from '../admin/office-access';
import { runStatusName } from './admin-billing-words';
import { RunView } from './admin-run-view';
import { useRuns, useRunWrite } from './use-admin-bill-runs';
import { useBillingSettings } from './use-admin-billing';

export const rupees = (paise: number) => formatINR(decimalOf(paise));

const STATUS_VARIANT = { draft: 'secondary', published: 'default', discarded: 'outline' } as const;
export const RunStatus = ({ status }: { status: BillRun['status'] }) => (
  <Badge variant={STATUS_VARIANT[status]}>{runStatusName(status)}</Badge>
);

export function RunsTab() {
  const [params, setParams] = useSearchParams();
  const open = params.get('run');
  if (open) return <RunView id={open} onBack={() => setParams({ tab: 'runs' })} />;
  return <RunList onOpen={(id) => setParams({ tab: 'runs', run: id })} />;
}

function RunList({ onOpen }: { onOpen(id: string): void }) {
  const { t } = useLingui();
  const table = useTableParams();
  const list = useRuns(table.query);
  const [creating, setCreating] = useState(false);
  const columns: Column<BillRun>[] = [
    { header: t`Period`, cell: (r) => <span className="font-medium">{periodName(r)}</span> },
    { header: t`Bill date`, cell: (r) => formatDate(r.bill_date) },
    { header: t`Due date`, cell: (r) => formatDate(r.due_date) },
    { header: t`Status`, cell: (r) => <RunStatus status={r.status} /> },
    { header: t`Flats`, className: 'md:text-right tabular-nums', cell: (r) => r.flats },
    { header: t`Total`, className: 'md:text-right tabular-nums', cell: (r) => rupees(r.total_paise) },
    {
      header: t`Actions`,
      cell: (r) => (
        <Button size="sm" variant="outline" onClick={() => onOpen(r.id)}>
          {t({ message: 'Open', context: 'a bill run' })}
        </Button>
      ),
    },
  ];
  return (
    <div className="flex flex-col gap-4">
      <DataTable
        label={t`Bill runs`}
        table={table}
        list={list}
        columns={columns}
        rowKey={(r) => r.id}
        toolbar={
          <Can need="accounts:manage">
            <Button icon={<Plus />} onClick={() => setCreating(true)}>
              {t`New bill run`}
            </Button>
          </Can>
        }
        empty={{
          icon: FileStack,
          title: t`No bill runs yet`,
          message: t`Choose a period to compute a draft for every flat of the register.`,
        }}
        errorTitle={t`Failed to load the bill runs`}
      />
      {creating ? <NewRunDialog onClose={() => setCreating(false)} onCreated={onOpen} /> : null}
    </div>
  );
}

/** A month's name and year in the person's language (नोव्हेंबर 2026). */
const monthName = (y: number, m: number) =>
  new Date(Date.UTC(y, m - 1, 1)).toLocaleString(INTL_LOCALE[displayedLocale()], {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });
const quarterName = (y: number, first: number) => `${monthName(y, first)} – ${monthName(y, first + 2)}`;

/** A run's period in the person's language, from its key ('2026-11', '2026-Q4'); in English the server's label. */
export function periodName(run: Pick<BillRun, 'period_key' | 'period_label'>) {
  if (displayedLocale() === DEFAULT_LOCALE) return run.period_label;
  const [, y, month, quarter] = /^(\d{4})-(?:(\d{2})|Q([1-4]))$/.exec(run.period_key) ?? [];
  if (month) return monthName(Number(y), Number(month));
  if (quarter) return quarterName(Number(y), Number(quarter) * 3 - 2);
  return run.period_label;
}

/** The periods around today the office may bill: a few back (late runs) and two ahead. */
function periodChoices(kind: 'monthly' | 'quarterly', today: string) {
  const [year, month] = today.split('-').map(Number);
  const choices: { key: string; label: string }[] = [];
  if (kind === 'monthly') {
    for (let back = -2; back <= 6; back++) {
      const m0 = year * 12 + (month - 1) - back;
      const y = Math.floor(m0 / 12);
      const m = (m0 % 12) + 1;
      choices.push({ key: `${y}-${String(m).padStart(2, '0')}`, label: monthName(y, m) });
    }
  } else {
    const q0 = year * 4 + Math.floor((month - 1) / 3);
    for (let back = -1; back <= 3; back++) {
      const q = q0 - back;
      const y = Math.floor(q / 4);
      const first = (q % 4) * 3 + 1;
      choices.push({ key: `${y}-Q${(q % 4) + 1}`, label: quarterName(y, first) });
    }
  }
  return choices;
}

function NewRunDialog({ onClose, onCreated }: { onClose(): void; onCreated(id: string): void }) {
  const { t } = useLingui();
  const settings = useBillingSettings();
  const create = useRunWrite(billRunsAdminApi.create);
  const today = societyToday();
  const kind = settings.data?.billing_period ?? 'monthly';
  const choices = periodChoices(kind, today);
  const form = useZodForm(createRunInput, {
    defaultValues: { period_key: choices[2].key, bill_date: today, due_date: '' },
  });
  const { errors, isSubmitting } = form.formState;
  const submit = form.handleSubmit(async (input) => {
    try {
      const run = await create.mutateAsync(input);
      toast.success(t`Draft computed for every flat`);
      onClose();
      onCreated(run.id);
    } catch (err) {
      toast.error(t`Error`, { description: inLanguage(showFieldErrors(form, err).message) });
    }
  });
  return (
    <FormDialog
      title={t`New bill run`}
      description={t`A draft bill is computed for every flat of the register. Nothing is billed until you publish it.`}
      submitLabel={t`Compute draft`}
      submitIcon={<Calculator />}
      busy={isSubmitting}
      onSubmit={submit}
      onClose={onClose}
    >
      <Field label={t`Period*`} error={errors.period_key?.message}>
        {(p) => (
          <NativeSelect {...p} {...form.register('period_key')}>
            {choices.map((c) => (
              <option key={c.key} value={c.key}>
                {c.label}
              </option>
            ))}
          </NativeSelect>
        )}
      </Field>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label={t`Bill date*`} error={errors.bill_date?.message}>
          {(p) => <Input {...p} type="date" {...form.register('bill_date')} />}
        </Field>
        <Field label={t`Due date*`} error={errors.due_date?.message}>
          {(p) => <Input {...p} type="date" {...form.register('due_date')} />}
        </Field>
      </div>
    </FormDialog>
  );
}
