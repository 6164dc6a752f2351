import { useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import type { Input } from '@/shared/contract';
import { type FeedbackInput, feedbackApi } from '@/shared/feedback';
import { api, upload } from '@/web/lib/api';

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

/** Files the form with its photos (none is fine) in one request. */
export function useSubmitFeedback() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ photos, ...input }: FeedbackInput & { photos: File[] }) =>
      upload(feedbackApi.submitWithPhotos, input, photos),
    onSuccess: () => qc.invalidateQueries({ queryKey: MINE_KEY }),
  });
}

/** The owner's verdict on a resolved item: confirm with a rating, or reopen. */
export function useFeedbackVerdict() {
  const qc = useQueryClient();
  const onSuccess = () => qc.invalidateQueries({ queryKey: MINE_KEY });
  return {
    confirm: useMutation({
      mutationFn: (input: Input<typeof feedbackApi.confirm>) => api(feedbackApi.confirm, input),
      onSuccess,
    }),
    reopen: useMutation({
      mutationFn: (input: Input<typeof feedbackApi.reopen>) => api(feedbackApi.reopen, input),
      onSuccess,
    }),
  };
}
