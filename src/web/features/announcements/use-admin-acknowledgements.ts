// A notice's acknowledgements for the office: one page of the flats that have not acknowledged with the counts,
// the reminder (then the page refetches: "reminded today"), and the CSV.
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ackExportFileName, announcementsAdminApi } from '@/shared/announcements-admin';
import type { TableParams } from '@/web/components/table-params';
import { api, apiFromUrl, download } from '@/web/lib/api';

const KEY = ['admin-announcements', 'acknowledgements'] as const;

export const useAcknowledgements = (id: string, query: TableParams['query']) =>
  useQuery({
    queryKey: [...KEY, id, query],
    queryFn: () => apiFromUrl(announcementsAdminApi.acknowledgements, { ...query, id }),
    placeholderData: keepPreviousData,
  });

export function useSendReminder(id: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: () => api(announcementsAdminApi.remind, { id }),
    onSuccess: () => qc.invalidateQueries({ queryKey: [...KEY, id] }),
  });
}

export const exportAcknowledgements = (id: string, title: string) =>
  download(announcementsAdminApi.exportAcknowledgements, { id }, ackExportFileName(title));
