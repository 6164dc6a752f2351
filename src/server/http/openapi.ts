// The API reference: an OpenAPI 3.1 document built from the same contract endpoints the server registers (their
// zod schemas as JSON Schema 2020-12, OpenAPI 3.1's dialect), served with a readable page that needs no script.
import type { FastifyInstance } from 'fastify';
import * as z from 'zod/mini';
import type { Access, Endpoint, UploadRule } from '../../shared/contract.ts';
import { money, timestamp } from '../../shared/schemas.ts';
import { SESSION_COOKIE_PREFIX } from '../auth/auth.ts';
import type { AppContext } from '../context.ts';
import { KIND_INFO } from '../storage/file-kind.ts';
import { renderApiPage } from './openapi-page.ts';

export type JsonSchema = { [key: string]: unknown };
type Operation = JsonSchema;

const OPENAPI_PATHS = { document: '/api/openapi.json', page: '/api/docs' } as const;

const ERROR_REF = { $ref: '#/components/schemas/Error' };
const errorResponse = (description: string) => ({
  description,
  content: { 'application/json': { schema: ERROR_REF } },
});

const ACCESS_TEXT: Record<'public' | 'member', string> = {
  public: 'Public: no session needed.',
  member: 'Needs a session: a signed-in member (the session cookie from POST /api/account/sign-in).',
};

const accessText = (access: Access) =>
  access === 'public' || access === 'member'
    ? ACCESS_TEXT[access]
    : `Needs a session of a back-office role reaching ${access.replace(':', ': ')} or further.`;

/**
 * Routes served outside the contracts, described by hand: the two mailed links the auth library answers
 * (see app.ts), this reference itself, and the web app's manifest (web-manifest.ts).
 */
const OTHER_ROUTES: { method: 'get'; path: string; operation: Operation }[] = [
  {
    method: 'get',
    path: '/api/auth/verify-email',
    operation: mailedLink('The address verification link from the sign-up mail.', [
      { name: 'token', in: 'query', required: true, schema: { type: 'string' } },
      { name: 'callbackURL', in: 'query', required: false, schema: { type: 'string' } },
    ]),
  },
  {
    method: 'get',
    path: '/api/auth/reset-password/{token}',
    operation: mailedLink('The password reset link from the reset mail.', [
      { name: 'token', in: 'path', required: true, schema: { type: 'string' } },
      { name: 'callbackURL', in: 'query', required: false, schema: { type: 'string' } },
    ]),
  },
  {
    method: 'get',
    path: OPENAPI_PATHS.document,
    operation: {
      tags: ['reference'],
      description: `This document. ${ACCESS_TEXT.public}`,
      security: [],
      'x-access': 'public',
      responses: { '200': { description: 'The OpenAPI 3.1 document', content: { 'application/json': {} } } },
    },
  },
  {
    method: 'get',
    path: OPENAPI_PATHS.page,
    operation: {
      tags: ['reference'],
      description: `This document as a readable page. ${ACCESS_TEXT.public}`,
      security: [],
      'x-access': 'public',
      responses: { '200': { description: 'An HTML page', content: { 'text/html': {} } } },
    },
  },
  {
    method: 'get',
    path: '/manifest.webmanifest',
    operation: {
      tags: ['reference'],
      description: `The web app manifest a phone installs the portal from: the society's name, icons and colours. ${ACCESS_TEXT.public}`,
      security: [],
      'x-access': 'public',
      responses: {
        '200': { description: 'The manifest', content: { 'application/manifest+json': {} } },
      },
    },
  },
];

function mailedLink(what: string, parameters: JsonSchema[]): Operation {
  return {
    tags: ['auth'],
    description: `${what} Opened in a browser; it redirects to the web app's sign-in page, which shows the outcome (an \`error\` query parameter when the link is invalid or expired). ${ACCESS_TEXT.public}`,
    security: [],
    'x-access': 'public',
    parameters,
    responses: {
      '302': { description: 'Redirect to the web app (with the session cookie after a verification)' },
    },
  };
}

/** `/api/x/:id` → `/api/x/{id}`. */
export const openApiPath = (path: string) => path.replace(/:([A-Za-z_][A-Za-z0-9_]*)/g, '{$1}');
const pathParams = (path: string) => [...path.matchAll(/:([A-Za-z_][A-Za-z0-9_]*)/g)].map((m) => m[1]!);

/** A contract schema as JSON Schema: what a client sends (input) or receives (output). */
function jsonSchema(schema: z.core.$ZodType, io: 'input' | 'output'): JsonSchema {
  const out = z.toJSONSchema(schema, {
    target: 'draft-2020-12',
    io,
    // Transforms have no JSON Schema of their output; the shared wire types say what they send.
    unrepresentable: 'any',
    override: ({ zodSchema, jsonSchema: js }) => {
      if (io !== 'output') return;
      const wire =
        zodSchema === timestamp
          ? { type: 'string', format: 'date-time' }
          : zodSchema === money
            ? { type: 'number', description: 'Rupees' }
            : null;
      if (!wire) return;
      for (const key of Object.keys(js)) delete (js as JsonSchema)[key];
      Object.assign(js, wire);
    },
  }) as JsonSchema;
  delete out.$schema;
  // A `$ref` into the schema's own `$defs` would resolve against the whole document; none exists today.
  if ('$defs' in out) throw new Error('A contract schema needs $defs; move it to components first');
  return out;
}

function uploadSchema(rule: UploadRule): JsonSchema {
  const types = rule.types.map((t) => KIND_INFO[t].contentType).join(', ');
  const file = { type: 'string', contentMediaType: 'application/octet-stream', description: types };
  return rule.maxFiles && rule.maxFiles > 1
    ? { type: 'array', items: file, minItems: rule.required ? 1 : 0, maxItems: rule.maxFiles }
    : file;
}

function uploadText(rule: UploadRule) {
  const kinds = rule.types.map((t) => t.toUpperCase()).join(', ');
  const size =
    rule.maxBytes >= 1024 * 1024 ? `${rule.maxBytes / (1024 * 1024)} MB` : `${rule.maxBytes / 1024} KB`;
  const count = rule.maxFiles && rule.maxFiles > 1 ? `up to ${rule.maxFiles} files` : 'one file';
  return `Multipart upload: ${rule.required ? '' : 'optionally '}${count} in the field \`${rule.field}\`, ${kinds} (checked by content, not by name), at most ${size} each.`;
}

function operation(e: Endpoint): Operation {
  const input = jsonSchema(e.input, 'input');
  const inPath = pathParams(e.path);
  if (input.type !== 'object') throw new Error(`${e.method} ${e.path}: the input is not an object schema`);
  const properties = { ...((input.properties ?? {}) as Record<string, JsonSchema>) };
  const required = new Set((input.required ?? []) as string[]);

  const parameters: JsonSchema[] = inPath.map((name) => ({
    name,
    in: 'path',
    required: true,
    schema: properties[name] ?? { type: 'string' },
  }));
  for (const name of inPath) {
    delete properties[name];
    required.delete(name);
  }
  const rest = { ...input, properties, required: [...required] };
  if (!rest.required.length) delete (rest as JsonSchema).required;
  const hasFields = Object.keys(properties).length > 0;

  let requestBody: JsonSchema | undefined;
  if (e.upload) {
    const form = {
      ...rest,
      properties: { ...properties, [e.upload.field]: uploadSchema(e.upload) },
      required: [...required, ...(e.upload.required ? [e.upload.field] : [])],
    };
    requestBody = { required: true, content: { 'multipart/form-data': { schema: form } } };
  } else if (e.method === 'GET' || e.method === 'DELETE') {
    for (const [name, schema] of Object.entries(properties))
      parameters.push({ name, in: 'query', required: required.has(name), schema });
  } else if (hasFields) {
    requestBody = { required: true, content: { 'application/json': { schema: rest } } };
  }

  const ok =
    e.output === 'file'
      ? {
          description: 'A file (its name in Content-Disposition)',
          content: {
            'application/octet-stream': {
              schema: { type: 'string', contentMediaType: 'application/octet-stream' },
            },
          },
        }
      : { description: 'OK', content: { 'application/json': { schema: jsonSchema(e.output, 'output') } } };
  const responses: JsonSchema = { '200': ok };
  if (hasFields || e.upload || inPath.length)
    responses['400'] = errorResponse('Invalid input: `error.fields` names each field and its message');
  if (e.access !== 'public') responses['401'] = errorResponse('No session, or it expired');
  if (e.access !== 'public' && e.access !== 'member')
    responses['403'] = errorResponse(`The signed-in member's roles do not reach ${e.access}`);
  if (inPath.length) responses['404'] = errorResponse('No such record');
  responses.default = errorResponse('Any other refusal (409 a stale change, 429 too many attempts, …)');

  const segments = e.path.split('/').filter((s) => s && s !== 'api' && s !== 'admin');
  return {
    operationId: operationId(e.method, openApiPath(e.path)),
    tags: [segments[0] ?? 'api'],
    description: [accessText(e.access), e.upload ? uploadText(e.upload) : ''].filter(Boolean).join(' '),
    security: e.access === 'public' ? [] : [{ session: [] }],
    'x-access': e.access,
    ...(e.upload ? { 'x-upload': e.upload } : {}),
    ...(parameters.length ? { parameters } : {}),
    ...(requestBody ? { requestBody } : {}),
    responses,
  };
}

/** `POST /api/admin/feedback/{id}/start` → `postAdminFeedbackByIdStart`. */
function operationId(method: string, path: string) {
  const words = path
    .split('/')
    .filter((s) => s && s !== 'api')
    .flatMap((s) => (s.startsWith('{') ? ['by', s.slice(1, -1)] : s.split(/[-_.]/)));
  return method.toLowerCase() + words.map((w) => w.charAt(0).toUpperCase() + w.slice(1)).join('');
}

export function openApiDocument(routes: readonly Endpoint[]) {
  const paths: Record<string, Record<string, Operation>> = {};
  const add = (method: string, path: string, op: Operation) => {
    paths[path] ??= {};
    if (paths[path][method]) throw new Error(`${method.toUpperCase()} ${path} is declared twice`);
    paths[path][method] = op;
  };
  for (const e of routes) add(e.method.toLowerCase(), openApiPath(e.path), operation(e));
  for (const r of OTHER_ROUTES)
    add(r.method, r.path, { operationId: operationId(r.method, r.path), ...r.operation });

  return {
    openapi: '3.1.0',
    info: {
      title: 'Society Members Portal API',
      version: '1',
      description: [
        'The JSON API the portal web app uses. Request bodies are JSON objects unless an operation says multipart; GET and DELETE take their input in the query.',
        'Sign in with POST /api/account/sign-in: the answer sets the session cookie, which every member and admin operation needs (`x-access` says which: public, member or admin).',
        'State-changing requests sent with an Origin header must come from the portal itself. Every refusal answers `{ "error": { "code", "message", "fields"? } }`.',
      ].join('\n\n'),
    },
    paths: Object.fromEntries(Object.entries(paths).sort(([a], [b]) => a.localeCompare(b))),
    components: {
      securitySchemes: {
        session: {
          type: 'apiKey',
          in: 'cookie',
          name: `${SESSION_COOKIE_PREFIX}.session_token`,
          description: 'The session cookie set by sign-in (named with a `__Secure-` prefix over https).',
        },
      },
      schemas: {
        Error: {
          type: 'object',
          required: ['error'],
          properties: {
            error: {
              type: 'object',
              required: ['code', 'message'],
              properties: {
                code: { type: 'string' },
                message: { type: 'string' },
                fields: { type: 'object', additionalProperties: { type: 'string' } },
              },
            },
          },
        },
      },
    },
  };
}
export type OpenApiDocument = ReturnType<typeof openApiDocument>;

/** Serves the document and its page; built once, on the first request, when every route is registered. */
export function openApiRoutes(app: FastifyInstance, ctx: AppContext) {
  let built: { document: OpenApiDocument; page: string } | undefined;
  const reference = () => {
    if (!built) {
      const document = openApiDocument(ctx.routes);
      built = { document, page: renderApiPage(document, OPENAPI_PATHS.document) };
    }
    return built;
  };
  app.get(OPENAPI_PATHS.document, async () => reference().document);
  app.get(OPENAPI_PATHS.page, async (_req, reply) =>
    reply.type('text/html; charset=utf-8').send(reference().page),
  );
}
