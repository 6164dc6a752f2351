// The repair and renovation request: the shared rules in the browser first, then again on the server.
import { useLingui } from '@lingui/react/macro';
import { Send } from 'lucide-react';
import { useState } from 'react';
import { Controller, type FieldErrors } from 'react-hook-form';
import {
  HOUSE_REPAIRS_TEXT,
  type HouseRepairInput,
  houseRepairInput,
  REPAIR_PLANS_ACCEPT,
  WORK_TYPES,
} from '@/shared/house-repairs';
import { useAuth } from '@/web/app/auth';
import { FileInput } from '@/web/components/file-input';
import { Button } from '@/web/components/ui/button';
import { Checkbox } from '@/web/components/ui/checkbox';
import { Field } from '@/web/components/ui/field';
import { Input, NativeSelect, Textarea } from '@/web/components/ui/input';
import { Label } from '@/web/components/ui/label';
import { ApiError } from '@/web/lib/api';
import { useZodForm } from '@/web/lib/forms';
import { ownFlatHint } from '@/web/lib/own-flat';
import { inLanguage } from '@/web/lib/server-messages';
import './known-messages';
import { toast } from '@/web/lib/toast';
import { workTypeText } from './labels';
import { useRequestRepair } from './use-house-repairs';

type TextField =
  | 'applicant_name'
  | 'flat_no'
  | 'contact_number'
  | 'email'
  | 'work_type'
  | 'work_description'
  | 'duration_days'
  | 'start_date'
  | 'contractor_name'
  | 'contractor_address'
  | 'contractor_contact'
  | 'cheque_number'
  | 'cheque_date'
  | 'bank_name'
  | 'amount';
type Values = Record<TextField, string> & { terms_accepted: boolean };

const firstMessage = (errors: FieldErrors<Values>) => Object.values(errors).find((e) => e?.message)?.message;

function Section({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <fieldset className="flex flex-col gap-4">
      <legend className="mb-3 w-full border-b pb-1.5 text-base font-semibold text-primary">{title}</legend>
      {children}
    </fieldset>
  );
}

export function RepairForm() {
  const { t } = useLingui();
  const { profile, user } = useAuth();
  const defaults: Values = {
    applicant_name: profile?.name ?? user?.name ?? '',
    flat_no: profile?.flat_no ?? '',
    contact_number: profile?.phone ?? '',
    email: profile?.email ?? user?.email ?? '',
    work_type: '',
    work_description: '',
    duration_days: '',
    start_date: '',
    contractor_name: '',
    contractor_address: '',
    contractor_contact: '',
    cheque_number: '',
    cheque_date: '',
    bank_name: '',
    amount: '',
    terms_accepted: false,
  };
  const form = useZodForm(houseRepairInput, {
    defaultValues: defaults,
  });
  const [plans, setPlans] = useState<File | null>(null);
  const request = useRequestRepair();
  const { errors, isSubmitting } = form.formState;
  const [name, flat, contact, workType, terms] = form.watch([
    'applicant_name',
    'flat_no',
    'contact_number',
    'work_type',
    'terms_accepted',
  ]);
  const ready = Boolean(name.trim() && flat.trim() && contact.trim() && workType && terms);

  const submit = form.handleSubmit(
    async () => {
      try {
        // The raw strings go as multipart fields; the server parses them with the same schema.
        await request.mutateAsync({ input: form.getValues() as HouseRepairInput, plans });
        toast.success(t`Repair request submitted successfully!`, {
          description: t`The society office will review your request and get back to you.`,
        });
        form.reset(defaults);
        setPlans(null);
      } catch (err) {
        if (!(err instanceof ApiError)) throw err;
        for (const [field, message] of Object.entries(err.fields))
          if (field in defaults) form.setError(field as keyof Values, { message });
        const reason = inLanguage(err.message);
        toast.error(t`Failed to submit repair request: ${reason}`);
      }
    },
    (invalid) => {
      const first = firstMessage(invalid);
      if (invalid.terms_accepted) toast.error(inLanguage(HOUSE_REPAIRS_TEXT.terms));
      else
        toast.error(t`Validation Error`, {
          description: first ? inLanguage(first) : t`Please fix the errors below.`,
        });
    },
  );

  const text = (field: TextField, label: string, props: React.ComponentProps<typeof Input> = {}) => (
    <Field label={label} error={errors[field]?.message}>
      {(p) => <Input {...p} {...props} {...form.register(field)} />}
    </Field>
  );

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-8">
      <Section title={t`Applicant Details`}>
        <div className="grid gap-4 sm:grid-cols-2">
          {text('applicant_name', t`Applicant Name *`, { autoComplete: 'name' })}
          <Field label={t`Flat Number *`} error={errors.flat_no?.message} hint={ownFlatHint(profile)}>
            {(p) => (
              <Input
                {...p}
                placeholder="A-101"
                readOnly={Boolean(profile?.flat_no)}
                {...form.register('flat_no')}
              />
            )}
          </Field>
          {text('contact_number', t`Contact Number *`, { type: 'tel', autoComplete: 'tel' })}
          {text('email', t`Email`, { type: 'email', autoComplete: 'email' })}
        </div>
      </Section>

      <Section title={t`Work Details`}>
        <div className="grid gap-4 sm:grid-cols-3">
          <Field label={t`Work Type *`} error={errors.work_type?.message}>
            {(p) => (
              <NativeSelect {...p} {...form.register('work_type')}>
                <option value="">{t`Select work type`}</option>
                {WORK_TYPES.map((w) => (
                  <option key={w} value={w}>
                    {workTypeText(w)}
                  </option>
                ))}
              </NativeSelect>
            )}
          </Field>
          {text('duration_days', t`Duration (days)`, { type: 'number', min: 1, inputMode: 'numeric' })}
          {text('start_date', t`Start Date`, { type: 'date' })}
        </div>
        <Field label={t`Work Description`} error={errors.work_description?.message}>
          {(p) => (
            <Textarea
              {...p}
              rows={4}
              placeholder={t`Describe the work to be done`}
              {...form.register('work_description')}
            />
          )}
        </Field>
      </Section>

      <Section title={t`Contractor Details`}>
        <div className="grid gap-4 sm:grid-cols-2">
          {text('contractor_name', t`Contractor Name`)}
          {text('contractor_contact', t`Contractor Contact`, { type: 'tel' })}
        </div>
        <Field label={t`Contractor Address`} error={errors.contractor_address?.message}>
          {(p) => <Textarea {...p} rows={2} {...form.register('contractor_address')} />}
        </Field>
      </Section>

      <Section title={t`Deposit Payment`}>
        <div className="grid gap-4 sm:grid-cols-2">
          {text('cheque_number', t`Cheque Number`)}
          {text('cheque_date', t`Cheque Date`, { type: 'date' })}
          {text('bank_name', t`Bank Name`)}
          {text('amount', t`Amount (₹)`, { type: 'number', min: 0, step: '0.01', inputMode: 'decimal' })}
        </div>
      </Section>

      <Section title={t`Plans`}>
        <FileInput
          label={t`Attach Plans (optional)`}
          accept={REPAIR_PLANS_ACCEPT}
          file={plans}
          onFileChange={setPlans}
          hint={t`PDF, JPG, JPEG, PNG or DWG, less than 200KB. Major repairs need an architect's plan.`}
        />
      </Section>

      <div className="flex flex-col gap-2">
        <div className="flex items-start gap-3">
          <Controller
            control={form.control}
            name="terms_accepted"
            render={({ field }) => (
              <Checkbox
                id="repair-terms"
                checked={field.value}
                onCheckedChange={field.onChange}
                aria-invalid={errors.terms_accepted ? true : undefined}
                className="mt-0.5"
              />
            )}
          />
          <Label htmlFor="repair-terms" className="cursor-pointer leading-snug">
            {t`I agree with all the above terms and conditions *`}
          </Label>
        </div>
        {errors.terms_accepted?.message ? (
          <p className="text-sm text-destructive" role="alert">
            {inLanguage(errors.terms_accepted.message)}
          </p>
        ) : null}
      </div>

      <Button
        type="submit"
        size="lg"
        disabled={!ready}
        busy={isSubmitting}
        icon={<Send />}
        className="w-full sm:w-auto sm:self-end"
      >
        {t`Submit Repair Request`}
      </Button>
    </form>
  );
}
