// The signed-in user, from GET /api/me, held with the first paint's data (lib/shell-resource.ts), not in the query
// cache. `loading` is true until the first answer arrives.
import { createContext, type ReactNode, useContext, useMemo } from 'react';
import type { Me } from '@/shared/session';
import { api } from '@/web/lib/api';
import { shellResource, useShellResource } from '@/web/lib/shell-resource';
import { shellRoutes } from './shell-routes';

interface AuthState extends Me {
  loading: boolean;
  /** Name for greetings: the profile's or account's name, else the e-mail. */
  displayName: string;
  signOut(): Promise<void>;
  refresh(): Promise<void>;
}

const AuthContext = createContext<AuthState | null>(null);
const SIGNED_OUT: Me = { user: null, profile: null, isAdmin: false, roles: [], reach: {} };

/**
 * Who is signed in. The sign-in page sets what the server answered (`session.set`); the query client
 * (app/query-client.tsx) drops what it holds of a member when this names someone else or no one.
 */
export const session = shellResource(() => api(shellRoutes.me), 60_000);

export function AuthProvider({ children }: { children: ReactNode }) {
  const me = useShellResource(session);
  const value = useMemo<AuthState>(() => {
    const data = me.data ?? SIGNED_OUT;
    return {
      ...data,
      loading: me.isPending,
      displayName: data.profile?.name || data.user?.name || data.user?.email || '',
      async signOut() {
        await api(shellRoutes.signOut);
        session.set(SIGNED_OUT);
      },
      refresh: session.refresh,
    };
  }, [me.data, me.isPending]);
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

export function useAuth() {
  const ctx = useContext(AuthContext);
  if (!ctx) throw new Error('useAuth outside AuthProvider');
  return ctx;
}
