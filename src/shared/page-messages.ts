// The feature folders whose messages each page of src/shared/page-modules.ts draws. A module of its own: the entry
// imports PAGE_MODULES, and whatever shares a module with the entry is downloaded with it, home page included.
import type { PagePath } from './page-modules.ts';

/**
 * The feature folders whose messages each page draws (src/web/locales/features/<folder>/, lingui.config.ts): they
 * download with the page, with the common catalogue (src/web/components, src/web/lib). A page drawing another
 * folder's component lists that folder too; src/web/page-messages.test.ts checks every list against the imports.
 */
export const PAGE_MESSAGES = {
  '/auth': ['auth'],
  '/dashboard': ['dashboard', 'announcements', 'reported-payments'],
  '/membership': ['memberships'],
  '/podium-booking': ['hall-bookings'],
  '/parking-registration': ['parking'],
  '/house-repair-registration': ['house-repairs'],
  '/announcements': ['announcements'],
  '/dos-and-donts': ['dos-and-donts'],
  '/feedback': ['feedback'],
  '/member-invoices': ['invoices', 'dues', 'reported-payments'],
  // Its 404, a flat's ledger and the feedback badges are the residents'; the office's own messages are its own
  // catalogue (src/web/locales/office, loaded by the back-office's frame).
  '/admin/*': ['not-found', 'dues', 'feedback'],
  '/receipt/:kind/:id': ['receipts'],
  '*': ['not-found'],
} as const satisfies Record<PagePath, readonly string[]>;
