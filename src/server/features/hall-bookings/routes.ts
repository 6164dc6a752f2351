import type { FastifyInstance } from 'fastify';
import { hallBookingsApi } from '../../../shared/hall-bookings.ts';
import { hallBookingsAdminApi } from '../../../shared/hall-bookings-admin.ts';
import { receiptsApi } from '../../../shared/receipts.ts';
import type { AppContext } from '../../context.ts';
import { route } from '../../http/route.ts';
import { decide } from '../../platform/decide.ts';
import { hallBookingDecisions, listHallBookings, saveHallRules } from './admin-service.ts';
import { bookingReceipt } from './receipt.ts';
import * as bookings from './service.ts';

export function hallBookingsRoutes(app: FastifyInstance, ctx: AppContext) {
  route(app, ctx, hallBookingsApi.create, async (input, { user, reply }) => {
    reply.code(201);
    return bookings.requestBooking(ctx, user, input);
  });
  route(app, ctx, hallBookingsApi.mine, (_, { user }) => bookings.myBookings(ctx, user));
  route(app, ctx, hallBookingsApi.availability, () => bookings.availability(ctx));
  route(app, ctx, hallBookingsApi.cancel, ({ id }, { user }) => bookings.cancelOwnBooking(ctx, user, id));
  route(app, ctx, receiptsApi.hallBooking, ({ id }, { user }) => bookingReceipt(ctx, user, id));

  route(app, ctx, hallBookingsAdminApi.list, (query) => listHallBookings(ctx, query));
  const decisions = hallBookingDecisions(ctx.config.SOCIETY_TIMEZONE);
  route(app, ctx, hallBookingsAdminApi.decide, ({ id, status, reason }, { user }) =>
    decide(ctx, user, decisions, id, status, reason),
  );
  route(app, ctx, hallBookingsAdminApi.cancel, ({ id, reason }, { user }) =>
    decide(ctx, user, decisions, id, 'cancel', reason),
  );
  route(app, ctx, hallBookingsAdminApi.rules, () => bookings.hallRules(ctx.db));
  route(app, ctx, hallBookingsAdminApi.saveRules, (input, { user }) => saveHallRules(ctx, user, input));
}
