import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { precompress } from './scripts/vite-precompress.ts';

export default defineConfig({
  root: 'src/web',
  publicDir: fileURLToPath(new URL('./public', import.meta.url)),
  plugins: [react(), tailwindcss(), precompress()],
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  build: {
    outDir: fileURLToPath(new URL('./dist/web', import.meta.url)),
    emptyOutDir: true,
    chunkSizeWarningLimit: 600,
    rolldownOptions: {
      output: {
        // What the entry imports statically is one file, not six chunks shared with the pages: every page
        // needs all of it before its first paint anyway, and one file is fewer requests and compresses better.
        codeSplitting: { groups: [{ name: 'index', tags: ['$initial'] }] },
      },
    },
  },
  // In development the API runs on its own port (npm run dev starts both).
  server: { proxy: { '/api': `http://localhost:${process.env.API_PORT ?? 3000}` } },
});
