// The Society Information form: the shared rules run here first and on the server again. A save updates the
// cached settings, so the header, footer, receipts and payment screens show the new values at once.
import { useLingui } from '@lingui/react/macro';
import { Save } from 'lucide-react';
import type { SocietySettings } from '@/shared/site';
import { SETTINGS_LIMITS, type SettingsInput, settingsInput, siteAdminApi } from '@/shared/site-admin';
import { setSettings } from '@/web/app/settings';
import { Button } from '@/web/components/ui/button';
import { Field } from '@/web/components/ui/field';
import { Input, Textarea } from '@/web/components/ui/input';
import { api } from '@/web/lib/api';
import { showFieldErrors, useZodForm } from '@/web/lib/forms';
import { toast } from '@/web/lib/toast';
import { Can, Fields } from '../admin/office-access';

type Values = Required<SettingsInput>;

export function SocietyForm({ settings }: { settings: SocietySettings }) {
  const { t } = useLingui();
  const defaults: Values = {
    name: settings.name,
    address: settings.address,
    contact: settings.contact,
    email: settings.email,
    description: settings.description,
    upi_id: settings.upi_id,
  };
  const form = useZodForm(settingsInput, {
    defaultValues: defaults,
  });
  const { errors, isSubmitting, isDirty } = form.formState;

  const submit = form.handleSubmit(async (values) => {
    try {
      const saved = await api(siteAdminApi.updateSettings, values);
      setSettings(saved);
      form.reset({ ...defaults, ...values, email: saved.email });
      toast.success(t`Settings Saved`, {
        description: t`The society's details are updated across the portal.`,
      });
    } catch (err) {
      showFieldErrors(form, err);
      toast.error(t`Error`, { description: t`Failed to save settings` });
    }
  });

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4">
      <Fields need="settings:manage">
        <Field label={t`Society Name*`} error={errors.name?.message}>
          {(p) => (
            <Input
              {...p}
              autoComplete="organization"
              maxLength={SETTINGS_LIMITS.name}
              {...form.register('name')}
            />
          )}
        </Field>
        <Field
          label={t`Address*`}
          error={errors.address?.message}
          hint={t`Postal code ${settings.postal_code} is kept.`}
        >
          {(p) => (
            <Input
              {...p}
              autoComplete="street-address"
              maxLength={SETTINGS_LIMITS.address}
              {...form.register('address')}
            />
          )}
        </Field>
        <div className="grid gap-4 sm:grid-cols-2">
          <Field label={t`Contact Number*`} error={errors.contact?.message}>
            {(p) => <Input {...p} type="tel" autoComplete="tel" {...form.register('contact')} />}
          </Field>
          <Field label={t`Email*`} error={errors.email?.message}>
            {(p) => <Input {...p} type="email" autoComplete="email" {...form.register('email')} />}
          </Field>
        </div>
        <Field label={t`Description*`} error={errors.description?.message}>
          {(p) => (
            <Textarea
              {...p}
              rows={4}
              maxLength={SETTINGS_LIMITS.description}
              {...form.register('description')}
            />
          )}
        </Field>
        <Field
          label={t`UPI ID*`}
          error={errors.upi_id?.message}
          hint={t`Members pay gym memberships to this UPI ID (the QR code uses it).`}
        >
          {(p) => (
            <Input
              {...p}
              autoComplete="off"
              spellCheck={false}
              maxLength={SETTINGS_LIMITS.upi_id}
              {...form.register('upi_id')}
            />
          )}
        </Field>
      </Fields>
      <div className="flex flex-wrap items-center justify-end gap-3">
        {isDirty ? <p className="text-sm text-muted-foreground">{t`Unsaved changes`}</p> : null}
        <Can need="settings:manage">
          <Button type="submit" busy={isSubmitting} icon={<Save />}>
            {t`Save Settings`}
          </Button>
        </Can>
      </div>
    </form>
  );
}
