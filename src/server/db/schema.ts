// Every table of both spec documents, with the spec's column names, plus auth, outbox, audit, settings and
// limits: one file per area under schema/, all exported from here (the migrations are generated from this file).
export * from './schema/accounts.ts';
export * from './schema/content.ts';
export * from './schema/gym.ts';
export * from './schema/inventory.ts';
export * from './schema/invoices.ts';
export * from './schema/payments.ts';
export * from './schema/platform.ts';
export * from './schema/requests.ts';
export * from './schema/staff.ts';
