// npm run build (and npm start, when the server is missing or stale): the server as one JavaScript file,
// dist/server/main.js. Its own modules and better-auth (hundreds of small modules, most of them unused here) are
// bundled: a start then reads one file instead of resolving and compiling several hundred. Every other package
// stays an import from node_modules (native code, WebAssembly and worker files are found next to their package).
import { readFileSync } from 'node:fs';
import { build } from 'esbuild';

const { dependencies } = JSON.parse(readFileSync('package.json', 'utf8'));
const BUNDLED = new Set(['better-auth']);

await build({
  entryPoints: ['src/server/main.ts'],
  outfile: 'dist/server/main.js',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  external: Object.keys(dependencies)
    .filter((name) => !BUNDLED.has(name))
    .flatMap((name) => [name, `${name}/*`]),
  sourcemap: true,
  // Modules bundled from CommonJS may call require(): give the ES module one.
  banner: {
    js: "import { createRequire } from 'node:module'; const require = createRequire(import.meta.url);",
  },
  logLevel: 'warning',
});
