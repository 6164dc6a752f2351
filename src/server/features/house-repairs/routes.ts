import type { FastifyInstance } from 'fastify';
import { houseRepairsApi } from '../../../shared/house-repairs.ts';
import { houseRepairsAdminApi } from '../../../shared/house-repairs-admin.ts';
import type { AppContext } from '../../context.ts';
import { route } from '../../http/route.ts';
import { decide } from '../../platform/decide.ts';
import { listRepairs, repairDecisions } from './admin-service.ts';
import * as repairs from './service.ts';

export function houseRepairsRoutes(app: FastifyInstance, ctx: AppContext) {
  route(app, ctx, houseRepairsApi.create, async (input, { user, reply, file }) => {
    reply.code(201);
    return repairs.requestRepair(ctx, user, input, file);
  });
  route(app, ctx, houseRepairsApi.mine, (_, { user }) => repairs.myRepairs(ctx, user));

  route(app, ctx, houseRepairsAdminApi.list, (query) => listRepairs(ctx.db, query));
  route(app, ctx, houseRepairsAdminApi.approve, ({ id }, { user }) =>
    decide(ctx, user, repairDecisions, id, 'approve'),
  );
  route(app, ctx, houseRepairsAdminApi.reject, ({ id, reason }, { user }) =>
    decide(ctx, user, repairDecisions, id, 'reject', reason),
  );
}
