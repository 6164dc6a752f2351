// A credit or debit note against an issued bill: the bill itself never changes. The server holds the rule that a
// credit note takes off at most what is left of the bill, and says so under the amount.
import { useLingui } from '@lingui/react/macro';
import { FilePlus2 } from 'lucide-react';
import { billRunsAdminApi, noteInput } from '@/shared/bill-runs-admin';
import { sentForApproval } from '@/web/components/admin-sent-for-approval';
import { FormDialog } from '@/web/components/form-dialog';
import { Field } from '@/web/components/ui/field';
import { Input, NativeSelect } from '@/web/components/ui/input';
import { showFieldErrors, useZodForm } from '@/web/lib/forms';
import { inLanguage } from '@/web/lib/server-messages';
import { toast } from '@/web/lib/toast';
import { useRunWrite } from './use-admin-bill-runs';

export function NoteDialog({
  bill,
  onClose,
}: {
  bill: { id: string; number: string; flat_no: string };
  onClose(): void;
}) {
  const { t } = useLingui();
  const add = useRunWrite(billRunsAdminApi.addNote);
  const form = useZodForm(noteInput, {
    defaultValues: { id: bill.id, kind: 'credit_note', amount: '', reason: '' },
  });
  const { errors, isSubmitting } = form.formState;
  const submit = form.handleSubmit(async (input) => {
    try {
      const note = await add.mutateAsync(input);
      if (!sentForApproval(note)) toast.success(t`${note.number} issued`);
      onClose();
    } catch (err) {
      toast.error(t`Error`, { description: inLanguage(showFieldErrors(form, err).message) });
    }
  });
  return (
    <FormDialog
      title={t`Note against ${bill.number}`}
      description={t`Flat ${bill.flat_no}. A credit note takes off the bill, a debit note adds to it; both are numbered and in the audit log.`}
      submitLabel={t`Issue note`}
      submitIcon={<FilePlus2 />}
      busy={isSubmitting}
      onSubmit={submit}
      onClose={onClose}
    >
      <Field label={t`Kind*`} error={errors.kind?.message}>
        {(p) => (
          <NativeSelect {...p} {...form.register('kind')}>
            <option value="credit_note">{t`Credit note (takes off)`}</option>
            <option value="debit_note">{t`Debit note (adds)`}</option>
          </NativeSelect>
        )}
      </Field>
      <Field label={t`Amount (₹)*`} error={errors.amount?.message}>
        {(p) => <Input {...p} inputMode="decimal" autoComplete="off" {...form.register('amount')} />}
      </Field>
      <Field label={t`Reason*`} error={errors.reason?.message}>
        {(p) => <Input {...p} autoComplete="off" maxLength={300} {...form.register('reason')} />}
      </Field>
    </FormDialog>
  );
}
