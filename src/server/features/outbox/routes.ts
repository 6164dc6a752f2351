import { count, desc } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { outboxApi } from '../../../shared/outbox.ts';
import type { AppContext } from '../../context.ts';
import { mailOutbox } from '../../db/schema.ts';
import { route } from '../../http/route.ts';

export function outboxRoutes(app: FastifyInstance, ctx: AppContext) {
  route(app, ctx, outboxApi.list, async ({ page, pageSize }) => {
    const [items, [{ total }]] = await Promise.all([
      ctx.db
        .select()
        .from(mailOutbox)
        .orderBy(desc(mailOutbox.created_at))
        .limit(pageSize)
        .offset((page - 1) * pageSize),
      ctx.db.select({ total: count() }).from(mailOutbox),
    ]);
    return { items, total, page, pageSize };
  });
}
