import type { FastifyInstance } from 'fastify';
import { analyticsAdminApi } from '../../../shared/analytics.ts';
import type { AppContext } from '../../context.ts';
import { route } from '../../http/route.ts';
import { helpdeskFigures } from './helpdesk.ts';
import { analytics } from './service.ts';

export function analyticsRoutes(app: FastifyInstance, ctx: AppContext) {
  route(app, ctx, analyticsAdminApi.figures, (query) => analytics(ctx, query));
  route(app, ctx, analyticsAdminApi.helpdesk, (query) => helpdeskFigures(ctx, query));
}
