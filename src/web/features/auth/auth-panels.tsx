// The auth page's other panels: the e-mail verification notice, forgot password and set a new password. They
// load (with the validation library) when one opens, so the sign-in form paints without them.
import { useLingui } from '@lingui/react/macro';
import { MailCheck } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { accountApi, newPasswordInput, resetRequestInput } from '@/shared/account';
import type { Me } from '@/shared/session';
import { password as passwordRule } from '@/shared/validation';
import { Button } from '@/web/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/web/components/ui/card';
import { Field } from '@/web/components/ui/field';
import { Input } from '@/web/components/ui/input';
import { ApiError, api } from '@/web/lib/api';
import { inLanguage } from '@/web/lib/server-messages';
import { toast } from '@/web/lib/toast';

export function VerificationPanel({
  email,
  onDifferentEmail,
}: {
  email: string;
  onDifferentEmail: () => void;
}) {
  const { t } = useLingui();
  const [busy, setBusy] = useState(false);
  async function resend() {
    setBusy(true);
    try {
      await api(accountApi.resendVerification, { email });
      toast.success(t`Verification Email Sent`, {
        description: t`Check ${email} (and the spam folder) for the link.`,
      });
    } catch (err) {
      toast.error(t`Error`, {
        description: err instanceof ApiError ? inLanguage(err.message) : t`Please try again.`,
      });
    } finally {
      setBusy(false);
    }
  }
  return (
    <Card>
      <CardHeader className="items-center text-center">
        <span className="mb-2 flex size-12 items-center justify-center rounded-full bg-secondary">
          <MailCheck className="size-6 text-primary" aria-hidden />
        </span>
        <CardTitle>{t`Email Verification Required`}</CardTitle>
        <CardDescription>
          {/* Whole sentences, the address apart: <Trans> would bring its element parser into every page. */}
          {t`We sent a verification link to:`} <strong className="break-all text-foreground">{email}</strong>
          <br />
          {t`Open it to activate your account, then sign in.`}
        </CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-3">
        <Button onClick={resend} busy={busy}>
          {t`Resend Verification Email`}
        </Button>
        <Button variant="outline" onClick={onDifferentEmail}>
          {t`Sign out and try with different email`}
        </Button>
      </CardContent>
    </Card>
  );
}

export function ForgotPasswordForm({ onBack }: { onBack: () => void }) {
  const { t } = useLingui();
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);
  async function submit(e: FormEvent) {
    e.preventDefault();
    const parsed = resetRequestInput.safeParse({ email });
    if (!parsed.success) {
      const message = parsed.error.issues[0].message;
      setError(message);
      if (message !== 'Please enter your email address')
        toast.error(t`Invalid Email`, { description: inLanguage(message) });
      return;
    }
    setError(undefined);
    setBusy(true);
    try {
      await api(accountApi.requestPasswordReset, parsed.data);
      toast.success(t`Password Reset Email Sent`, {
        description: t`Check your inbox and spam folder for the reset link.`,
      });
      onBack();
    } catch (err) {
      toast.error(t`Error`, {
        description: err instanceof ApiError ? inLanguage(err.message) : t`Please try again.`,
      });
    } finally {
      setBusy(false);
    }
  }
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t`Reset your password`}</CardTitle>
        <CardDescription>{t`Enter the email you signed up with and we will send you a reset link.`}</CardDescription>
      </CardHeader>
      <CardContent>
        <form onSubmit={submit} noValidate className="flex flex-col gap-4">
          <Field label={t`Email`} error={error}>
            {(p) => (
              <Input
                {...p}
                type="email"
                autoComplete="email"
                value={email}
                onChange={(e) => setEmail(e.target.value)}
              />
            )}
          </Field>
          <FormButtons back={t`Back`} onBack={onBack} submit={t`Send Reset Email`} busy={busy} />
        </form>
      </CardContent>
    </Card>
  );
}

export function SetNewPasswordForm({
  token,
  onDone,
  onCancel,
}: {
  token: string;
  onDone: (me: Me) => void;
  onCancel: () => void;
}) {
  const { t } = useLingui();
  const [password, setPassword] = useState('');
  const [confirmPassword, setConfirm] = useState('');
  const [busy, setBusy] = useState(false);
  async function submit(e: FormEvent) {
    e.preventDefault();
    if (!password || !confirmPassword)
      return toast.error(t`Error`, { description: t`Please fill in both password fields` });
    if (password !== confirmPassword)
      return toast.error(t`Password Mismatch`, { description: t`The passwords do not match` });
    const parsed = newPasswordInput.safeParse({ token, password, confirmPassword });
    if (!parsed.success) {
      const rule = passwordRule.safeParse(password);
      return toast.error(t`Invalid Password`, {
        description: inLanguage(rule.success ? parsed.error.issues[0].message : rule.error.issues[0].message),
      });
    }
    setBusy(true);
    try {
      onDone(await api(accountApi.resetPassword, parsed.data));
    } catch (err) {
      if (err instanceof ApiError && err.code === 'TOKEN_EXPIRED')
        toast.error(t`Link Expired`, { description: inLanguage(err.message) });
      else
        toast.error(t`Error`, {
          description: err instanceof ApiError ? inLanguage(err.message) : t`Please try again.`,
        });
    } finally {
      setBusy(false);
    }
  }
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t`Set a new password`}</CardTitle>
        <CardDescription>
          {t`Choose a password with at least 8 characters and 3 of: uppercase, lowercase, numbers, symbols.`}
        </CardDescription>
      </CardHeader>
      <CardContent>
        <form onSubmit={submit} noValidate className="flex flex-col gap-4">
          <Field label={t`New Password`}>
            {(p) => (
              <Input
                {...p}
                type="password"
                autoComplete="new-password"
                value={password}
                onChange={(e) => setPassword(e.target.value)}
              />
            )}
          </Field>
          <Field label={t`Confirm New Password`}>
            {(p) => (
              <Input
                {...p}
                type="password"
                autoComplete="new-password"
                value={confirmPassword}
                onChange={(e) => setConfirm(e.target.value)}
              />
            )}
          </Field>
          <FormButtons back={t`Cancel`} onBack={onCancel} submit={t`Update Password`} busy={busy} />
        </form>
      </CardContent>
    </Card>
  );
}

/** A card form's footer: a way back, and the submit button. */
function FormButtons({
  back,
  onBack,
  submit,
  busy,
}: {
  back: string;
  onBack: () => void;
  submit: string;
  busy: boolean;
}) {
  return (
    <div className="flex gap-3">
      <Button type="button" variant="outline" onClick={onBack} className="flex-1">
        {back}
      </Button>
      <Button type="submit" busy={busy} className="flex-1">
        {submit}
      </Button>
    </div>
  );
}
