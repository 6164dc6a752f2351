// A page carries the document's security headers; a built script or style sheet under /assets only those that
// mean something on it (a phone fetches dozens of them, and the page's headers were most of a small one's bytes).
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.ts';
import { sendSecurityHeaders } from './security-headers.ts';

const app = Fastify();

beforeAll(async () => {
  sendSecurityHeaders(app, loadConfig({ PUBLIC_URL: 'https://portal.example.org', DATA_DIR: '/tmp/unused' }));
  app.get('/admin/announcements', async (_req, reply) => reply.type('text/html').send('<!doctype html>'));
  app.get('/assets/index-a1.js', async (_req, reply) => reply.type('application/javascript').send('1'));
  await app.ready();
});
afterAll(() => app.close());

describe('security headers', () => {
  it("gives a page the document's headers", async () => {
    const page = await app.inject({ url: '/admin/announcements' });
    expect(page.headers['content-security-policy']).toContain("default-src 'self'");
    expect(page.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(page.headers['referrer-policy']).toBe('no-referrer');
    expect(page.headers['x-content-type-options']).toBe('nosniff');
  });

  it("lets the page register the site's own service worker and manifest, and nothing else", async () => {
    const csp = String(
      (await app.inject({ url: '/admin/announcements' })).headers['content-security-policy'],
    );
    const directives = Object.fromEntries(
      csp.split(';').map((d) => [d.split(' ')[0], d.split(' ').slice(1).join(' ')]),
    );
    expect(directives).toMatchObject({
      'worker-src': "'self'",
      'manifest-src': "'self'",
      'script-src': "'self'",
      'connect-src': "'self'",
      'default-src': "'self'",
    });
  });

  it('gives a built file only the headers that apply to it', async () => {
    const file = await app.inject({ url: '/assets/index-a1.js' });
    expect(file.headers['x-content-type-options']).toBe('nosniff');
    expect(file.headers['cross-origin-resource-policy']).toBe('same-origin');
    expect(file.headers['strict-transport-security']).toContain('max-age=');
    for (const name of ['content-security-policy', 'x-frame-options', 'referrer-policy', 'x-xss-protection'])
      expect(file.headers[name]).toBeUndefined();
  });
});
