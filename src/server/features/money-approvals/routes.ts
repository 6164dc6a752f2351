import type { FastifyInstance } from 'fastify';
import { moneyApprovalsAdminApi as api } from '../../../shared/money-approvals.ts';
import type { AppContext } from '../../context.ts';
import { route } from '../../http/route.ts';
import { approve, listApprovals, readRules, reject, saveRule } from './service.ts';

export function moneyApprovalsRoutes(app: FastifyInstance, ctx: AppContext) {
  route(app, ctx, api.list, (query) => listApprovals(ctx, query));
  route(app, ctx, api.approve, ({ id }, { user }) => approve(ctx, user, id));
  route(app, ctx, api.reject, ({ id, reason }, { user }) => reject(ctx, user, id, reason));
  route(app, ctx, api.rules, () => readRules(ctx.db));
  route(app, ctx, api.saveRule, ({ kind, required }, { user }) => saveRule(ctx, user, kind, required));
}
