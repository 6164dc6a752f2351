import type { FastifyInstance } from 'fastify';
import { announcementsApi } from '../../../shared/announcements.ts';
import { announcementsAdminApi } from '../../../shared/announcements-admin.ts';
import type { AppContext } from '../../context.ts';
import { route } from '../../http/route.ts';
import { create, listAll, setActive, update } from './admin-service.ts';
import { listActive } from './service.ts';

export function announcementsRoutes(app: FastifyInstance, ctx: AppContext) {
  route(app, ctx, announcementsApi.list, ({ page, pageSize }) => listActive(ctx.db, page, pageSize));

  route(app, ctx, announcementsAdminApi.list, (query) => listAll(ctx.db, query));
  route(app, ctx, announcementsAdminApi.create, (input, { user }) => create(ctx.db, user, input));
  route(app, ctx, announcementsAdminApi.update, ({ id, ...input }, { user }) =>
    update(ctx.db, user, id, input),
  );
  route(app, ctx, announcementsAdminApi.deactivate, ({ id }, { user }) => setActive(ctx.db, user, id, false));
  route(app, ctx, announcementsAdminApi.activate, ({ id }, { user }) => setActive(ctx.db, user, id, true));
}
