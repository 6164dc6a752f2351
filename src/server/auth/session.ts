import type { FastifyReply, FastifyRequest } from 'fastify';
import type { SessionUser } from '../context.ts';
import type { Db } from '../db/client.ts';
import type { TtlCache } from '../platform/cache.ts';
import type { Auth } from './auth.ts';
import { accessOf } from './roles.ts';

export function requestHeaders(req: FastifyRequest) {
  const headers = new Headers();
  for (const [key, value] of Object.entries(req.headers)) {
    if (Array.isArray(value)) for (const v of value) headers.append(key, v);
    else if (value !== undefined) headers.set(key, String(value));
  }
  return headers;
}

/** Copies the auth library's Set-Cookie headers onto our reply. */
export function forwardCookies(from: Headers, reply: FastifyReply) {
  const cookies = from.getSetCookie();
  if (cookies.length) reply.header('set-cookie', cookies);
}

const perRequest = new WeakMap<FastifyRequest, Promise<SessionUser | null>>();

export interface CachedSession {
  user: SessionUser;
  expiresAt: number;
}

/** Longer Cookie headers are looked up every time rather than kept (no session cookie of ours is near it). */
const MAX_CACHED_COOKIE = 1024;

/**
 * The signed-in user of a request (looked up once per request), or null. A valid session is remembered for a few
 * seconds under the request's exact Cookie header, so a burst of reads costs one look-up through the auth
 * library (its signature check and database queries) instead of one each. Revocation still holds: this process
 * empties the cache whenever it answers a state-changing request (sign-out, password change or reset, an admin
 * removed…), and other processes' entries expire within CACHE_TTL_MS. A header that found no session is never
 * kept, and neither is a session past its expiry.
 */
export function sessionResolver(auth: Auth, db: Db, sessions: TtlCache<CachedSession | null>) {
  async function lookUp(req: FastifyRequest): Promise<CachedSession | null> {
    const session = await auth.api.getSession({ headers: requestHeaders(req) });
    if (!session) return null;
    const { id, email, name, emailVerified } = session.user;
    return {
      user: { id, email, name, emailVerified, ...(await accessOf(db, id)) },
      expiresAt: new Date(session.session.expiresAt).getTime(),
    };
  }
  async function resolve(req: FastifyRequest, cookie: string) {
    if (cookie.length > MAX_CACHED_COOKIE) return (await lookUp(req))?.user ?? null;
    let found = await sessions.memo(cookie, () => lookUp(req), Boolean);
    if (found && found.expiresAt <= Date.now()) {
      // Expired while remembered: the auth library decides (and removes the session).
      sessions.delete(cookie);
      found = await lookUp(req);
    }
    return found?.user ?? null;
  }
  return (req: FastifyRequest) => {
    let found = perRequest.get(req);
    if (!found) {
      const cookie = req.headers.cookie;
      found = cookie ? resolve(req, cookie) : Promise.resolve(null);
      perRequest.set(req, found);
    }
    return found;
  };
}
