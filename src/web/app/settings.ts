import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/web/lib/api';
import { shellRoutes } from './shell-routes';

/** Where the settings are cached; the office's settings screen writes a saved form here. */
export const SETTINGS_KEY = ['settings'] as const;

/** The society's name, address and contacts; they change rarely. */
export const useSettings = () =>
  useQuery({ queryKey: SETTINGS_KEY, queryFn: () => api(shellRoutes.settings), staleTime: 10 * 60_000 });

/** The home page's pictures; main.tsx asks for them with the page's code when the home page opens. */
export const galleryQuery = queryOptions({
  queryKey: ['gallery'],
  queryFn: () => api(shellRoutes.gallery),
  staleTime: 5 * 60_000,
});
