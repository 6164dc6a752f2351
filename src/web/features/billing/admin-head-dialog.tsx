// The add/edit dialog of a head of charges. The rate's label and unit follow the basis (₹ per sq ft of carpet
// area, % a year of construction cost, …); a metered head has no rate (its amount is entered per flat for each
// period) and non-occupancy cannot itself count as a service charge. The server applies the same rules again.

import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { Save } from 'lucide-react';
import { useId } from 'react';
import { Controller } from 'react-hook-form';
import {
  billingAdminApi,
  CHARGE_BASES,
  CHARGE_BASIS,
  type ChargeBasisName,
  type ChargeHead,
  chargeHeadInput,
  hundredthsText,
} from '@/shared/billing-admin';
import { sentForApproval } from '@/web/components/admin-sent-for-approval';
import { FormDialog } from '@/web/components/form-dialog';
import { Checkbox } from '@/web/components/ui/checkbox';
import { Field } from '@/web/components/ui/field';
import { Input, NativeSelect } from '@/web/components/ui/input';
import { Label } from '@/web/components/ui/label';
import { showFieldErrors, useZodForm } from '@/web/lib/forms';
import { inLanguage } from '@/web/lib/server-messages';
import { toast } from '@/web/lib/toast';
import { basisName, basisRateLabel } from './admin-billing-words';
import { useHeadWrite } from './use-admin-billing';

type Values = {
  name: string;
  basis: ChargeBasisName | '';
  rate: string;
  gst_rate: string;
  is_service_charge: boolean;
};

const METERED_HINT = msg`Nothing to set here: the amount is entered per flat for each period (water, say).`;
const RATE_HINT: Partial<Record<ChargeBasisName, MessageDescriptor>> = {
  construction_cost_percent: msg`Of the flat's share of the construction cost, e.g. 0.25 for the sinking fund.`,
  non_occupancy: msg`Of the service charges of a let flat; at most 10 % (Government of Maharashtra order of 1 August 2001).`,
  metered: METERED_HINT,
};

export function HeadDialog({ head, onClose }: { head: ChargeHead | null; onClose(): void }) {
  const { t } = useLingui();
  const serviceId = useId();
  const rateOf = (h: ChargeHead) => {
    const { unit } = CHARGE_BASIS[h.basis];
    return unit === 'rupees'
      ? hundredthsText(h.rate_paise)
      : unit === 'percent'
        ? hundredthsText(h.rate_bp)
        : '';
  };
  const defaults: Values = {
    name: head?.name ?? '',
    basis: head?.basis ?? '',
    rate: head ? rateOf(head) : '',
    gst_rate: head?.gst_rate_bp ? hundredthsText(head.gst_rate_bp) : '',
    is_service_charge: head?.is_service_charge ?? false,
  };
  const form = useZodForm(chargeHeadInput, { defaultValues: defaults });
  const add = useHeadWrite(billingAdminApi.addHead);
  const update = useHeadWrite(billingAdminApi.updateHead);
  const { errors, isSubmitting } = form.formState;
  const basis = form.watch('basis');
  const unit = basis ? CHARGE_BASIS[basis].unit : 'rupees';

  // The server reads the fields as typed (it keeps the stored shape itself), so the form sends them as they are.
  const submit = form.handleSubmit(async () => {
    const { basis: chosen, ...values } = form.getValues();
    if (!chosen) return;
    const typed = { ...values, basis: chosen };
    try {
      const answer = head
        ? await update.mutateAsync({ ...typed, id: head.id })
        : await add.mutateAsync(typed);
      if (!sentForApproval(answer))
        toast.success(head ? t`Head of charges updated` : t`Head of charges added`);
      onClose();
    } catch (err) {
      toast.error(t`Error`, {
        description: t`Failed to save: ${inLanguage(showFieldErrors(form, err).message)}`,
      });
    }
  });

  return (
    <FormDialog
      title={head ? t`Edit Head of Charges` : t`Add Head of Charges`}
      description={t`How the head is shared among flats, and its rate. Amounts in ₹ are for a month.`}
      submitLabel={head ? t`Update Head` : t`Add Head`}
      submitIcon={<Save />}
      busy={isSubmitting}
      onSubmit={submit}
      onClose={onClose}
    >
      <Field label={t`Name*`} error={errors.name?.message}>
        {(p) => <Input {...p} autoComplete="off" maxLength={80} {...form.register('name')} />}
      </Field>
      <Field label={t`Basis*`} error={errors.basis?.message}>
        {(p) => (
          <NativeSelect
            {...p}
            {...form.register('basis', {
              // Non-occupancy is charged on the service charges: it cannot be one itself.
              onChange: (e) =>
                e.target.value === 'non_occupancy' && form.setValue('is_service_charge', false),
            })}
          >
            <option value="">{t`Select basis`}</option>
            {CHARGE_BASES.map((b) => (
              <option key={b} value={b}>
                {basisName(b)}
              </option>
            ))}
          </NativeSelect>
        )}
      </Field>
      <div className="grid grid-cols-2 gap-3 sm:gap-4">
        {unit === 'none' ? (
          <p className="col-span-2 rounded-md border bg-muted/40 p-3 text-sm text-muted-foreground">
            {t(METERED_HINT)}
          </p>
        ) : (
          <Field
            className="col-span-2 sm:col-span-1"
            label={t`Rate (${basis ? basisRateLabel(basis) : '₹'})*`}
            error={errors.rate?.message}
            hint={
              basis && RATE_HINT[basis]
                ? t(RATE_HINT[basis])
                : unit === 'rupees'
                  ? t`With paise, e.g. 2.35.`
                  : undefined
            }
          >
            {(p) => <Input {...p} inputMode="decimal" autoComplete="off" {...form.register('rate')} />}
          </Field>
        )}
        <Field
          className="col-span-2 sm:col-span-1"
          label={t`GST rate (%)`}
          error={errors.gst_rate?.message}
          hint={t`Empty for none; 18 for 18 %.`}
        >
          {(p) => <Input {...p} inputMode="decimal" autoComplete="off" {...form.register('gst_rate')} />}
        </Field>
      </div>
      {basis === 'non_occupancy' ? null : (
        <div className="flex items-start gap-3 rounded-md border bg-muted/40 p-3">
          <Controller
            control={form.control}
            name="is_service_charge"
            render={({ field }) => (
              <Checkbox
                id={serviceId}
                checked={field.value}
                onCheckedChange={field.onChange}
                aria-describedby={`${serviceId}-hint`}
                className="mt-0.5"
              />
            )}
          />
          <div className="flex flex-col gap-1">
            <Label htmlFor={serviceId} className="cursor-pointer">
              {t`Service charge`}
            </Label>
            <p id={`${serviceId}-hint`} className="text-xs text-muted-foreground">
              {t`Counts towards the service charges that non-occupancy charges are a percentage of.`}
            </p>
            {errors.is_service_charge?.message ? (
              <p className="text-sm text-destructive" role="alert">
                {inLanguage(errors.is_service_charge.message)}
              </p>
            ) : null}
          </div>
        </div>
      )}
    </FormDialog>
  );
}
