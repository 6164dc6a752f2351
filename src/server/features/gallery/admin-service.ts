// Gallery management (admin spec 2, 4, 5): every upload is re-encoded into a web size and a thumbnail
// before anything is written; rows and files are written together in one transaction (files removed again
// if it fails), and the files of a deleted or replaced image go once the change has committed.
import { and, asc, count, eq } from 'drizzle-orm';
import type { z } from 'zod';
import {
  bulkTitle,
  GALLERY_ADMIN_TEXT,
  GALLERY_LIMITS,
  type galleryBulkInput,
  type galleryBulkResultSchema,
  type galleryImageInput,
  type galleryListQuery,
  titleFromFileName,
} from '../../../shared/gallery-admin.ts';
import type { AppContext, SessionUser } from '../../context.ts';
import { galleryImages } from '../../db/schema.ts';
import { badRequest, notFound } from '../../http/errors.ts';
import type { RefusedFile, UploadedFile } from '../../http/multipart.ts';
import { audit } from '../../platform/audit.ts';
import { paginate } from '../../platform/paginate.ts';
import { containsText } from '../../platform/search.ts';
import { UNREADABLE_IMAGE, type WebImage, webImage } from '../../storage/images.ts';
import { storedName } from '../../storage/storage.ts';
import { withAttachment } from '../documents/service.ts';

type Row = typeof galleryImages.$inferSelect;
type ImageFields = z.output<typeof galleryImageInput>;
type BulkResult = z.input<typeof galleryBulkResultSchema>;

/** Gallery files are served publicly by the site's file route. */
const FILE_ROUTE = '/api/files/gallery/';

/** The stored files behind a row; the built-in pictures ship with the web app and have none. */
const storedFilesOf = (row: Pick<Row, 'image_url' | 'thumb_url'>) =>
  [row.image_url, row.thumb_url]
    .filter((url): url is string => Boolean(url?.startsWith(FILE_ROUTE)))
    .map((url) => url.slice(FILE_ROUTE.length));

export function listGallery(ctx: AppContext, query: z.output<typeof galleryListQuery>) {
  const where = and(
    query.q ? containsText(query.q, [galleryImages.title, galleryImages.description]) : undefined,
    query.category ? eq(galleryImages.category, query.category) : undefined,
    query.status === 'all' ? undefined : eq(galleryImages.is_active, query.status === 'active'),
  );
  return paginate(
    ctx.db,
    query,
    (limit, offset) =>
      ctx.db
        .select()
        .from(galleryImages)
        .where(where)
        .orderBy(asc(galleryImages.display_order), asc(galleryImages.created_at), asc(galleryImages.id))
        .limit(limit)
        .offset(offset),
    () => ctx.db.select({ total: count() }).from(galleryImages).where(where),
  );
}

/** Writes an image's two sizes to the public bucket; both are removed again if the transaction fails. */
async function storeImage(ctx: AppContext, image: WebImage, onRollback: (undo: () => Promise<void>) => void) {
  const web = storedName('webp');
  const thumb = web.replace(/\.webp$/, '-thumb.webp');
  for (const [name, bytes] of [
    [web, image.web],
    [thumb, image.thumb],
  ] as const) {
    await ctx.storage.put('gallery', name, bytes);
    onRollback(() => ctx.storage.remove('gallery', name));
  }
  return { image_url: FILE_ROUTE + web, thumb_url: FILE_ROUTE + thumb };
}

/** Removes files no row points at any more; a failure leaves an unreachable file, so it is only logged. */
async function removeFiles(ctx: AppContext, names: string[]) {
  const results = await Promise.allSettled(names.map((name) => ctx.storage.remove('gallery', name)));
  for (const r of results)
    if (r.status === 'rejected') ctx.log.warn({ err: r.reason }, 'gallery file could not be removed');
}

export async function createImage(
  ctx: AppContext,
  admin: SessionUser,
  input: ImageFields,
  file: UploadedFile | null,
) {
  if (!file) throw badRequest(GALLERY_ADMIN_TEXT.noImage, { image: GALLERY_ADMIN_TEXT.noImage });
  const image = await webImage(file);
  return withAttachment(ctx, async (tx, onRollback) => {
    const urls = await storeImage(ctx, image, onRollback);
    const [row] = await tx
      .insert(galleryImages)
      .values({ ...input, ...urls, created_by: admin.id })
      .returning();
    await audit(tx, {
      userId: admin.id,
      action: 'gallery_image_created',
      resource: 'gallery_images',
      details: { id: row.id, title: row.title },
    });
    return row;
  });
}

/** Saves the fields, and the image when a new one is sent; the replaced files go after the commit. */
export async function updateImage(
  ctx: AppContext,
  admin: SessionUser,
  id: string,
  input: ImageFields,
  file: UploadedFile | null,
) {
  const image = file ? await webImage(file) : null;
  const { row, replaced } = await withAttachment(ctx, async (tx, onRollback) => {
    const [current] = await tx.select().from(galleryImages).where(eq(galleryImages.id, id)).for('update');
    if (!current) throw notFound(GALLERY_ADMIN_TEXT.notFound);
    const urls = image ? await storeImage(ctx, image, onRollback) : {};
    const [row] = await tx
      .update(galleryImages)
      .set({ ...input, ...urls })
      .where(eq(galleryImages.id, id))
      .returning();
    await audit(tx, {
      userId: admin.id,
      action: 'gallery_image_updated',
      resource: 'gallery_images',
      details: { id, title: row.title, image_replaced: Boolean(image) },
    });
    return { row, replaced: image ? storedFilesOf(current) : [] };
  });
  await removeFiles(ctx, replaced);
  return row;
}

export async function setImageActive(ctx: AppContext, admin: SessionUser, id: string, isActive: boolean) {
  return ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .update(galleryImages)
      .set({ is_active: isActive })
      .where(eq(galleryImages.id, id))
      .returning();
    if (!row) throw notFound(GALLERY_ADMIN_TEXT.notFound);
    await audit(tx, {
      userId: admin.id,
      action: isActive ? 'gallery_image_activated' : 'gallery_image_deactivated',
      resource: 'gallery_images',
      details: { id, title: row.title },
    });
    return row;
  });
}

/** A hard delete (admin spec 4): the row, then its files. */
export async function deleteImage(ctx: AppContext, admin: SessionUser, id: string) {
  const files = await ctx.db.transaction(async (tx) => {
    const [row] = await tx.delete(galleryImages).where(eq(galleryImages.id, id)).returning();
    if (!row) throw notFound(GALLERY_ADMIN_TEXT.notFound);
    await audit(tx, {
      userId: admin.id,
      action: 'gallery_image_deleted',
      resource: 'gallery_images',
      severity: 'medium',
      details: { id, title: row.title },
    });
    return storedFilesOf(row);
  });
  await removeFiles(ctx, files);
  return { ok: true };
}

/**
 * Bulk upload (admin spec 5): each image gets the category, its file name without extension as title, and
 * the next display order. Each file stands alone: one of the wrong type, too large, unreadable or with a title
 * the rules refuse is named with the reason, and the good ones are uploaded (together, in one transaction).
 */
export async function bulkUpload(
  ctx: AppContext,
  admin: SessionUser,
  input: z.output<typeof galleryBulkInput>,
  files: UploadedFile[],
  refused: RefusedFile[],
): Promise<{ results: BulkResult[] }> {
  if (files.length + refused.length === 0)
    throw badRequest(GALLERY_ADMIN_TEXT.noImages, { images: GALLERY_ADMIN_TEXT.noImages });
  if (input.start_order + files.length - 1 > GALLERY_LIMITS.order)
    throw badRequest(GALLERY_ADMIN_TEXT.invalidOrder, { start_order: GALLERY_ADMIN_TEXT.invalidOrder });
  const failed = (file_name: string, message: string): BulkResult => ({
    file_name,
    status: 'failed',
    message,
    image: null,
  });
  const results = refused.map((r) => failed(r.originalName, r.message));
  // One at a time, so a large selection never holds more than one decoded photo in memory.
  const ready: { file: UploadedFile; title: string; image: WebImage }[] = [];
  for (const file of files) {
    const title = bulkTitle.safeParse(titleFromFileName(file.originalName));
    if (!title.success) results.push(failed(file.originalName, title.error.issues[0].message));
    else
      try {
        ready.push({ file, title: title.data, image: await webImage(file) });
      } catch (err) {
        ctx.log.info({ err }, 'bulk gallery image could not be converted');
        results.push(failed(file.originalName, UNREADABLE_IMAGE));
      }
  }
  if (!ready.length) return { results };

  const rows = await withAttachment(ctx, async (tx, onRollback) => {
    const values = [];
    for (const [i, { title, image }] of ready.entries())
      values.push({
        title,
        category: input.category,
        display_order: input.start_order + i,
        created_by: admin.id,
        ...(await storeImage(ctx, image, onRollback)),
      });
    const rows = await tx.insert(galleryImages).values(values).returning();
    await audit(tx, {
      userId: admin.id,
      action: 'gallery_images_uploaded',
      resource: 'gallery_images',
      details: { count: rows.length, category: input.category, ids: rows.map((r) => r.id) },
    });
    return rows;
  });
  rows.sort((a, b) => a.display_order - b.display_order);
  const uploaded = ready.map(
    ({ file }, i): BulkResult => ({
      file_name: file.originalName,
      status: 'uploaded',
      message: null,
      image: rows[i],
    }),
  );
  return { results: [...uploaded, ...results] };
}
