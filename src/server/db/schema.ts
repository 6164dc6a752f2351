// Every table of both spec documents, with the spec's column names, plus auth, outbox, audit, settings and
// limits: one file per feature under schema/ (and accounts, payments and platform for what features share), all
// exported from here (the migrations are generated from this file).
export * from './schema/accounts.ts';
export * from './schema/announcements.ts';
export * from './schema/attendance.ts';
export * from './schema/billing.ts';
export * from './schema/dos-and-donts.ts';
export * from './schema/dues.ts';
export * from './schema/feedback.ts';
export * from './schema/flats.ts';
export * from './schema/gallery.ts';
export * from './schema/hall-bookings.ts';
export * from './schema/helpdesk.ts';
export * from './schema/house-repairs.ts';
export * from './schema/inventory.ts';
export * from './schema/invoices.ts';
export * from './schema/memberships.ts';
export * from './schema/money-approvals.ts';
export * from './schema/parking.ts';
export * from './schema/payments.ts';
export * from './schema/platform.ts';
export * from './schema/reconciliation.ts';
export * from './schema/reported-payments.ts';
export * from './schema/site.ts';
