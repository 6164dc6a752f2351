// The edit dialog (admin spec section 5). A changed flat number unticks 'Flat confirmed', so it saves as
// awaiting confirmation unless the admin ticks it again in the same save; the server applies the same rule.
import { useLingui } from '@lingui/react/macro';
import { Save } from 'lucide-react';
import { useEffect, useId } from 'react';
import { Controller } from 'react-hook-form';
import {
  type AdminProfile,
  normalizeFlat,
  PROFILE_LIMITS,
  profileForm,
  profilesAdminApi,
} from '@/shared/profiles';
import { FormDialog } from '@/web/components/form-dialog';
import { Checkbox } from '@/web/components/ui/checkbox';
import { Field } from '@/web/components/ui/field';
import { Input } from '@/web/components/ui/input';
import { Label } from '@/web/components/ui/label';
import { showFieldErrors, useZodForm } from '@/web/lib/forms';
import { inLanguage } from '@/web/lib/server-messages';
import { toast } from '@/web/lib/toast';
import { formatDate } from '@/web/lib/utils';
import { useProfileWrite } from './use-admin-profiles';
import './admin-profiles-messages';

type Values = {
  name: string;
  email: string;
  phone: string;
  flat_no: string;
  nook_number: string;
  floor: string;
  flat_confirmed: boolean;
};

const valuesOf = (p: AdminProfile): Values => ({
  name: p.name ?? '',
  email: p.email ?? '',
  phone: p.phone ?? '',
  flat_no: p.flat_no ?? '',
  nook_number: p.nook_number ?? '',
  floor: p.floor == null ? '' : String(p.floor),
  flat_confirmed: Boolean(p.flat_confirmed_at),
});

export function ProfileEditDialog({ profile, onClose }: { profile: AdminProfile; onClose(): void }) {
  const { t } = useLingui();
  const form = useZodForm(profileForm, {
    defaultValues: valuesOf(profile),
  });
  const update = useProfileWrite(profilesAdminApi.update);
  const { errors, isSubmitting } = form.formState;
  const confirmId = useId();

  const flat = normalizeFlat(form.watch('flat_no'));
  const flatChanged = flat !== normalizeFlat(profile.flat_no ?? '');
  const wasConfirmed = Boolean(profile.flat_confirmed_at);
  // A new flat number is only a claim again: untick, and let the admin tick it to confirm it in this save.
  useEffect(() => {
    form.setValue('flat_confirmed', wasConfirmed && !flatChanged);
  }, [flatChanged, wasConfirmed, form]);

  const submit = form.handleSubmit(async (values) => {
    try {
      await update.mutateAsync({ ...values, userId: profile.user_id });
      toast.success(t`Profile updated successfully`);
      onClose();
    } catch (err) {
      const failed = showFieldErrors(form, err);
      toast.error(t`Failed to update profile`, { description: inLanguage(failed.message) });
    }
  });

  const by = profile.flat_confirmed_by_name ?? t`Unknown`;
  const on = formatDate(profile.flat_confirmed_at);
  const confirmHint = !flat
    ? t`Add a flat number to confirm it.`
    : flatChanged
      ? t`The new flat number awaits confirmation unless you confirm it now.`
      : wasConfirmed
        ? t`Confirmed by ${by} on ${on}.`
        : t`Confirm only once the office has checked that this member lives in this flat.`;
  const email = profile.account_email;

  return (
    <FormDialog
      title={t`Edit Profile`}
      description={t`${email} · Empty fields are saved as not provided.`}
      submitLabel={t`Save Changes`}
      submitIcon={<Save />}
      busy={isSubmitting}
      onSubmit={submit}
      onClose={onClose}
    >
      <Field label={t`Name*`} error={errors.name?.message}>
        {(p) => (
          <Input {...p} autoComplete="off" maxLength={PROFILE_LIMITS.name} {...form.register('name')} />
        )}
      </Field>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label={t`Email`} error={errors.email?.message}>
          {(p) => <Input {...p} type="email" autoComplete="off" {...form.register('email')} />}
        </Field>
        <Field label={t`Phone`} error={errors.phone?.message}>
          {(p) => <Input {...p} type="tel" autoComplete="off" {...form.register('phone')} />}
        </Field>
      </div>
      <div className="grid grid-cols-2 gap-4 sm:grid-cols-3">
        <Field label={t`Flat Number`} error={errors.flat_no?.message} className="col-span-2 sm:col-span-1">
          {(p) => (
            <Input
              {...p}
              autoComplete="off"
              maxLength={10}
              className="uppercase"
              {...form.register('flat_no')}
            />
          )}
        </Field>
        <Field label={t`Nook Number`} error={errors.nook_number?.message}>
          {(p) => (
            <Input
              {...p}
              autoComplete="off"
              maxLength={PROFILE_LIMITS.nook}
              {...form.register('nook_number')}
            />
          )}
        </Field>
        <Field label={t`Floor`} error={errors.floor?.message}>
          {(p) => (
            <Input
              {...p}
              type="number"
              inputMode="numeric"
              min={PROFILE_LIMITS.floorMin}
              max={PROFILE_LIMITS.floorMax}
              step={1}
              {...form.register('floor')}
            />
          )}
        </Field>
      </div>
      <div className="flex items-start gap-3 rounded-md border bg-muted/40 p-3">
        <Controller
          control={form.control}
          name="flat_confirmed"
          render={({ field }) => (
            <Checkbox
              id={confirmId}
              checked={field.value}
              onCheckedChange={field.onChange}
              disabled={!flat}
              aria-describedby={`${confirmId}-hint`}
              className="mt-0.5"
            />
          )}
        />
        <div className="flex flex-col gap-1">
          <Label htmlFor={confirmId} className="cursor-pointer">
            {t`Flat confirmed`}
          </Label>
          <p id={`${confirmId}-hint`} className="text-xs text-muted-foreground">
            {confirmHint}
          </p>
        </div>
      </div>
    </FormDialog>
  );
}
