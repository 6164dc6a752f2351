// The helpdesk's settings, an item's assignee and its internal notes, as the office's screens read and change them.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  feedbackAdminApi,
  type HelpdeskCategoryInput,
  type HelpdeskHoursInput,
  helpdeskAdminApi,
} from '@/shared/feedback-admin';
import { api } from '@/web/lib/api';

const SETTINGS = ['admin-helpdesk', 'settings'] as const;
const notesKey = (id: string) => ['admin-feedback', 'notes', id] as const;

export const useHelpdeskSettings = () =>
  useQuery({ queryKey: SETTINGS, queryFn: () => api(helpdeskAdminApi.settings) });

export function useSaveHours() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (hours: HelpdeskHoursInput) => api(helpdeskAdminApi.saveHours, hours),
    onSuccess: () => qc.invalidateQueries({ queryKey: SETTINGS }),
  });
}

export function useSaveCategory() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (rule: HelpdeskCategoryInput) => api(helpdeskAdminApi.saveCategory, rule),
    onSuccess: () => qc.invalidateQueries({ queryKey: SETTINGS }),
  });
}

/** Gives an item to someone else; the list reloads (its assignee column and "assigned to me"). */
export function useAssign() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (v: { id: string; assignee_id: string }) => api(feedbackAdminApi.assign, v),
    onSettled: () => qc.invalidateQueries({ queryKey: ['admin-feedback'] }),
  });
}

/** Escalate now: one level up the category's chain; the list reloads as after a change of assignee. */
export function useEscalate() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api(feedbackAdminApi.escalate, { id }),
    onSettled: () => qc.invalidateQueries({ queryKey: ['admin-feedback'] }),
  });
}

export const useNotes = (id: string) =>
  useQuery({ queryKey: notesKey(id), queryFn: () => api(feedbackAdminApi.notes, { id }) });

export function useAddNote(id: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (note: string) => api(feedbackAdminApi.addNote, { id, note }),
    onSuccess: () => qc.invalidateQueries({ queryKey: notesKey(id) }),
  });
}
