// Bulk upload (a month's invoices from a CSV and a folder of PDFs). The preview reads the CSV and checks
// every row against the single upload's rules, the chosen files, the other rows and the database before
// anything is written. The dialog then sends the ready rows with their PDFs in batches; each row is checked
// again and written on its own, all or nothing, and each batch's residents are mailed once per invoice.
import { and, inArray } from 'drizzle-orm';
import * as z from 'zod/mini';
import type { InvoiceKind } from '../../../shared/invoices.ts';
import {
  BULK_BATCH_FILES,
  BULK_COLUMNS,
  BULK_MAX_ROWS,
  BULK_OPTIONAL_COLUMNS,
  type BulkPreview,
  type BulkResult,
  type BulkRow,
  type bulkFileManifest,
  INVOICE_MAX_BYTES,
  INVOICES_ADMIN_TEXT,
  invoiceInput,
} from '../../../shared/invoices-admin.ts';
import type { AppContext, SessionUser } from '../../context.ts';
import { maintenanceInvoices, profiles, repairInvoices } from '../../db/schema.ts';
import { AppError, badRequest } from '../../http/errors.ts';
import { cleanFileName, type UploadedFile } from '../../http/multipart.ts';
import { csvDate, flagRepeats, problemsOf, readCsv } from '../../platform/csv-import.ts';
import { detectFileKind } from '../../storage/file-kind.ts';
import { type InvoiceRow, mailResidents, writeInvoice } from './admin-service.ts';

type Manifest = z.output<typeof bulkFileManifest>;

/** Files are matched by name as the upload reader cleans it, in any case (Windows folders ignore case). */
const fileKey = (name: string) => cleanFileName(name).toLowerCase();
const pairKey = (flat: string, number: string) => `${flat}\u0000${number}`;

/** The fields of one row, as the upload dialog would send them. */
function fieldsOf(kind: InvoiceKind, v: Record<string, string>) {
  const fields: Record<string, string> = {
    flat_no: v.flat_no ?? '',
    invoice_number: v.invoice_number ?? '',
    invoice_date: csvDate(v.invoice_date ?? ''),
    amount: v.amount ?? '',
    due_date: csvDate(v.due_date ?? ''),
    description: v.description ?? '',
  };
  if (kind === 'repair') fields.repair_type = (v.repair_type ?? '').toLowerCase();
  return fields;
}

function fileProblem(name: string, matches: number[] | undefined, files: Manifest[]) {
  if (!name) return 'file_name: This field is required';
  if (!matches) return `No chosen PDF is named ${name}`;
  if (matches.length > 1) return `Several chosen files are named ${name}`;
  const file = files[matches[0]];
  if (file.size === 0) return `${name} is empty`;
  if (file.size > INVOICE_MAX_BYTES) return `${name} is larger than 10MB`;
  if (detectFileKind(Buffer.from(file.head, 'base64')) !== 'pdf') return `${name} is not a PDF`;
  return null;
}

const CHUNK = 1000;
const chunks = <T>(items: T[]) =>
  Array.from({ length: Math.ceil(items.length / CHUNK) }, (_, i) => items.slice(i * CHUNK, (i + 1) * CHUNK));

/** Which (flat, number) pairs the table already has, and which flats some profile has. */
async function existing(ctx: AppContext, kind: InvoiceKind, rows: BulkRow[]) {
  const t = kind === 'repair' ? repairInvoices : maintenanceInvoices;
  const numbers = [...new Set(rows.map((r) => r.invoice_number))];
  const flats = [...new Set(rows.map((r) => r.flat_no))];
  const taken = new Set<string>();
  for (const part of chunks(numbers))
    for (const r of await ctx.db
      .select({ flat_no: t.flat_no, invoice_number: t.invoice_number })
      .from(t)
      .where(and(inArray(t.invoice_number, part), inArray(t.flat_no, flats))))
      taken.add(pairKey(r.flat_no, r.invoice_number));
  const known = new Set<string>();
  for (const part of chunks(flats))
    for (const r of await ctx.db
      .selectDistinct({ flat_no: profiles.flat_no })
      .from(profiles)
      .where(inArray(profiles.flat_no, part)))
      if (r.flat_no) known.add(r.flat_no);
  return { taken, known };
}

export async function previewBulk(
  ctx: AppContext,
  kind: InvoiceKind,
  input: { csv: string; files: Manifest[] },
): Promise<BulkPreview> {
  const csvRows = readCsv(
    { columns: BULK_COLUMNS[kind], optional: BULK_OPTIONAL_COLUMNS, noun: 'invoice', maxRows: BULK_MAX_ROWS },
    input.csv,
  );
  const byName = new Map<string, number[]>();
  input.files.forEach((f, i) => {
    byName.set(fileKey(f.name), [...(byName.get(fileKey(f.name)) ?? []), i]);
  });

  const valid = new Set<BulkRow>();
  const rows = csvRows.map(({ line, values, problems }) => {
    const fields = fieldsOf(kind, values);
    const parsed = invoiceInput[kind].safeParse(fields);
    const file_name = values.file_name ?? '';
    const matches = byName.get(fileKey(file_name));
    const fileIssue = fileProblem(file_name, matches, input.files);
    const shown = parsed.success ? parsed.data : fields;
    const row: BulkRow = {
      line,
      flat_no: shown.flat_no,
      invoice_number: shown.invoice_number,
      invoice_date: shown.invoice_date,
      amount: shown.amount,
      due_date: shown.due_date || null,
      description: shown.description || null,
      repair_type: kind === 'repair' ? (shown as { repair_type: string }).repair_type || null : null,
      file_name,
      file_index: matches?.length === 1 ? matches[0] : null,
      problems: [...problems, ...(parsed.success ? [] : problemsOf(parsed.error))],
    };
    if (fileIssue) row.problems.push(fileIssue);
    if (parsed.success) valid.add(row);
    return row;
  });

  const checked = rows.filter((r) => valid.has(r));
  flagRepeats(
    checked,
    (r) => pairKey(r.flat_no, r.invoice_number),
    (others) => `Duplicate invoice: the same flat and invoice number are on row ${others} too`,
  );
  flagRepeats(
    rows,
    (r) => (r.file_index === null ? null : String(r.file_index)),
    (others) => `The same PDF is named on row ${others} too; each invoice needs its own`,
  );
  if (checked.length) {
    const { taken, known } = await existing(ctx, kind, checked);
    for (const r of checked) {
      if (!known.has(r.flat_no)) r.problems.push(INVOICES_ADMIN_TEXT.unknownFlat(r.flat_no));
      else if (taken.has(pairKey(r.flat_no, r.invoice_number)))
        r.problems.push(INVOICES_ADMIN_TEXT.duplicate(r.invoice_number, r.flat_no));
    }
  }
  const used = new Set(rows.map((r) => r.file_index));
  return {
    rows,
    unused_files: input.files.filter((_, i) => !used.has(i)).map((f) => f.name),
  };
}

const batchRows = z
  .array(
    z.looseObject({
      line: z.number().check(z.int(), z.gte(1)),
      file_name: z.string().check(z.maxLength(255)),
    }),
  )
  .check(z.minLength(1), z.maxLength(BULK_BATCH_FILES));

/** One batch of ready rows with their PDFs: each written on its own; the answer says how each went. */
export async function uploadBulk(
  ctx: AppContext,
  admin: SessionUser,
  kind: InvoiceKind,
  batch: { upload_id: string; rows: string },
  files: UploadedFile[],
) {
  let rows: z.output<typeof batchRows>;
  try {
    rows = batchRows.parse(JSON.parse(batch.rows));
  } catch {
    throw badRequest(
      `Please send between 1 and ${BULK_BATCH_FILES} rows, each with its row number and file name`,
    );
  }
  const byName = new Map(files.map((f) => [fileKey(f.originalName), f]));
  const results: BulkResult[] = [];
  const created: InvoiceRow[] = [];
  for (const { line, file_name, ...fields } of rows) {
    const parsed = invoiceInput[kind].safeParse(fields);
    const result = (message: string | null): BulkResult => ({
      line,
      flat_no: String(fields.flat_no ?? ''),
      invoice_number: String(fields.invoice_number ?? ''),
      status: message ? 'failed' : 'created',
      message,
    });
    if (!parsed.success) {
      results.push(result(problemsOf(parsed.error).join('; ')));
      continue;
    }
    const file = byName.get(fileKey(file_name));
    if (!file) {
      results.push(result(`The PDF ${file_name} was not received`));
      continue;
    }
    try {
      const { row } = await writeInvoice(ctx, admin, kind, parsed.data, file.bytes, batch.upload_id);
      created.push(row);
      results.push(result(null));
    } catch (err) {
      if (!(err instanceof AppError)) ctx.log.error({ err, line }, 'bulk invoice row failed');
      results.push(result(err instanceof AppError ? err.message : 'Something went wrong. Please try again.'));
    }
  }
  mailResidents(ctx, kind, created);
  return { results };
}
