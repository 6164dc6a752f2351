import type { FastifyInstance } from 'fastify';
import { RESET_CALLBACK, VERIFIED_CALLBACK } from '../../auth/auth.ts';
import { requestHeaders } from '../../auth/session.ts';
import type { AppContext } from '../../context.ts';

/** Only the two links we mail are served by the auth library; everything else goes through our rules. */
export function mailedLinkPages(app: FastifyInstance, { auth, config }: AppContext) {
  const linkPages = {
    '/api/auth/verify-email': VERIFIED_CALLBACK,
    '/api/auth/reset-password/:token': RESET_CALLBACK,
  };
  for (const [url, page] of Object.entries(linkPages)) {
    app.get(url, async (req, reply) => {
      const response = await auth.handler(
        new Request(new URL(req.url, config.publicUrl), { method: 'GET', headers: requestHeaders(req) }),
      );
      // A person who clicked a mailed link belongs on the auth page, never on the library's JSON: a damaged
      // link (no token, no callback) goes there with the error, like a wrong token; a good link whose
      // callback was cut off still verifies and goes there too.
      if (response.status >= 400) {
        const body = (await response.json().catch(() => null)) as { code?: unknown } | null;
        const code = typeof body?.code === 'string' ? body.code : 'INVALID_TOKEN';
        return reply.redirect(`${page}&error=${encodeURIComponent(code)}`);
      }
      const cookies = response.headers.getSetCookie();
      if (cookies.length) reply.header('set-cookie', cookies);
      return reply.redirect(response.headers.get('location') ?? page);
    });
  }
}
