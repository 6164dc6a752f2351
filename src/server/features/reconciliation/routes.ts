import type { FastifyInstance } from 'fastify';
import { reconciliationAdminApi as api } from '../../../shared/reconciliation-admin.ts';
import { reconciliationReportApi as report } from '../../../shared/reconciliation-report.ts';
import type { AppContext } from '../../context.ts';
import { route } from '../../http/route.ts';
import { confirmCredit, leaveUnmatched } from './confirm.ts';
import { confirmAll } from './confirm-all.ts';
import { listCredits } from './credits.ts';
import { importStatement, statementLayouts } from './import.ts';
import {
  exportReport,
  notFoundPayments,
  reconciliationReport,
  resolvePeriod,
  unmatchedCredits,
} from './report.ts';

export function reconciliationRoutes(app: FastifyInstance, ctx: AppContext) {
  route(app, ctx, api.credits, (query) => listCredits(ctx.db, query));
  route(app, ctx, api.layouts, () => statementLayouts(ctx));
  route(app, ctx, api.importStatement, async (input, { user, file, reply }) => {
    const answer = await importStatement(ctx, user, file, input);
    // Read at once (created), or being read by a task (accepted).
    reply.code('task' in answer ? 202 : 201);
    return answer;
  });
  route(app, ctx, api.confirm, ({ id, allocations }, { user }) => confirmCredit(ctx, user, id, allocations));
  route(app, ctx, api.confirmAll, ({ confidence }, { user }) => confirmAll(ctx, user, confidence));
  route(app, ctx, api.leaveUnmatched, ({ id }, { user }) => leaveUnmatched(ctx, user, id));
  route(app, ctx, report.report, async (q) => reconciliationReport(ctx, await resolvePeriod(ctx, q)));
  route(app, ctx, report.unmatched, async (q) => unmatchedCredits(ctx, await resolvePeriod(ctx, q), q));
  route(app, ctx, report.notFound, async (q) => notFoundPayments(ctx, await resolvePeriod(ctx, q), q));
  route(app, ctx, report.export, async (q, { user }) => exportReport(ctx, user, await resolvePeriod(ctx, q)));
}
