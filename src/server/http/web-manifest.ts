// The web app manifest (/manifest.webmanifest): what a phone needs to install the portal. Its name is the
// society's, from the office's settings, so it follows their changes (the settings' shared cache is dropped when
// they are saved). The icons are drawn by the build (scripts/build/installable.ts).
import type { FastifyInstance } from 'fastify';
import { APP_ICONS } from '../../shared/app-icons.ts';
import type { AppContext } from '../context.ts';
import { browserSettings } from '../features/site/settings.ts';
import { sharedValue } from '../platform/cache.ts';

/** The colour of the installed app's title bar: the site's (index.html's theme-color, the favicon's ground). */
const THEME_COLOUR = '#0f4c5c';
/** Launchers cut names longer than this under an icon. */
const SHORT_NAME_MAX = 12;

/**
 * The name under the icon: the society's name without "Co-operative Housing Society Ltd." or "CHS" when that is
 * too long, then as many of its words as fit (at least the first).
 */
export function shortName(name: string) {
  if (name.length <= SHORT_NAME_MAX) return name;
  const core = name
    .replace(/\b(co-?op(erative)?\.?\s+)?housing\s+society\b.*$|\bc\.?h\.?s\.?\b.*$/i, '')
    .trim();
  const words = (core || name).split(/\s+/);
  let short = words[0];
  for (const word of words.slice(1)) {
    if (`${short} ${word}`.length > SHORT_NAME_MAX) break;
    short = `${short} ${word}`;
  }
  return short;
}

export function webManifest(societyName: string) {
  return {
    name: societyName,
    short_name: shortName(societyName),
    description: `The members' portal of ${societyName}`,
    lang: 'en-IN',
    // A visitor who installs it is sent on to sign in from there.
    start_url: '/dashboard',
    scope: '/',
    display: 'standalone',
    theme_color: THEME_COLOUR,
    background_color: '#ffffff',
    icons: APP_ICONS.map(({ file, size, maskable }) => ({
      src: `/${file}`,
      sizes: `${size}x${size}`,
      type: 'image/png',
      purpose: maskable ? 'maskable' : 'any',
    })),
  };
}

/** Served while the database is still starting (the page's title, index.html). */
const NAME_BEFORE_START = 'Members Portal';

/** `isReady` says whether the database has started. */
export function serveWebManifest(app: FastifyInstance, ctx: AppContext, isReady: () => boolean) {
  app.get('/manifest.webmanifest', async (_req, reply) => {
    const name = isReady()
      ? (await sharedValue(ctx.cache, 'settings', () => browserSettings(ctx))).name
      : NAME_BEFORE_START;
    // Asked again on each visit, so an installed app takes the office's new name.
    return reply
      .type('application/manifest+json')
      .header('cache-control', 'no-cache')
      .send(JSON.stringify(webManifest(name)));
  });
}
