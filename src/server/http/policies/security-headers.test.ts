// A page carries the document's security headers; a built script or style sheet under /assets, and a JSON answer,
// only those that mean something on them (a phone fetches dozens of files, and the busiest reads are small JSON
// answers: the page's headers were most of their bytes).
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.ts';
import { sendSecurityHeaders } from './security-headers.ts';

const app = Fastify();

beforeAll(async () => {
  sendSecurityHeaders(app, loadConfig({ PUBLIC_URL: 'https://portal.example.org', DATA_DIR: '/tmp/unused' }));
  app.get('/admin/announcements', async (_req, reply) => reply.type('text/html').send('<!doctype html>'));
  app.get('/assets/index-a1.js', async (_req, reply) => reply.type('application/javascript').send('1'));
  app.get('/api/settings', async () => ({ name: 'Sagar Darshan' }));
  app.get('/api/broken', async () => {
    throw new Error('down');
  });
  app.get('/api/docs', async (_req, reply) => reply.type('text/html').send('<!doctype html>'));
  app.get('/api/files/rules.pdf', async (_req, reply) =>
    reply.type('application/pdf').header('content-security-policy', 'sandbox').send(Buffer.from('%PDF')),
  );
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

  const DOCUMENT_ONLY = [
    'referrer-policy',
    'cross-origin-opener-policy',
    'origin-agent-cluster',
    'x-dns-prefetch-control',
    'x-download-options',
    'x-permitted-cross-domain-policies',
    'x-xss-protection',
  ];

  it("keeps a JSON answer's protections, errors too, without the headers that only govern a page", async () => {
    for (const url of ['/api/settings', '/api/broken', '/api/no-such-route']) {
      const res = await app.inject({ url });
      expect(res.headers['content-type']).toContain('application/json');
      expect(res.headers['content-security-policy']).toContain("default-src 'self'");
      expect(res.headers['content-security-policy']).toContain("frame-ancestors 'none'");
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
      expect(res.headers['cross-origin-resource-policy']).toBe('same-origin');
      for (const name of DOCUMENT_ONLY) expect(res.headers[name], `${url} ${name}`).toBeUndefined();
    }
  });

  it("gives a page or a file under /api the document's headers, keeping those its route set", async () => {
    const page = await app.inject({ url: '/api/docs' });
    expect(page.headers['content-security-policy']).toContain("default-src 'self'");
    const file = await app.inject({ url: '/api/files/rules.pdf' });
    expect(file.headers['content-security-policy']).toBe('sandbox');
    for (const res of [page, file]) {
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      for (const name of DOCUMENT_ONLY) expect(res.headers[name]).toBeDefined();
    }
  });
});
