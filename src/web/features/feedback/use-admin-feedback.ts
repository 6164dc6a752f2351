import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type AdminFeedbackItem, feedbackAdminApi } from '@/shared/feedback-admin';
import { api } from '@/web/lib/api';
import { type ListQuery, listQuery } from '@/web/lib/list-query';

const KEY = ['admin-feedback'] as const;
export const FEEDBACK_FILTERS = ['status', 'priority', 'category', 'assignee', 'deadline'] as const;
export type FeedbackFilter = (typeof FEEDBACK_FILTERS)[number];

/** One page of the list; a filter value from the URL that is not one of ours is refused by the server. */
export const useAdminFeedback = (query: ListQuery<typeof feedbackAdminApi.list>) =>
  useQuery(listQuery([...KEY, 'list'], feedbackAdminApi.list, query));

export const useFeedbackStats = () =>
  useQuery({ queryKey: [...KEY, 'stats'], queryFn: () => api(feedbackAdminApi.stats) });

/** Start Progress, a response (kept in progress or resolved) or Mark Resolved. */
export type FeedbackChange =
  | { action: 'start' | 'resolve'; id: string }
  | { action: 'respond'; id: string; admin_response: string; status: 'in_progress' | 'resolved' };

/** One transition; afterwards (also after a refusal, which means the row changed) the list and figures reload. */
export function useFeedbackChange() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (change: FeedbackChange): Promise<AdminFeedbackItem> =>
      change.action === 'respond'
        ? api(feedbackAdminApi.respond, {
            id: change.id,
            admin_response: change.admin_response,
            status: change.status,
          })
        : api(feedbackAdminApi[change.action], { id: change.id }),
    onSettled: () => qc.invalidateQueries({ queryKey: KEY }),
  });
}
