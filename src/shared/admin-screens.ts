// The module each back-office screen shows (under src/web/features, without `.tsx`), by its path under /admin,
// and the frame around them. The admin router lazy-loads them (src/web/features/admin/admin-routes.tsx, whose
// loaders must name the same modules); the server names their built chunks in the page as modulepreload links,
// so a screen's code downloads alongside the entry instead of after the entry and the admin chunk have run.
export const ADMIN_FRAME_MODULE = 'admin/admin-layout';

export const ADMIN_SCREENS = {
  '': 'admin/admin-dashboard',
  'audit-log': 'admin/admin-audit-log',
  analytics: 'analytics/admin-analytics',
  announcements: 'announcements/admin-announcements',
  'announcements/:id/acknowledgements': 'announcements/admin-acknowledgements',
  attendance: 'attendance/admin-attendance',
  billing: 'billing/admin-billing',
  'dos-and-donts': 'dos-and-donts/admin-dos-and-donts',
  dues: 'dues/admin-dues',
  feedback: 'feedback/admin-feedback',
  flats: 'flats/admin-flats',
  'gym-hall-management': 'memberships/admin-gym-hall',
  'house-repair': 'house-repairs/admin-house-repairs',
  inventory: 'inventory/admin-inventory',
  'mail-outbox': 'outbox/admin-outbox',
  'maintenance-invoices': 'invoices/admin-invoices',
  'money-approvals': 'money-approvals/admin-money-approvals',
  'parking-approval': 'parking/admin-parking',
  'profile-management': 'profiles/admin-profiles',
  'repair-invoices': 'invoices/admin-invoices',
  reconciliation: 'reconciliation/admin-reconciliation',
  'reported-payments': 'reported-payments/admin-reported-payments',
  roles: 'roles/admin-roles',
  settings: 'site/admin-settings',
} as const;

export type AdminScreenModule = (typeof ADMIN_SCREENS)[keyof typeof ADMIN_SCREENS];
