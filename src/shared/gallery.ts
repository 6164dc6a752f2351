// The home page's gallery, as every visitor reads it (the office's side is in gallery-admin.ts).
import * as z from 'zod/mini';
import { endpoint, noInput } from './contract.ts';
import { storedFileName } from './schemas.ts';

/** The categories the office files a picture under (the home page shows a picture's in the person's language). */
export const GALLERY_CATEGORIES = ['general', 'amenity', 'view', 'facility', 'event'] as const;
export type GalleryCategory = (typeof GALLERY_CATEGORIES)[number];

export const galleryImageSchema = z.object({
  id: z.string(),
  title: z.string(),
  description: z.nullable(z.string()),
  /** The web size (at most 1600 px wide). */
  image_url: z.string(),
  /** A thumbnail at most 400 px wide; null for the built-in pictures. */
  thumb_url: z.nullable(z.string()),
  category: z.string(),
  display_order: z.number(),
});
export type GalleryImage = z.output<typeof galleryImageSchema>;

export const galleryApi = {
  list: endpoint({
    method: 'GET',
    path: '/api/gallery',
    access: 'public',
    input: noInput,
    output: z.array(galleryImageSchema),
  }),
  file: endpoint({
    method: 'GET',
    path: '/api/files/gallery/:name',
    access: 'public',
    input: z.strictObject({ name: storedFileName('no folder') }),
    output: 'file',
  }),
};
