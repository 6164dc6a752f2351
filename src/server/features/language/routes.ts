import type { FastifyInstance } from 'fastify';
import { languageApi } from '../../../shared/language.ts';
import { LANGUAGE_COOKIE } from '../../../shared/locales.ts';
import type { AppContext } from '../../context.ts';
import { route } from '../../http/route.ts';
import { accountLanguage, saveAccountLanguage } from './service.ts';

const A_YEAR_IN_SECONDS = 365 * 24 * 60 * 60;

export function languageRoutes(app: FastifyInstance, ctx: AppContext) {
  route(app, ctx, languageApi.get, async (_, { user }) => ({
    language: await accountLanguage(ctx.db, user.id),
  }));
  route(app, ctx, languageApi.set, async ({ language }, { user, req, reply }) => {
    await saveAccountLanguage(ctx.db, user.id, language);
    // This browser's next first paint, before it knows who is signed in, is in the same language.
    reply.setCookie(LANGUAGE_COOKIE, language, {
      path: '/',
      maxAge: A_YEAR_IN_SECONDS,
      sameSite: 'lax',
      secure: req.protocol === 'https',
    });
    return { language };
  });
}
