// A build step: what makes the portal installable on a phone and readable offline, beside the built files:
// - sw.js, the service worker (src/web/service-worker.js) after the app shell it fetches at install: the page and
//   the entry's script and style sheet (not the pages' chunks: it keeps those as they are used), and the build's
//   version, so every build that changes them is a new worker;
// - the manifest's icons (src/server/http/web-manifest.ts), drawn from the favicon: 192 and 512 px, and a
//   maskable 512 px one whose picture sits inside the safe circle a launcher may crop to.
import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import sharp from 'sharp';
import type { Plugin } from 'vite';
import { APP_ICONS } from '../../src/shared/app-icons.ts';

const WORKER = new URL('../../src/web/service-worker.js', import.meta.url);
const FAVICON = new URL('../../public/favicon.svg', import.meta.url);
/** The page a phone opens offline when it never opened the one it asks for (see service-worker.js). */
const SHELL_PAGE = '/dashboard';
/** Shows that a page is offline, so fetched at install (it registers this worker, too). */
const OFFLINE_NOTICE = '/src/web/lib/offline.ts';

/** The favicon as a full square, its picture shrunk to 80% about the centre (a maskable icon's safe zone). */
function maskable(svg: string) {
  const square = svg.trim().replace(/ rx="[\d.]+"/, '');
  const afterBackground = square.indexOf('/>') + 2;
  return `${square.slice(0, afterBackground)}<g transform="translate(6.4 6.4) scale(0.8)">${square.slice(afterBackground, -'</svg>'.length)}</g></svg>`;
}

export function installable(): Plugin {
  return {
    name: 'installable',
    apply: 'build',
    async generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter((file) => file.type === 'chunk');
      const entry = chunks.find((chunk) => chunk.isEntry);
      const notice = chunks.find((chunk) => chunk.facadeModuleId?.endsWith(OFFLINE_NOTICE));
      if (!entry) return;
      if (!notice) throw new Error(`installable: no chunk of its own for ${OFFLINE_NOTICE}`);
      const files = [
        SHELL_PAGE,
        `/${entry.fileName}`,
        ...[...(entry.viteMetadata?.importedCss ?? [])].map((f) => `/${f}`),
        `/${notice.fileName}`,
      ];
      const worker = await readFile(WORKER, 'utf8');
      const version = createHash('sha256').update(files.join()).update(worker).digest('hex').slice(0, 12);
      this.emitFile({
        type: 'asset',
        fileName: 'sw.js',
        source: `self.SHELL = ${JSON.stringify({ version, files })};\n${worker}`,
      });
      const favicon = await readFile(FAVICON, 'utf8');
      for (const icon of APP_ICONS) {
        const svg = Buffer.from(icon.maskable ? maskable(favicon) : favicon);
        const png = await sharp(svg, { density: (72 * icon.size) / 64 })
          .resize(icon.size, icon.size)
          .png()
          .toBuffer();
        this.emitFile({ type: 'asset', fileName: icon.file, source: png });
      }
    },
  };
}
