// Shared page states: loading, sign-in required, empty lists, and the page frame with its back link.
import { useLingui } from '@lingui/react/macro';
import { ArrowLeft, Home, Lock, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { useAuth } from '@/web/app/auth';
import { useSignInPath } from '@/web/lib/return-to';
import { Link } from '@/web/lib/router';
import { PageSpinner } from './page-spinner';
import { Button } from './ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from './ui/card';

// The spinner is its own module: the entry (every page's layout) needs it, and the rest of this file would come
// into the entry with it.
export { PageSpinner };

export function SignInRequired({
  title,
  message,
  signedIn = false,
}: {
  title?: string;
  message: string;
  /** A signed-in member who lacks a role: no point offering to sign in. */
  signedIn?: boolean;
}) {
  const { t } = useLingui();
  const signIn = useSignInPath();
  return (
    <div className="mx-auto max-w-md px-4 py-16">
      <Card className="text-center">
        <CardHeader className="items-center">
          <span className="mb-2 flex size-12 items-center justify-center rounded-full bg-secondary">
            <Lock className="size-6 text-primary" aria-hidden />
          </span>
          <CardTitle>{title ?? t`Sign In Required`}</CardTitle>
          <CardDescription>{message}</CardDescription>
        </CardHeader>
        <CardContent className="flex flex-wrap justify-center gap-3">
          {signedIn ? null : (
            <Button asChild>
              <Link to={signIn}>{t`Sign In`}</Link>
            </Button>
          )}
          <Button asChild variant={signedIn ? 'default' : 'outline'}>
            <Link to="/">
              <Home /> {t`Go Home`}
            </Link>
          </Button>
        </CardContent>
      </Card>
    </div>
  );
}

/** An empty list, or a failed load when `onRetry` is given (then with a 'Try again' button). */
export function EmptyState({
  icon: Icon,
  title,
  message,
  onRetry,
}: {
  icon: LucideIcon;
  title: string;
  message?: string;
  onRetry?: () => void;
}) {
  const { t } = useLingui();
  return (
    <div className="flex flex-col items-center gap-2 rounded-lg border border-dashed bg-card px-6 py-12 text-center">
      <Icon className={onRetry ? 'size-10 text-destructive' : 'size-10 text-muted-foreground'} aria-hidden />
      <p className="font-medium">{title}</p>
      {message ? <p className="max-w-sm text-sm text-muted-foreground">{message}</p> : null}
      {onRetry ? (
        <Button variant="outline" className="mt-2" onClick={onRetry}>
          {t`Try again`}
        </Button>
      ) : null}
    </div>
  );
}

/** The frame of a resident page: a back link (to the home page unless given), a title, an optional subtitle. */
export function PageFrame({
  title,
  subtitle,
  back,
  actions,
  children,
  width = 'max-w-5xl',
}: {
  title: string;
  subtitle?: ReactNode;
  back?: { to: string; label: string };
  actions?: ReactNode;
  children: ReactNode;
  width?: string;
}) {
  const { t } = useLingui();
  return (
    <div className={`mx-auto ${width} px-4 py-8`}>
      <Link
        to={back?.to ?? '/'}
        className="no-print inline-flex items-center gap-1.5 text-sm text-muted-foreground hover:text-foreground"
      >
        {back ? <ArrowLeft className="size-4" /> : <Home className="size-4" />}
        {back?.label ?? t`Home`}
      </Link>
      <div className="mt-3 mb-6 flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="text-2xl font-bold tracking-tight text-primary sm:text-3xl">{title}</h1>
          {subtitle ? <p className="mt-1 text-muted-foreground">{subtitle}</p> : null}
        </div>
        {actions}
      </div>
      {children}
    </div>
  );
}

/** Shows the page to signed-in members; a sign-in card to visitors; a spinner until the session is known. */
export function MembersOnly({
  title,
  message,
  children,
}: {
  title?: string;
  message: string;
  children: ReactNode;
}) {
  const auth = useAuth();
  if (auth.loading) return <PageSpinner />;
  if (!auth.user) return <SignInRequired title={title} message={message} />;
  return <>{children}</>;
}
