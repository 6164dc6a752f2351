import type { FastifyInstance } from 'fastify';
import { inventoryAdminApi as api } from '../../../shared/inventory.ts';
import type { AppContext } from '../../context.ts';
import { route } from '../../http/route.ts';
import * as inventory from './admin-service.ts';

export function inventoryRoutes(app: FastifyInstance, ctx: AppContext) {
  route(app, ctx, api.list, (query) => inventory.listItems(ctx.db, query));
  route(app, ctx, api.create, async (input, { user, reply }) => {
    reply.code(201);
    return inventory.createItem(ctx, user, input);
  });
  route(app, ctx, api.update, ({ id, quantity_seen, ...input }, { user }) =>
    inventory.updateItem(ctx, user, id, input, quantity_seen),
  );
  route(app, ctx, api.remove, ({ id }, { user }) => inventory.deleteItem(ctx.db, user, id));
  route(app, ctx, api.usage, ({ id, ...page }) => inventory.usageHistory(ctx.db, id, page));
  route(app, ctx, api.recordUsage, async ({ id, ...input }, { user, reply }) => {
    reply.code(201);
    return inventory.recordUsage(ctx.db, user, id, input);
  });
  route(app, ctx, api.updateUsage, ({ id, ...input }, { user }) =>
    inventory.updateUsage(ctx.db, user, id, input),
  );
  route(app, ctx, api.removeUsage, ({ id }, { user }) => inventory.deleteUsage(ctx.db, user, id));
}
