// The home page's gallery.
import { boolean, integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';
import { createdAt, id } from './columns.ts';

export const galleryImages = pgTable('gallery_images', {
  id: id(),
  title: text('title').notNull(),
  description: text('description'),
  image_url: text('image_url').notNull(),
  thumb_url: text('thumb_url'),
  category: text('category').notNull().default('general'),
  display_order: integer('display_order').notNull().default(0),
  is_active: boolean('is_active').notNull().default(true),
  created_by: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
  created_at: createdAt(),
});
