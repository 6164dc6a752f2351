// The inventory dialogs' rules (admin spec 5), as the browser and the server both apply them.
import { describe, expect, it } from 'vitest';
import {
  INVENTORY_TEXT,
  inventoryItemInput,
  inventoryQuery,
  usageFormSchema,
  usageInput,
} from './inventory.ts';

const firstMessage = (r: { success: boolean; error?: { issues: { message: string }[] } }) =>
  r.success ? undefined : r.error?.issues[0].message;

describe('the add/edit item form', () => {
  const valid = {
    item_name: ' LED tube light ',
    category: 'electrical',
    asset_type: '',
    quantity: '24',
    cost: '349.50',
    description: '',
    purchase_date: '2026-03-14',
  };

  it('parses the form: quantity as a whole number, cost as exact text, blanks as null', () => {
    expect(inventoryItemInput.parse(valid)).toEqual({
      item_name: 'LED tube light',
      category: 'electrical',
      asset_type: null,
      quantity: 24,
      cost: '349.50',
      description: null,
      purchase_date: '2026-03-14',
    });
  });

  it('takes numbers as JSON sends them, a quantity of 0 and a cost of 0', () => {
    expect(inventoryItemInput.parse({ ...valid, quantity: 0, cost: 0 })).toMatchObject({
      quantity: 0,
      cost: '0',
    });
  });

  it('keeps the purchase date optional', () => {
    expect(inventoryItemInput.parse({ ...valid, purchase_date: '' }).purchase_date).toBeNull();
    expect(inventoryItemInput.parse({ ...valid, purchase_date: undefined }).purchase_date).toBeNull();
  });

  it.each([
    ['item name missing', { item_name: '  ' }, 'This field is required'],
    ['item name with a script', { item_name: '<script>x</script>' }, 'Invalid characters detected'],
    ['no category', { category: '' }, INVENTORY_TEXT.category],
    ['an unknown category', { category: 'garden' }, INVENTORY_TEXT.category],
    ['no quantity', { quantity: '' }, INVENTORY_TEXT.quantityRequired],
    ['a negative quantity', { quantity: '-1' }, INVENTORY_TEXT.quantityNegative],
    ['a fractional quantity', { quantity: '2.5' }, INVENTORY_TEXT.quantityWhole],
    ['a fractional JSON quantity', { quantity: 2.5 }, INVENTORY_TEXT.quantityWhole],
    ['a quantity in words', { quantity: 'ten' }, INVENTORY_TEXT.quantityWhole],
    ['a huge quantity', { quantity: '1000001' }, INVENTORY_TEXT.quantityTooLarge],
    ['no cost', { cost: '' }, INVENTORY_TEXT.costRequired],
    ['a cost of -1', { cost: '-1' }, INVENTORY_TEXT.cost],
    ['a cost of -1 as JSON', { cost: -1 }, INVENTORY_TEXT.cost],
    ['a cost with 3 decimals', { cost: '10.125' }, INVENTORY_TEXT.cost],
    ['a cost too large', { cost: '100000000' }, INVENTORY_TEXT.costTooLarge],
    ['the year 0000', { purchase_date: '0000-01-01' }, 'Please enter a valid date'],
    ['no such day', { purchase_date: '2026-02-30' }, 'Please enter a valid date'],
    ['a description too long', { description: 'x'.repeat(1001) }, 'Text must be less than 1000 characters'],
  ])('refuses %s', (_, change, message) => {
    expect(firstMessage(inventoryItemInput.safeParse({ ...valid, ...change }))).toBe(message);
  });

  it('asks a society asset for its asset type', () => {
    const asset = { ...valid, category: 'society_assets' };
    expect(firstMessage(inventoryItemInput.safeParse(asset))).toBe(INVENTORY_TEXT.assetType);
    expect(firstMessage(inventoryItemInput.safeParse({ ...asset, asset_type: 'fixed' }))).toBe(
      INVENTORY_TEXT.assetType,
    );
    expect(inventoryItemInput.parse({ ...asset, asset_type: 'non_movable' }).asset_type).toBe('non_movable');
  });

  it('names a missing asset type beside the other missing fields', () => {
    const blank = { item_name: '', quantity: '', cost: '', description: '', purchase_date: '' };
    const r = inventoryItemInput.safeParse({ ...blank, category: 'society_assets', asset_type: '' });
    expect(r.error?.issues.map((i) => i.path[0])).toEqual(
      expect.arrayContaining(['item_name', 'quantity', 'cost', 'asset_type']),
    );
  });

  it('stores no asset type for other categories, whatever the form still held', () => {
    expect(
      inventoryItemInput.parse({ ...valid, category: 'housekeeping', asset_type: 'movable' }).asset_type,
    ).toBe(null);
  });
});

describe('the usage form', () => {
  const valid = { quantity_used: '3', usage_date: '2026-04-02', usage_notes: ' Lobby lights ' };

  it('parses a usage', () => {
    expect(usageInput.parse(valid)).toEqual({
      quantity_used: 3,
      usage_date: '2026-04-02',
      usage_notes: 'Lobby lights',
    });
  });

  it.each([
    ['no quantity', { quantity_used: '' }, INVENTORY_TEXT.usedRequired],
    ['a quantity of 0', { quantity_used: '0' }, INVENTORY_TEXT.usedAtLeastOne],
    ['a negative quantity', { quantity_used: -2 }, INVENTORY_TEXT.usedAtLeastOne],
    ['a fractional quantity', { quantity_used: '1.5' }, INVENTORY_TEXT.usedWhole],
    ['no date', { usage_date: '' }, INVENTORY_TEXT.usageDateRequired],
    ['a missing date', { usage_date: undefined }, INVENTORY_TEXT.usageDateRequired],
    ['the year 0000', { usage_date: '0000-01-01' }, 'Please enter a valid date'],
  ])('refuses %s', (_, change, message) => {
    expect(firstMessage(usageInput.safeParse({ ...valid, ...change }))).toBe(message);
  });

  it('takes at most the stock available', () => {
    expect(usageFormSchema(3).safeParse(valid).success).toBe(true);
    expect(firstMessage(usageFormSchema(2).safeParse(valid))).toBe(
      'Quantity used cannot be more than the current stock (2)',
    );
    expect(firstMessage(usageFormSchema(0).safeParse(valid))).toBe('This item is out of stock');
  });
});

describe('the list query', () => {
  it('reads a tab as a category, and no tab as all items', () => {
    expect(inventoryQuery.parse({ category: 'society_assets' }).category).toBe('society_assets');
    expect(inventoryQuery.parse({ category: '' }).category).toBeUndefined();
    expect(firstMessage(inventoryQuery.safeParse({ category: 'garden' }))).toBe(
      INVENTORY_TEXT.categoryFilter,
    );
  });
});
