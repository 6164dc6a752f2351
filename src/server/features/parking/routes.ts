import type { FastifyInstance } from 'fastify';
import { parkingApi } from '../../../shared/parking.ts';
import type { AppContext } from '../../context.ts';
import { route } from '../../http/route.ts';
import * as parking from './service.ts';

export function parkingRoutes(app: FastifyInstance, ctx: AppContext) {
  route(app, ctx, parkingApi.register, async (input, { user, reply, file }) => {
    reply.code(201);
    return parking.registerVehicles(ctx, user, input, file);
  });
  route(app, ctx, parkingApi.mine, (_, { user }) => parking.myRegistrations(ctx, user));
}
