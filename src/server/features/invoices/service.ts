// Invoices of the resident's own flat: listed and downloaded only when the row's flat is the profile's flat.
import { count, desc, eq } from 'drizzle-orm';
import { type InvoiceKind, invoiceFileName, normalizeFlat, sameFlat } from '../../../shared/invoices.ts';
import { can } from '../../../shared/permissions.ts';
import type { AppContext, SessionUser } from '../../context.ts';
import { maintenanceInvoices, repairInvoices } from '../../db/schema.ts';
import { notFound } from '../../http/errors.ts';
import type { FileResult } from '../../http/route.ts';
import { type PageRequest, paginate } from '../../platform/paginate.ts';
import { flatOf } from '../account/own-flat.ts';

const BUCKET = { maintenance: 'maintenance-invoices', repair: 'repair-invoices' } as const;
const NOT_FOUND = 'Invoice not found';

type InvoiceTable = typeof maintenanceInvoices | typeof repairInvoices;

/** One page of a table's invoices for the caller's flat, newest invoice date first. */
async function pageOf<T extends InvoiceTable>(
  ctx: AppContext,
  user: SessionUser,
  t: T,
  { page, pageSize }: PageRequest,
) {
  // A flat typed at sign-up proves nothing: its invoices show only once the office has confirmed it.
  const { flat, confirmed } = await flatOf(ctx.db, user.id);
  if (!flat || !confirmed)
    return { items: [], total: 0, page, pageSize, flat_no: flat, flat_confirmed: false };
  // Flats are stored normalised, so this is an index lookup.
  const where = eq(t.flat_no, normalizeFlat(flat));
  const result = await paginate(
    ctx.db,
    { page, pageSize },
    (limit, offset) =>
      ctx.db
        .select()
        .from(t as InvoiceTable)
        .where(where)
        .orderBy(desc(t.invoice_date), desc(t.created_at), desc(t.id))
        .limit(limit)
        .offset(offset) as Promise<T['$inferSelect'][]>,
    () =>
      ctx.db
        .select({ total: count() })
        .from(t as InvoiceTable)
        .where(where),
  );
  return { ...result, flat_no: flat, flat_confirmed: true };
}

export const myMaintenanceInvoices = (ctx: AppContext, user: SessionUser, page: PageRequest) =>
  pageOf(ctx, user, maintenanceInvoices, page);

export const myRepairInvoices = (ctx: AppContext, user: SessionUser, page: PageRequest) =>
  pageOf(ctx, user, repairInvoices, page);

/**
 * The PDF of one invoice, for a role reaching invoices or a resident of the invoice's confirmed flat. Anyone else gets
 * the same 404 as for an id that does not exist, so ids of other flats reveal nothing.
 */
export async function invoicePdf(
  ctx: AppContext,
  user: SessionUser,
  kind: InvoiceKind,
  id: string,
): Promise<FileResult> {
  const t = kind === 'maintenance' ? maintenanceInvoices : repairInvoices;
  const [row] = await ctx.db
    .select({ flat_no: t.flat_no, invoice_number: t.invoice_number, pdf_url: t.pdf_url })
    .from(t)
    .where(eq(t.id, id));
  if (!row) throw notFound(NOT_FOUND);
  if (!can(user.reach, 'invoices:view')) {
    const { flat, confirmed } = await flatOf(ctx.db, user.id);
    if (!flat || !confirmed || !sameFlat(row.flat_no, flat)) throw notFound(NOT_FOUND);
  }
  // A stored name the storage refuses (legacy data) is a missing file, not a server error.
  const stream = await ctx.storage.open(BUCKET[kind], row.pdf_url).catch(() => null);
  if (!stream) throw notFound('The invoice file could not be found');
  return {
    bytes: stream,
    contentType: 'application/pdf',
    filename: invoiceFileName(kind, row.invoice_number),
  };
}
