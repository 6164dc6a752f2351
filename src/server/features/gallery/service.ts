// The home page's gallery as visitors read it: the active images and their files.
import { asc, eq } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import type { Db } from '../../db/client.ts';
import { galleryImages } from '../../db/schema.ts';
import { notFound } from '../../http/errors.ts';
import type { FileResult } from '../../http/route.ts';
import { detectFileKind, IMAGE_KINDS, KIND_INFO } from '../../storage/file-kind.ts';

/** The home page's carousel: active images by display order. */
export const activeGallery = (db: Db) =>
  db
    .select()
    .from(galleryImages)
    .where(eq(galleryImages.is_active, true))
    .orderBy(asc(galleryImages.display_order), asc(galleryImages.created_at));

/**
 * A public gallery image, served only when its bytes are an image. Stored names are never reused (a new
 * upload gets a new name), so browsers may keep a file for a year.
 */
export async function galleryFile(ctx: AppContext, name: string): Promise<FileResult> {
  const bytes = await ctx.storage.get('gallery', name);
  const kind = bytes && detectFileKind(bytes);
  if (!bytes || !kind || !IMAGE_KINDS.has(kind)) throw notFound('Image not found');
  return {
    bytes,
    contentType: KIND_INFO[kind].contentType,
    filename: name,
    inline: true,
    cacheSeconds: 31_536_000,
  };
}
