import type { FastifyInstance } from 'fastify';
import { reconciliationAdminApi as api } from '../../../shared/reconciliation-admin.ts';
import type { AppContext } from '../../context.ts';
import { route } from '../../http/route.ts';
import { listCredits } from './credits.ts';
import { importStatement } from './import.ts';

export function reconciliationRoutes(app: FastifyInstance, ctx: AppContext) {
  route(app, ctx, api.credits, (query) => listCredits(ctx.db, query));
  route(app, ctx, api.importStatement, async (input, { user, file, reply }) => {
    reply.code(201);
    return importStatement(ctx, user, file, input);
  });
}
