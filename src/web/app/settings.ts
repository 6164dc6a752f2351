// The society's settings and the home page's pictures: the first paint's data, outside the query cache
// (lib/shell-resource.ts). The server sends both with the page (app.tsx's seedPageData); the office's screens
// write a saved form with `setSettings` and ask the gallery again with `refreshGallery`.
import type { GalleryImage } from '@/shared/gallery';
import type { SocietySettings } from '@/shared/site';
import { api } from '@/web/lib/api';
import { shellResource, useShellResource } from '@/web/lib/shell-resource';
import { setSocietyZone } from '@/web/lib/utils';
import { shellRoutes } from './shell-routes';

/** The society's name, address and contacts; they change rarely. */
const settings = shellResource(() => api(shellRoutes.settings), 10 * 60_000);
// Dates and times everywhere are on the society's clock, whichever way the settings arrive.
settings.subscribe(() => {
  const zone = settings.get().data?.time_zone;
  if (zone) setSocietyZone(zone);
});
export const useSettings = () => useShellResource(settings);
export const setSettings = (saved: SocietySettings) => settings.set(saved);
/** Asks the server again (another admin may have saved since); the promise settles with the answer. */
export const refreshSettings = () => settings.refresh();

/** The home page's pictures. */
const gallery = shellResource(() => api(shellRoutes.gallery), 5 * 60_000);
export const useGallery = () => useShellResource(gallery);
export const refreshGallery = () => gallery.refresh();

/** The page's own copies (main.tsx, prerender.tsx); a page without a gallery leaves it to be asked for. */
export function seedShellData(saved: SocietySettings, pictures: GalleryImage[] | undefined) {
  settings.seed(saved);
  gallery.seed(pictures);
}
