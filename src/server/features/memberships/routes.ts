import type { FastifyInstance } from 'fastify';
import { membershipsApi } from '../../../shared/memberships.ts';
import { membershipsAdminApi } from '../../../shared/memberships-admin.ts';
import { receiptsApi } from '../../../shared/receipts.ts';
import type { AppContext } from '../../context.ts';
import { route } from '../../http/route.ts';
import { sharedRead } from '../../platform/cache.ts';
import { decide } from '../../platform/decide.ts';
import { expireOverdueMemberships, listMemberships, membershipDecisions } from './admin-service.ts';
import { membershipReceipt } from './receipt.ts';
import * as service from './service.ts';

export function membershipsRoutes(app: FastifyInstance, ctx: AppContext) {
  route(app, ctx, membershipsApi.plans, (_, c) =>
    sharedRead(ctx.cache, 'plans', () => service.listPlans(ctx.db), c),
  );
  route(app, ctx, membershipsApi.mine, (_, { user }) => service.listOwnMemberships(ctx, user.id));
  route(app, ctx, membershipsApi.create, async (input, { user }) => ({
    memberships: await service.createMemberships(ctx, user, input),
  }));
  route(app, ctx, receiptsApi.membership, (input, { user }) => membershipReceipt(ctx, user, input.id));

  route(app, ctx, membershipsAdminApi.list, (query) => listMemberships(ctx, query));
  const decisions = membershipDecisions(ctx.config.SOCIETY_TIMEZONE);
  route(app, ctx, membershipsAdminApi.decide, ({ id, status, reason }, { user }) =>
    decide(ctx, user, decisions, id, status, reason),
  );
  route(app, ctx, membershipsAdminApi.expireOverdue, (_, { user }) => expireOverdueMemberships(ctx, user));
}
