// Kept apart from invoices.ts so a resident's screens never download the office's side.
import * as z from 'zod/mini';
import { endpoint, noInput, ok, type UploadRule } from './contract.ts';
import { type InvoiceKind, invoiceSchema, REPAIR_TYPES, type RepairType } from './invoices.ts';
import { paged, searchQuery, sortQuery } from './schemas.ts';
import { byId, flatNo, isoDate, optionalLongText, preprocess, uuid, VALIDATION_TEXT } from './validation.ts';

// ---- The office's side (admin spec 2, 5, 7, 8): upload, list, download and delete each flat's invoices,
// one at a time or a month's worth from a CSV and a folder of PDFs. ----

export const INVOICE_MAX_BYTES = 10 * 1024 * 1024;
/** A bulk CSV lists at most this many invoices, one per row. */
export const BULK_MAX_ROWS = 5000;
/** Generous for 5,000 rows with descriptions; larger files are refused before they are read. */
export const BULK_CSV_MAX_BYTES = 2 * 1024 * 1024;
/**
 * One bulk request carries at most this many PDFs and bytes; the dialog sends a month's invoices in several
 * requests, so none holds more than a few files in memory or runs long.
 */
export const BULK_BATCH_FILES = 10;
export const BULK_BATCH_BYTES = 20 * 1024 * 1024;
/** The rows of one batch travel as one JSON form field (the upload reader caps a field at 20,000 bytes). */
export const BULK_ROWS_MAX_CHARS = 18_000;

export const INVOICES_ADMIN_TEXT = {
  title: { maintenance: 'Maintenance Invoices', repair: 'Repair Invoices' },
  pdfRequiredTitle: 'PDF Required',
  pdfRequired: 'Please select a PDF file to upload',
  tooLargeTitle: 'File too large',
  tooLarge: 'Please select a PDF smaller than 10MB',
  uploaded: {
    maintenance: 'Maintenance invoice uploaded successfully',
    repair: 'Repair invoice uploaded successfully',
  },
  deleteConfirm: 'Are you sure you want to delete this invoice?',
  deleted: 'Invoice deleted successfully',
  fetchFailed: 'Error fetching invoices',
  downloadFailed: 'Error downloading invoice',
  notFound: 'Invoice not found',
  fileMissing: 'The invoice file could not be found',
  invoiceNumberRequired: 'Invoice number is required',
  invoiceNumber: 'Invoice number may use letters, digits, spaces and / - _ . #',
  invoiceDateRequired: 'Invoice date is required',
  amountRequired: 'Amount is required',
  amount: 'Please enter an amount above 0 with at most 2 decimals, e.g. 2500.50',
  amountTooLarge: 'Amount must be less than ₹10,00,00,000',
  dueBeforeInvoice: 'The due date cannot be before the invoice date',
  repairType: 'Please choose a repair type',
  duplicate: (invoiceNumber: string, flat: string) =>
    `Invoice number ${invoiceNumber} already exists for flat ${flat}`,
  unknownFlat: (flat: string) => `No resident profile has flat ${flat}. Please check the flat number.`,
} as const;

const trimmed = (v: unknown) => (typeof v === 'string' ? v.trim() : v);
const blankToNull = (v: unknown) => (v === '' || v === undefined ? null : trimmed(v));

/**
 * Numbering schemes vary (MI/2026/04-A101, 2026-117), but stay on one line and in a file name's reach; the
 * character set also keeps out markup and control characters.
 */
const invoiceNumber = z
  .string({ error: INVOICES_ADMIN_TEXT.invoiceNumberRequired })
  .check(
    z.trim(),
    z.minLength(1, INVOICES_ADMIN_TEXT.invoiceNumberRequired),
    z.maxLength(50, VALIDATION_TEXT.tooLong(50)),
    z.regex(/^[A-Za-z0-9][A-Za-z0-9 /_.#-]*$/, INVOICES_ADMIN_TEXT.invoiceNumber),
  );

/** Rupees with paise, kept as the exact decimal text the numeric(12,2) column stores. */
const invoiceAmount = preprocess(
  (v) => (typeof v === 'number' ? String(v) : trimmed(v)),
  z.string({ error: INVOICES_ADMIN_TEXT.amountRequired }).check(
    z.minLength(1, { error: INVOICES_ADMIN_TEXT.amountRequired, abort: true }),
    z.regex(/^\d+(\.\d{1,2})?$/, { error: INVOICES_ADMIN_TEXT.amount, abort: true }),
    z.refine((v) => Number(v) > 0, { error: INVOICES_ADMIN_TEXT.amount, abort: true }),
    z.refine((v) => Number(v) < 100_000_000, INVOICES_ADMIN_TEXT.amountTooLarge),
  ),
);

const invoiceDate = preprocess(
  (v) => (v === '' || v === null ? undefined : trimmed(v)),
  z.pipe(z.string({ error: INVOICES_ADMIN_TEXT.invoiceDateRequired }), isoDate),
);

const invoiceShape = {
  flat_no: flatNo,
  invoice_number: invoiceNumber,
  invoice_date: invoiceDate,
  amount: invoiceAmount,
  due_date: preprocess(blankToNull, z.nullable(isoDate)),
  description: optionalLongText(500),
};
const repairType = preprocess(trimmed, z.enum(REPAIR_TYPES, { error: INVOICES_ADMIN_TEXT.repairType }));

const dueNotBefore = (v: { invoice_date: string; due_date: string | null }) =>
  !v.due_date || v.due_date >= v.invoice_date;
const dueRule = { path: ['due_date'], message: INVOICES_ADMIN_TEXT.dueBeforeInvoice };

/** The upload dialog's fields (and a bulk CSV row's), as the form holds them and the server reads them. */
export const invoiceInput = {
  maintenance: z.strictObject(invoiceShape).check(z.refine(dueNotBefore, dueRule)),
  repair: z.strictObject({ ...invoiceShape, repair_type: repairType }).check(z.refine(dueNotBefore, dueRule)),
};
export type InvoiceFields = z.output<typeof invoiceInput.maintenance> & { repair_type?: RepairType };

export const invoiceUpload: UploadRule = {
  field: 'pdf',
  maxBytes: INVOICE_MAX_BYTES,
  types: ['pdf'],
  // The spec's own message when it is missing ('PDF Required'), rather than the generic one.
  required: false,
  tooLargeMessage: INVOICES_ADMIN_TEXT.tooLarge,
};
export const invoiceBulkUpload: UploadRule = { ...invoiceUpload, field: 'pdfs', maxFiles: BULK_BATCH_FILES };

/** The office's name for a downloaded invoice (admin spec 7). */
export const adminInvoiceFileName = (flat: string, number: string) => `${flat}_${number}.pdf`;

/** The bulk CSV's columns, in the template's order; due_date and description may be left out. */
export const BULK_COLUMNS = {
  maintenance: [
    'flat_no',
    'invoice_number',
    'invoice_date',
    'amount',
    'due_date',
    'description',
    'file_name',
  ],
  repair: [
    'flat_no',
    'invoice_number',
    'invoice_date',
    'amount',
    'due_date',
    'description',
    'repair_type',
    'file_name',
  ],
} as const;
export const BULK_OPTIONAL_COLUMNS: readonly string[] = ['due_date', 'description'];
export const bulkTemplateName = (kind: InvoiceKind) => `${kind}-invoices-template.csv`;
/** The downloadable template: the exact header and nothing else. */
export const bulkTemplate = (kind: InvoiceKind) => `${BULK_COLUMNS[kind].join(',')}\r\n`;

export const adminInvoiceSchema = z.extend(invoiceSchema, {
  repair_type: z.nullable(z.string()),
  /** Residents of the flat the office has confirmed: who sees the invoice and gets its mail. */
  confirmed_residents: z.number().check(z.int()),
});
export type AdminInvoice = z.output<typeof adminInvoiceSchema>;

/** One CSV row as the preview read it: its values (normalised when they are valid) and what is wrong. */
export const bulkRowSchema = z.object({
  /** The row's number as a spreadsheet shows it (the header is row 1). */
  line: z.number().check(z.int()),
  flat_no: z.string(),
  invoice_number: z.string(),
  invoice_date: z.string(),
  amount: z.string(),
  due_date: z.nullable(z.string()),
  description: z.nullable(z.string()),
  repair_type: z.nullable(z.string()),
  file_name: z.string(),
  /** The chosen PDF this row names, by its place in the preview's file list. */
  file_index: z.nullable(z.number().check(z.int())),
  /** Empty when the row is ready to upload. */
  problems: z.array(z.string()),
});
export type BulkRow = z.output<typeof bulkRowSchema>;

export const bulkPreviewSchema = z.object({
  rows: z.array(bulkRowSchema),
  /** Chosen PDFs no row names: they are not uploaded. */
  unused_files: z.array(z.string()),
});
export type BulkPreview = z.output<typeof bulkPreviewSchema>;

/** What the browser tells the preview of each chosen PDF: its name, size and first bytes (base64). */
export const bulkFileManifest = z.strictObject({
  name: z.string().check(z.minLength(1), z.maxLength(255)),
  size: z.number().check(z.int(), z.gte(0)),
  head: z.string().check(z.maxLength(24)),
});
export const BULK_HEAD_BYTES = 8;

export const bulkResultSchema = z.object({
  line: z.number().check(z.int()),
  flat_no: z.string(),
  invoice_number: z.string(),
  status: z.enum(['created', 'failed']),
  message: z.nullable(z.string()),
});
export type BulkResult = z.output<typeof bulkResultSchema>;

/** The office's list of one kind: searched by flat or number, sorted by invoice date or by flat. */
export const INVOICE_SORTS = ['invoice_date', 'flat_no'] as const;
export const invoiceListQuery = z.extend(searchQuery, sortQuery(INVOICE_SORTS));

const adminApiOf = <const K extends InvoiceKind, I extends z.ZodMiniType>(kind: K, input: I) => {
  const base = `/api/admin/invoices/${kind}` as const;
  return {
    list: endpoint({
      method: 'GET',
      path: base,
      access: 'invoices:view',
      input: invoiceListQuery,
      output: paged(adminInvoiceSchema),
    }),
    create: endpoint({
      method: 'POST',
      path: base,
      access: 'invoices:manage',
      input,
      output: adminInvoiceSchema,
      upload: invoiceUpload,
    }),
    pdf: endpoint({
      method: 'GET',
      path: `${base}/:id/pdf`,
      access: 'invoices:view',
      input: byId,
      output: 'file',
    }),
    remove: endpoint({
      method: 'DELETE',
      path: `${base}/:id`,
      access: 'invoices:manage',
      input: byId,
      output: ok,
    }),
    bulkTemplate: endpoint({
      method: 'GET',
      path: `${base}/bulk/template`,
      access: 'invoices:view',
      input: noInput,
      output: 'file',
    }),
    bulkPreview: endpoint({
      method: 'POST',
      path: `${base}/bulk/preview`,
      access: 'invoices:manage',
      input: z.strictObject({
        csv: z.string().check(z.maxLength(BULK_CSV_MAX_BYTES, 'The CSV file must be smaller than 2MB')),
        files: z
          .array(bulkFileManifest)
          .check(z.maxLength(BULK_MAX_ROWS, 'Please choose at most 5,000 PDF files')),
      }),
      output: bulkPreviewSchema,
    }),
    bulkUpload: endpoint({
      method: 'POST',
      path: `${base}/bulk`,
      access: 'invoices:manage',
      input: z.strictObject({
        /** One id for all the batches of one bulk upload, kept with each row's audit entry. */
        upload_id: uuid,
        // The batch's rows as JSON text: each is checked again here, and written (or refused) on its own.
        rows: z.string().check(z.maxLength(BULK_ROWS_MAX_CHARS, 'Too many rows in one request')),
      }),
      output: z.object({ results: z.array(bulkResultSchema) }),
      upload: invoiceBulkUpload,
    }),
  };
};

export const invoicesAdminApi = {
  maintenance: adminApiOf('maintenance', invoiceInput.maintenance),
  repair: adminApiOf('repair', invoiceInput.repair),
};
