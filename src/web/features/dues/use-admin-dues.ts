// The office's dues: the list with its ageing, a flat's ledger and payments, and the writes (a payment, a bounced
// cheque, reminders), each refreshing what it changes.
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Input } from '@/shared/contract';
import { statementFileName } from '@/shared/dues';
import { duesAdminApi, duesExportFileName } from '@/shared/dues-admin';
import { api, download, type UrlInput } from '@/web/lib/api';
import { type ListQuery, listQuery } from '@/web/lib/list-query';
import { societyToday } from '@/web/lib/utils';

const KEY = ['admin-dues'] as const;

export const useDuesList = (query: ListQuery<typeof duesAdminApi.list>) =>
  useQuery(listQuery(KEY, duesAdminApi.list, query));

export const useFlatLedger = (id: string, page: number) =>
  useQuery({
    queryKey: [...KEY, 'ledger', id, page],
    queryFn: () => api(duesAdminApi.ledger, { id, page, pageSize: 10 }),
    placeholderData: keepPreviousData,
  });

export const useFlatPayments = (id: string) =>
  useQuery({
    queryKey: [...KEY, 'payments', id],
    queryFn: () => api(duesAdminApi.payments, { id, page: 1, pageSize: 50 }),
  });

type Write = (typeof duesAdminApi)['recordPayment' | 'bounce' | 'remind'];

export function useDuesWrite<E extends Write>(endpoint: E) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (input: Input<E>) => api(endpoint, input),
    onSuccess: () => qc.invalidateQueries({ queryKey: KEY }),
  });
}

export const exportDues = (filters: UrlInput<typeof duesAdminApi.export>) =>
  download(duesAdminApi.export, filters, duesExportFileName(societyToday()));

export const downloadStatement = (
  id: string,
  flatNo: string,
  from: string,
  to: string,
  format: 'pdf' | 'csv',
) => download(duesAdminApi.statement, { id, from, to, format }, statementFileName(flatNo, from, to, format));

export const useCollection = () =>
  useQuery({
    queryKey: [...KEY, 'collection'],
    queryFn: () => api(duesAdminApi.collection),
    staleTime: 30_000,
  });
