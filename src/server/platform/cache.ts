// A small in-process cache for hot reads (sessions, the dashboard, the society's public settings, plans and
// gallery). Every entry lives at most a few seconds, so another process's change is seen within that time; this
// process empties its caches itself whenever it answers a state-changing request
// (http/policies/fresh-after-writes.ts), so its own changes are seen at once.

import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';

/** How long any entry may be served: the longest a change made by another process can go unseen. */
export const CACHE_TTL_MS = 5_000;

interface Entry<V> {
  value: V;
  expires: number;
}

export class TtlCache<V> {
  readonly #ttlMs: number;
  readonly #maxEntries: number;
  readonly #entries = new Map<string, Entry<V>>();
  /** One load per key at a time: fifty requests that miss together make one database read. */
  readonly #loading = new Map<string, Promise<V>>();
  /** Bumped by clear(): a load that began before it may have read what was just changed, so it is not kept. */
  #generation = 0;

  constructor(opts: { ttlMs?: number; maxEntries: number }) {
    this.#ttlMs = Math.min(opts.ttlMs ?? CACHE_TTL_MS, CACHE_TTL_MS);
    this.#maxEntries = opts.maxEntries;
  }

  get size() {
    return this.#entries.size;
  }

  get(key: string): V | undefined {
    const entry = this.#entries.get(key);
    if (!entry) return undefined;
    if (entry.expires <= Date.now()) {
      this.#entries.delete(key);
      return undefined;
    }
    return entry.value;
  }

  /**
   * The cached value, or the loader's (shared by every caller that misses meanwhile). `keep` decides what is
   * remembered: a lookup that found nothing is not, so made-up keys cannot fill the cache.
   */
  memo<T extends V>(
    key: string,
    load: () => Promise<T>,
    keep: (value: T) => boolean = () => true,
  ): Promise<T> {
    const entry = this.#entries.get(key);
    if (entry && entry.expires > Date.now()) return Promise.resolve(entry.value as T);
    const pending = this.#loading.get(key);
    if (pending) return pending as Promise<T>;
    const generation = this.#generation;
    const loading = load().then(
      (value) => {
        if (this.#loading.get(key) === loading) this.#loading.delete(key);
        if (generation === this.#generation && keep(value)) this.#set(key, value);
        return value;
      },
      (err) => {
        if (this.#loading.get(key) === loading) this.#loading.delete(key);
        throw err;
      },
    );
    this.#loading.set(key, loading);
    return loading;
  }

  delete(key: string) {
    this.#entries.delete(key);
  }

  #set(key: string, value: V) {
    this.#entries.delete(key);
    // Full: the oldest entry goes (a Map iterates in insertion order).
    if (this.#entries.size >= this.#maxEntries) this.#entries.delete(this.#entries.keys().next().value!);
    this.#entries.set(key, { value, expires: Date.now() + this.#ttlMs });
  }

  /** Forgets everything, including loads still running (their callers get their answer; it is not kept). */
  clear() {
    this.#generation += 1;
    this.#entries.clear();
    this.#loading.clear();
  }
}

/**
 * A read whose answer is the same for every caller, from the app's cache, with an ETag made once per fill: a
 * browser that already has this version is answered 304 with no body, and asks again each time (no-cache) so an
 * admin's change is never hidden by its cache. Shared caches may keep it only when no sign-in was needed.
 */
export async function sharedRead<T>(
  cache: TtlCache<unknown>,
  key: string,
  load: () => Promise<T>,
  { req, reply, user }: { req: FastifyRequest; reply: FastifyReply; user: unknown },
): Promise<T> {
  const { value, etag } = await sharedEntry(cache, key, load);
  reply.header('etag', etag).header('cache-control', user ? 'private, no-cache' : 'public, no-cache');
  const asked = req.headers['if-none-match'];
  if (asked?.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag)) reply.code(304);
  return value;
}

/** The value sharedRead serves for `key`, for a server-side reader (the same entry, the same load). */
export const sharedValue = async <T>(cache: TtlCache<unknown>, key: string, load: () => Promise<T>) =>
  (await sharedEntry(cache, key, load)).value;

function sharedEntry<T>(cache: TtlCache<unknown>, key: string, load: () => Promise<T>) {
  return cache.memo(key, async () => {
    const value = await load();
    const digest = createHash('sha256').update(JSON.stringify(value)).digest('base64url');
    return { value, etag: `"${digest.slice(0, 27)}"` };
  }) as Promise<{ value: T; etag: string }>;
}
