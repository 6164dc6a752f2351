// The sidebar's pending-count badges. A screen that decides a request calls `invalidateAdminBadges`
// after its mutation succeeds, so the counts refresh without a reload.
import { type QueryClient, useQuery } from '@tanstack/react-query';
import { adminApi } from '@/shared/admin';
import { api } from '@/web/lib/api';

// One prefix for the badges and the dashboard figures: both count the same pending requests.
const SUMMARY = 'admin-summary';
export const ADMIN_BADGES_KEY = [SUMMARY, 'badges'] as const;
export const ADMIN_STATS_KEY = [SUMMARY, 'stats'] as const;

/** Also polled each minute, so requests residents send while the office works show up (not audited). */
export const useAdminBadges = () =>
  useQuery({
    queryKey: ADMIN_BADGES_KEY,
    queryFn: () => api(adminApi.badges),
    staleTime: 30_000,
    refetchInterval: 60_000,
  });

/** Refetches the badges and the dashboard figures. */
export const invalidateAdminBadges = (queryClient: QueryClient) =>
  queryClient.invalidateQueries({ queryKey: [SUMMARY] });
