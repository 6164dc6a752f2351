import { useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import { type FeedbackInput, feedbackApi } from '@/shared/feedback';
import { api } from '@/web/lib/api';

const MINE_KEY = ['feedback', 'mine'] as const;
export const MY_FEEDBACK_PAGE_SIZE = 5;

/** The member's own feedback, newest first, a page at a time. */
export const useMyFeedback = () =>
  useInfiniteQuery({
    queryKey: MINE_KEY,
    queryFn: ({ pageParam }) => api(feedbackApi.mine, { page: pageParam, pageSize: MY_FEEDBACK_PAGE_SIZE }),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.page * last.pageSize < last.total ? last.page + 1 : undefined),
  });

export function useSubmitFeedback() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (input: FeedbackInput) => api(feedbackApi.submit, input),
    onSuccess: () => qc.invalidateQueries({ queryKey: MINE_KEY }),
  });
}
