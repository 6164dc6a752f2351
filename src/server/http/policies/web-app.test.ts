// How long a browser keeps each built file: a hashed script for a year (a phone asks for none of them again on its
// next visit), the page itself never without asking, other files an hour.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serveBuiltFiles } from './web-app.ts';

const root = mkdtempSync(join(tmpdir(), 'built-web-'));
const app = Fastify();

beforeAll(async () => {
  mkdirSync(join(root, 'assets'));
  writeFileSync(join(root, 'assets/index-a1b2c3.js'), 'export {};');
  writeFileSync(join(root, 'index.html'), '<!doctype html>');
  writeFileSync(join(root, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  await serveBuiltFiles(app, root);
  await app.ready();
});
afterAll(async () => {
  await app.close();
  rmSync(root, { recursive: true, force: true });
});

describe('built files', () => {
  it('lets a browser keep a hashed script for a year', async () => {
    const res = await app.inject({ url: '/assets/index-a1b2c3.js' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('has the page asked for again and other files kept an hour', async () => {
    expect((await app.inject({ url: '/index.html' })).headers['cache-control']).toBe('no-cache');
    expect((await app.inject({ url: '/favicon.svg' })).headers['cache-control']).toBe('public, max-age=3600');
  });
});
