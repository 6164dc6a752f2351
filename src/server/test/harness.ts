// Test harness: a real app on a fresh database (in-memory PGlite, or a new PostgreSQL database when
// TEST_DATABASE_URL is set), with helpers that sign residents up through the real mail links. Tests call the app
// through the endpoints' contracts, `t.as(resident).call(feedbackApi.submit, input)` (client.ts), and read what a
// request wrote with the shared fixtures (fixtures.ts).
import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtempSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { desc, eq } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import pg from 'pg';
import sharp from 'sharp';
import { accountApi } from '../../shared/account.ts';
import { MONEY_ACTIONS } from '../../shared/money-approvals.ts';
import { profilesAdminApi } from '../../shared/profiles.ts';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import { type Database, type Db, openDatabase } from '../db/client.ts';
import { mailOutbox, moneyApprovalRules, profiles } from '../db/schema.ts';
import { type Caller, callerOf, type FilePart, multipart, type Who } from './client.ts';

export const ADMIN_EMAIL = 'office.admin@example.com';
export const PASSWORD = 'Sea-View#2026';

/** A database of its own for one test app: in-memory PGlite, or a new database on TEST_DATABASE_URL (then `url` is its address). */
export async function freshDatabase(): Promise<{
  database: Database;
  drop: () => Promise<void>;
  url?: string;
}> {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) {
    const database = await openDatabase({});
    return { database, drop: async () => {} };
  }
  const name = `test_${randomUUID().replace(/-/g, '')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const target = new URL(url);
  target.pathname = `/${name}`;
  const database = await openDatabase({ databaseUrl: target.toString() });
  return {
    database,
    url: target.toString(),
    drop: async () => {
      const c = new pg.Client({ connectionString: url });
      await c.connect();
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
    },
  };
}

/** An office of one person: every money action is done at once, without a second approver. */
export const oneOfficePerson = (db: Db) =>
  db
    .insert(moneyApprovalRules)
    .values(MONEY_ACTIONS.map((kind) => ({ kind, required: false })))
    .onConflictDoNothing();

export interface TestApp {
  app: FastifyInstance;
  database: Database;
  /** Calls the app through the endpoints' contracts as this resident (or nobody), e.g. `t.as(admin).call(api.list)`. */
  as(who: Who, headers?: Record<string, string>): Caller;
  close(): Promise<void>;
}

/**
 * A test app. Its money actions are done at once, as a one-person office has them (the rule of a second approver
 * off), unless `secondApprover` asks for the society's default, as the maker-and-checker tests do.
 */
export async function createTestApp(
  env: Record<string, string> = {},
  { secondApprover = false } = {},
): Promise<TestApp> {
  const { database, drop } = await freshDatabase();
  const config = loadConfig({
    DATA_DIR: mkdtempSync(join(tmpdir(), 'portal-test-')),
    AUTH_SECRET: 'test-secret-that-is-long-enough-0123456789',
    LOG_LEVEL: 'silent',
    ADMIN_EMAILS: ADMIN_EMAIL,
    // Every test signs its residents up from one address; the sign-up limit has its own test.
    SIGNUP_LIMIT_PER_HOUR: '100000',
    PUBLIC_URL: 'http://localhost:3000',
    ...env,
  });
  const app = await buildApp(config, { database, serveWeb: false });
  if (!secondApprover) await oneOfficePerson(database.db);
  return {
    app,
    database,
    as: (who, headers) => callerOf(app, who, headers),
    async close() {
      await app.close();
      await database.close();
      await drop();
    },
  };
}

/** The links of the newest mail to an address. */
export async function latestMailLinks(database: Database, to: string) {
  const [mail] = await database.db
    .select()
    .from(mailOutbox)
    .where(eq(mailOutbox.to, to))
    .orderBy(desc(mailOutbox.created_at))
    .limit(1);
  return mail?.links ?? [];
}

export const cookieOf = (res: Pick<LightMyRequestResponse, 'headers'>) => {
  const raw = res.headers['set-cookie'];
  const list = Array.isArray(raw) ? raw : raw ? [raw] : [];
  return list.map((c) => c.split(';')[0]).join('; ');
};

export interface Resident {
  email: string;
  cookie: string;
  flat_no: string;
}

let counter = 0;
/** Signs a resident up, opens the verification link from the outbox, and returns their session cookie. */
export async function signUpResident(
  t: TestApp,
  overrides: Partial<{ name: string; email: string; phone: string; flat_no: string; password: string }> = {},
): Promise<Resident> {
  counter += 1;
  const body = {
    name: `Resident ${counter}`,
    email: `resident${counter}.${randomUUID().slice(0, 6)}@example.com`,
    phone: '9876543210',
    flat_no: `B-${100 + counter}`,
    password: PASSWORD,
    ...overrides,
  };
  const res = await t.as(null).call(accountApi.signUp, body);
  if (res.statusCode !== 200) throw new Error(`sign-up failed: ${res.body}`);
  const [link] = await latestMailLinks(t.database, body.email);
  const url = new URL(link);
  // The mailed link is the auth library's, not a contract's: opened as the browser opens it.
  const verified = await t.as(null).inject('GET', url.pathname + url.search);
  return { email: body.email, cookie: cookieOf(verified), flat_no: body.flat_no };
}

export const signUpAdmin = (t: TestApp) => signUpResident(t, { email: ADMIN_EMAIL, name: 'Office Admin' });

/** POSTs (or PUTs) a multipart form with any number of files, as a browser's FormData would send it. */
export async function postForm(
  t: TestApp,
  url: string,
  fields: Record<string, string>,
  who?: Resident,
  file?: FilePart | FilePart[],
  method: 'POST' | 'PUT' = 'POST',
) {
  const { payload, contentType } = await multipart(fields, file);
  return t.app.inject({
    method,
    url,
    payload,
    headers: { 'content-type': contentType, ...(who ? { cookie: who.cookie } : {}) },
  });
}

/** Files on disk in the private documents bucket, to prove a refused upload left nothing behind. */
export function storedDocumentCount(t: TestApp) {
  try {
    return readdirSync(join(t.app.ctx.config.DATA_DIR, 'files', 'documents'), {
      recursive: true,
      withFileTypes: true,
    }).filter((d) => d.isFile()).length;
  } catch {
    return 0;
  }
}

/** A real image (noise, so it does not compress away), as a phone or scanner would send it. */
export function sampleImage(kind: 'png' | 'jpeg' | 'webp', width = 64, height = 48) {
  const img = sharp(randomBytes(width * height * 3), { raw: { width, height, channels: 3 } });
  return img.toFormat(kind).toBuffer();
}

/** Confirms a resident's flat as the office does, through the admin endpoint. */
export async function confirmFlat(t: TestApp, resident: Resident, office: Resident) {
  const [profile] = await t.database.db
    .select({ user_id: profiles.user_id, flat_no: profiles.flat_no })
    .from(profiles)
    .where(eq(profiles.email, resident.email));
  const res = await t.as(office).call(profilesAdminApi.setFlatConfirmation, {
    userId: profile.user_id,
    confirmed: true,
    flat_no: profile.flat_no ?? undefined,
  });
  if (res.statusCode !== 200) throw new Error(`flat confirmation failed: ${res.body}`);
}
