import { asc, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { siteApi } from '../../../shared/site.ts';
import type { AppContext } from '../../context.ts';
import { galleryImages } from '../../db/schema.ts';
import { notFound } from '../../http/errors.ts';
import { route } from '../../http/route.ts';
import { detectFileKind, KIND_INFO } from '../../storage/file-kind.ts';
import { getSettings } from './settings.ts';

export function siteRoutes(app: FastifyInstance, ctx: AppContext) {
  route(app, ctx, siteApi.health, async () => {
    await ctx.db.execute(sql`select 1`);
    return { status: 'ok' as const, database: { kind: ctx.database.kind, ok: true } };
  });

  route(app, ctx, siteApi.settings, () => getSettings(ctx.db));

  route(app, ctx, siteApi.gallery, () =>
    ctx.db
      .select()
      .from(galleryImages)
      .where(eq(galleryImages.is_active, true))
      .orderBy(asc(galleryImages.display_order), asc(galleryImages.created_at)),
  );

  route(app, ctx, siteApi.galleryFile, async ({ name }) => {
    const bytes = await ctx.storage.get('gallery', name);
    const kind = bytes && detectFileKind(bytes);
    if (!bytes || !kind) throw notFound('Image not found');
    return {
      bytes,
      contentType: KIND_INFO[kind].contentType,
      filename: name,
      inline: true,
      cacheSeconds: 86_400,
    };
  });
}
