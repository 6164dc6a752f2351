import { accountApi, changePasswordInput } from '@/shared/account';
import { Button } from '@/web/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/web/components/ui/card';
import { Field } from '@/web/components/ui/field';
import { Input } from '@/web/components/ui/input';
import { ApiError, api, errorMessage } from '@/web/lib/api';
import { showFieldErrors, useZodForm } from '@/web/lib/forms';
import { toast } from '@/web/lib/toast';

export function ChangePasswordCard({ onDone }: { onDone: () => void }) {
  const form = useZodForm(changePasswordInput, {
    defaultValues: { currentPassword: '', newPassword: '', confirmPassword: '' },
  });
  const { errors, isSubmitting } = form.formState;

  const submit = form.handleSubmit(
    async (values) => {
      try {
        await api(accountApi.changePassword, values);
        toast.success('Password Updated', { description: 'Your password has been changed.' });
        form.reset();
        onDone();
      } catch (err) {
        if (err instanceof ApiError) showFieldErrors(form, err);
        toast.error('Error', { description: errorMessage(err) });
      }
    },
    (found) => {
      const first = found.confirmPassword ?? found.newPassword ?? found.currentPassword;
      toast.error('Error', { description: first?.message });
    },
  );

  return (
    <Card>
      <CardHeader>
        <CardTitle>Change Password</CardTitle>
        <CardDescription>Enter your current password and choose a new one.</CardDescription>
      </CardHeader>
      <CardContent>
        <form onSubmit={submit} noValidate className="flex max-w-md flex-col gap-4">
          <Field label="Current Password" error={errors.currentPassword?.message}>
            {(p) => (
              <Input
                {...p}
                type="password"
                autoComplete="current-password"
                {...form.register('currentPassword')}
              />
            )}
          </Field>
          <Field label="New Password" error={errors.newPassword?.message}>
            {(p) => (
              <Input {...p} type="password" autoComplete="new-password" {...form.register('newPassword')} />
            )}
          </Field>
          <Field label="Confirm New Password" error={errors.confirmPassword?.message}>
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
            {isSubmitting ? 'Updating...' : 'Update Password'}
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}
