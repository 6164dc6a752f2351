// A build step: a brotli (.br) and a gzip (.gz) copy beside every compressible file of the built web app, made
// once at maximum compression, so the server sends them as they are (@fastify/static's preCompressed).
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|txt|xml|webmanifest|map)$/;
/** Below this a compressed copy saves less than a packet. */
const MIN_BYTES = 1024;

const br = promisify(brotliCompress);
const gz = promisify(gzip);

export async function precompressFolder(dir: string) {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  const files = entries
    .filter((e) => e.isFile() && COMPRESSIBLE.test(e.name))
    .map((e) => join(e.parentPath, e.name));
  await Promise.all(
    files.map(async (file) => {
      const bytes = await readFile(file);
      if (bytes.length < MIN_BYTES) return;
      const [brotli, gzipped] = await Promise.all([
        br(bytes, {
          params: {
            [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
            [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
          },
        }),
        gz(bytes, { level: constants.Z_BEST_COMPRESSION }),
      ]);
      await Promise.all([writeFile(`${file}.br`, brotli), writeFile(`${file}.gz`, gzipped)]);
    }),
  );
}

export function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'precompress',
    apply: 'build',
    configResolved(config) {
      outDir = config.build.outDir;
    },
    async closeBundle() {
      await precompressFolder(outDir);
    },
  };
}
