// The first paint of the pages visitors land on, drawn by the web app's own components on the server
// (src/web/prerender.tsx, built into dist/prerender by npm run build) and sent inside the page: a phone paints the
// society's name and first picture before the app's scripts have downloaded and run, and the app then takes the
// markup over (hydrates it) as it is.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyBaseLogger } from 'fastify';
import type { GalleryImage } from '../../shared/gallery.ts';
import type { Locale } from '../../shared/locales.ts';
import type { SocietySettings } from '../../shared/site.ts';
import { PRERENDER_DIST } from '../paths.ts';

/** The home page and the sign-in page: where visits begin, and whose largest paint needs no signed-in data. */
export const PRERENDERED_PATHS: readonly string[] = ['/', '/auth'];

type Render = (
  pathname: string,
  data: { settings: SocietySettings; gallery: GalleryImage[] | null; locale: Locale },
) => string;

/** The prerenderer, loaded on first use (not at start-up); null when the build has none. */
export function prerenderer(log: FastifyBaseLogger): () => Promise<Render | null> {
  let loading: Promise<Render | null> | undefined;
  const file = join(PRERENDER_DIST, 'prerender.js');
  return () =>
    (loading ??= existsSync(file)
      ? import(pathToFileURL(file).href).then(
          (m: { prerender: Render }) => m.prerender,
          (err) => {
            log.error({ err }, 'the first-paint prerenderer did not load; pages go without it');
            return null;
          },
        )
      : Promise.resolve(null));
}
