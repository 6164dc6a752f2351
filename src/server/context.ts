import type { FastifyBaseLogger, FastifyRequest } from 'fastify';
import type { Endpoint } from '../shared/contract.ts';
import type { Reach } from '../shared/permissions.ts';
import type { Auth } from './auth/auth.ts';
import type { Config } from './config.ts';
import type { Database, Db } from './db/client.ts';
import type { Mailer } from './mail/mailer.ts';
import type { TtlCache } from './platform/cache.ts';
import type { Storage } from './storage/storage.ts';

export interface SessionUser {
  id: string;
  email: string;
  name: string;
  emailVerified: boolean;
  /** Holds a back-office role (any reach at all). */
  isAdmin: boolean;
  /** How far their roles reach in each back-office area (shared/permissions.ts). */
  reach: Reach;
  /** Set when this person's money action is performed on a second person's approval (maker and checker). */
  approver?: { id: string; name: string };
}

/** What every feature's routes receive: built once in buildApp. */
export interface AppContext {
  config: Config;
  database: Database;
  db: Db;
  auth: Auth;
  mailer: Mailer;
  storage: Storage;
  log: FastifyBaseLogger;
  /** Every registered contract endpoint, walked by the access test. */
  routes: Endpoint[];
  sessionUser(req: FastifyRequest): Promise<SessionUser | null>;
  /** Hot reads kept a few seconds (platform/cache.ts); emptied by every state-changing request. */
  cache: TtlCache<unknown>;
}
