// The web app's page (dist/web/index.html), sent with what its first paint needs, so the browser has it all at
// once rather than one thing after another:
// - the page's first paint as markup (./prerender.ts), where the server draws it;
// - the society's settings (the header's name is the home and sign-in pages' largest text) and, on the home page,
//   the gallery, as a JSON data block the app reads before its first render. A data block is never run, so the
//   site's CSP (no inline scripts) allows it; `<` is escaped so no value can end it;
// - the page's own chunks, as modulepreload links (./page-preloads.ts), and on a back-office page who is signed
//   in (GET /api/me), which the office's screens wait for before they draw anything.
import { type GalleryImage, galleryApi } from '../../shared/gallery.ts';
import { LANGUAGE_TAG, type Locale } from '../../shared/locales.ts';
import { type SocietySettings, settingsSchema } from '../../shared/site.ts';

export const PAGE_DATA_ELEMENT_ID = 'page-data';
const ROOT = '<div id="root"></div>';

export interface PageData {
  /** Null while the database is still starting: the app asks for them itself. */
  settings: SocietySettings | null;
  /** The home page's pictures (null elsewhere, or while the database is still starting). */
  gallery: GalleryImage[] | null;
  /** Built files (under /assets) the page loads beyond the entry. */
  modules: string[];
  /** API answers the page's first render waits for, asked for with the page rather than after its scripts. */
  answers?: string[];
  /** The page's first paint, drawn by the app's components from this same data; null where it is not. */
  body: string | null;
  /** The person's language (http/page-language.ts): the page's `lang`, its first paint's, and the app's. */
  locale: Locale;
}

export function webPage(
  html: string,
  { settings, gallery, modules, answers = [], body, locale }: PageData,
): string {
  const head = [
    ...modules.map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`),
    ...answers.map((path) => `<link rel="preload" as="fetch" crossorigin href="${path}">`),
  ];
  if (settings) {
    const data = {
      settings: settingsSchema.parse(settings),
      ...(gallery ? { gallery: galleryApi.list.output.parse(gallery) } : {}),
      locale,
    };
    const json = JSON.stringify(data).replace(/</g, '\\u003c');
    head.push(`<script type="application/json" id="${PAGE_DATA_ELEMENT_ID}">${json}</script>`);
  }
  const withHead = head.length ? replaceLiterally(html, '</head>', `${head.join('')}</head>`) : html;
  // index.html is written in English (lang="en-IN"); another language's page says so, for screen readers and fonts.
  const page =
    locale === 'en'
      ? withHead
      : replaceLiterally(withHead, '<html lang="en-IN">', `<html lang="${LANGUAGE_TAG[locale]}">`);
  return body ? replaceLiterally(page, ROOT, `<div id="root">${body}</div>`) : page;
}

/** The first `marker` in `page` replaced by `text` as it is. String.prototype.replace would read `$'`, `$&`, ... in
 * text the office typed (the society's name, a picture's title) as patterns and copy the page into itself. */
function replaceLiterally(page: string, marker: string, text: string): string {
  const at = page.indexOf(marker);
  return at < 0 ? page : page.slice(0, at) + text + page.slice(at + marker.length);
}
