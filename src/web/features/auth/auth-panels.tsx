// The auth page's other panels: the e-mail verification notice, forgot password and set a new password. They
// load (with the validation library) when one opens, so the sign-in form paints without them.
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
import { toast } from '@/web/lib/toast';

export function VerificationPanel({
  email,
  onDifferentEmail,
}: {
  email: string;
  onDifferentEmail: () => void;
}) {
  const [busy, setBusy] = useState(false);
  async function resend() {
    setBusy(true);
    try {
      await api(accountApi.resendVerification, { email });
      toast.success('Verification Email Sent', {
        description: `Check ${email} (and the spam folder) for the link.`,
      });
    } catch (err) {
      toast.error('Error', { description: err instanceof ApiError ? err.message : 'Please try again.' });
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
        <CardTitle>Email Verification Required</CardTitle>
        <CardDescription>
          We sent a verification link to <strong className="break-all text-foreground">{email}</strong>. Open
          it to activate your account, then sign in.
        </CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-3">
        <Button onClick={resend} busy={busy}>
          Resend Verification Email
        </Button>
        <Button variant="outline" onClick={onDifferentEmail}>
          Sign out and try with different email
        </Button>
      </CardContent>
    </Card>
  );
}

export function ForgotPasswordForm({ onBack }: { onBack: () => void }) {
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
        toast.error('Invalid Email', { description: message });
      return;
    }
    setError(undefined);
    setBusy(true);
    try {
      await api(accountApi.requestPasswordReset, parsed.data);
      toast.success('Password Reset Email Sent', {
        description: 'Check your inbox and spam folder for the reset link.',
      });
      onBack();
    } catch (err) {
      toast.error('Error', { description: err instanceof ApiError ? err.message : 'Please try again.' });
    } finally {
      setBusy(false);
    }
  }
  return (
    <Card>
      <CardHeader>
        <CardTitle>Reset your password</CardTitle>
        <CardDescription>
          Enter the email you signed up with and we will send you a reset link.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <form onSubmit={submit} noValidate className="flex flex-col gap-4">
          <Field label="Email" error={error}>
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
          <FormButtons back="Back" onBack={onBack} submit="Send Reset Email" busy={busy} />
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
  const [password, setPassword] = useState('');
  const [confirmPassword, setConfirm] = useState('');
  const [busy, setBusy] = useState(false);
  async function submit(e: FormEvent) {
    e.preventDefault();
    if (!password || !confirmPassword)
      return toast.error('Error', { description: 'Please fill in both password fields' });
    if (password !== confirmPassword)
      return toast.error('Password Mismatch', { description: 'The passwords do not match' });
    const parsed = newPasswordInput.safeParse({ token, password, confirmPassword });
    if (!parsed.success) {
      const rule = passwordRule.safeParse(password);
      return toast.error('Invalid Password', {
        description: rule.success ? parsed.error.issues[0].message : rule.error.issues[0].message,
      });
    }
    setBusy(true);
    try {
      onDone(await api(accountApi.resetPassword, parsed.data));
    } catch (err) {
      if (err instanceof ApiError && err.code === 'TOKEN_EXPIRED')
        toast.error('Link Expired', { description: err.message });
      else toast.error('Error', { description: err instanceof ApiError ? err.message : 'Please try again.' });
    } finally {
      setBusy(false);
    }
  }
  return (
    <Card>
      <CardHeader>
        <CardTitle>Set a new password</CardTitle>
        <CardDescription>
          Choose a password with at least 8 characters and 3 of: uppercase, lowercase, numbers, symbols.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <form onSubmit={submit} noValidate className="flex flex-col gap-4">
          <Field label="New Password">
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
          <Field label="Confirm New Password">
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
          <FormButtons back="Cancel" onBack={onCancel} submit="Update Password" busy={busy} />
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
