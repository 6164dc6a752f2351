// The signed-in user, from GET /api/me. `loading` is true until the first answer arrives.
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { createContext, type ReactNode, useContext, useMemo } from 'react';
import type { Me } from '@/shared/session';
import { api } from '@/web/lib/api';
import { shellRoutes } from './shell-routes';

interface AuthState extends Me {
  loading: boolean;
  /** Name for greetings: the profile's or account's name, else the e-mail. */
  displayName: string;
  signOut(): Promise<void>;
  refresh(): Promise<void>;
}

const AuthContext = createContext<AuthState | null>(null);
export const ME_KEY = ['me'] as const;
const PUBLIC_QUERIES = new Set(['me', 'settings', 'gallery']);

export function AuthProvider({ children }: { children: ReactNode }) {
  const qc = useQueryClient();
  const me = useQuery({ queryKey: ME_KEY, queryFn: () => api(shellRoutes.me), staleTime: 60_000 });
  const value = useMemo<AuthState>(() => {
    const data = me.data ?? { user: null, profile: null, isAdmin: false };
    return {
      ...data,
      loading: me.isPending,
      displayName: data.profile?.name || data.user?.name || data.user?.email || '',
      async signOut() {
        await api(shellRoutes.signOut);
        qc.setQueryData(ME_KEY, { user: null, profile: null, isAdmin: false });
        // Drop everything that belonged to the member; public data stays cached.
        qc.removeQueries({ predicate: (q) => !PUBLIC_QUERIES.has(String(q.queryKey[0])) });
      },
      async refresh() {
        await qc.invalidateQueries({ queryKey: ME_KEY });
      },
    };
  }, [me.data, me.isPending, qc]);
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

export function useAuth() {
  const ctx = useContext(AuthContext);
  if (!ctx) throw new Error('useAuth outside AuthProvider');
  return ctx;
}
