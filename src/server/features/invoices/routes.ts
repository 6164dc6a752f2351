import type { FastifyInstance } from 'fastify';
import { invoicesApi } from '../../../shared/invoices.ts';
import type { AppContext } from '../../context.ts';
import { route } from '../../http/route.ts';
import * as invoices from './service.ts';

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
}
