import { fileURLToPath } from 'node:url';
import { lingui } from '@lingui/vite-plugin';
import { defineConfig } from 'vitest/config';
import { linguiMacros } from './scripts/build/lingui-macro.ts';

export default defineConfig({
  // Web modules written with Lingui's macros, and their catalogues, are built for tests as for the browser.
  plugins: [linguiMacros(), lingui()],
  // The web app's alias (vite.config.ts), for tests of web modules that import others by it.
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  test: {
    include: ['src/**/*.test.{ts,tsx}'],
    environment: 'node',
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
  },
});
