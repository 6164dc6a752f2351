import type { FastifyInstance } from 'fastify';
import { adminApi } from '../../../shared/admin.ts';
import type { AppContext } from '../../context.ts';
import { route } from '../../http/route.ts';
import { adminBadges, generateReport, viewDashboard } from './service.ts';

export function adminRoutes(app: FastifyInstance, ctx: AppContext) {
  route(app, ctx, adminApi.stats, (_, { user }) => viewDashboard(ctx, user));
  route(app, ctx, adminApi.report, (_, { user }) => generateReport(ctx, user));
  // The sidebar asks on every admin page: kept a few seconds (platform/cache.ts).
  route(app, ctx, adminApi.badges, () => ctx.cache.memo('admin:badges', () => adminBadges(ctx.db)));
}
