// The API reference: a valid OpenAPI 3.1 document listing every route the server registered (routes added
// later too), with each operation's access, input, output and upload rules, and a page that needs no other host.
import { Validator } from '@seriousme/openapi-schema-validator';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { UploadRule } from '../../shared/contract.ts';
import { createTestApp, type TestApp } from '../test/harness.ts';
import { type OpenApiDocument, openApiPath } from './openapi.ts';

/** A node of the parsed document, walked freely: each key leads to another node. */
interface Node {
  [key: string]: Node;
}

let t: TestApp;
let doc: OpenApiDocument;

beforeAll(async () => {
  t = await createTestApp();
  const res = await t.app.inject({ method: 'GET', url: '/api/openapi.json' });
  expect(res.statusCode).toBe(200);
  doc = res.json();
});
afterAll(() => t.close());

/**
 * `METHOD /path` of every route Fastify registered, read from its route tree (each line's segment is appended
 * to its parent's path). HEAD is Fastify's automatic twin of each GET.
 */
function registeredRoutes(app: FastifyInstance) {
  const stack: string[] = [];
  const routes: string[] = [];
  for (const line of app.printRoutes({ commonPrefix: false }).split('\n')) {
    const at = line.search(/[├└]── /);
    if (at < 0) continue;
    const depth = at / 4;
    const [, segment, methods] = /^(.*?)(?: \(([A-Z, ]+)\))?$/.exec(line.slice(at + 4))!;
    stack.length = depth;
    const path = (stack[depth - 1] ?? '') + segment;
    stack.push(path);
    for (const method of methods?.split(', ') ?? []) if (method !== 'HEAD') routes.push(`${method} ${path}`);
  }
  return routes;
}

const documented = (d: OpenApiDocument) =>
  Object.entries(d.paths).flatMap(([path, ops]) => Object.keys(ops).map((m) => `${m.toUpperCase()} ${path}`));
const undocumented = (app: FastifyInstance, d: OpenApiDocument) => {
  const inDoc = new Set(documented(d));
  return registeredRoutes(app).filter((r) => {
    const [method, path] = r.split(' ') as [string, string];
    return !inDoc.has(`${method} ${openApiPath(path)}`);
  });
};
const op = (path: string, method: string) => (doc.paths[path]?.[method] ?? {}) as unknown as Node;

describe('the OpenAPI document', () => {
  it('is a valid OpenAPI 3.1 document', async () => {
    const validator = new Validator();
    const result = await validator.validate(doc);
    expect(result.errors).toBeUndefined();
    expect(result.valid).toBe(true);
    expect(validator.version).toBe('3.1');
    // The validator does check: a response without its required description is refused.
    const broken = structuredClone(doc) as unknown as Node;
    delete broken.paths!['/api/health']!.get!.responses!['200']!.description;
    expect((await new Validator().validate(broken)).valid).toBe(false);
    const ids = documented(doc).map((r) => {
      const [method, path] = r.split(' ') as [string, string];
      return op(path, method.toLowerCase()).operationId;
    });
    expect(new Set(ids).size, 'operationIds are unique').toBe(ids.length);
  });

  it('lists every route the server registered, and only those', () => {
    const registered = registeredRoutes(t.app);
    expect(registered.length).toBeGreaterThan(100);
    expect(registered).toContain('GET /api/health');
    expect(registered).toContain('PUT /api/admin/inventory-usage/:id');
    expect(undocumented(t.app, doc)).toEqual([]);
    // The other way round: nothing documented that the server would answer with 404.
    for (const route of documented(doc)) {
      const [method, path] = route.split(' ') as [string, string];
      const url = path.replace(/\{(\w+)\}/g, ':$1');
      expect(t.app.hasRoute({ method, url }), route).toBe(true);
    }
  });

  it('catches a route registered without being documented', async () => {
    const other = await createTestApp();
    try {
      other.app.get('/api/undocumented/:id', async () => ({}));
      await other.app.ready();
      expect(undocumented(other.app, doc)).toEqual(['GET /api/undocumented/:id']);
    } finally {
      await other.close();
    }
  });

  it('says which operations need a session and which need a back-office permission', () => {
    const health = op('/api/health', 'get');
    expect(health.security).toEqual([]);
    expect(health['x-access']).toBe('public');
    expect(health.responses['401']).toBeUndefined();

    const submit = op('/api/feedback', 'post');
    expect(submit.security).toEqual([{ session: [] }]);
    expect(submit['x-access']).toBe('member');
    expect(submit.description).toContain('Needs a session');
    expect(submit.responses['401']).toBeDefined();
    expect(submit.responses['403']).toBeUndefined();

    const adminList = op('/api/admin/feedback', 'get');
    expect(adminList['x-access']).toBe('helpdesk:view');
    expect(adminList.description).toContain('reaching helpdesk: view');
    expect(adminList.responses['403'].content['application/json'].schema).toEqual({
      $ref: '#/components/schemas/Error',
    });
    expect(doc.components.securitySchemes.session).toMatchObject({ type: 'apiKey', in: 'cookie' });
  });

  it('describes input: path and query parameters, JSON bodies with their rules', () => {
    const list = op('/api/admin/feedback', 'get');
    const query = Object.fromEntries((list.parameters as unknown as Node[]).map((p) => [p.name, p]));
    expect(query.page).toMatchObject({
      in: 'query',
      required: false,
      schema: { maximum: 10_000, default: 1 },
    });
    expect(query.q).toMatchObject({ in: 'query', schema: { type: 'string', maxLength: 100 } });
    expect(list.requestBody).toBeUndefined();

    const respond = op('/api/admin/feedback/{id}/respond', 'post');
    expect(respond.parameters).toEqual([expect.objectContaining({ name: 'id', in: 'path', required: true })]);
    expect(respond.responses['404']).toBeDefined();
    const body = respond.requestBody.content['application/json'].schema;
    expect(body.properties.id).toBeUndefined();
    expect(body.properties.admin_response).toBeDefined();

    const submit = op('/api/feedback', 'post').requestBody.content['application/json'].schema;
    expect(submit.required).toEqual(expect.arrayContaining(['name', 'category', 'subject', 'message']));
    expect(submit.properties.category.enum).toContain('maintenance');
    expect(submit.additionalProperties).toBe(false);
  });

  it('describes output, with timestamps as date-time strings and downloads as files', () => {
    const mine = op('/api/feedback', 'get').responses['200'].content['application/json'].schema;
    expect(mine.properties.items.items.properties.created_at).toEqual({
      type: 'string',
      format: 'date-time',
    });
    expect(mine.required).toEqual(expect.arrayContaining(['items', 'total', 'page', 'pageSize']));

    const files = documented(doc).filter((r) => {
      const [method, path] = r.split(' ') as [string, string];
      return op(path, method.toLowerCase()).responses['200']?.content?.['application/octet-stream'];
    });
    expect(files).toContain('GET /api/admin/invoices/maintenance/{id}/pdf');
    expect(files).not.toContain('GET /api/health');
  });

  it('describes uploads: the form field, its file types, size and count', () => {
    const uploads = Object.values(doc.paths).flatMap((ops) =>
      (Object.values(ops) as unknown as Node[]).filter((o) => o['x-upload']),
    );
    expect(uploads.length).toBeGreaterThan(3);
    const ruleOf = (u: Node) => u['x-upload'] as unknown as UploadRule;
    const formOf = (u: Node) => u.requestBody!.content!['multipart/form-data']!.schema!;
    for (const u of uploads) {
      const rule = ruleOf(u);
      const form = formOf(u);
      expect(form.properties![rule.field], String(u.operationId)).toBeDefined();
      expect((form.required as unknown as string[] | undefined)?.includes(rule.field) ?? false).toBe(
        rule.required,
      );
      expect(u.description).toContain(`\`${rule.field}\``);
    }
    const bulk = uploads.find((u) => (ruleOf(u).maxFiles ?? 1) > 1)!;
    expect(formOf(bulk).properties![ruleOf(bulk).field]).toMatchObject({
      type: 'array',
      maxItems: ruleOf(bulk).maxFiles,
    });
  });
});

describe('the reference page', () => {
  it('is one HTML page from this server, under its Content-Security-Policy', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
    expect(res.headers['content-security-policy']).toContain("style-src 'self' 'unsafe-inline'");
    const html = res.body;
    expect(html).not.toMatch(/<script|<link|<img|<iframe|@import|url\(/i);
    for (const [, url] of html.matchAll(/(?:href|src)="([^"]*)"/g)) expect(url).toMatch(/^[#/](?!\/)/);
    expect(html).toContain('name="viewport"');
    for (const path of ['/api/health', '/api/admin/feedback/{id}/respond', '/api/openapi.json'])
      expect(html).toContain(`<code class="path">${path}</code>`);
    expect(html).toContain('<span class="access office">helpdesk:manage</span>');
  });
});
