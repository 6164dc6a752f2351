import type { FastifyInstance } from 'fastify';
import { outboxApi } from '../../../shared/outbox.ts';
import type { AppContext } from '../../context.ts';
import { route } from '../../http/route.ts';
import { listOutbox, retryFailedMails, retryMail } from './service.ts';

export function outboxRoutes(app: FastifyInstance, ctx: AppContext) {
  route(app, ctx, outboxApi.list, (query) => listOutbox(ctx.db, query));
  route(app, ctx, outboxApi.retry, ({ id }, { user }) => retryMail(ctx, user, id));
  route(app, ctx, outboxApi.retryFailed, (_input, { user }) => retryFailedMails(ctx, user));
}
