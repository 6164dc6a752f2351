import type { FastifyInstance } from 'fastify';
import { dashboardApi } from '../../../shared/dashboard.ts';
import type { AppContext } from '../../context.ts';
import { route } from '../../http/route.ts';
import { dashboard } from './service.ts';

export function dashboardRoutes(app: FastifyInstance, ctx: AppContext) {
  route(app, ctx, dashboardApi.get, (_, { user }) => dashboard(ctx, user));
}
