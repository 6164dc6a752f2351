// A screen whose code cannot be downloaded (offline, or a new release replaced the file) shows "Try again" in
// its own place instead of taking the whole app down: the header, the menu and any form outside the failed part
// stay as they are. "Try again" loads the page afresh: the browser keeps a failed module download for the life
// of the page, so asking again in place would only fail again.
import { useLingui } from '@lingui/react/macro';
import { Component, type ReactNode } from 'react';
import { useLocation } from '@/web/lib/router';
import { Button } from './ui/button';

type Fallback = (retry: () => void) => ReactNode;

function FailedPart({ retry }: { retry: () => void }) {
  const { t } = useLingui();
  return (
    <div role="alert" className="mx-auto flex max-w-md flex-col items-center gap-3 px-4 py-12 text-center">
      <p>{t`This page could not be loaded. Check your connection, then try again.`}</p>
      <Button variant="outline" onClick={retry}>
        {t`Try again`}
      </Button>
    </div>
  );
}
const failedPart: Fallback = (retry) => <FailedPart retry={retry} />;

const reload = () => window.location.reload();

class Boundary extends Component<
  { resetKey: string; fallback: Fallback; children: ReactNode },
  { failed: boolean; key: string }
> {
  state = { failed: false, key: this.props.resetKey };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  // Another page (another path) starts clean.
  static getDerivedStateFromProps(props: { resetKey: string }, state: { key: string }) {
    return props.resetKey === state.key ? null : { failed: false, key: props.resetKey };
  }

  render() {
    return this.state.failed ? this.props.fallback(reload) : this.props.children;
  }
}

/** Catches a failed download (or any error) below it; resets when the path changes. */
export function ChunkBoundary({
  children,
  fallback = failedPart,
}: {
  children: ReactNode;
  fallback?: Fallback;
}) {
  const { pathname } = useLocation();
  return (
    <Boundary resetKey={pathname} fallback={fallback}>
      {children}
    </Boundary>
  );
}
