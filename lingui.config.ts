// Lingui: English is the source (the spec's wording, in the code); Marathi and Hindi are translated in
// src/web/locales/<locale>.po. `npx lingui extract --clean` refreshes the catalogues from the code;
// src/web/locales/catalogues.test.ts (part of `npm test`) fails when they have fallen behind it.
import { defineConfig } from '@lingui/conf';
import { formatter } from '@lingui/format-po';

export default defineConfig({
  sourceLocale: 'en',
  locales: ['en', 'mr', 'hi'],
  // A message not yet translated shows its English text, never its id.
  fallbackLocales: { default: 'en' },
  catalogs: [
    {
      path: '<rootDir>/src/web/locales/{locale}',
      include: ['<rootDir>/src/web'],
      // The back-office's strings (its own chunks, never downloaded by a resident) are not translated yet; when
      // they are, they get a catalogue of their own so a resident's download stays the resident's strings.
      exclude: ['**/features/admin/**', '**/admin-*', '**/*.test.*'],
    },
  ],
  format: formatter({ lineNumbers: false }),
  orderBy: 'messageId',
});
