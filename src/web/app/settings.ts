import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/web/lib/api';
import { setSocietyZone } from '@/web/lib/utils';
import { shellRoutes } from './shell-routes';

/** Where the settings are cached; the office's settings screen writes a saved form here. */
export const SETTINGS_KEY = ['settings'] as const;

/** The society's name, address and contacts; they change rarely. main.tsx asks for them before the first render. */
export const settingsQuery = queryOptions({
  queryKey: SETTINGS_KEY,
  queryFn: async () => {
    const settings = await api(shellRoutes.settings);
    setSocietyZone(settings.time_zone);
    return settings;
  },
  staleTime: 10 * 60_000,
});
export const useSettings = () => useQuery(settingsQuery);

/** The home page's pictures; the home page's data block (main.tsx) fills them before the first render. */
export const GALLERY_KEY = ['gallery'] as const;
export const galleryQuery = queryOptions({
  queryKey: GALLERY_KEY,
  queryFn: () => api(shellRoutes.gallery),
  staleTime: 5 * 60_000,
});
