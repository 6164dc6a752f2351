// A screen whose code cannot be downloaded (offline, or a new release replaced the file) shows "Try again" in
// its own place instead of taking the whole app down: the header, the menu and any form outside the failed part
// stay as they are, and the part loads afresh on "Try again".
import {
  Component,
  type ComponentProps,
  type ComponentType,
  type LazyExoticComponent,
  lazy,
  type ReactNode,
} from 'react';
import { useLocation } from '@/web/lib/router';
import { Button } from './ui/button';

/**
 * React.lazy, but a failed download is not remembered: React.lazy keeps a rejected import for good, so after a
 * failure the next render (a boundary's "Try again") starts a new download. Called once per module, as lazy is.
 */
// biome-ignore lint/suspicious/noExplicitAny: any component, as React.lazy takes.
export function retryableLazy<T extends ComponentType<any>>(load: () => Promise<{ default: T }>) {
  const fresh = (): LazyExoticComponent<T> =>
    lazy(() =>
      load().catch((error: unknown) => {
        current = fresh();
        throw error;
      }),
    );
  let current = fresh();
  // biome-ignore lint/correctness/noComponentHookFactories: made once per module, like React.lazy's result.
  return function Retryable(props: ComponentProps<T>) {
    const Current = current;
    return <Current {...props} />;
  };
}

type Fallback = (retry: () => void) => ReactNode;

const failedPart: Fallback = (retry) => (
  <div role="alert" className="mx-auto flex max-w-md flex-col items-center gap-3 px-4 py-12 text-center">
    <p>This page could not be loaded. Check your connection, then try again.</p>
    <Button variant="outline" onClick={retry}>
      Try again
    </Button>
  </div>
);

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

  retry = () => this.setState({ failed: false });

  render() {
    return this.state.failed ? this.props.fallback(this.retry) : this.props.children;
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
