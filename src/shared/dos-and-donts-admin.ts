// The office's side of do's and don'ts: kept apart so a resident's screens never download it.
import * as z from 'zod/mini';
import { endpoint, noInput } from './contract.ts';
import { guidelineSchema } from './dos-and-donts.ts';
import { activeFilter, paged, searchQuery } from './schemas.ts';
import { byId, longText, text } from './validation.ts';

/** The priorities an item can be given (older rows may carry others, shown last). */
export const DOS_PRIORITIES = ['normal', 'high', 'urgent'] as const;
export const DOS_LIMITS = { title: 200, category: 50, description: 2000 } as const;

export const DOS_AND_DONTS_ADMIN_TEXT = {
  created: 'Item created successfully',
  updated: 'Item updated successfully',
  deactivated: 'Item deactivated successfully',
  activated: 'Item activated successfully',
  fetchFailed: "Failed to fetch do's and don'ts",
  invalidPriority: 'Please choose a priority from the list',
  notFound: 'Item not found',
} as const;

/**
 * Categories are free text, stored as a key so 'Waste management' and 'waste_management' make one group:
 * lower case, runs of spaces as one underscore. `categoryHeading` turns the key back into words.
 */
export const categoryKey = (value: string) =>
  value
    .trim()
    .toLowerCase()
    .replace(/[\s_]+/g, '_');

export const dosInput = z.strictObject({
  title: text(DOS_LIMITS.title),
  category: z.pipe(text(DOS_LIMITS.category), z.transform(categoryKey)),
  description: longText(DOS_LIMITS.description),
  priority: z._default(z.enum(DOS_PRIORITIES, { error: DOS_AND_DONTS_ADMIN_TEXT.invalidPriority }), 'normal'),
});
export type DosInput = z.input<typeof dosInput>;

export const adminGuidelineSchema = z.extend(guidelineSchema, { is_active: z.boolean() });
export type AdminGuideline = z.output<typeof adminGuidelineSchema>;

export const dosAndDontsAdminApi = {
  /** All items, by category then priority, so a page groups like the residents' view. */
  list: endpoint({
    method: 'GET',
    path: '/api/admin/dos-and-donts',
    access: 'content:view',
    input: z.extend(searchQuery, {
      status: activeFilter,
      category: z.pipe(
        z.optional(z.string().check(z.maxLength(DOS_LIMITS.category))),
        z.transform((v) => (v?.trim() ? categoryKey(v) : undefined)),
      ),
    }),
    output: paged(adminGuidelineSchema),
  }),
  /** Every category in use, active or not: the form offers them. */
  categories: endpoint({
    method: 'GET',
    path: '/api/admin/dos-and-donts/categories',
    access: 'content:view',
    input: noInput,
    output: z.array(z.string()),
  }),
  create: endpoint({
    method: 'POST',
    path: '/api/admin/dos-and-donts',
    access: 'content:manage',
    input: dosInput,
    output: adminGuidelineSchema,
  }),
  update: endpoint({
    method: 'PUT',
    path: '/api/admin/dos-and-donts/:id',
    access: 'content:manage',
    input: z.extend(dosInput, byId.shape),
    output: adminGuidelineSchema,
  }),
  /** The delete button: a soft delete that keeps the row. */
  deactivate: endpoint({
    method: 'DELETE',
    path: '/api/admin/dos-and-donts/:id',
    access: 'content:manage',
    input: byId,
    output: adminGuidelineSchema,
  }),
  activate: endpoint({
    method: 'POST',
    path: '/api/admin/dos-and-donts/:id/activate',
    access: 'content:manage',
    input: byId,
    output: adminGuidelineSchema,
  }),
};
