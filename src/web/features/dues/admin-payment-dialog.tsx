// Record a payment for a flat: the mode decides which details are asked (a cheque's number, bank and date, or a
// transfer's reference); the server's rules are the form's, and a future date is refused by both.
import { useLingui } from '@lingui/react/macro';
import { Banknote } from 'lucide-react';
import { PAYMENT_MODE_LABEL, PAYMENT_MODES } from '@/shared/dues';
import { duesAdminApi, type RecordPaymentInput, recordPaymentInput } from '@/shared/dues-admin';
import { FormDialog } from '@/web/components/form-dialog';
import { Field } from '@/web/components/ui/field';
import { Input, NativeSelect } from '@/web/components/ui/input';
import { showFieldErrors, useZodForm } from '@/web/lib/forms';
import { inLanguage } from '@/web/lib/server-messages';
import { toast } from '@/web/lib/toast';
import { societyToday } from '@/web/lib/utils';
import { useDuesWrite } from './use-admin-dues';

export function PaymentDialog({
  flat,
  onClose,
}: {
  flat: { flat_id: string; flat_no: string };
  onClose(): void;
}) {
  const { t } = useLingui();
  const today = societyToday();
  const draft: RecordPaymentInput = {
    flat_id: flat.flat_id,
    mode: 'cash',
    amount: '',
    received_on: today,
    received_from: '',
    cheque_number: '',
    cheque_bank: '',
    cheque_date: '',
    reference: '',
  };
  const form = useZodForm(recordPaymentInput, { defaultValues: draft });
  const record = useDuesWrite(duesAdminApi.recordPayment);
  const { errors, isSubmitting } = form.formState;
  const mode = form.watch('mode');

  // The checked draft goes to the server as typed (rupees), which reads it with the same schema.
  const submit = form.handleSubmit(async () => {
    try {
      const payment = await record.mutateAsync(form.getValues());
      toast.success(t`Payment recorded: receipt ${payment.receipt_number}`);
      onClose();
    } catch (err) {
      toast.error(t`Error`, { description: inLanguage(showFieldErrors(form, err).message) });
    }
  });

  return (
    <FormDialog
      title={t`Record Payment: Flat ${flat.flat_no}`}
      description={t`A numbered receipt is made and mailed to the flat's confirmed residents.`}
      submitLabel={t`Record Payment`}
      submitIcon={<Banknote />}
      busy={isSubmitting}
      onSubmit={submit}
      onClose={onClose}
    >
      <div className="grid grid-cols-2 gap-3 sm:gap-4">
        <Field label={t`Amount (₹)*`} error={errors.amount?.message}>
          {(p) => (
            <Input {...p} type="text" inputMode="decimal" autoComplete="off" {...form.register('amount')} />
          )}
        </Field>
        <Field label={t`Date Received*`} error={errors.received_on?.message}>
          {(p) => <Input {...p} type="date" max={today} {...form.register('received_on')} />}
        </Field>
        <Field label={t`Mode*`} error={errors.mode?.message}>
          {(p) => (
            <NativeSelect {...p} {...form.register('mode')}>
              {PAYMENT_MODES.map((m) => (
                <option key={m} value={m}>
                  {inLanguage(PAYMENT_MODE_LABEL[m])}
                </option>
              ))}
            </NativeSelect>
          )}
        </Field>
        <Field
          label={t`Received From`}
          error={errors.received_from?.message}
          hint={t`Empty: the flat's resident.`}
        >
          {(p) => <Input {...p} autoComplete="off" maxLength={120} {...form.register('received_from')} />}
        </Field>
      </div>
      {mode === 'cheque' ? (
        <div className="grid grid-cols-2 gap-3 sm:grid-cols-3 sm:gap-4">
          <Field label={t`Cheque No*`} error={errors.cheque_number?.message}>
            {(p) => <Input {...p} autoComplete="off" maxLength={20} {...form.register('cheque_number')} />}
          </Field>
          <Field label={t`Bank*`} error={errors.cheque_bank?.message}>
            {(p) => <Input {...p} autoComplete="off" maxLength={80} {...form.register('cheque_bank')} />}
          </Field>
          <Field label={t`Cheque Date*`} error={errors.cheque_date?.message}>
            {(p) => <Input {...p} type="date" {...form.register('cheque_date')} />}
          </Field>
        </div>
      ) : mode === 'cash' ? null : (
        <Field
          label={t`Reference*`}
          error={errors.reference?.message}
          hint={t`The UTR or UPI transaction id.`}
        >
          {(p) => <Input {...p} autoComplete="off" maxLength={60} {...form.register('reference')} />}
        </Field>
      )}
    </FormDialog>
  );
}
