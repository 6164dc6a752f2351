// The project's folders, found from this module whether it runs from src/server (tsx) or from the one bundled
// file in dist/server (npm run build): the nearest folder up with a package.json is the project.
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';

function projectRoot(from: string): string {
  for (let dir = from; ; dir = dirname(dir)) {
    if (existsSync(join(dir, 'package.json'))) return dir;
    if (dirname(dir) === dir) throw new Error(`no package.json above ${from}`);
  }
}

const ROOT = projectRoot(import.meta.dirname);
export const WEB_DIST = join(ROOT, 'dist/web');
export const PRERENDER_DIST = join(ROOT, 'dist/prerender');
export const MIGRATIONS = join(ROOT, 'db/migrations');
/** The server's own message catalogues (mails, PDFs), read at run time: src/server/locales/<locale>.po. */
export const SERVER_LOCALES = join(ROOT, 'src/server/locales');
