import { useQuery } from '@tanstack/react-query';
import { siteApi } from '@/shared/site';
import { api } from '@/web/lib/api';

/** The society's name, address and contacts; they change rarely. */
export const useSettings = () =>
  useQuery({ queryKey: ['settings'], queryFn: () => api(siteApi.settings), staleTime: 10 * 60_000 });
