import type { FastifyInstance } from 'fastify';
import { auditAdminApi } from '../../../shared/audit.ts';
import type { AppContext } from '../../context.ts';
import { route } from '../../http/route.ts';
import { auditActions, listAudit } from './service.ts';

export function auditRoutes(app: FastifyInstance, ctx: AppContext) {
  route(app, ctx, auditAdminApi.list, (query) => listAudit(ctx.db, query));
  route(app, ctx, auditAdminApi.actions, () => auditActions(ctx.db));
}
