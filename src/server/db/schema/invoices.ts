// Maintenance and repair invoices, one table each with the same columns.
import { date, index, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';
import { createdAt, id, money } from './columns.ts';

const invoiceColumns = () => ({
  id: id(),
  flat_no: text('flat_no').notNull(),
  invoice_number: text('invoice_number').notNull(),
  invoice_date: date('invoice_date').notNull(),
  amount: money('amount').notNull(),
  description: text('description'),
  due_date: date('due_date'),
  pdf_url: text('pdf_url').notNull(),
  uploaded_by: uuid('uploaded_by').references(() => users.id, { onDelete: 'set null' }),
  created_at: createdAt(),
});

// Flat numbers are stored trimmed and upper case, so a flat's invoices are an index lookup; one invoice number
// per flat and type.
export const maintenanceInvoices = pgTable('maintenance_invoices', invoiceColumns(), (t) => [
  index('maintenance_invoices_flat_idx').on(t.flat_no, t.invoice_date),
  uniqueIndex('maintenance_invoices_number_uq').on(t.flat_no, t.invoice_number),
  // The office's list order in full (a bulk upload gives a thousand invoices one date and one time): a page is
  // read from the index, never sorted.
  index('maintenance_invoices_date_idx').on(t.invoice_date, t.created_at, t.id),
]);

export const repairInvoices = pgTable(
  'repair_invoices',
  { ...invoiceColumns(), repair_type: text('repair_type').notNull() },
  (t) => [
    index('repair_invoices_flat_idx').on(t.flat_no, t.invoice_date),
    uniqueIndex('repair_invoices_number_uq').on(t.flat_no, t.invoice_number),
    index('repair_invoices_date_idx').on(t.invoice_date, t.created_at, t.id),
  ],
);
