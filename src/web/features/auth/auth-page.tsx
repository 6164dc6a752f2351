// /auth: sign in, sign up, verification panel, forgot password and set-new-password, plus mailed-link outcomes.
import { useLingui } from '@lingui/react/macro';
import { type FormEvent, lazy, Suspense, useEffect, useRef, useState } from 'react';
import type { accountApi } from '@/shared/account';
import { AUTH_ERRORS } from '@/shared/auth-errors';
import { isValidEmail } from '@/shared/email-shape';
import type { Me } from '@/shared/session';
import { session, useAuth } from '@/web/app/auth';
import { Button } from '@/web/components/ui/button';
import { Card, CardContent } from '@/web/components/ui/card';
import { Field } from '@/web/components/ui/field';
import { Input } from '@/web/components/ui/input';
import { Skeleton } from '@/web/components/ui/skeleton';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/web/components/ui/tabs';
import { ApiError, api, routeOf } from '@/web/lib/api';
import { returnPath } from '@/web/lib/return-to';
import { Navigate, useNavigate, useSearchParams } from '@/web/lib/router';
import { inLanguage } from '@/web/lib/server-messages';
import { toast } from '@/web/lib/toast';
import { rememberReturn, takeRememberedReturn } from './return-after-sign-up';

type Mode =
  | { kind: 'tabs'; tab: 'signin' | 'signup' }
  | { kind: 'verify'; email: string }
  | { kind: 'forgot' }
  | { kind: 'reset'; token: string };

// The sign-up form (and the form library) loads when its tab is pointed at, focused or opened: most
// visitors of this page sign in.
const loadSignUp = () => import('./sign-up-form');
const SignUpForm = lazy(() => loadSignUp().then((m) => ({ default: m.SignUpForm })));

// The other panels (and the validation library they use) load when one opens, or when the visitor points at
// 'Forgot your password?'. The sign-in form itself needs neither: it checks the e-mail's shape and calls the
// endpoint by method and path.
const loadPanels = () => import('./auth-panels');
const VerificationPanel = lazy(() => loadPanels().then((m) => ({ default: m.VerificationPanel })));
const ForgotPasswordForm = lazy(() => loadPanels().then((m) => ({ default: m.ForgotPasswordForm })));
const SetNewPasswordForm = lazy(() => loadPanels().then((m) => ({ default: m.SetNewPasswordForm })));
const signInRoute = routeOf<typeof accountApi.signIn>({ method: 'POST', path: '/api/account/sign-in' });

export default function AuthPage() {
  const { t } = useLingui();
  const auth = useAuth();
  const [params, setParams] = useSearchParams();
  const navigate = useNavigate();
  const [mode, setMode] = useState<Mode>(() =>
    params.get('mode') === 'reset' && params.get('token')
      ? { kind: 'reset', token: params.get('token')! }
      : { kind: 'tabs', tab: 'signin' },
  );
  const handled = useRef(false);
  // The page that sent the visitor here (a same-site path only), read before the query is cleared below.
  const [next] = useState(() => returnPath(params.get('next')));

  // Outcomes of mailed links and the error/message query parameters, handled once.
  useEffect(() => {
    if (handled.current || auth.loading) return;
    handled.current = true;
    const LINK_EXPIRED_RESET = t`The email link has expired. Please request a new password reset email.`;
    const error = params.get('error');
    const hash = new URLSearchParams(window.location.hash.slice(1));
    if (hash.get('error') || hash.get('error_description')) {
      const text = hash.get('error_description') ?? hash.get('error') ?? '';
      if (/expired/i.test(text)) toast.error(t`Link Expired`, { description: LINK_EXPIRED_RESET });
      else toast.error(t`Verification Failed`, { description: text });
      window.history.replaceState(null, '', '/auth');
    } else if (params.get('mode') === 'reset') {
      if (error) {
        toast.error(t`Link Expired`, { description: LINK_EXPIRED_RESET });
        setMode({ kind: 'forgot' });
      } else if (params.get('token')) {
        toast(t`Password Reset`, { description: t`Please choose a new password.` });
      }
    } else if (params.get('verified')) {
      if (error === 'TOKEN_EXPIRED')
        toast.error(t`Link Expired`, {
          description: t`The email link has expired. Sign in to receive a new verification email.`,
        });
      else if (error)
        toast.error(t`Verification Failed`, { description: t`This verification link is not valid.` });
      else if (auth.user) {
        toast.success(t`Email Verified!`, { description: t`Your email address is confirmed. Welcome!` });
        navigate(takeRememberedReturn() ?? '/', { replace: true });
        return;
      } else
        toast.error(t`Verification Failed`, {
          description: t`This link has already been used. Please sign in.`,
        });
    } else if (error) {
      toast.error(t`Authentication Error`, { description: error });
    } else if (params.get('message')) {
      toast.success(t`Success`, { description: params.get('message')! });
    }
    if ([...params].length && params.get('mode') !== 'reset') setParams({}, { replace: true });
  }, [auth.loading, auth.user, params, setParams, navigate, t]);

  const signedIn = (me: Me, message: string) => {
    session.set(me);
    toast.success(message);
    navigate(next ?? '/', { replace: true });
  };
  // Signing up finishes at the mailed link, which comes back here: where to go then is kept in this browser.
  const verifying = (email: string) => {
    rememberReturn(next);
    setMode({ kind: 'verify', email });
  };

  if (!auth.loading && auth.user && mode.kind !== 'reset' && !params.get('verified'))
    return <Navigate to={next ?? '/'} replace />;

  // Inside AuthFrame (router.tsx), which shows the society's logo and name above.
  if (mode.kind === 'tabs')
    return (
      <Card>
        <CardContent className="pt-5 sm:pt-6">
          <Tabs
            value={mode.tab}
            onValueChange={(tab) => setMode({ kind: 'tabs', tab: tab as 'signin' | 'signup' })}
          >
            <TabsList className="grid w-full grid-cols-2">
              <TabsTrigger value="signin">{t`Sign In`}</TabsTrigger>
              <TabsTrigger value="signup" onPointerEnter={loadSignUp} onFocus={loadSignUp}>
                {t`Sign Up`}
              </TabsTrigger>
            </TabsList>
            <TabsContent value="signin">
              <SignInForm
                onSignedIn={(me) => signedIn(me, t`Signed in successfully!`)}
                onUnverified={verifying}
                onForgot={() => setMode({ kind: 'forgot' })}
              />
            </TabsContent>
            <TabsContent value="signup">
              <Suspense fallback={<Skeleton className="h-96 w-full" />}>
                <SignUpForm onSignedUp={verifying} />
              </Suspense>
            </TabsContent>
          </Tabs>
        </CardContent>
      </Card>
    );
  return (
    <Suspense fallback={<Skeleton className="h-64 w-full" />}>
      {mode.kind === 'verify' ? (
        <VerificationPanel
          email={mode.email}
          onDifferentEmail={() => setMode({ kind: 'tabs', tab: 'signin' })}
        />
      ) : mode.kind === 'forgot' ? (
        <ForgotPasswordForm onBack={() => setMode({ kind: 'tabs', tab: 'signin' })} />
      ) : (
        <SetNewPasswordForm
          token={mode.token}
          onDone={(me) => signedIn(me, t`Password updated successfully!`)}
          onCancel={() => {
            setParams({}, { replace: true });
            setMode({ kind: 'tabs', tab: 'signin' });
          }}
        />
      )}
    </Suspense>
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
  const { t } = useLingui();
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
      onSignedIn(await api(signInRoute, { email: email.trim(), password }));
    } catch (err) {
      if (!(err instanceof ApiError)) throw err;
      if (err.code === AUTH_ERRORS.emailNotVerified) onUnverified(email.trim().toLowerCase());
      else if (err.status === 429)
        toast.error(t`Too Many Attempts`, { description: inLanguage(err.message) });
      else toast.error(t`Error`, { description: inLanguage(err.message) });
    } finally {
      setBusy(false);
    }
  }

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4">
      <Field label={t`Email`} error={errors.email}>
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
      <Field label={t`Password`} error={errors.password}>
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
        {t`Sign In`}
      </Button>
      <Button
        type="button"
        variant="link"
        onClick={onForgot}
        onPointerEnter={loadPanels}
        onFocus={loadPanels}
        className="self-center"
      >
        {t`Forgot your password?`}
      </Button>
    </form>
  );
}
