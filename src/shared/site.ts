// Public site data: health, society settings and the home gallery.
import { z } from 'zod';
import { endpoint, noInput } from './contract.ts';

export const settingsSchema = z.object({
  name: z.string(),
  address: z.string(),
  postal_code: z.string(),
  contact: z.string(),
  email: z.string(),
  description: z.string(),
  disclaimer: z.string(),
  upi_id: z.string(),
});
export type SocietySettings = z.output<typeof settingsSchema>;

export const galleryImageSchema = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string().nullable(),
  image_url: z.string(),
  category: z.string(),
  display_order: z.number(),
});
export type GalleryImage = z.output<typeof galleryImageSchema>;

export const siteApi = {
  health: endpoint({
    method: 'GET',
    path: '/api/health',
    access: 'public',
    input: noInput,
    output: z.object({ status: z.literal('ok'), database: z.object({ kind: z.string(), ok: z.boolean() }) }),
  }),
  settings: endpoint({
    method: 'GET',
    path: '/api/settings',
    access: 'public',
    input: noInput,
    output: settingsSchema,
  }),
  gallery: endpoint({
    method: 'GET',
    path: '/api/gallery',
    access: 'public',
    input: noInput,
    output: z.array(galleryImageSchema),
  }),
  galleryFile: endpoint({
    method: 'GET',
    path: '/api/files/gallery/:name',
    access: 'public',
    input: z.strictObject({ name: z.string().regex(/^[A-Za-z0-9._-]{1,120}$/) }),
    output: 'file',
  }),
};
