import { useLingui } from '@lingui/react/macro';
import { AUTH_ERRORS, accountApi, signUpInput } from '@/shared/account';
import { Button } from '@/web/components/ui/button';
import { Field } from '@/web/components/ui/field';
import { Input } from '@/web/components/ui/input';
import { ApiError, api } from '@/web/lib/api';
import { showFieldErrors, useZodForm } from '@/web/lib/forms';
import { inLanguage } from '@/web/lib/server-messages';
import { toast } from '@/web/lib/toast';
import { PasswordStrengthMeter } from './password-strength';

export function SignUpForm({ onSignedUp }: { onSignedUp: (email: string) => void }) {
  const { t } = useLingui();
  const form = useZodForm(signUpInput, {
    defaultValues: { name: '', email: '', phone: '', flat_no: '', password: '' },
  });
  const { errors, isSubmitting } = form.formState;

  const submit = form.handleSubmit(
    async (values) => {
      try {
        await api(accountApi.signUp, values);
        toast.success(t`Account created successfully! Please check your email for verification.`);
        onSignedUp(values.email.trim().toLowerCase());
      } catch (err) {
        if (err instanceof ApiError && err.code === AUTH_ERRORS.exists) {
          toast.error(t`Account exists`, {
            description: t`This email is already registered. Please sign in instead.`,
          });
        } else if (err instanceof ApiError) {
          toast.error(t`Sign up failed`, { description: inLanguage(showFieldErrors(form, err).message) });
        }
      }
    },
    () => toast.error(t`Validation Error`, { description: t`Please fix the errors below.` }),
  );

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4">
      <Field label={t`Full Name`} error={errors.name?.message}>
        {(p) => <Input {...p} autoComplete="name" {...form.register('name')} />}
      </Field>
      <Field label={t`Email`} error={errors.email?.message}>
        {(p) => <Input {...p} type="email" autoComplete="email" {...form.register('email')} />}
      </Field>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label={t`Phone Number`} error={errors.phone?.message}>
          {(p) => (
            <Input
              {...p}
              type="tel"
              autoComplete="tel"
              placeholder="98765 43210"
              {...form.register('phone')}
            />
          )}
        </Field>
        <Field label={t`Flat Number`} error={errors.flat_no?.message}>
          {(p) => <Input {...p} placeholder="A-101" {...form.register('flat_no')} />}
        </Field>
      </div>
      <Field
        label={t`Password`}
        error={errors.password?.message}
        hint={t`At least 8 characters, with 3 of: uppercase, lowercase, numbers, symbols.`}
      >
        {(p) => <Input {...p} type="password" autoComplete="new-password" {...form.register('password')} />}
      </Field>
      <PasswordStrengthMeter value={form.watch('password')} />
      <Button type="submit" busy={isSubmitting} className="w-full">
        {t`Sign Up`}
      </Button>
    </form>
  );
}
