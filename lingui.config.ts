// Lingui: English is the source (the spec's wording, in the code); Marathi and Hindi are translated in one
// catalogue per part of the app (below), so a page downloads only the messages it draws. `npx lingui extract --clean`
// refreshes the catalogues from the code; src/web/locales/catalogues.test.ts (part of `npm test`) fails when they
// have fallen behind it. See docs/decisions/0014-a-catalogue-per-screen-folder.md.
import { type CatalogFormatter, defineConfig, type MessageOrigin, type MessageType } from '@lingui/conf';
import { formatter } from '@lingui/format-po';
import {
  messageFolders,
  OFFICE_COMPONENTS,
  OFFICE_DASHBOARD,
  officeFolders,
} from './src/web/locales/message-folders';

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
const NOT_RESIDENT = [
  ...FIRST_PAINT.map((path) => (/\.tsx?$/.test(path) ? path : `${path}/**`)),
  // The back-office's strings (its own chunks, never downloaded by a resident) get a catalogue of their own, so a
  // resident's download stays the resident's strings.
  '**/features/admin/**',
  '**/admin-*',
  ...OFFICE_COMPONENTS.map((file) => `<rootDir>/${file}`),
  '**/use-admin-*',
  '**/*.test.*',
];

// Lingui's 'message' order leaves the messages that have only an id (the server's `i18n._('…')`, the office's
// `/*i18n*/` labels) tied, in the order the extract's workers happened to finish their files, so every run reordered
// them. Here they follow their code (the first file, then the line), so a run without changes changes nothing; the
// others stay as Lingui sorts them (the English text, then the context). (A function as `orderBy` is in Lingui's
// types but refused by its config check.)
const po = formatter({ lineNumbers: false });
const collator = new Intl.Collator('en-US');
const firstOrigin = ({ origin = [] }: MessageType): MessageOrigin =>
  origin.reduce(
    (first, o) => (o[0] < first[0] || (o[0] === first[0] && (o[1] ?? 0) < (first[1] ?? 0)) ? o : first),
    origin[0] ?? [''],
  );
const inStableOrder: CatalogFormatter = {
  ...po,
  serialize: (catalog, context) =>
    po.serialize(
      Object.fromEntries(
        Object.entries(catalog).sort(([aId, a], [bId, b]) => {
          const [aFile, aLine = 0] = firstOrigin(a);
          const [bFile, bLine = 0] = firstOrigin(b);
          return (
            collator.compare(a.message ?? '', b.message ?? '') ||
            collator.compare(a.context ?? '', b.context ?? '') ||
            collator.compare(aFile, bFile) ||
            aLine - bLine ||
            collator.compare(aId, bId)
          );
        }),
      ),
      context,
    ),
};

export default defineConfig({
  sourceLocale: 'en',
  locales: ['en', 'mr', 'hi'],
  // A message not yet translated shows its English text, never its id.
  fallbackLocales: { default: 'en' },
  catalogs: [
    // What every page's first paint draws (the entry's code: header, footer, home page, sign-in frame, menus, page
    // titles): downloaded with every page, so the home page's budget pays only for these.
    { path: '<rootDir>/src/web/locales/{locale}', include: FIRST_PAINT },
    // The shared components' and helpers' messages (and the page titles): downloaded with every screen.
    {
      path: '<rootDir>/src/web/locales/common/{locale}',
      include: ['<rootDir>/src/web/components', '<rootDir>/src/web/lib', '<rootDir>/src/web/page-titles.ts'],
      exclude: NOT_RESIDENT,
    },
    // One per resident feature folder with messages: downloaded with the screens that draw that folder's code
    // (src/shared/page-modules.ts lists them per page; page-messages.test.ts checks the list against the imports).
    ...messageFolders().map((name) => ({
      path: `<rootDir>/src/web/locales/features/${name}/{locale}`,
      include: [`<rootDir>/src/web/features/${name}`],
      exclude: NOT_RESIDENT,
    })),
    // The back-office's, never downloaded by a resident (features/admin/office-messages.ts): its frame's (sidebar,
    // header, the office's shared components), downloaded with the frame; its dashboard's; and each feature folder's
    // office screens', downloaded with the screens that draw them.
    {
      path: '<rootDir>/src/web/locales/office/{locale}',
      include: [
        '<rootDir>/src/web/features/admin',
        '<rootDir>/src/web/components/admin-*',
        ...OFFICE_COMPONENTS.map((file) => `<rootDir>/${file}`),
      ],
      exclude: [...OFFICE_DASHBOARD.map((file) => `<rootDir>/${file}`), '**/*.test.*'],
    },
    {
      path: '<rootDir>/src/web/locales/office/dashboard/{locale}',
      include: OFFICE_DASHBOARD.map((file) => `<rootDir>/${file}`),
    },
    ...officeFolders().map((name) => ({
      path: `<rootDir>/src/web/locales/office/${name}/{locale}`,
      include: [
        `<rootDir>/src/web/features/${name}/**/admin-*`,
        `<rootDir>/src/web/features/${name}/**/use-admin-*`,
      ],
      exclude: ['**/*.test.*'],
    })),
    // What the server writes to a person (mails, PDFs): read by src/server/mail/language.ts, never downloaded.
    {
      path: '<rootDir>/src/server/locales/{locale}',
      include: ['<rootDir>/src/server'],
      exclude: ['**/*.test.*'],
    },
  ],
  format: inStableOrder,
  orderBy: 'message',
});
