// The built chunks each page needs beyond the entry, read once from the build's manifest
// (dist/web/.vite/manifest.json): web-page.ts names them as modulepreload links, so a page's code downloads
// alongside the entry instead of one round trip after it. A back-office page's are the admin chunk's, the
// frame's and its screen's (src/shared/admin-screens.ts): on a phone, each waited for the one before to run.
import { ADMIN_FRAME_MODULE, ADMIN_SCREENS } from '../../shared/admin-screens.ts';
import type { Locale } from '../../shared/locales.ts';
import { PAGE_MESSAGES } from '../../shared/page-messages.ts';
import { PAGE_MODULES, type PagePath } from '../../shared/page-modules.ts';

interface ManifestChunk {
  file: string;
  imports?: string[];
  isEntry?: boolean;
}
export type Manifest = Record<string, ManifestChunk>;

const PATTERNS = Object.keys(PAGE_MODULES) as PagePath[];
const ADMIN_PATTERNS = Object.keys(ADMIN_SCREENS) as (keyof typeof ADMIN_SCREENS)[];
const segments = (path: string) => path.toLowerCase().split('/').filter(Boolean);

/** Whether a route pattern (static segments, `:name` and a trailing `*`) matches a path's segments. */
function fits(pattern: string, parts: string[]) {
  const segs = segments(pattern);
  const splat = segs.at(-1) === '*';
  if (splat ? parts.length < segs.length - 1 : parts.length !== segs.length) return false;
  return segs.every((seg, i) => seg === '*' || seg.startsWith(':') || seg === parts[i]);
}

/** The page the router shows at `pathname`; null for the home page. */
export function pageAt(pathname: string): PagePath | null {
  const parts = segments(pathname);
  if (!parts.length) return null;
  return PATTERNS.find((p) => p !== '*' && fits(p, parts)) ?? '*';
}

/** The back-office screen the admin router shows at `pathname` (under /admin); null for none. */
function adminScreenAt(pathname: string) {
  const parts = segments(pathname).slice(1);
  const screen = ADMIN_PATTERNS.find((p) => fits(p, parts));
  return screen === undefined ? null : ADMIN_SCREENS[screen];
}

/** A file and every file it imports statically. */
function closure(manifest: Manifest, key: string, files = new Set<string>()) {
  const chunk = manifest[key];
  if (!chunk || files.has(chunk.file)) return files;
  files.add(chunk.file);
  for (const imported of chunk.imports ?? []) closure(manifest, imported, files);
  return files;
}

/** For a path, the JavaScript files its page loads that the entry has not (none for a page in the entry). */
export function pagePreloads(manifest: Manifest): (pathname: string) => string[] {
  const entry = Object.keys(manifest).find((key) => manifest[key].isEntry);
  const inEntry = entry ? closure(manifest, entry) : new Set<string>();
  /** The files of these modules and of what they import, less the entry's. */
  const files = (...modules: string[]) => {
    const all = new Set<string>();
    for (const module of modules) closure(manifest, `features/${module}.tsx`, all);
    return [...all].filter((file) => !inEntry.has(file) && file.endsWith('.js'));
  };
  const byPage = new Map(
    PATTERNS.filter((page) => page !== '/admin/*').map((page) => [page, files(PAGE_MODULES[page])]),
  );
  const byScreen = new Map(
    Object.values(ADMIN_SCREENS).map((screen) => [
      screen,
      files(PAGE_MODULES['/admin/*'], ADMIN_FRAME_MODULE, screen),
    ]),
  );
  // The admin chunk loads the frame whatever the screen (a path with none shows the 404 inside it).
  const adminFrame = files(PAGE_MODULES['/admin/*'], ADMIN_FRAME_MODULE);
  return (pathname) => {
    const page = pageAt(pathname);
    if (page === '/admin/*') {
      const screen = adminScreenAt(pathname);
      return screen ? byScreen.get(screen)! : adminFrame;
    }
    return page ? byPage.get(page)! : [];
  };
}

/**
 * The built files of a language's messages (src/web/lib/i18n.ts): the first paint's, which the app needs before its
 * first render, and, for a screen other than the home page, the map of the screens' catalogues, the common ones and
 * those of the screen's folders.
 */
export function cataloguePreloads(manifest: Manifest): (locale: Locale, pathname: string) => string[] {
  const fileOf = (key: string) => (manifest[key] ? [manifest[key].file] : []);
  return (locale, pathname) => {
    const page = pageAt(pathname);
    return [
      ...fileOf(`locales/${locale}.po`),
      ...(page
        ? [
            // The map of the screens' catalogues (src/web/lib/catalogue-parts.ts), then the page's own.
            ...fileOf('lib/catalogue-parts.ts'),
            ...fileOf(`locales/common/${locale}.po`),
            ...PAGE_MESSAGES[page].flatMap((folder) => fileOf(`locales/features/${folder}/${locale}.po`)),
          ]
        : []),
    ];
  };
}
