// The few answers every page's first paint reads (who is signed in, the society's settings, the home page's
// pictures), held in a store of their own rather than in TanStack Query, so the entry downloads no query library:
// the query client comes with the first screen's code (app/query-client.tsx). Each kind of data lives here and
// nowhere else (the query cache never holds it): screens read it with `use`, and change it with `set` (an answer
// they already have) or `refresh` (after a change on the server).
import { useEffect, useSyncExternalStore } from 'react';
import { worthRetrying } from './api';

export interface ResourceState<T> {
  data: T | undefined;
  /** The last fetch's failure; `data` stays what it was. */
  error: Error | null;
  /** No answer yet, neither data nor a final failure. */
  isPending: boolean;
}

const PENDING = { data: undefined, error: null, isPending: true };

/** `freshForMs`: how long an answer is used as it is before a screen that shows it asks again. */
export function shellResource<T>(fetcher: () => Promise<T>, freshForMs: number) {
  let state: ResourceState<T> = PENDING;
  let seeded: ResourceState<T> = PENDING;
  let fetchedAt = 0;
  let inFlight: Promise<void> | null = null;
  /** Counts changes: an answer that was asked for before the latest one is dropped when it arrives. */
  let version = 0;
  const listeners = new Set<() => void>();

  const update = (next: ResourceState<T>) => {
    state = next;
    for (const listener of listeners) listener();
  };
  const set = (data: T) => {
    version++;
    fetchedAt = Date.now();
    update({ data, error: null, isPending: false });
  };

  async function ask(asked: number): Promise<void> {
    for (let failures = 0; ; failures++) {
      try {
        const data = await fetcher();
        if (asked === version) set(data);
        return;
      } catch (err) {
        if (asked !== version) return;
        if (!worthRetrying(failures, err)) {
          update({ ...state, error: err instanceof Error ? err : new Error(String(err)), isPending: false });
          return;
        }
        // As TanStack Query waits between attempts: 1 s, then 2 s.
        await new Promise((resolve) => setTimeout(resolve, 1000 * 2 ** failures));
      }
    }
  }
  /** Settles once the newest answer asked for is in (or has failed). */
  const settled = (request: Promise<void>): Promise<void> =>
    request.then(() => (inFlight && inFlight !== request ? settled(inFlight) : undefined));

  /** Asks now, whatever is held or on its way (which is then dropped). */
  function refresh(): Promise<void> {
    const request: Promise<void> = ask(++version).finally(() => {
      if (inFlight === request) inFlight = null;
    });
    inFlight = request;
    return settled(request);
  }

  /** Asks unless an answer is on its way or still fresh. */
  const load = () => {
    if (!inFlight && (state.error || state.isPending || Date.now() - fetchedAt > freshForMs)) void refresh();
  };

  const subscribe = (listener: () => void) => {
    listeners.add(listener);
    return () => listeners.delete(listener);
  };

  // Back online, what is shown and may be out of date is asked for again (as the query client does).
  if (typeof window !== 'undefined') addEventListener('online', () => listeners.size && load());

  return {
    get: () => state,
    set,
    refresh,
    subscribe,
    /** The page's own copy (the server's page data), or, given nothing, none: asked for when first shown. */
    seed(data: T | undefined) {
      if (data === undefined) {
        version++;
        fetchedAt = 0;
        update(PENDING);
      } else set(data);
      seeded = state;
    },
    load,
    /** What the server drew the page's first paint with: the browser's hydration starts from the same. */
    seeded: () => seeded,
  };
}

export type ShellResource<T> = ReturnType<typeof shellResource<T>>;

/** The data for a component, fetched when it is missing or no longer fresh as the component mounts. */
export function useShellResource<T>(resource: ShellResource<T>): ResourceState<T> {
  useEffect(() => resource.load(), [resource]);
  return useSyncExternalStore(resource.subscribe, resource.get, resource.seeded);
}
