import type { FastifyInstance } from 'fastify';
import { pricesAdminApi } from '../../../shared/prices-admin.ts';
import { siteApi } from '../../../shared/site.ts';
import { siteAdminApi } from '../../../shared/site-admin.ts';
import type { AppContext } from '../../context.ts';
import { route } from '../../http/route.ts';
import { sharedRead } from '../../platform/cache.ts';
import { hallPrices } from '../hall-bookings/prices.ts';
import { saveSettings, systemStatus } from './admin-service.ts';
import { savePrices } from './prices-service.ts';
import { databaseAnswers } from './service.ts';
import { browserSettings } from './settings.ts';

export function siteRoutes(app: FastifyInstance, ctx: AppContext) {
  route(app, ctx, siteApi.health, async () => ({
    status: 'ok' as const,
    database: { kind: ctx.database.kind, ok: await databaseAnswers(ctx.db) },
    storage: { kind: ctx.config.STORAGE, ok: await ctx.storage.ready() },
  }));

  // The header, footer and home page read these on every visit: kept in memory (platform/cache.ts).
  route(app, ctx, siteApi.settings, (_, c) =>
    sharedRead(ctx.cache, 'settings', () => browserSettings(ctx), c),
  );

  route(app, ctx, siteAdminApi.updateSettings, async (input, { user }) => ({
    ...(await saveSettings(ctx, user, input)),
    hall_prices: await hallPrices(ctx.db),
    time_zone: ctx.config.SOCIETY_TIMEZONE,
  }));
  route(app, ctx, pricesAdminApi.update, (input, { user }) => savePrices(ctx, user, input));
  route(app, ctx, siteAdminApi.systemStatus, () => systemStatus(ctx));
}
