import type { FastifyInstance } from 'fastify';
import { galleryApi } from '../../../shared/gallery.ts';
import { galleryAdminApi } from '../../../shared/gallery-admin.ts';
import type { AppContext } from '../../context.ts';
import { route } from '../../http/route.ts';
import { sharedRead } from '../../platform/cache.ts';
import * as gallery from './admin-service.ts';
import { activeGallery, galleryFile } from './service.ts';

export function galleryRoutes(app: FastifyInstance, ctx: AppContext) {
  // The home page reads it on every visit: kept in memory (platform/cache.ts).
  route(app, ctx, galleryApi.list, (_, c) =>
    sharedRead(ctx.cache, 'gallery', () => activeGallery(ctx.db), c),
  );
  route(app, ctx, galleryApi.file, ({ name }) => galleryFile(ctx, name));

  route(app, ctx, galleryAdminApi.list, (query) => gallery.listGallery(ctx, query));
  route(app, ctx, galleryAdminApi.create, async (input, { user, reply, file }) => {
    reply.code(201);
    return gallery.createImage(ctx, user, input, file);
  });
  route(app, ctx, galleryAdminApi.update, ({ id, ...input }, { user, file }) =>
    gallery.updateImage(ctx, user, id, input, file),
  );
  route(app, ctx, galleryAdminApi.bulk, async (input, { user, reply, files, refused }) => {
    const answer = await gallery.bulkUpload(ctx, user, input, files, refused);
    reply.code(answer.results.some((r) => r.status === 'uploaded') ? 201 : 200);
    return answer;
  });
  route(app, ctx, galleryAdminApi.setActive, ({ id, is_active }, { user }) =>
    gallery.setImageActive(ctx, user, id, is_active),
  );
  route(app, ctx, galleryAdminApi.remove, ({ id }, { user }) => gallery.deleteImage(ctx, user, id));
}
