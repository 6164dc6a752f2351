import type { FastifyInstance } from 'fastify';
import { rolesAdminApi } from '../../../shared/roles.ts';
import type { AppContext } from '../../context.ts';
import { route } from '../../http/route.ts';
import { grant, listHolders, listRoles, revoke, setReach } from './service.ts';

export function rolesRoutes(app: FastifyInstance, ctx: AppContext) {
  route(app, ctx, rolesAdminApi.list, () => listRoles(ctx.db));
  route(app, ctx, rolesAdminApi.setReach, (input, { user }) => setReach(ctx.db, user, input));
  route(app, ctx, rolesAdminApi.holders, (query) => listHolders(ctx.db, query));
  route(app, ctx, rolesAdminApi.grant, (input, { user }) => grant(ctx.db, user, input));
  route(app, ctx, rolesAdminApi.revoke, (input, { user }) => revoke(ctx.db, user, input));
}
