// Accounts: better-auth's models (property names are the library's, columns are ours), roles and profiles.
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { Reach } from '../../../shared/permissions.ts';
import { createdAt, id, updatedAt } from './columns.ts';

export const users = pgTable('users', {
  id: uuid('id').primaryKey().defaultRandom(),
  name: text('name').notNull(),
  email: text('email').notNull().unique(),
  emailVerified: boolean('email_verified').notNull().default(false),
  image: text('image'),
  /** The portal's language the person chose (en, mr, hi); null: the browser's. Read through toLocale(). */
  language: text('language'),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    token: text('token').notNull().unique(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    ipAddress: text('ip_address'),
    userAgent: text('user_agent'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
);

export const accounts = pgTable(
  'accounts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    accountId: text('account_id').notNull(),
    providerId: text('provider_id').notNull(),
    accessToken: text('access_token'),
    refreshToken: text('refresh_token'),
    idToken: text('id_token'),
    accessTokenExpiresAt: timestamp('access_token_expires_at', { withTimezone: true }),
    refreshTokenExpiresAt: timestamp('refresh_token_expires_at', { withTimezone: true }),
    scope: text('scope'),
    password: text('password'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('accounts_user_idx').on(t.userId)],
);

export const verifications = pgTable(
  'verifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    identifier: text('identifier').notNull(),
    value: text('value').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('verifications_identifier_idx').on(t.identifier)],
);

export const userRoles = pgTable(
  'user_roles',
  {
    id: id(),
    user_id: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    role: text('role').notNull(),
    created_at: createdAt(),
  },
  (t) => [uniqueIndex('user_roles_user_role_uq').on(t.user_id, t.role)],
);

/** A role's reach as the society set it on the roles screen; a role without a row reaches DEFAULT_REACH[role]. */
export const roleReach = pgTable('role_reach', {
  role: text('role').primaryKey(),
  reach: jsonb('reach').$type<Reach>().notNull(),
  updated_at: updatedAt(),
  updated_by: uuid('updated_by').references(() => users.id, { onDelete: 'set null' }),
});

export const profiles = pgTable(
  'profiles',
  {
    id: id(),
    user_id: uuid('user_id')
      .notNull()
      .unique()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    email: text('email'),
    phone: text('phone'),
    flat_no: text('flat_no'),
    nook_number: text('nook_number'),
    floor: integer('floor'),
    // A flat typed at sign-up is a claim; invoices follow it only once the office confirms it.
    flat_confirmed_at: timestamp('flat_confirmed_at', { withTimezone: true }),
    flat_confirmed_by: uuid('flat_confirmed_by').references(() => users.id, { onDelete: 'set null' }),
    // Office staff the admin invited: they have no flat and are not residents (not counted as members).
    office_staff: boolean('office_staff').notNull().default(false),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (t) => [
    index('profiles_flat_idx').on(t.flat_no),
    // Profile Management lists accounts by name: a page is read from this index, not sorted from every row.
    index('profiles_name_idx').on(t.name),
  ],
);
