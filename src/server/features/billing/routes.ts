import type { FastifyInstance } from 'fastify';
import { billingAdminApi as api } from '../../../shared/billing-admin.ts';
import type { AppContext } from '../../context.ts';
import { route } from '../../http/route.ts';
import * as heads from './heads-service.ts';
import { readBillingSettings, saveBillingSettings } from './settings-service.ts';

export function billingRoutes(app: FastifyInstance, ctx: AppContext) {
  route(app, ctx, api.heads, () => heads.listHeads(ctx.db));
  route(app, ctx, api.addHead, async (input, { user, reply }) => {
    reply.code(201);
    return heads.addHead(ctx, user, input);
  });
  route(app, ctx, api.reorderHeads, ({ ids }, { user }) => heads.reorderHeads(ctx, user, ids));
  route(app, ctx, api.updateHead, ({ id, ...input }, { user }) => heads.updateHead(ctx, user, id, input));
  route(app, ctx, api.setHeadActive, ({ id, active }, { user }) =>
    heads.setHeadActive(ctx, user, id, active),
  );
  route(app, ctx, api.settings, () => readBillingSettings(ctx.db));
  route(app, ctx, api.saveSettings, (input, { user }) => saveBillingSettings(ctx, user, input));
}
