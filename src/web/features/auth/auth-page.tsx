// /auth: sign in, sign up, verification panel, forgot password and set-new-password, plus mailed-link outcomes.
import { useQueryClient } from '@tanstack/react-query';
import { MailCheck } from 'lucide-react';
import { type FormEvent, lazy, Suspense, useEffect, useRef, useState } from 'react';
import { AUTH_ERRORS, accountApi, newPasswordInput, resetRequestInput } from '@/shared/account';
import type { Me } from '@/shared/session';
import { isValidEmail, password as passwordRule } from '@/shared/validation';
import { ME_KEY, useAuth } from '@/web/app/auth';
import { Button } from '@/web/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/web/components/ui/card';
import { Field } from '@/web/components/ui/field';
import { Input } from '@/web/components/ui/input';
import { Skeleton } from '@/web/components/ui/skeleton';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/web/components/ui/tabs';
import { ApiError, api } from '@/web/lib/api';
import { Navigate, useNavigate, useSearchParams } from '@/web/lib/router';
import { toast } from '@/web/lib/toast';

type Mode =
  | { kind: 'tabs'; tab: 'signin' | 'signup' }
  | { kind: 'verify'; email: string }
  | { kind: 'forgot' }
  | { kind: 'reset'; token: string };

// The sign-up form (and the form library) loads when its tab is pointed at, focused or opened: most
// visitors of this page sign in.
const loadSignUp = () => import('./sign-up-form');
const SignUpForm = lazy(() => loadSignUp().then((m) => ({ default: m.SignUpForm })));

const LINK_EXPIRED_RESET = 'The email link has expired. Please request a new password reset email.';

export default function AuthPage() {
  const auth = useAuth();
  const [params, setParams] = useSearchParams();
  const navigate = useNavigate();
  const qc = useQueryClient();
  const [mode, setMode] = useState<Mode>(() =>
    params.get('mode') === 'reset' && params.get('token')
      ? { kind: 'reset', token: params.get('token')! }
      : { kind: 'tabs', tab: 'signin' },
  );
  const handled = useRef(false);

  // Outcomes of mailed links and the error/message query parameters, handled once.
  useEffect(() => {
    if (handled.current || auth.loading) return;
    handled.current = true;
    const error = params.get('error');
    const hash = new URLSearchParams(window.location.hash.slice(1));
    if (hash.get('error') || hash.get('error_description')) {
      const text = hash.get('error_description') ?? hash.get('error') ?? '';
      if (/expired/i.test(text)) toast.error('Link Expired', { description: LINK_EXPIRED_RESET });
      else toast.error('Verification Failed', { description: text });
      window.history.replaceState(null, '', '/auth');
    } else if (params.get('mode') === 'reset') {
      if (error) {
        toast.error('Link Expired', { description: LINK_EXPIRED_RESET });
        setMode({ kind: 'forgot' });
      } else if (params.get('token')) {
        toast('Password Reset', { description: 'Please choose a new password.' });
      }
    } else if (params.get('verified')) {
      if (error === 'TOKEN_EXPIRED')
        toast.error('Link Expired', {
          description: 'The email link has expired. Sign in to receive a new verification email.',
        });
      else if (error)
        toast.error('Verification Failed', { description: 'This verification link is not valid.' });
      else if (auth.user) {
        toast.success('Email Verified!', { description: 'Your email address is confirmed. Welcome!' });
        navigate('/', { replace: true });
        return;
      } else
        toast.error('Verification Failed', {
          description: 'This link has already been used. Please sign in.',
        });
    } else if (error) {
      toast.error('Authentication Error', { description: error });
    } else if (params.get('message')) {
      toast.success('Success', { description: params.get('message')! });
    }
    if ([...params].length && params.get('mode') !== 'reset') setParams({}, { replace: true });
  }, [auth.loading, auth.user, params, setParams, navigate]);

  const signedIn = (me: Me, message: string) => {
    qc.setQueryData(ME_KEY, me);
    toast.success(message);
    navigate('/', { replace: true });
  };

  if (!auth.loading && auth.user && mode.kind !== 'reset' && !params.get('verified'))
    return <Navigate to="/" replace />;

  // Inside AuthFrame (router.tsx), which shows the society's logo and name above.
  return mode.kind === 'tabs' ? (
    <Card>
      <CardContent className="pt-5 sm:pt-6">
        <Tabs
          value={mode.tab}
          onValueChange={(tab) => setMode({ kind: 'tabs', tab: tab as 'signin' | 'signup' })}
        >
          <TabsList className="grid w-full grid-cols-2">
            <TabsTrigger value="signin">Sign In</TabsTrigger>
            <TabsTrigger value="signup" onPointerEnter={loadSignUp} onFocus={loadSignUp}>
              Sign Up
            </TabsTrigger>
          </TabsList>
          <TabsContent value="signin">
            <SignInForm
              onSignedIn={(me) => signedIn(me, 'Signed in successfully!')}
              onUnverified={(email) => setMode({ kind: 'verify', email })}
              onForgot={() => setMode({ kind: 'forgot' })}
            />
          </TabsContent>
          <TabsContent value="signup">
            <Suspense fallback={<Skeleton className="h-96 w-full" />}>
              <SignUpForm onSignedUp={(email) => setMode({ kind: 'verify', email })} />
            </Suspense>
          </TabsContent>
        </Tabs>
      </CardContent>
    </Card>
  ) : mode.kind === 'verify' ? (
    <VerificationPanel email={mode.email} onDifferentEmail={() => setMode({ kind: 'tabs', tab: 'signin' })} />
  ) : mode.kind === 'forgot' ? (
    <ForgotPasswordForm onBack={() => setMode({ kind: 'tabs', tab: 'signin' })} />
  ) : (
    <SetNewPasswordForm
      token={mode.token}
      onDone={(me) => signedIn(me, 'Password updated successfully!')}
      onCancel={() => {
        setParams({}, { replace: true });
        setMode({ kind: 'tabs', tab: 'signin' });
      }}
    />
  );
}

function SignInForm({
  onSignedIn,
  onUnverified,
  onForgot,
}: {
  onSignedIn: (me: Me) => void;
  onUnverified: (email: string) => void;
  onForgot: () => void;
}) {
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);
  const [errors, setErrors] = useState<{ email?: string; password?: string }>({});

  async function submit(e: FormEvent) {
    e.preventDefault();
    const next = {
      email: isValidEmail(email.trim()) ? undefined : 'Invalid email format',
      password: password ? undefined : 'Password is required',
    };
    setErrors(next);
    if (next.email || next.password) return;
    setBusy(true);
    try {
      onSignedIn(await api(accountApi.signIn, { email: email.trim(), password }));
    } catch (err) {
      if (!(err instanceof ApiError)) throw err;
      if (err.code === AUTH_ERRORS.emailNotVerified) onUnverified(email.trim().toLowerCase());
      else if (err.status === 429) toast.error('Too Many Attempts', { description: err.message });
      else toast.error('Error', { description: err.message });
    } finally {
      setBusy(false);
    }
  }

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4">
      <Field label="Email" error={errors.email}>
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
      <Field label="Password" error={errors.password}>
        {(p) => (
          <Input
            {...p}
            type="password"
            autoComplete="current-password"
            value={password}
            onChange={(e) => setPassword(e.target.value)}
          />
        )}
      </Field>
      <Button type="submit" busy={busy} className="w-full">
        Sign In
      </Button>
      <Button type="button" variant="link" onClick={onForgot} className="self-center">
        Forgot your password?
      </Button>
    </form>
  );
}

function VerificationPanel({ email, onDifferentEmail }: { email: string; onDifferentEmail: () => void }) {
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

function ForgotPasswordForm({ onBack }: { onBack: () => void }) {
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

function SetNewPasswordForm({
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
