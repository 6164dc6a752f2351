import type { FastifyInstance } from 'fastify';
import { feedbackApi } from '../../../shared/feedback.ts';
import type { AppContext } from '../../context.ts';
import { route } from '../../http/route.ts';
import { listMine, submit } from './service.ts';

export function feedbackRoutes(app: FastifyInstance, ctx: AppContext) {
  route(app, ctx, feedbackApi.submit, (input, { user }) => submit(ctx, user.id, input));
  route(app, ctx, feedbackApi.mine, ({ page, pageSize }, { user }) =>
    listMine(ctx.db, user.id, page, pageSize),
  );
}
