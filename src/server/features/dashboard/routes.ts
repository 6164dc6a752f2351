import type { FastifyInstance } from 'fastify';
import { dashboardApi } from '../../../shared/dashboard.ts';
import type { AppContext } from '../../context.ts';
import { route } from '../../http/route.ts';
import { dashboard } from './service.ts';

export function dashboardRoutes(app: FastifyInstance, ctx: AppContext) {
  // Opened on every visit to the portal: one user's dashboard is kept a few seconds (platform/cache.ts).
  route(app, ctx, dashboardApi.get, (_, { user }) =>
    ctx.cache.memo(`dashboard:${user.id}`, () => dashboard(ctx, user)),
  );
}
