import type { FastifyInstance } from 'fastify';
import { INVOICE_KINDS, type InvoiceKind, invoicesApi } from '../../../shared/invoices.ts';
import { bulkTemplate, bulkTemplateName, invoicesAdminApi } from '../../../shared/invoices-admin.ts';
import type { AppContext } from '../../context.ts';
import { route } from '../../http/route.ts';
import * as office from './admin-service.ts';
import { previewBulk, uploadBulk } from './bulk-upload.ts';
import * as invoices from './service.ts';

/**
 * A bulk preview carries a CSV of up to 5,000 lines and the list of chosen files: more than the app's JSON
 * limit, which stays as it is for every other route.
 */
const PREVIEW_BODY_LIMIT = 6 * 1024 * 1024;

export function invoicesRoutes(app: FastifyInstance, ctx: AppContext) {
  route(app, ctx, invoicesApi.myMaintenance, (input, { user }) =>
    invoices.myMaintenanceInvoices(ctx, user, input),
  );
  route(app, ctx, invoicesApi.myRepair, (input, { user }) => invoices.myRepairInvoices(ctx, user, input));
  route(app, ctx, invoicesApi.maintenancePdf, (input, { user }) =>
    invoices.invoicePdf(ctx, user, 'maintenance', input.id),
  );
  route(app, ctx, invoicesApi.repairPdf, (input, { user }) =>
    invoices.invoicePdf(ctx, user, 'repair', input.id),
  );
  for (const kind of INVOICE_KINDS) officeRoutes(app, ctx, kind);
}

function officeRoutes(app: FastifyInstance, ctx: AppContext, kind: InvoiceKind) {
  const api = invoicesAdminApi[kind];
  route(app, ctx, api.list, (query) => office.listInvoices(ctx, kind, query));
  route(app, ctx, api.create, async (fields, { user, reply, file }) => {
    reply.code(201);
    return office.createInvoice(ctx, user, kind, fields, file?.bytes ?? null);
  });
  route(app, ctx, api.pdf, ({ id }) => office.officePdf(ctx, kind, id));
  route(app, ctx, api.remove, ({ id }, { user }) => office.deleteInvoice(ctx, user, kind, id));
  route(app, ctx, api.bulkTemplate, async () => ({
    bytes: Buffer.from(bulkTemplate(kind)),
    contentType: 'text/csv; charset=utf-8',
    filename: bulkTemplateName(kind),
  }));
  route(app, ctx, api.bulkUpload, (input, { user, files }) => uploadBulk(ctx, user, kind, input, files));
  app.register(async (scope) => {
    scope.addHook('onRoute', (options) => {
      options.bodyLimit = PREVIEW_BODY_LIMIT;
    });
    route(scope, ctx, api.bulkPreview, (input) => previewBulk(ctx, kind, input));
  });
}
