import type { FastifyInstance } from 'fastify';
import { profilesAdminApi } from '../../../shared/profiles.ts';
import type { AppContext } from '../../context.ts';
import { route } from '../../http/route.ts';
import {
  inviteStaff,
  listProfiles,
  setAdminRole,
  setFlatConfirmation,
  updateProfile,
} from './admin-service.ts';

export function profilesRoutes(app: FastifyInstance, ctx: AppContext) {
  route(app, ctx, profilesAdminApi.list, (query) => listProfiles(ctx.db, query));
  route(app, ctx, profilesAdminApi.update, (input, { user }) => updateProfile(ctx, user, input));
  route(app, ctx, profilesAdminApi.setFlatConfirmation, (input, { user }) =>
    setFlatConfirmation(ctx, user, input),
  );
  route(app, ctx, profilesAdminApi.inviteStaff, async (input, { user, reply }) => {
    reply.code(201);
    return inviteStaff(ctx, user, input);
  });
  route(app, ctx, profilesAdminApi.setAdminRole, (input, { user }) => setAdminRole(ctx.db, user, input));
}
