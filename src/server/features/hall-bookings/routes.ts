import type { FastifyInstance } from 'fastify';
import { hallBookingsApi } from '../../../shared/hall-bookings.ts';
import { receiptsApi } from '../../../shared/receipts.ts';
import type { AppContext } from '../../context.ts';
import { route } from '../../http/route.ts';
import * as bookings from './service.ts';

export function hallBookingsRoutes(app: FastifyInstance, ctx: AppContext) {
  route(app, ctx, hallBookingsApi.create, async (input, { user, reply }) => {
    reply.code(201);
    return bookings.requestBooking(ctx, user, input);
  });
  route(app, ctx, hallBookingsApi.mine, (_, { user }) => bookings.myBookings(ctx, user));
  route(app, ctx, receiptsApi.hallBooking, ({ id }, { user }) => bookings.bookingReceipt(ctx, user, id));
}
