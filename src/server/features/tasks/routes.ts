import type { FastifyInstance } from 'fastify';
import { tasksAdminApi } from '../../../shared/tasks.ts';
import type { AppContext } from '../../context.ts';
import { notFound } from '../../http/errors.ts';
import { route } from '../../http/route.ts';
import { recentTasks, taskById } from '../../platform/tasks.ts';

export function tasksRoutes(app: FastifyInstance, ctx: AppContext) {
  route(app, ctx, tasksAdminApi.get, async ({ id }) => {
    const task = await taskById(ctx.db, id);
    if (!task) throw notFound('This task was not found.');
    return task;
  });
  route(app, ctx, tasksAdminApi.recent, ({ kind, limit }) => recentTasks(ctx.db, kind, limit));
}
