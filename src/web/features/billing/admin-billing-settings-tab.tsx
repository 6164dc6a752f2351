// The Settings tab of Billing: the settings of the accounts, each with its rule in one short line under it. A save
// is audited setting by setting, old and new (the order payments are applied in among them).
import { useLingui } from '@lingui/react/macro';
import { useQueryClient } from '@tanstack/react-query';
import { Save, TriangleAlert } from 'lucide-react';
import type { ReactNode } from 'react';
import { Controller } from 'react-hook-form';
import {
  type BillingSettings,
  billingAdminApi,
  billingSettingsInput,
  hundredthsText,
  PAYMENT_ORDERS,
} from '@/shared/billing-admin';
import { sentForApproval } from '@/web/components/admin-sent-for-approval';
import { EmptyState } from '@/web/components/page-states';
import { Button } from '@/web/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader } from '@/web/components/ui/card';
import { Checkbox } from '@/web/components/ui/checkbox';
import { Field } from '@/web/components/ui/field';
import { Input, NativeSelect } from '@/web/components/ui/input';
import { Label } from '@/web/components/ui/label';
import { Skeleton } from '@/web/components/ui/skeleton';
import { api } from '@/web/lib/api';
import { showFieldErrors, useZodForm } from '@/web/lib/forms';
import { inLanguage } from '@/web/lib/server-messages';
import { toast } from '@/web/lib/toast';
import { Can, Fields } from '../admin/office-access';
import { paymentOrderName } from './admin-billing-words';
import { SETTINGS, useBillingSettings } from './use-admin-billing';

export function SettingsTab() {
  const { t } = useLingui();
  const settings = useBillingSettings();
  return (
    <Card role="region" aria-labelledby="billing-settings">
      <CardHeader>
        <h2 id="billing-settings" className="text-lg font-semibold leading-tight">
          {t`Settings of the accounts`}
        </h2>
        <CardDescription>
          {t`Bills, interest and receipts follow these. Every change is in the audit log.`}
        </CardDescription>
      </CardHeader>
      <CardContent>
        {settings.isError ? (
          <EmptyState
            icon={TriangleAlert}
            title={t`Could not load the settings of the accounts`}
            message={inLanguage(settings.error.message)}
            onRetry={() => settings.refetch()}
          />
        ) : settings.data && settings.isFetchedAfterMount ? (
          <SettingsForm settings={settings.data} />
        ) : (
          <Skeleton className="h-96" role="status" aria-label={t`Loading the settings of the accounts`} />
        )}
      </CardContent>
    </Card>
  );
}

/** The form's text of the stored settings: amounts in rupees, rates in percent, as the office types them. */
const valuesOf = (s: BillingSettings) => ({
  billing_period: s.billing_period,
  gst_threshold: hundredthsText(s.gst_threshold_paise),
  interest_rate: hundredthsText(s.interest_rate_bp),
  payment_order: s.payment_order,
  change_flag_percent: hundredthsText(s.change_flag_bp),
  registration_no: s.registration_no,
  upi_vpa: s.upi_vpa,
  upi_payee_name: s.upi_payee_name,
  bounced_cheque_charge: hundredthsText(s.bounced_cheque_charge_paise),
  reminder_days_before: String(s.reminder_days_before),
  reminder_days_after: String(s.reminder_days_after),
  auto_confirm_high: s.auto_confirm_high,
});

function SettingsForm({ settings }: { settings: BillingSettings }) {
  const { t } = useLingui();
  const qc = useQueryClient();
  const form = useZodForm(billingSettingsInput, { defaultValues: valuesOf(settings) });
  const { errors, isSubmitting, isDirty } = form.formState;

  const submit = form.handleSubmit(async () => {
    try {
      const answer = await api(billingAdminApi.saveSettings, form.getValues());
      // A new interest rate waits for a second person; the other settings are saved at once.
      const pending = sentForApproval(answer);
      const saved = pending ? await api(billingAdminApi.settings) : answer;
      qc.setQueryData(SETTINGS, saved);
      form.reset(valuesOf(saved));
      if (!pending) toast.success(t`Settings of the accounts saved`);
    } catch (err) {
      toast.error(t`Error`, {
        description: t`Failed to save: ${inLanguage(showFieldErrors(form, err).message)}`,
      });
    }
  });

  const text =
    (name: 'gst_threshold' | 'interest_rate' | 'change_flag_percent' | 'bounced_cheque_charge') =>
    (p: object) => <Input {...p} inputMode="decimal" autoComplete="off" {...form.register(name)} />;

  return (
    <form onSubmit={submit} noValidate className="grid gap-x-6 gap-y-5 md:grid-cols-2">
      <Fields need="accounts:manage">
        <Section title={t`Bills`}>
          <Field
            label={t`Billing period*`}
            error={errors.billing_period?.message}
            hint={t`How often bills are made; a quarterly bill charges three months.`}
          >
            {(p) => (
              <NativeSelect {...p} {...form.register('billing_period')}>
                <option value="monthly">{t`Monthly`}</option>
                <option value="quarterly">{t`Quarterly`}</option>
              </NativeSelect>
            )}
          </Field>
          <Field
            label={t`GST threshold (₹ a month per flat)*`}
            error={errors.gst_threshold?.message}
            hint={t`No GST for a flat whose monthly total is at most this amount; above it, GST on the whole amount.`}
          >
            {text('gst_threshold')}
          </Field>
          <Field
            label={t`Flag a change above (%)*`}
            error={errors.change_flag_percent?.message}
            hint={t`A bill preview flags a flat whose amount changed by more than this since the last run.`}
          >
            {text('change_flag_percent')}
          </Field>
          <Field
            label={t`Registration number`}
            error={errors.registration_no?.message}
            hint={t`The society's registration number, printed on every bill.`}
          >
            {(p) => <Input {...p} autoComplete="off" maxLength={100} {...form.register('registration_no')} />}
          </Field>
        </Section>
        <Section title={t`Arrears and payments`}>
          <Field
            label={t`Interest on arrears (% a year)*`}
            error={errors.interest_rate?.message}
            hint={t`Simple interest from the due date until paid; at most 21 % (bye-law 71).`}
          >
            {text('interest_rate')}
          </Field>
          <Field
            label={t`A payment is applied to*`}
            error={errors.payment_order?.message}
            hint={t`Which dues a payment settles first; the oldest bill first either way.`}
          >
            {(p) => (
              <NativeSelect {...p} {...form.register('payment_order')}>
                {PAYMENT_ORDERS.map((o) => (
                  <option key={o} value={o}>
                    {paymentOrderName(o)}
                  </option>
                ))}
              </NativeSelect>
            )}
          </Field>
          <Field
            label={t`Bounced-cheque charge (₹)*`}
            error={errors.bounced_cheque_charge?.message}
            hint={t`Charged to the flat when its cheque bounces; 0 for none.`}
          >
            {text('bounced_cheque_charge')}
          </Field>
        </Section>
        <Section title={t`Reminders`}>
          <Field
            label={t`Remind before the due date (days)*`}
            error={errors.reminder_days_before?.message}
            hint={t`A flat whose bill is unpaid is mailed this many days before it falls due, with the Pay by UPI link; 0 for none.`}
          >
            {(p) => (
              <Input
                {...p}
                inputMode="numeric"
                autoComplete="off"
                {...form.register('reminder_days_before')}
              />
            )}
          </Field>
          <Field
            label={t`Remind after the due date (days)*`}
            error={errors.reminder_days_after?.message}
            hint={t`And again this many days after the due date if still unpaid; 0 for none. Never more than one mail a flat a day.`}
          >
            {(p) => (
              <Input
                {...p}
                inputMode="numeric"
                autoComplete="off"
                {...form.register('reminder_days_after')}
              />
            )}
          </Field>
        </Section>
        <Section title={t`Bank reconciliation`}>
          <div className="flex items-start gap-3 rounded-md border bg-muted/40 p-3">
            <Controller
              control={form.control}
              name="auto_confirm_high"
              render={({ field }) => (
                <Checkbox
                  id="auto-confirm-high"
                  checked={field.value}
                  onCheckedChange={field.onChange}
                  aria-describedby="auto-confirm-high-hint"
                  className="mt-0.5"
                />
              )}
            />
            <div className="flex flex-col gap-1">
              <Label htmlFor="auto-confirm-high" className="cursor-pointer">
                {t`Auto-confirm proposals of the highest confidence`}
              </Label>
              <p id="auto-confirm-high-hint" className="text-xs text-muted-foreground">
                {t`Bank credits matched at high confidence are recorded with their receipts as the statement is imported; off: the office confirms each.`}
              </p>
            </div>
          </div>
        </Section>
        <Section title={t`UPI QR code on bills`}>
          <Field
            label={t`UPI ID`}
            error={errors.upi_vpa?.message}
            hint={t`The QR code on a bill pays here; empty: the society's UPI ID from Settings.`}
          >
            {(p) => <Input {...p} autoComplete="off" maxLength={100} {...form.register('upi_vpa')} />}
          </Field>
          <Field
            label={t`Payee name`}
            error={errors.upi_payee_name?.message}
            hint={t`The name a resident's UPI app shows when paying.`}
          >
            {(p) => <Input {...p} autoComplete="off" maxLength={100} {...form.register('upi_payee_name')} />}
          </Field>
        </Section>
      </Fields>
      <div className="flex flex-wrap items-center justify-end gap-3 md:col-span-2">
        {isDirty ? <p className="text-sm text-muted-foreground">{t`Unsaved changes`}</p> : null}
        <Can need="accounts:manage">
          <Button type="submit" busy={isSubmitting} icon={<Save />}>
            {t`Save Settings`}
          </Button>
        </Can>
      </div>
    </form>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <fieldset className="flex min-w-0 flex-col gap-4">
      <legend className="mb-3 text-sm font-semibold">{title}</legend>
      {children}
    </fieldset>
  );
}
