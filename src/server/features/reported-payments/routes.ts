import type { FastifyInstance } from 'fastify';
import { reportedPaymentsAdminApi, reportedPaymentsApi } from '../../../shared/reported-payments.ts';
import type { AppContext } from '../../context.ts';
import { route } from '../../http/route.ts';
import { confirmReport, listReports, rejectReport } from './admin-service.ts';
import { myReports, payInfo, reportPayment } from './service.ts';

export function reportedPaymentsRoutes(app: FastifyInstance, ctx: AppContext) {
  const api = reportedPaymentsApi;
  route(app, ctx, api.payInfo, (_, { user }) => payInfo(ctx, user));
  route(app, ctx, api.report, async (input, { user, reply, file }) => {
    const report = await reportPayment(ctx, user, input, file);
    reply.code(201);
    return report;
  });
  route(app, ctx, api.mine, (page, { user }) => myReports(ctx, user, page));

  const office = reportedPaymentsAdminApi;
  route(app, ctx, office.list, (query) => listReports(ctx, query));
  route(app, ctx, office.confirm, ({ id }, { user }) => confirmReport(ctx, user, id));
  route(app, ctx, office.reject, ({ id, reason }, { user }) => rejectReport(ctx, user, id, reason));
}
