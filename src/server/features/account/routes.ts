import type { FastifyInstance } from 'fastify';
import { accountApi } from '../../../shared/account.ts';
import { sessionApi } from '../../../shared/session.ts';
import { requestHeaders } from '../../auth/session.ts';
import type { AppContext } from '../../context.ts';
import { route } from '../../http/route.ts';
import * as account from './service.ts';

export function accountRoutes(app: FastifyInstance, ctx: AppContext) {
  // Asked on every page load: a signed-in answer is kept a few seconds (platform/cache.ts).
  route(app, ctx, sessionApi.me, async (_, { req }) => {
    const user = await ctx.sessionUser(req);
    if (!user) return account.currentMe(ctx, null);
    return ctx.cache.memo(`me:${user.id}`, () => account.currentMe(ctx, user));
  });
  route(app, ctx, accountApi.signUp, async (input, { req }) => {
    await account.signUp(ctx, input, requestHeaders(req), req.ip);
    return { ok: true };
  });
  route(app, ctx, accountApi.signIn, (input, { req, reply }) =>
    account.signIn(ctx, input.email, input.password, requestHeaders(req), reply),
  );
  route(app, ctx, sessionApi.signOut, async (_, { req, reply }) => {
    await account.signOut(ctx, requestHeaders(req), reply);
    return { ok: true };
  });
  route(app, ctx, accountApi.resendVerification, async (input) => {
    await account.resendVerification(ctx, input.email);
    return { ok: true };
  });
  route(app, ctx, accountApi.requestPasswordReset, async (input) => {
    await account.requestPasswordReset(ctx, input.email);
    return { ok: true };
  });
  route(app, ctx, accountApi.resetPassword, (input, { req, reply }) =>
    account.resetPassword(ctx, input.token, input.password, requestHeaders(req), reply),
  );
  route(app, ctx, accountApi.changePassword, async (input, { req, reply, user }) => {
    await account.changePassword(ctx, input, requestHeaders(req), reply, user.id);
    return { ok: true };
  });
  route(app, ctx, accountApi.createProfile, (_, { user }) => account.ensureProfile(ctx.db, user));
}
