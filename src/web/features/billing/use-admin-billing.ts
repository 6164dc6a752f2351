// The office's billing queries and writes. Every write of a head refreshes the list of heads.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { billingAdminApi } from '@/shared/billing-admin';
import type { Input } from '@/shared/contract';
import { api } from '@/web/lib/api';

const HEADS = ['admin-billing', 'heads'] as const;
export const SETTINGS = ['admin-billing', 'settings'] as const;

export const useHeads = () => useQuery({ queryKey: HEADS, queryFn: () => api(billingAdminApi.heads) });

/** Another admin may have saved since the cached copy was read: the form starts from a fresh one. */
export const useBillingSettings = () =>
  useQuery({ queryKey: SETTINGS, queryFn: () => api(billingAdminApi.settings), refetchOnMount: 'always' });

type HeadWrite = (typeof billingAdminApi)['addHead' | 'updateHead' | 'setHeadActive' | 'reorderHeads'];

export function useHeadWrite<E extends HeadWrite>(endpoint: E) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (input: Input<E>) => api(endpoint, input),
    onSuccess: () => qc.invalidateQueries({ queryKey: HEADS }),
  });
}
