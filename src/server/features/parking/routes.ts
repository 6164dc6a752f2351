import type { FastifyInstance } from 'fastify';
import { parkingApi } from '../../../shared/parking.ts';
import { parkingAdminApi } from '../../../shared/parking-admin.ts';
import type { AppContext } from '../../context.ts';
import { route } from '../../http/route.ts';
import { decide } from '../../platform/decide.ts';
import { deleteParking, listParking, parkingDecisions } from './admin-service.ts';
import { exportParkingCsv } from './csv-export.ts';
import * as parking from './service.ts';

export function parkingRoutes(app: FastifyInstance, ctx: AppContext) {
  route(app, ctx, parkingApi.register, async (input, { user, reply, file }) => {
    reply.code(201);
    return parking.registerVehicles(ctx, user, input, file);
  });
  route(app, ctx, parkingApi.mine, (_, { user }) => parking.myRegistrations(ctx, user));

  route(app, ctx, parkingAdminApi.list, (query) => listParking(ctx.db, query));
  route(app, ctx, parkingAdminApi.export, (filters, { user }) => exportParkingCsv(ctx, user, filters));
  route(app, ctx, parkingAdminApi.approve, ({ id }, { user }) =>
    decide(ctx, user, parkingDecisions, id, 'approve'),
  );
  route(app, ctx, parkingAdminApi.reject, ({ id, reason }, { user }) =>
    decide(ctx, user, parkingDecisions, id, 'reject', reason),
  );
  route(app, ctx, parkingAdminApi.remove, ({ id }, { user }) => deleteParking(ctx, user, id));
}
