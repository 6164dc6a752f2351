import type { FastifyInstance } from 'fastify';
import { flatsAdminApi as api, FLATS_TEMPLATE_NAME, flatsTemplate } from '../../../shared/flats-admin.ts';
import type { AppContext } from '../../context.ts';
import { route } from '../../http/route.ts';
import { exportFlats } from './export.ts';
import { importFlats, previewImport } from './import.ts';
import * as register from './service.ts';

/** An import carries a CSV of up to 1MB: more than the app's JSON limit, which stays as it is for other routes. */
const IMPORT_BODY_LIMIT = 2 * 1024 * 1024;

export function flatsRoutes(app: FastifyInstance, ctx: AppContext) {
  route(app, ctx, api.list, (query) => register.listFlats(ctx.db, query));
  route(app, ctx, api.create, async (input, { user, reply }) => {
    reply.code(201);
    return register.addFlat(ctx.db, user, input);
  });
  route(app, ctx, api.update, ({ id, ...input }, { user }) => register.updateFlat(ctx.db, user, id, input));
  route(app, ctx, api.remove, ({ id }, { user }) => register.deleteFlat(ctx.db, user, id));
  route(app, ctx, api.template, async () => ({
    bytes: Buffer.from(flatsTemplate()),
    contentType: 'text/csv; charset=utf-8',
    filename: FLATS_TEMPLATE_NAME,
  }));
  route(app, ctx, api.export, (filters, { user }) => exportFlats(ctx, user, filters));
  app.register(async (scope) => {
    scope.addHook('onRoute', (options) => {
      options.bodyLimit = IMPORT_BODY_LIMIT;
    });
    route(scope, ctx, api.preview, ({ csv }) => previewImport(ctx.db, csv));
    route(scope, ctx, api.import, async ({ csv }, { user, reply }) => {
      reply.code(201);
      return importFlats(ctx.db, user, csv);
    });
  });
}
