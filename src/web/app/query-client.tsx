// The screens' query client (TanStack Query), loaded with the first screen's code rather than with the entry: the
// home page needs none. The first paint's data (who is signed in, the settings, the gallery) is not in its cache
// but in its own store (lib/shell-resource.ts), so no answer is held twice.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { worthRetrying } from '@/web/lib/api';
import { session } from './auth';

const queryClient = new QueryClient({
  defaultOptions: {
    queries: { retry: worthRetrying, refetchOnWindowFocus: false },
    // Offline, a save fails at once ("You are offline — nothing was sent", the form keeps its text) rather
    // than waiting unseen to be sent whenever the network returns.
    mutations: { networkMode: 'always' },
  },
});

// What the cache holds may be the member's own: it goes when they sign out (or another person signs in here).
let member = session.get().data?.user?.id;
session.subscribe(() => {
  const now = session.get().data?.user?.id;
  if (member && now !== member) queryClient.removeQueries();
  member = now;
});

/** Around each screen (router.tsx): one client for them all, so what one screen fetched the next one has. */
export function QueryProvider({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
}
