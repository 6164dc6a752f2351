// The society's inventory and its usage ledger.
import { date, index, integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';
import { createdAt, id, money } from './columns.ts';

export const societyInventory = pgTable(
  'society_inventory',
  {
    id: id(),
    item_name: text('item_name').notNull(),
    category: text('category').notNull(),
    asset_type: text('asset_type'),
    quantity: integer('quantity').notNull().default(0),
    cost: money('cost').notNull().default('0'),
    description: text('description'),
    purchase_date: date('purchase_date'),
    created_by: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    created_at: createdAt(),
  },
  // The office's list reads a page in one of these orders (newest first, by name, by purchase date) rather than
  // sorting every row.
  (t) => [
    index('inventory_created_idx').on(t.created_at),
    index('inventory_name_idx').on(t.item_name),
    index('inventory_purchase_idx').on(t.purchase_date),
  ],
);

export const societyInventoryUsage = pgTable(
  'society_inventory_usage',
  {
    id: id(),
    inventory_id: uuid('inventory_id')
      .notNull()
      .references(() => societyInventory.id, { onDelete: 'cascade' }),
    quantity_used: integer('quantity_used').notNull(),
    usage_date: date('usage_date').notNull(),
    usage_notes: text('usage_notes'),
    recorded_by: uuid('recorded_by').references(() => users.id, { onDelete: 'set null' }),
    created_at: createdAt(),
  },
  (t) => [index('inventory_usage_item_idx').on(t.inventory_id, t.usage_date)],
);
