import { useInfiniteQuery } from '@tanstack/react-query';
import { announcementsApi } from '@/shared/announcements';
import { api } from '@/web/lib/api';

export const ANNOUNCEMENTS_PAGE_SIZE = 10;

/** Active announcements, newest first, fetched a page at a time ('Load more'). */
export const useAnnouncements = () =>
  useInfiniteQuery({
    queryKey: ['announcements', 'list'],
    queryFn: ({ pageParam }) =>
      api(announcementsApi.list, { page: pageParam, pageSize: ANNOUNCEMENTS_PAGE_SIZE }),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.page * last.pageSize < last.total ? last.page + 1 : undefined),
  });
