import { fileURLToPath } from 'node:url';
import { lingui } from '@lingui/vite-plugin';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { installable } from './scripts/build/installable.ts';
import { linguiMacros } from './scripts/build/lingui-macro.ts';
import { precompress } from './scripts/build/precompress.ts';

export default defineConfig(({ isSsrBuild }) => ({
  root: 'src/web',
  // The prerenderer (the SSR build) needs neither the public files nor compressed copies.
  publicDir: isSsrBuild ? false : fileURLToPath(new URL('./public', import.meta.url)),
  plugins: [
    linguiMacros(),
    lingui(),
    react(),
    tailwindcss(),
    ...(isSsrBuild ? [] : [installable(), precompress()]),
  ],
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  // The server's prerenderer of a page's first paint (src/web/prerender.tsx) is one file with React's production
  // build: it needs no packages at run time.
  ssr: { noExternal: true },
  define: isSsrBuild ? { 'process.env.NODE_ENV': '"production"' } : {},
  build: {
    outDir: fileURLToPath(new URL(isSsrBuild ? './dist/prerender' : './dist/web', import.meta.url)),
    emptyOutDir: true,
    // The server reads it to preload each page's chunks with the page (src/server/http/page-preloads.ts).
    manifest: !isSsrBuild,
    minify: true,
    chunkSizeWarningLimit: 600,
    rolldownOptions: {
      // The prerenderer is one file: its dynamic imports (the catalogues lib/i18n.ts loads part by part in the
      // browser) are inlined, as its static imports of the same catalogues would have them anyway.
      output: isSsrBuild
        ? { codeSplitting: false }
        : {
            // What the entry imports statically is one file, not six chunks shared with the pages: every page
            // needs all of it before its first paint anyway, and one file is fewer requests and compresses better.
            // The header's menu and the home page's shortcuts, which a signed-in member's home page loads together.
            codeSplitting: {
              groups: [
                { name: 'index', tags: ['$initial'] },
                {
                  name: 'signed-in',
                  test: /src\/web\/(app\/portal-menu|features\/home\/quick-actions)\.tsx$/,
                },
                // The screens' query client with the library's core (router.tsx loads it with a screen): one file, which
                // the screens import anyway, so the server preloads it with them. Mutations and infinite lists stay in
                // chunks of their own, for the screens that use them.
                {
                  name: 'queries',
                  test: /node_modules\/@tanstack\/(?!.*(?:[mM]utationObserver|useMutation|[iI]nfiniteQueryObserver|useInfiniteQuery))|src\/web\/app\/query-client\.tsx$/,
                },
              ],
            },
          },
    },
  },
  // In development the API runs on its own port (npm run dev starts both).
  server: { proxy: { '/api': `http://localhost:${process.env.API_PORT ?? 3000}` } },
}));
