import type { FastifyInstance } from 'fastify';
import { dosAndDontsApi } from '../../../shared/dos-and-donts.ts';
import { dosAndDontsAdminApi } from '../../../shared/dos-and-donts-admin.ts';
import type { AppContext } from '../../context.ts';
import { route } from '../../http/route.ts';
import { categoriesInUse, create, listAll, setActive, update } from './admin-service.ts';
import { listActive } from './service.ts';

export function dosAndDontsRoutes(app: FastifyInstance, ctx: AppContext) {
  route(app, ctx, dosAndDontsApi.list, () => listActive(ctx.db));

  route(app, ctx, dosAndDontsAdminApi.list, (query) => listAll(ctx.db, query));
  route(app, ctx, dosAndDontsAdminApi.categories, () => categoriesInUse(ctx.db));
  route(app, ctx, dosAndDontsAdminApi.create, (input, { user }) => create(ctx.db, user, input));
  route(app, ctx, dosAndDontsAdminApi.update, ({ id, ...input }, { user }) =>
    update(ctx.db, user, id, input),
  );
  route(app, ctx, dosAndDontsAdminApi.deactivate, ({ id }, { user }) => setActive(ctx.db, user, id, false));
  route(app, ctx, dosAndDontsAdminApi.activate, ({ id }, { user }) => setActive(ctx.db, user, id, true));
}
