// The office's flats register: the list, its writes (each refreshes the list and Profile Management, whose rows
// say whether a flat is in the register), the import and the export.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Input } from '@/shared/contract';
import { FLATS_TEMPLATE_NAME, flatsAdminApi, flatsExportFileName } from '@/shared/flats-admin';
import { api, download } from '@/web/lib/api';
import { type ListQuery, listQuery } from '@/web/lib/list-query';
import { societyToday } from '@/web/lib/utils';

const KEY = ['admin-flats'] as const;

export const useFlats = (query: ListQuery<typeof flatsAdminApi.list>) =>
  useQuery(listQuery(KEY, flatsAdminApi.list, query));

type Write = (typeof flatsAdminApi)['create' | 'update' | 'remove' | 'import'];

export function useFlatWrite<E extends Write>(endpoint: E) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (input: Input<E>) => api(endpoint, input),
    onSuccess: () =>
      Promise.all([KEY, ['admin-profiles']].map((queryKey) => qc.invalidateQueries({ queryKey }))),
  });
}

export const previewImport = (csv: string) => api(flatsAdminApi.preview, { csv });

export const downloadTemplate = () => download(flatsAdminApi.template, {}, FLATS_TEMPLATE_NAME);

export const exportFlats = (filters: Input<typeof flatsAdminApi.export>) =>
  download(flatsAdminApi.export, filters, flatsExportFileName(societyToday()));
