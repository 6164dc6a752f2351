// Maintenance and repair invoices: a resident lists and downloads those of their own flat only.
import * as z from 'zod/mini';
import { endpoint } from './contract.ts';
import { money, paged, pageQuery, timestamp } from './schemas.ts';
import { byId } from './validation.ts';

export const REPAIR_TYPES = ['electrical', 'plumbing', 'painting', 'carpentry', 'masonry', 'other'] as const;
export type RepairType = (typeof REPAIR_TYPES)[number];

export const INVOICE_KINDS = ['maintenance', 'repair'] as const;
export type InvoiceKind = (typeof INVOICE_KINDS)[number];

/** Flat numbers are stored trimmed and upper case ("b-101 " is B-101). */
export const normalizeFlat = (flat: string) => flat.trim().toUpperCase();
export const sameFlat = (a: string, b: string) => normalizeFlat(a) === normalizeFlat(b);

export const invoiceSchema = z.object({
  id: z.string(),
  flat_no: z.string(),
  invoice_number: z.string(),
  invoice_date: z.string(),
  due_date: z.nullable(z.string()),
  amount: money,
  description: z.nullable(z.string()),
  created_at: timestamp,
});
export type Invoice = z.output<typeof invoiceSchema>;

export const repairInvoiceSchema = z.extend(invoiceSchema, { repair_type: z.string() });
export type RepairInvoice = z.output<typeof repairInvoiceSchema>;

/**
 * A page of the caller's invoices; `flat_no` is the profile's flat, null when the profile has none. Until the
 * office confirms that flat (`flat_confirmed` false) the page is empty.
 */
const myInvoices = <T extends z.ZodMiniType>(item: T) =>
  z.extend(paged(item), { flat_no: z.nullable(z.string()), flat_confirmed: z.boolean() });

/** The name a resident's download is saved under. */
export const invoiceFileName = (kind: InvoiceKind, invoiceNumber: string) =>
  `${kind === 'maintenance' ? 'Maintenance' : 'Repair'}_${invoiceNumber}.pdf`;

export const NO_FLAT_MESSAGE = 'Please complete your profile with your flat number to view invoices.';
export const FLAT_UNCONFIRMED_MESSAGE = 'Your flat number is awaiting confirmation by the society office.';

export const invoicesApi = {
  myMaintenance: endpoint({
    method: 'GET',
    path: '/api/invoices/maintenance',
    access: 'member',
    input: pageQuery,
    output: myInvoices(invoiceSchema),
  }),
  myRepair: endpoint({
    method: 'GET',
    path: '/api/invoices/repair',
    access: 'member',
    input: pageQuery,
    output: myInvoices(repairInvoiceSchema),
  }),
  maintenancePdf: endpoint({
    method: 'GET',
    path: '/api/invoices/maintenance/:id/pdf',
    access: 'member',
    input: byId,
    output: 'file',
  }),
  repairPdf: endpoint({
    method: 'GET',
    path: '/api/invoices/repair/:id/pdf',
    access: 'member',
    input: byId,
    output: 'file',
  }),
};
