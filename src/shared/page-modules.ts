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
