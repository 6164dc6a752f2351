// The Prices card of Admin -> Settings: the gym plans' prices and the podium options' base prices (the price a
// resident pays is shown with GST as it is typed). A save applies to requests made from then on.
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useQueryClient } from '@tanstack/react-query';
import { Save } from 'lucide-react';
import { BOOKING_OPTIONS, type BookingOption, hallPriceOf, withGst } from '@/shared/hall-bookings';
import type { MembershipPlan } from '@/shared/memberships';
import { formatINR } from '@/shared/money';
import { pricesAdminApi, pricesInput } from '@/shared/prices-admin';
import type { SocietySettings } from '@/shared/site';
import { setSettings } from '@/web/app/settings';
import { Button } from '@/web/components/ui/button';
import { Field } from '@/web/components/ui/field';
import { Input } from '@/web/components/ui/input';
import { ApiError, api } from '@/web/lib/api';
import { useZodForm } from '@/web/lib/forms';
import { inLanguage } from '@/web/lib/server-messages';
import { toast } from '@/web/lib/toast';
import { Can, Fields } from '../admin/office-access';

type Values = {
  plans: { id: string; price_inr: string }[];
  hall: { booking_option: string; base_inr: string }[];
};

export const PLANS_KEY = ['membership-plans'] as const;

// The podium's options as the office names them (the shared list keeps the English the server stores and prints).
const OPTION_LABELS: Record<BookingOption, MessageDescriptor> = {
  member_half_day: msg`Member - Half Day (6 hours)`,
  member_full_day: msg`Member - Full Day (12 hours)`,
  corporate_half_day: msg`Corporate - Half Day (6 hours)`,
  corporate_full_day: msg`Corporate - Full Day (12 hours)`,
};

export function PricesForm({ plans, settings }: { plans: MembershipPlan[]; settings: SocietySettings }) {
  const { t } = useLingui();
  const qc = useQueryClient();
  const defaults: Values = {
    plans: plans.map((p) => ({ id: p.id, price_inr: String(p.price_inr) })),
    hall: BOOKING_OPTIONS.map((o) => ({
      booking_option: o.value,
      base_inr: String(hallPriceOf(settings.hall_prices, o.value).base),
    })),
  };
  const form = useZodForm(pricesInput, {
    defaultValues: defaults,
  });
  const { errors, isSubmitting, isDirty } = form.formState;
  const hall = form.watch('hall');

  const submit = form.handleSubmit(async (values) => {
    try {
      const saved = await api(pricesAdminApi.update, values);
      setSettings({ ...settings, hall_prices: saved.hall_prices });
      qc.setQueryData(PLANS_KEY, saved.plans);
      form.reset(values as Values);
      toast.success(t`Prices Saved`, {
        description: t`New requests pay these prices; requests already made keep theirs.`,
      });
    } catch (err) {
      if (!(err instanceof ApiError)) throw err;
      toast.error(t`Error`, { description: `${t`Failed to save prices`}: ${inLanguage(err.message)}` });
    }
  });

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-5">
      <Fields need="settings:manage">
        <fieldset className="flex flex-col gap-3">
          <legend className="mb-2 text-sm font-semibold">{t`Gym membership plans`}</legend>
          <div className="grid gap-3 sm:grid-cols-2">
            {plans.map((plan, i) => (
              <Field key={plan.id} label={`${plan.name} (₹)`} error={errors.plans?.[i]?.price_inr?.message}>
                {(p) => <Input {...p} inputMode="decimal" {...form.register(`plans.${i}.price_inr`)} />}
              </Field>
            ))}
          </div>
        </fieldset>
        <fieldset className="flex flex-col gap-3">
          <legend className="mb-2 text-sm font-semibold">{t`Podium booking (base price, before GST)`}</legend>
          <div className="grid gap-3 sm:grid-cols-2">
            {BOOKING_OPTIONS.map((o, i) => {
              const base = Number(hall[i]?.base_inr);
              return (
                <Field
                  key={o.value}
                  label={`${t(OPTION_LABELS[o.value])} (₹)`}
                  error={errors.hall?.[i]?.base_inr?.message}
                  hint={
                    Number.isFinite(base) && base > 0
                      ? t`Residents pay ${formatINR(withGst(base))} with GST`
                      : null
                  }
                >
                  {(p) => <Input {...p} inputMode="decimal" {...form.register(`hall.${i}.base_inr`)} />}
                </Field>
              );
            })}
          </div>
        </fieldset>
      </Fields>
      <div className="flex flex-wrap items-center justify-end gap-3">
        {isDirty ? <p className="text-sm text-muted-foreground">{t`Unsaved changes`}</p> : null}
        <Can need="settings:manage">
          <Button type="submit" busy={isSubmitting} icon={<Save />}>
            {t`Save Prices`}
          </Button>
        </Can>
      </div>
    </form>
  );
}
