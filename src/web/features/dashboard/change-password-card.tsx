import { useLingui } from '@lingui/react/macro';
import { accountApi, changePasswordInput } from '@/shared/account';
import { Button } from '@/web/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/web/components/ui/card';
import { Field } from '@/web/components/ui/field';
import { Input } from '@/web/components/ui/input';
import { ApiError, api, errorMessage } from '@/web/lib/api';
import { showFieldErrors, useZodForm } from '@/web/lib/forms';
import { inLanguage } from '@/web/lib/server-messages';
import './known-messages';
import { toast } from '@/web/lib/toast';

export function ChangePasswordCard({ onDone }: { onDone: () => void }) {
  const { t } = useLingui();
  const form = useZodForm(changePasswordInput, {
    defaultValues: { currentPassword: '', newPassword: '', confirmPassword: '' },
  });
  const { errors, isSubmitting } = form.formState;

  const submit = form.handleSubmit(
    async (values) => {
      try {
        await api(accountApi.changePassword, values);
        toast.success(t`Password Updated`, { description: t`Your password has been changed.` });
        form.reset();
        onDone();
      } catch (err) {
        if (err instanceof ApiError) showFieldErrors(form, err);
        toast.error(t`Error`, { description: inLanguage(errorMessage(err)) });
      }
    },
    (found) => {
      const first = found.confirmPassword ?? found.newPassword ?? found.currentPassword;
      toast.error(t`Error`, { description: first?.message && inLanguage(first.message) });
    },
  );

  return (
    <Card>
      <CardHeader>
        <CardTitle>{t`Change Password`}</CardTitle>
        <CardDescription>{t`Enter your current password and choose a new one.`}</CardDescription>
      </CardHeader>
      <CardContent>
        <form onSubmit={submit} noValidate className="flex max-w-md flex-col gap-4">
          <Field label={t`Current Password`} error={errors.currentPassword?.message}>
            {(p) => (
              <Input
                {...p}
                type="password"
                autoComplete="current-password"
                {...form.register('currentPassword')}
              />
            )}
          </Field>
          <Field label={t`New Password`} error={errors.newPassword?.message}>
            {(p) => (
              <Input {...p} type="password" autoComplete="new-password" {...form.register('newPassword')} />
            )}
          </Field>
          <Field label={t`Confirm New Password`} error={errors.confirmPassword?.message}>
            {(p) => (
              <Input
                {...p}
                type="password"
                autoComplete="new-password"
                {...form.register('confirmPassword')}
              />
            )}
          </Field>
          <Button type="submit" busy={isSubmitting} className="self-start">
            {isSubmitting ? t`Updating...` : t`Update Password`}
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}
