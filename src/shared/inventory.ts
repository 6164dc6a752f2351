// Society Inventory (admin spec 2, 4, 5, 8, 9): the society's stock and assets, and a ledger of what was used.
// Admin-only, so it has its own file. The stock (`quantity`) is what is left; each usage record takes from it.
import * as z from 'zod/mini';
import { endpoint, ok } from './contract.ts';
import { money, paged, pageQuery, searchQuery, sortQuery, timestamp } from './schemas.ts';
import { isoDate, optionalLongText, preprocess, text, uuid } from './validation.ts';

export const INVENTORY_CATEGORIES = [
  { value: 'electrical', label: 'Electrical' },
  { value: 'housekeeping', label: 'Housekeeping' },
  { value: 'society_assets', label: 'Society Assets' },
] as const;
export type InventoryCategory = (typeof INVENTORY_CATEGORIES)[number]['value'];
const CATEGORY_VALUES = INVENTORY_CATEGORIES.map((c) => c.value) as [
  InventoryCategory,
  ...InventoryCategory[],
];

export const ASSET_TYPES = [
  { value: 'movable', label: 'Movable' },
  { value: 'non_movable', label: 'Non Movable' },
] as const;
export type AssetType = (typeof ASSET_TYPES)[number]['value'];
const ASSET_VALUES = ASSET_TYPES.map((a) => a.value) as [AssetType, ...AssetType[]];

/** Only society assets are movable or not (section 3); other items keep no asset type. */
export const hasAssetType = (category: string) => category === 'society_assets';

export const categoryLabel = (value: string) =>
  INVENTORY_CATEGORIES.find((c) => c.value === value)?.label ?? value;
export const assetTypeLabel = (value: string | null) =>
  ASSET_TYPES.find((a) => a.value === value)?.label ?? null;

/** The screen's tabs; All Items sets no category filter. */
export const INVENTORY_TABS = [{ value: '', label: 'All Items' }, ...INVENTORY_CATEGORIES] as const;

const MAX_QUANTITY = 1_000_000;
const MAX_COST = 100_000_000;

export const INVENTORY_TEXT = {
  title: 'Society Inventory',
  added: 'Inventory item added successfully',
  updated: 'Inventory item updated successfully',
  deleted: 'Item deleted successfully',
  deleteConfirm: 'Are you sure you want to delete this item?',
  usageRecorded: 'Usage recorded successfully',
  usageUpdated: 'Usage updated successfully',
  usageDeleted: 'Usage deleted successfully',
  usageDeleteConfirm: 'Are you sure you want to delete this usage record?',
  notFound: 'Inventory item not found',
  usageNotFound: 'Usage record not found',
  empty: 'No inventory items found',
  noUsage: 'No usage recorded yet',
  category: 'Please choose a category',
  categoryFilter: 'Please choose a category from the list',
  assetType: 'Please choose an asset type for a society asset',
  quantityRequired: 'Quantity is required',
  quantityWhole: 'Quantity must be a whole number',
  quantityNegative: 'Quantity cannot be negative',
  quantityTooLarge: 'Quantity must be at most 10,00,000',
  costRequired: 'Cost is required',
  cost: 'Please enter a cost of 0 or more with at most 2 decimals, e.g. 1250.50',
  costTooLarge: 'Cost must be less than ₹10,00,00,000',
  usedRequired: 'Quantity used is required',
  usedWhole: 'Quantity used must be a whole number',
  usedAtLeastOne: 'Quantity used must be at least 1',
  usedTooLarge: 'Quantity used must be at most 10,00,000',
  /** Section 5: at most the current stock (when editing, the stock plus what the record already took). */
  aboveStock: (stock: number) =>
    stock === 0
      ? 'This item is out of stock'
      : `Quantity used cannot be more than the current stock (${stock})`,
  usageDateRequired: 'Usage date is required',
  purchaseInFuture: 'Purchase date cannot be in the future',
  staleQuantity: (now: number) =>
    `The stock of this item changed to ${now} while you were editing. Please check the quantity and save again.`,
} as const;

const trimmed = (v: unknown) => (typeof v === 'string' ? v.trim() : v);
const blankToNull = (v: unknown) => (v === '' || v === undefined ? null : trimmed(v));

/**
 * A whole number typed in a form (text) or sent as JSON (a number), with the field's own messages. No check
 * aborts the object (an empty field gives two issues, the first one shown), so the asset type rule below still
 * speaks up beside them.
 */
const wholeNumber = (m: { required: string; whole: string; min: string; minimum: number; max: string }) =>
  preprocess(
    (v) => (typeof v === 'number' ? String(v) : trimmed(v)),
    z.pipe(
      z.pipe(
        z.string({ error: m.required }).check(z.minLength(1, m.required), z.regex(/^-?\d+(\.0*)?$/, m.whole)),
        z.transform(Number),
      ),
      z.number().check(z.gte(m.minimum, m.min), z.lte(MAX_QUANTITY, m.max)),
    ),
  );

/** Rupees with paise, kept as the exact decimal text the numeric(12,2) column stores; 0 is allowed. */
const cost = preprocess(
  (v) => (typeof v === 'number' ? String(v) : trimmed(v)),
  z.string({ error: INVENTORY_TEXT.costRequired }).check(
    z.minLength(1, INVENTORY_TEXT.costRequired),
    z.regex(/^\d+(\.\d{1,2})?$/, INVENTORY_TEXT.cost),
    z.refine((v) => !(Number(v) >= MAX_COST), INVENTORY_TEXT.costTooLarge),
  ),
);

const itemFields = z.strictObject({
  item_name: text(200),
  category: preprocess(trimmed, z.enum(CATEGORY_VALUES, { error: INVENTORY_TEXT.category })),
  asset_type: preprocess(blankToNull, z.nullable(z.enum(ASSET_VALUES, { error: INVENTORY_TEXT.assetType }))),
  quantity: wholeNumber({
    required: INVENTORY_TEXT.quantityRequired,
    whole: INVENTORY_TEXT.quantityWhole,
    min: INVENTORY_TEXT.quantityNegative,
    minimum: 0,
    max: INVENTORY_TEXT.quantityTooLarge,
  }),
  cost,
  description: optionalLongText(1000),
  purchase_date: preprocess(blankToNull, z.nullable(isoDate)),
});

/** Section 3: a society asset needs its asset type; any other item stores none, whatever was sent. */
const assetTypeRule = <T extends typeof itemFields>(fields: T) =>
  z.pipe(
    fields.check(
      z.refine((v) => !hasAssetType(v.category) || v.asset_type !== null, {
        path: ['asset_type'],
        message: INVENTORY_TEXT.assetType,
        // Said together with the other fields' messages, not only once they are all right.
        when: (payload) => hasAssetType((payload.value as { category?: unknown }).category as string),
      }),
    ),
    z.transform((v) => ({ ...v, asset_type: hasAssetType(v.category) ? v.asset_type : null })),
  );

/** The add/edit dialog (section 5). */
export const inventoryItemInput = assetTypeRule(itemFields);
export type InventoryItemInput = z.output<typeof inventoryItemInput>;

const usageShape = {
  quantity_used: wholeNumber({
    required: INVENTORY_TEXT.usedRequired,
    whole: INVENTORY_TEXT.usedWhole,
    min: INVENTORY_TEXT.usedAtLeastOne,
    minimum: 1,
    max: INVENTORY_TEXT.usedTooLarge,
  }),
  usage_date: preprocess(
    (v) => (v === '' || v === null ? undefined : trimmed(v)),
    z.pipe(z.string({ error: INVENTORY_TEXT.usageDateRequired }), isoDate),
  ),
  usage_notes: optionalLongText(500),
};
/** Record or edit a usage; the server checks the stock inside the transaction that changes it. */
export const usageInput = z.strictObject(usageShape);
export type UsageInput = z.output<typeof usageInput>;

/** The usage form: the same rules plus the stock it may take (`available`), as the browser knows it. */
export const usageFormSchema = (available: number) =>
  usageInput.check(
    z.refine((v) => v.quantity_used <= available, {
      path: ['quantity_used'],
      message: INVENTORY_TEXT.aboveStock(available),
    }),
  );

export const inventoryItemSchema = z.object({
  id: z.string(),
  item_name: z.string(),
  category: z.string(),
  asset_type: z.nullable(z.string()),
  /** The stock left. */
  quantity: z.number().check(z.int()),
  /** The sum of the item's usage records. */
  used_quantity: z.number().check(z.int()),
  cost: money,
  /** Stock left × cost. */
  total_value: money,
  description: z.nullable(z.string()),
  purchase_date: z.nullable(z.string()),
  created_at: timestamp,
});
export type InventoryItem = z.output<typeof inventoryItemSchema>;

export const usageSchema = z.object({
  id: z.string(),
  inventory_id: z.string(),
  quantity_used: z.number().check(z.int()),
  usage_date: z.string(),
  usage_notes: z.nullable(z.string()),
  recorded_by_name: z.nullable(z.string()),
  created_at: timestamp,
});
export type InventoryUsage = z.output<typeof usageSchema>;

/** The tab: empty is All Items. */
const categoryFilter = preprocess(
  (v) => (v === '' || v === null ? undefined : v),
  z.optional(z.enum(CATEGORY_VALUES, { error: INVENTORY_TEXT.categoryFilter })),
);
/** The office's list sorts by date added, name or purchase date (each read from an index). */
export const INVENTORY_SORTS = ['created_at', 'item_name', 'purchase_date'] as const;
export const inventoryQuery = z.extend(searchQuery, {
  category: categoryFilter,
  ...sortQuery(INVENTORY_SORTS),
});

const byId = z.strictObject({ id: uuid });

/**
 * The stock the edit dialog opened with. Usage recorded meanwhile changes it, and saving the form's older
 * figure would undo that usage: the server then refuses the edit (409) instead.
 */
const quantitySeen = z.optional(z.number().check(z.int(), z.gte(0)));

export const inventoryAdminApi = {
  /** Newest first unless sorted; searched by item name or description; one tab's category. */
  list: endpoint({
    method: 'GET',
    path: '/api/admin/inventory',
    access: 'inventory:view',
    input: inventoryQuery,
    output: paged(inventoryItemSchema),
  }),
  create: endpoint({
    method: 'POST',
    path: '/api/admin/inventory',
    access: 'inventory:manage',
    input: inventoryItemInput,
    output: inventoryItemSchema,
  }),
  update: endpoint({
    method: 'PUT',
    path: '/api/admin/inventory/:id',
    access: 'inventory:manage',
    input: assetTypeRule(z.extend(itemFields, { ...byId.shape, quantity_seen: quantitySeen })),
    output: inventoryItemSchema,
  }),
  /** The item and its whole usage ledger. */
  remove: endpoint({
    method: 'DELETE',
    path: '/api/admin/inventory/:id',
    access: 'inventory:manage',
    input: byId,
    output: ok,
  }),
  /** The item as it stands and a page of its usage history, newest usage date first. */
  usage: endpoint({
    method: 'GET',
    path: '/api/admin/inventory/:id/usage',
    access: 'inventory:view',
    input: z.extend(pageQuery, byId.shape),
    output: z.extend(paged(usageSchema), { item: inventoryItemSchema }),
  }),
  /** Takes the quantity used from the stock; answers with the item as it now stands. */
  recordUsage: endpoint({
    method: 'POST',
    path: '/api/admin/inventory/:id/usage',
    access: 'inventory:manage',
    input: z.extend(usageInput, byId.shape),
    output: inventoryItemSchema,
  }),
  /** Changes the stock by the difference in quantity. */
  updateUsage: endpoint({
    method: 'PUT',
    path: '/api/admin/inventory-usage/:id',
    access: 'inventory:manage',
    input: z.extend(usageInput, byId.shape),
    output: inventoryItemSchema,
  }),
  /** Gives the quantity back to the stock. */
  removeUsage: endpoint({
    method: 'DELETE',
    path: '/api/admin/inventory-usage/:id',
    access: 'inventory:manage',
    input: byId,
    output: inventoryItemSchema,
  }),
};
