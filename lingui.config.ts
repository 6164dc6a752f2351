// Lingui: English is the source (the spec's wording, in the code); Marathi and Hindi are translated in
// src/web/locales/<locale>.po (the first paint's messages) and src/web/locales/pages/<locale>.po (the screens'). `npx lingui extract --clean` refreshes the catalogues from the code;
// src/web/locales/catalogues.test.ts (part of `npm test`) fails when they have fallen behind it.
import { defineConfig } from '@lingui/conf';
import { formatter } from '@lingui/format-po';

// What every page's first paint draws: the entry's code, and the header's menu and the home page's shortcuts for
// signed-in members (a signed-in home page would otherwise download every screen's messages for them).
const FIRST_PAINT = [
  '<rootDir>/src/web/app',
  '<rootDir>/src/web/router.tsx',
  '<rootDir>/src/web/features/home',
  '<rootDir>/src/web/features/auth/auth-frame.tsx',
  '<rootDir>/src/web/components/page-spinner.tsx',
  '<rootDir>/src/web/components/chunk-boundary.tsx',
];

export default defineConfig({
  sourceLocale: 'en',
  locales: ['en', 'mr', 'hi'],
  // A message not yet translated shows its English text, never its id.
  fallbackLocales: { default: 'en' },
  catalogs: [
    // What every page's first paint draws (the entry's code: header, footer, home page, sign-in frame, menus, page
    // titles): downloaded with every page, so the home page's budget pays only for these.
    { path: '<rootDir>/src/web/locales/{locale}', include: FIRST_PAINT },
    // Every other resident screen's messages: downloaded with the first screen's code (router.tsx).
    {
      path: '<rootDir>/src/web/locales/pages/{locale}',
      include: ['<rootDir>/src/web'],
      // The back-office's strings are in its own catalogue (below), so a resident's download stays the resident's.
      exclude: [
        ...FIRST_PAINT.map((path) => (/\.tsx?$/.test(path) ? path : `${path}/**`)),
        '**/features/admin/**',
        '**/admin-*',
        '**/*.test.*',
      ],
    },
    // The back-office's (its frame, screens and office-only components: admin-page.tsx loads it for an admin).
    {
      path: '<rootDir>/src/web/locales/office/{locale}',
      include: ['<rootDir>/src/web/features/admin', '<rootDir>/src/web/**/admin-*'],
      exclude: ['**/*.test.*'],
    },
    // What the server writes to a person (mails, PDFs): read by src/server/mail/language.ts, never downloaded.
    {
      path: '<rootDir>/src/server/locales/{locale}',
      include: ['<rootDir>/src/server'],
      exclude: ['**/*.test.*'],
    },
  ],
  format: formatter({ lineNumbers: false }),
  orderBy: 'message',
});
