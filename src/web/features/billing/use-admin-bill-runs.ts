// The office's bill runs: the list, one run's totals and flats, and the writes (each refreshes the runs).
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { billRunsAdminApi, runCsvFileName } from '@/shared/bill-runs-admin';
import type { Input } from '@/shared/contract';
import { api, apiFromUrl, download, type UrlInput } from '@/web/lib/api';

const KEY = ['admin-bill-runs'] as const;

export const useRuns = (page: UrlInput<typeof billRunsAdminApi.list>) =>
  useQuery({
    queryKey: [...KEY, 'list', page],
    queryFn: () => apiFromUrl(billRunsAdminApi.list, page),
    placeholderData: keepPreviousData,
  });

export const useRunSummary = (id: string) =>
  useQuery({ queryKey: [...KEY, id, 'summary'], queryFn: () => api(billRunsAdminApi.summary, { id }) });

export const useRunFlats = (query: UrlInput<typeof billRunsAdminApi.flats> & { id: string }) =>
  useQuery({
    queryKey: [...KEY, query.id, 'flats', query],
    queryFn: () => apiFromUrl(billRunsAdminApi.flats, query),
    placeholderData: keepPreviousData,
  });

/** How many of a published run's bills have their PDF. */
export const useRunDocuments = (id: string) =>
  useQuery({ queryKey: [...KEY, id, 'documents'], queryFn: () => api(billRunsAdminApi.documents, { id }) });

type Write = (typeof billRunsAdminApi)[
  | 'create'
  | 'recompute'
  | 'importReadings'
  | 'discard'
  | 'publish'
  | 'addNote'
  | 'makeDocuments'];

export function useRunWrite<E extends Write>(endpoint: E) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (input: Input<E>) => api(endpoint, input),
    onSuccess: () => qc.invalidateQueries({ queryKey: KEY }),
  });
}

export const exportRun = (id: string, periodKey: string) =>
  download(billRunsAdminApi.export, { id }, runCsvFileName(periodKey));
