import { useQuery } from '@tanstack/react-query';
import { api } from '@/web/lib/api';
import { shellRoutes } from './shell-routes';

/** Where the settings are cached; the office's settings screen writes a saved form here. */
export const SETTINGS_KEY = ['settings'] as const;

/** The society's name, address and contacts; they change rarely. */
export const useSettings = () =>
  useQuery({ queryKey: SETTINGS_KEY, queryFn: () => api(shellRoutes.settings), staleTime: 10 * 60_000 });
