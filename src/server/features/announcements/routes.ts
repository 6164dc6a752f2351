import type { FastifyInstance } from 'fastify';
import { announcementsApi } from '../../../shared/announcements.ts';
import { announcementsAdminApi } from '../../../shared/announcements-admin.ts';
import type { AppContext } from '../../context.ts';
import { route } from '../../http/route.ts';
import { exportAcknowledgements, listAcknowledgements, sendReminder } from './acknowledgements.ts';
import { create, listAll, setActive, update } from './admin-service.ts';
import { acknowledge, listActive, pinnedFor, recordReads } from './service.ts';

export function announcementsRoutes(app: FastifyInstance, ctx: AppContext) {
  route(app, ctx, announcementsApi.list, ({ page, pageSize }, { user }) =>
    listActive(ctx.db, user, page, pageSize),
  );
  route(app, ctx, announcementsApi.pinned, (_, { user }) => pinnedFor(ctx.db, user));
  route(app, ctx, announcementsApi.read, ({ ids }, { user }) => recordReads(ctx.db, user, ids));
  route(app, ctx, announcementsApi.acknowledge, ({ id }, { user }) => acknowledge(ctx.db, user, id));

  route(app, ctx, announcementsAdminApi.list, (query) => listAll(ctx.db, query));
  route(app, ctx, announcementsAdminApi.create, (input, { user }) => create(ctx, user, input));
  route(app, ctx, announcementsAdminApi.update, ({ id, ...input }, { user }) => update(ctx, user, id, input));
  route(app, ctx, announcementsAdminApi.deactivate, ({ id }, { user }) => setActive(ctx.db, user, id, false));
  route(app, ctx, announcementsAdminApi.activate, ({ id }, { user }) => setActive(ctx.db, user, id, true));
  route(app, ctx, announcementsAdminApi.acknowledgements, (query) => listAcknowledgements(ctx, query));
  route(app, ctx, announcementsAdminApi.exportAcknowledgements, ({ id }, { user }) =>
    exportAcknowledgements(ctx, user, id),
  );
  route(app, ctx, announcementsAdminApi.remind, ({ id }, { user }) => sendReminder(ctx, user, id));
}
