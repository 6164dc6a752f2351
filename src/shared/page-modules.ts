// The module each page path shows (under src/web/features, without `.tsx`). The router lazy-loads it; the server
// names its built chunks in the page as modulepreload links, so they download alongside the entry instead of
// after the entry has run and asked for them. The home page comes with the entry and is not listed.
export const PAGE_MODULES = {
  '/auth': 'auth/auth-page',
  '/dashboard': 'dashboard/dashboard-page',
  '/membership': 'memberships/membership-page',
  '/podium-booking': 'hall-bookings/podium-booking-page',
  '/parking-registration': 'parking/parking-page',
  '/house-repair-registration': 'house-repairs/house-repair-page',
  '/announcements': 'announcements/announcements-page',
  '/dos-and-donts': 'dos-and-donts/dos-and-donts-page',
  '/feedback': 'feedback/feedback-page',
  '/member-invoices': 'invoices/member-invoices-page',
  '/admin/*': 'admin/admin-page',
  '/receipt/:kind/:id': 'receipts/receipt-page',
  '*': 'not-found/not-found-page',
} as const;

export type PagePath = keyof typeof PAGE_MODULES;

/**
 * The feature folders whose messages each page draws (src/web/locales/features/<folder>/, lingui.config.ts): they
 * download with the page, with the common catalogue (src/web/components, src/web/lib). A page drawing another
 * folder's component lists that folder too; src/web/page-messages.test.ts checks every list against the imports.
 */
export const PAGE_MESSAGES = {
  '/auth': ['auth'],
  '/dashboard': ['dashboard', 'announcements', 'reported-payments'],
  '/membership': [],
  '/podium-booking': [],
  '/parking-registration': [],
  '/house-repair-registration': [],
  '/announcements': ['announcements'],
  '/dos-and-donts': ['dos-and-donts'],
  '/feedback': [],
  '/member-invoices': ['invoices', 'dues', 'reported-payments'],
  // Its 404 and a flat's ledger are the residents'; the office's own messages will have a catalogue of their own.
  '/admin/*': ['not-found', 'dues'],
  '/receipt/:kind/:id': ['receipts'],
  '*': ['not-found'],
} as const satisfies Record<PagePath, readonly string[]>;

export type MessageFolder = (typeof PAGE_MESSAGES)[PagePath][number];
