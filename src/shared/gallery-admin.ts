// Gallery management (admin spec 2, 5 and 8): the rules and messages of the single and bulk upload dialogs,
// and the admin API. The home page's public list lives in gallery.ts.
import * as z from 'zod/mini';
import { endpoint, ok, type UploadRule } from './contract.ts';
import { galleryImageSchema } from './gallery.ts';
import { activeFilter, paged, searchQuery, timestamp } from './schemas.ts';
import { blankIsUnset, byId, optionalLongText, preprocess, text, uuid } from './validation.ts';

export const GALLERY_CATEGORIES = ['general', 'amenity', 'view', 'facility', 'event'] as const;
export type GalleryCategory = (typeof GALLERY_CATEGORIES)[number];

export const GALLERY_MAX_BYTES = 5 * 1024 * 1024;
/**
 * One bulk request holds at most this many images: each is decoded and encoded twice on the server (a second or
 * more for a 5MB photo), so a request stays well inside any timeout and memory stays bounded. The dialog
 * sends larger selections in batches.
 */
export const GALLERY_BULK_MAX_FILES = 10;
export const GALLERY_LIMITS = { title: 100, description: 500, order: 9999 } as const;
/** What the file pickers offer; the server checks the bytes. */
export const GALLERY_ACCEPT = '.jpg,.jpeg,.png,.webp';

export const GALLERY_ADMIN_TEXT = {
  tooLargeTitle: 'File too large',
  tooLarge: 'Please select an image smaller than 5MB',
  noImageTitle: 'No image selected',
  noImage: 'Please select an image to upload',
  noImagesTitle: 'No images selected',
  noImages: 'Please select images to upload',
  skipped: (name: string) => `${name} is larger than 5MB and will be skipped`,
  invalidCategory: 'Please choose a category from the list',
  invalidOrder: `Display order must be a whole number from 0 to ${GALLERY_LIMITS.order}`,
  deleteConfirm: 'Are you sure you want to delete this image?',
  uploaded: 'Image uploaded successfully',
  updated: 'Image updated successfully',
  deleted: 'Image deleted successfully',
  bulkUploaded: (n: number) => `${n} images uploaded successfully`,
  activated: 'Image activated',
  deactivated: 'Image deactivated',
  loadFailed: 'Failed to load gallery images',
  uploadFailed: 'Failed to upload image',
  bulkFailed: 'Failed to upload some images',
  statusFailed: 'Failed to update image status',
  deleteFailed: 'Failed to delete image',
  notFound: 'Gallery image not found',
} as const;

/** The spec's bulk title: the file name without its extension (the whole name when nothing else is left). */
export function titleFromFileName(name: string) {
  const base = name.replace(/^.*[\\/]/, '');
  const dot = base.lastIndexOf('.');
  const title = (dot > 0 ? base.slice(0, dot) : base).trim();
  return title.slice(0, GALLERY_LIMITS.title).trim();
}

export const galleryUpload: UploadRule = {
  field: 'image',
  maxBytes: GALLERY_MAX_BYTES,
  types: ['jpeg', 'png', 'webp'],
  required: false,
  tooLargeMessage: GALLERY_ADMIN_TEXT.tooLarge,
};

export const galleryBulkUpload: UploadRule = {
  ...galleryUpload,
  field: 'images',
  maxFiles: GALLERY_BULK_MAX_FILES,
  eachFileAlone: true,
};

export const galleryCategory = blankIsUnset(
  z._default(z.enum(GALLERY_CATEGORIES, { error: GALLERY_ADMIN_TEXT.invalidCategory }), 'general'),
);

/** parseInt of the spec, kept strict: whole numbers only, blank is 0. */
export const displayOrder = preprocess(
  (v) => (typeof v === 'string' ? (v.trim() === '' ? undefined : Number(v.trim())) : (v ?? undefined)),
  z._default(
    z
      .number({ error: GALLERY_ADMIN_TEXT.invalidOrder })
      .check(
        z.int(GALLERY_ADMIN_TEXT.invalidOrder),
        z.gte(0, GALLERY_ADMIN_TEXT.invalidOrder),
        z.lte(GALLERY_LIMITS.order, GALLERY_ADMIN_TEXT.invalidOrder),
      ),
    0,
  ),
);

/** The Add Single Image form, as the dialog holds it and the server reads it. */
export const galleryImageInput = z.strictObject({
  title: text(GALLERY_LIMITS.title),
  description: optionalLongText(GALLERY_LIMITS.description),
  category: galleryCategory,
  display_order: displayOrder,
});
export type GalleryImageInput = z.input<typeof galleryImageInput>;

/** A bulk title must pass the same title rule as a typed one. */
export const bulkTitle = text(GALLERY_LIMITS.title);

export const galleryBulkInput = z.strictObject({
  category: galleryCategory,
  start_order: displayOrder,
});

export const galleryAdminItemSchema = z.extend(galleryImageSchema, {
  is_active: z.boolean(),
  created_at: timestamp,
});
export type GalleryAdminItem = z.output<typeof galleryAdminItemSchema>;

/** How one file of a bulk upload went: uploaded (with its new row), or failed with the reason. */
export const galleryBulkResultSchema = z.object({
  file_name: z.string(),
  status: z.enum(['uploaded', 'failed']),
  message: z.nullable(z.string()),
  image: z.nullable(galleryAdminItemSchema),
});
export type GalleryBulkResult = z.output<typeof galleryBulkResultSchema>;

export const galleryListQuery = z.extend(searchQuery, {
  category: z.optional(z.enum(GALLERY_CATEGORIES, { error: GALLERY_ADMIN_TEXT.invalidCategory })),
  status: activeFilter,
});

// The gallery is managed from the dashboard: content the residents see (content:view to list, content:manage to
// change).
export const galleryAdminApi = {
  list: endpoint({
    method: 'GET',
    path: '/api/admin/gallery',
    access: 'content:view',
    input: galleryListQuery,
    output: paged(galleryAdminItemSchema),
  }),
  create: endpoint({
    method: 'POST',
    path: '/api/admin/gallery',
    access: 'content:manage',
    input: galleryImageInput,
    output: galleryAdminItemSchema,
    upload: galleryUpload,
  }),
  update: endpoint({
    method: 'PUT',
    path: '/api/admin/gallery/:id',
    access: 'content:manage',
    input: z.extend(galleryImageInput, { id: uuid }),
    output: galleryAdminItemSchema,
    upload: galleryUpload,
  }),
  bulk: endpoint({
    method: 'POST',
    path: '/api/admin/gallery/bulk',
    access: 'content:manage',
    input: galleryBulkInput,
    output: z.object({ results: z.array(galleryBulkResultSchema) }),
    upload: galleryBulkUpload,
  }),
  setActive: endpoint({
    method: 'PATCH',
    path: '/api/admin/gallery/:id',
    access: 'content:manage',
    input: z.extend(byId, { is_active: z.boolean({ error: 'is_active must be true or false' }) }),
    output: galleryAdminItemSchema,
  }),
  remove: endpoint({
    method: 'DELETE',
    path: '/api/admin/gallery/:id',
    access: 'content:manage',
    input: byId,
    output: ok,
  }),
};
