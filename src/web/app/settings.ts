import { useQuery } from '@tanstack/react-query';
import { api } from '@/web/lib/api';
import { shellRoutes } from './shell-routes';

/** The society's name, address and contacts; they change rarely. */
export const useSettings = () =>
  useQuery({ queryKey: ['settings'], queryFn: () => api(shellRoutes.settings), staleTime: 10 * 60_000 });
