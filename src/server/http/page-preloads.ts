// The built chunks each page needs beyond the entry, read once from the build's manifest
// (dist/web/.vite/manifest.json): web-page.ts names them as modulepreload links, so a page's code downloads
// alongside the entry instead of one round trip after it.
import type { Locale } from '../../shared/locales.ts';
import { PAGE_MODULES, type PagePath } from '../../shared/page-modules.ts';

interface ManifestChunk {
  file: string;
  imports?: string[];
  isEntry?: boolean;
}
export type Manifest = Record<string, ManifestChunk>;

const PATTERNS = Object.keys(PAGE_MODULES) as PagePath[];
const segments = (path: string) => path.toLowerCase().split('/').filter(Boolean);

/** The page the router shows at `pathname` (static segments, `:name` and a trailing `*`); null for the home page. */
export function pageAt(pathname: string): PagePath | null {
  const parts = segments(pathname);
  if (!parts.length) return null;
  const fits = (pattern: PagePath) => {
    const segs = segments(pattern);
    const splat = segs.at(-1) === '*';
    if (splat ? parts.length < segs.length - 1 : parts.length !== segs.length) return false;
    return segs.every((seg, i) => seg === '*' || seg.startsWith(':') || seg === parts[i]);
  };
  return PATTERNS.find((p) => p !== '*' && fits(p)) ?? '*';
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
  const byPage = new Map(
    PATTERNS.map((page) => [
      page,
      [...closure(manifest, `features/${PAGE_MODULES[page]}.tsx`)].filter(
        (file) => !inEntry.has(file) && file.endsWith('.js'),
      ),
    ]),
  );
  return (pathname) => {
    const page = pageAt(pathname);
    return page ? byPage.get(page)! : [];
  };
}

/**
 * The built files of a language's messages (src/web/lib/i18n.ts): the first paint's, which the app needs before its
 * first render, and, for a screen other than the home page, the screens'.
 */
export function cataloguePreloads(manifest: Manifest): (locale: Locale, pathname: string) => string[] {
  const fileOf = (key: string) => (manifest[key] ? [manifest[key].file] : []);
  return (locale, pathname) => [
    ...fileOf(`locales/${locale}.po`),
    ...(pageAt(pathname) ? fileOf(`locales/pages/${locale}.po`) : []),
  ];
}
