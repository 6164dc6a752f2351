import type { FastifyInstance } from 'fastify';
import { announcementsApi } from '../../../shared/announcements.ts';
import type { AppContext } from '../../context.ts';
import { route } from '../../http/route.ts';
import { listActive } from './service.ts';

export function announcementsRoutes(app: FastifyInstance, ctx: AppContext) {
  route(app, ctx, announcementsApi.list, ({ page, pageSize }) => listActive(ctx.db, page, pageSize));
}
