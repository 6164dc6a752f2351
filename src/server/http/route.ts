// Registers a shared endpoint: access first, then input validation, then the handler, then output validation.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { Access, Endpoint, UploadRule } from '../../shared/contract.ts';
import type { AppContext, SessionUser } from '../context.ts';
import { detectFileKind, KIND_INFO } from '../storage/file-kind.ts';
import { AppError, badRequest, forbidden, unauthorized, validationError } from './errors.ts';

export interface UploadedFile {
  bytes: Buffer;
  kind: keyof typeof KIND_INFO;
  contentType: string;
  ext: string;
  originalName: string;
}

export interface FileResult {
  bytes: Buffer;
  contentType: string;
  filename: string;
  /** Shown in the browser (images) rather than saved. */
  inline?: boolean;
  cacheSeconds?: number;
}

/** Public routes do not look the session up (GET /api/me asks for it itself); the others always have a user. */
type UserFor<A extends Access> = A extends 'public' ? null : SessionUser;

export interface HandlerContext<A extends Access> {
  user: UserFor<A>;
  req: FastifyRequest;
  reply: FastifyReply;
  file: UploadedFile | null;
}

type Result<E extends Endpoint> = E['output'] extends z.core.$ZodType ? z.input<E['output']> : FileResult;

export function route<E extends Endpoint>(
  app: FastifyInstance,
  ctx: AppContext,
  endpoint: E,
  handler: (input: z.output<E['input']>, c: HandlerContext<E['access']>) => Promise<Result<E>>,
) {
  ctx.routes.push(endpoint);
  app.route({
    method: endpoint.method,
    url: endpoint.path,
    handler: async (req, reply) => {
      const user = endpoint.access === 'public' ? null : await ctx.sessionUser(req);
      if (endpoint.access !== 'public' && !user) throw unauthorized();
      if (endpoint.access === 'admin' && !user?.isAdmin) throw forbidden();

      const params = (req.params ?? {}) as Record<string, unknown>;
      let raw: unknown;
      let file: UploadedFile | null = null;
      if (endpoint.upload) {
        const form = await readMultipart(req, endpoint.upload);
        raw = { ...form.fields, ...params };
        file = form.file;
      } else if (endpoint.method === 'GET' || endpoint.method === 'DELETE') {
        raw = { ...(req.query as object), ...params };
      } else {
        const body = req.body ?? {};
        if (typeof body !== 'object' || Array.isArray(body))
          throw badRequest('The request body must be a JSON object');
        raw = { ...body, ...params };
      }
      // No field of any form may carry a NUL character (PostgreSQL text cannot store it).
      if (hasNul(raw)) throw badRequest('Invalid characters detected');
      const parsed = z.safeParse(endpoint.input, raw);
      if (!parsed.success) throw validationError(parsed.error);

      const result = await handler(parsed.data as z.output<E['input']>, {
        user: user as UserFor<E['access']>,
        req,
        reply,
        file,
      });
      if (endpoint.output === 'file') return sendFile(reply, result as FileResult);
      const out = z.safeParse(endpoint.output, result);
      if (!out.success) {
        req.log.error(
          { issues: out.error.issues, path: endpoint.path },
          'response did not match its contract',
        );
        throw new AppError(500, 'INTERNAL', 'Something went wrong. Please try again.');
      }
      return out.data;
    },
  });
}

function hasNul(value: unknown): boolean {
  if (typeof value === 'string') return value.includes('\u0000');
  if (value && typeof value === 'object') return Object.values(value).some(hasNul);
  return false;
}

function sendFile(reply: FastifyReply, file: FileResult) {
  const disposition = file.inline ? 'inline' : 'attachment';
  reply
    .header('content-type', file.contentType)
    .header(
      'content-disposition',
      `${disposition}; filename="${file.filename.replace(/[^A-Za-z0-9._-]/g, '_')}"`,
    )
    .header('x-content-type-options', 'nosniff')
    .header(
      'cache-control',
      file.cacheSeconds ? `public, max-age=${file.cacheSeconds}` : 'private, no-store',
    );
  return reply.send(file.bytes);
}

async function readMultipart(req: FastifyRequest, rule: UploadRule) {
  if (!req.isMultipart()) throw badRequest('Expected a multipart form upload');
  const fields: Record<string, string> = {};
  let file: UploadedFile | null = null;
  try {
    const parts = req.parts({ limits: { fileSize: rule.maxBytes, files: 1, fields: 60, fieldSize: 20_000 } });
    for await (const part of parts) {
      if (part.type === 'field') {
        fields[part.fieldname] = String(part.value);
        continue;
      }
      const bytes = await part.toBuffer();
      if (part.fieldname !== rule.field || bytes.length === 0) continue;
      const kind = detectFileKind(bytes);
      if (!kind || !rule.types.includes(kind)) {
        const allowed = rule.types.map((t) => t.toUpperCase()).join(', ');
        throw new AppError(400, 'FILE_TYPE', `Unsupported file type. Allowed: ${allowed}`, {
          [rule.field]: `Unsupported file type. Allowed: ${allowed}`,
        });
      }
      file = { bytes, kind, ...KIND_INFO[kind], originalName: part.filename.slice(0, 200) };
    }
  } catch (err) {
    if (err instanceof AppError) throw err;
    const code = (err as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE')
      throw new AppError(400, 'FILE_TOO_LARGE', rule.tooLargeMessage, { [rule.field]: rule.tooLargeMessage });
    if (code?.startsWith('FST_')) throw badRequest('The upload could not be read');
    throw err;
  }
  if (rule.required && !file)
    throw badRequest('Please choose a file to upload', { [rule.field]: 'A file is required' });
  return { fields, file };
}
