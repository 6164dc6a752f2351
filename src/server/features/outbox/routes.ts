import type { FastifyInstance } from 'fastify';
import { outboxApi } from '../../../shared/outbox.ts';
import type { AppContext } from '../../context.ts';
import { route } from '../../http/route.ts';
import { listOutbox } from './service.ts';

export function outboxRoutes(app: FastifyInstance, ctx: AppContext) {
  route(app, ctx, outboxApi.list, (page) => listOutbox(ctx.db, page));
}
