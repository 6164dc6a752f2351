import type { FastifyReply, FastifyRequest } from 'fastify';
import type { SessionUser } from '../context.ts';
import type { Db } from '../db/client.ts';
import type { Auth } from './auth.ts';
import { isAdmin } from './roles.ts';

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

const cache = new WeakMap<FastifyRequest, Promise<SessionUser | null>>();

/** The signed-in user of a request (looked up once per request), or null. */
export function sessionResolver(auth: Auth, db: Db) {
  return (req: FastifyRequest) => {
    let found = cache.get(req);
    if (!found) {
      found = (async () => {
        if (!req.headers.cookie) return null;
        const session = await auth.api.getSession({ headers: requestHeaders(req) });
        if (!session) return null;
        const { id, email, name, emailVerified } = session.user;
        return { id, email, name, emailVerified, isAdmin: await isAdmin(db, id) };
      })();
      cache.set(req, found);
    }
    return found;
  };
}
