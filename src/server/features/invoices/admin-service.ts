// The office's invoices (admin spec 2, 5, 7, 8): each row and its PDF are written together in one
// transaction (the file removed again if it fails), for a flat some profile has, under a server-built name in
// the private bucket; the flat's confirmed residents are mailed once it has committed.
import { and, count, eq, getTableName, inArray, isNotNull, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { InvoiceKind } from '../../../shared/invoices.ts';
import {
  adminInvoiceFileName,
  INVOICES_ADMIN_TEXT,
  type InvoiceFields,
  type invoiceListQuery,
} from '../../../shared/invoices-admin.ts';
import { formatINR } from '../../../shared/money.ts';
import type { AppContext, SessionUser } from '../../context.ts';
import { isUniqueViolation, type Tx } from '../../db/client.ts';
import { maintenanceInvoices, profiles, repairInvoices, users } from '../../db/schema.ts';
import { AppError, badRequest, notFound } from '../../http/errors.ts';
import type { FileResult } from '../../http/route.ts';
import { serverI18n } from '../../mail/language.ts';
import { invoiceMail, type MailDetail } from '../../mail/templates.ts';
import { audit } from '../../platform/audit.ts';
import { paginate, type SortColumns, sortOrder } from '../../platform/paginate.ts';
import { containsText } from '../../platform/search.ts';
import { withAttachment } from '../documents/service.ts';
import { getSettings } from '../site/settings.ts';

type InvoiceTable = typeof maintenanceInvoices | typeof repairInvoices;
export type InvoiceRow = typeof maintenanceInvoices.$inferSelect & { repair_type?: string };

const STORE = {
  maintenance: {
    table: maintenanceInvoices as InvoiceTable,
    bucket: 'maintenance-invoices',
    resource: 'maintenance_invoices',
  },
  repair: { table: repairInvoices as InvoiceTable, bucket: 'repair-invoices', resource: 'repair_invoices' },
} as const;

/**
 * Confirmed residents of the row's flat: they see the invoice and get its mail. Uses profiles_flat_idx. The
 * outer column is named with its table, which a single-table select would otherwise leave out.
 */
const confirmedResidents = (t: InvoiceTable) =>
  sql<number>`(select count(*)::int from ${profiles} where ${profiles.flat_no} = ${sql.identifier(getTableName(t))}.${sql.identifier(t.flat_no.name)} and ${profiles.flat_confirmed_at} is not null)`;

/** The table's columns as the office's list shows them. */
function adminColumns(kind: InvoiceKind) {
  const t = STORE[kind].table;
  return {
    id: t.id,
    flat_no: t.flat_no,
    invoice_number: t.invoice_number,
    invoice_date: t.invoice_date,
    due_date: t.due_date,
    amount: t.amount,
    description: t.description,
    created_at: t.created_at,
    repair_type: kind === 'repair' ? repairInvoices.repair_type : sql<string | null>`null`,
    confirmed_residents: confirmedResidents(t),
  };
}

/**
 * Newest invoice date first unless sorted (by date: `*_invoices_date_idx`; by flat: `*_invoices_flat_idx`, flat
 * then date); searched on the server by flat or invoice number.
 */
export function listInvoices(ctx: AppContext, kind: InvoiceKind, query: z.output<typeof invoiceListQuery>) {
  const t = STORE[kind].table;
  const sorts: SortColumns<'invoice_date' | 'flat_no'> = {
    invoice_date: { by: [t.invoice_date, t.created_at], dir: 'desc' },
    flat_no: { by: [t.flat_no, t.invoice_date], dir: 'asc' },
  };
  const where = query.q ? containsText(query.q, [t.flat_no, t.invoice_number]) : undefined;
  return paginate(
    ctx.db,
    query,
    (limit, offset) =>
      ctx.db
        .select(adminColumns(kind))
        .from(t)
        .where(where)
        .orderBy(...sortOrder(query, sorts, 'invoice_date', t.id))
        .limit(limit)
        .offset(offset),
    () => ctx.db.select({ total: count() }).from(t).where(where),
  );
}

let lastStamp = 0;
/**
 * `{flat_no}_{invoice_number}_{timestamp}.pdf` (admin spec 7) in the storage's safe characters. The stamp
 * never repeats within the process, so two invoices whose names sanitise alike never meet.
 */
export function storedPdfName(flat: string, invoiceNumber: string) {
  lastStamp = Math.max(Date.now(), lastStamp + 1);
  const safe = (v: string) => v.replace(/[^A-Za-z0-9_-]+/g, '-');
  return `${safe(flat)}_${safe(invoiceNumber)}_${lastStamp}.pdf`;
}

/** How many profiles have the flat, and how many of them the office has confirmed. */
async function flatProfiles(tx: Tx, flat: string) {
  const [row] = await tx
    .select({ all: count(), confirmed: count(profiles.flat_confirmed_at) })
    .from(profiles)
    .where(eq(profiles.flat_no, flat));
  return row;
}

/**
 * Writes one invoice and its PDF, all or nothing: a flat no profile has is refused (the office mistyped it),
 * a number the flat already has is a 409. The audit row goes in the same transaction.
 */
export async function writeInvoice(
  ctx: AppContext,
  admin: SessionUser,
  kind: InvoiceKind,
  fields: InvoiceFields,
  pdf: Buffer,
  /** The bulk upload it is part of, if any. */
  uploadId: string | null,
) {
  const { bucket, resource } = STORE[kind];
  try {
    return await withAttachment(ctx, async (tx, onRollback) => {
      const residents = await flatProfiles(tx, fields.flat_no);
      if (!residents.all) {
        const message = INVOICES_ADMIN_TEXT.unknownFlat(fields.flat_no);
        throw badRequest(message, { flat_no: message });
      }
      const pdf_url = storedPdfName(fields.flat_no, fields.invoice_number);
      const values = { ...fields, pdf_url, uploaded_by: admin.id };
      const [row]: InvoiceRow[] =
        kind === 'repair'
          ? await tx
              .insert(repairInvoices)
              .values({ ...values, repair_type: fields.repair_type! })
              .returning()
          : await tx.insert(maintenanceInvoices).values(values).returning();
      await ctx.storage.put(bucket, pdf_url, pdf);
      onRollback(() => ctx.storage.remove(bucket, pdf_url));
      await audit(tx, {
        userId: admin.id,
        action: `${kind}_invoice_uploaded`,
        resource,
        details: {
          id: row.id,
          flat_no: row.flat_no,
          invoice_number: row.invoice_number,
          amount: row.amount,
          ...(uploadId ? { bulk_upload: uploadId } : {}),
        },
      });
      return { row, confirmed_residents: residents.confirmed };
    });
  } catch (err) {
    if (isUniqueViolation(err)) {
      const message = INVOICES_ADMIN_TEXT.duplicate(fields.invoice_number, fields.flat_no);
      throw new AppError(409, 'CONFLICT', message, { invoice_number: message });
    }
    throw err;
  }
}

/** The single upload dialog: the fields and one PDF, which the spec requires ('PDF Required'). */
export async function createInvoice(
  ctx: AppContext,
  admin: SessionUser,
  kind: InvoiceKind,
  fields: InvoiceFields,
  pdf: Buffer | null,
) {
  if (!pdf) throw badRequest(INVOICES_ADMIN_TEXT.pdfRequired, { pdf: INVOICES_ADMIN_TEXT.pdfRequired });
  const { row, confirmed_residents } = await writeInvoice(ctx, admin, kind, fields, pdf, null);
  mailResidents(ctx, kind, [row]);
  return { ...row, repair_type: row.repair_type ?? null, confirmed_residents };
}

/** The office downloads any flat's invoice, saved as `{flat_no}_{invoice_number}.pdf`. */
export async function officePdf(ctx: AppContext, kind: InvoiceKind, id: string): Promise<FileResult> {
  const { table, bucket } = STORE[kind];
  const [row] = await ctx.db
    .select({ flat_no: table.flat_no, invoice_number: table.invoice_number, pdf_url: table.pdf_url })
    .from(table)
    .where(eq(table.id, id));
  if (!row) throw notFound(INVOICES_ADMIN_TEXT.notFound);
  // A stored name the storage refuses (legacy data) is a missing file, not a server error.
  const stream = await ctx.storage.open(bucket, row.pdf_url).catch(() => null);
  if (!stream) throw notFound(INVOICES_ADMIN_TEXT.fileMissing);
  return {
    bytes: stream,
    contentType: 'application/pdf',
    filename: adminInvoiceFileName(row.flat_no, row.invoice_number),
  };
}

/** Deletes the row (audited), then its PDF once that has committed; a file left behind is only logged. */
export async function deleteInvoice(ctx: AppContext, admin: SessionUser, kind: InvoiceKind, id: string) {
  const { table, bucket, resource } = STORE[kind];
  const row = await ctx.db.transaction(async (tx) => {
    const [row] = await tx.delete(table).where(eq(table.id, id)).returning();
    if (!row) throw notFound(INVOICES_ADMIN_TEXT.notFound);
    await audit(tx, {
      userId: admin.id,
      action: `${kind}_invoice_deleted`,
      resource,
      severity: 'medium',
      details: { id, flat_no: row.flat_no, invoice_number: row.invoice_number, amount: row.amount },
    });
    return row;
  });
  await ctx.storage
    .remove(bucket, row.pdf_url)
    .catch((err) => ctx.log.warn({ err, id }, 'invoice file could not be removed'));
  return { ok: true };
}

/**
 * Mails each new invoice to its flat's confirmed residents, once per invoice and resident, after the rows have
 * committed. Sent one after another (a month's bulk upload must not open a hundred SMTP connections at once)
 * without holding up the answer; a failure is only logged.
 */
export function mailResidents(ctx: AppContext, kind: InvoiceKind, invoices: InvoiceRow[]) {
  if (!invoices.length) return;
  const send = async () => {
    const flats = [...new Set(invoices.map((i) => i.flat_no))];
    const residents = await ctx.db
      .select({
        email: users.email,
        name: profiles.name,
        flat_no: profiles.flat_no,
        language: users.language,
      })
      .from(profiles)
      .innerJoin(users, eq(users.id, profiles.user_id))
      .where(and(inArray(profiles.flat_no, flats), isNotNull(profiles.flat_confirmed_at)));
    if (!residents.length) return;
    const settings = await getSettings(ctx.db);
    const url = `${ctx.config.publicUrl}/member-invoices`;
    for (const invoice of invoices)
      for (const resident of residents.filter((r) => r.flat_no === invoice.flat_no)) {
        const details: MailDetail[] = [];
        if (invoice.repair_type) details.push([/*i18n*/ 'Repair type', invoice.repair_type]);
        if (invoice.description) details.push([/*i18n*/ 'Description', invoice.description]);
        const mail = invoiceMail(serverI18n(resident.language), settings, resident.email, {
          name: resident.name,
          kind,
          flat_no: invoice.flat_no,
          invoice_number: invoice.invoice_number,
          invoice_date: invoice.invoice_date,
          amount: formatINR(invoice.amount),
          due_date: invoice.due_date,
          details,
          url,
        });
        await ctx.mailer
          .send(mail)
          .catch((err) => ctx.log.error({ err, invoice: invoice.id }, 'invoice mail failed'));
      }
  };
  send().catch((err) => ctx.log.error({ err, kind }, 'invoice mails failed'));
}
