// Registers a shared endpoint: access first, then input validation, then the handler, then output validation.
import type { Readable } from 'node:stream';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import * as z from 'zod/mini';
import type { Access, Endpoint } from '../../shared/contract.ts';
import { can } from '../../shared/permissions.ts';
import type { AppContext, SessionUser } from '../context.ts';
import { AppError, badRequest, forbidden, unauthorized, validationError } from './errors.ts';
import { type RefusedFile, readMultipart, type UploadedFile } from './multipart.ts';

export interface FileResult {
  /** The whole file, or a stream sent as it is produced (a large export: memory stays flat). */
  bytes: Buffer | Readable;
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
  /** The first uploaded file; `files` has all of them (more than one only where the rule allows). */
  file: UploadedFile | null;
  files: UploadedFile[];
  /** Files refused one by one (only where the rule says `eachFileAlone`), in the order they came. */
  refused: RefusedFile[];
}

type Result<E extends Endpoint> = E['output'] extends z.core.$ZodType ? z.input<E['output']> : FileResult;

export function route<E extends Endpoint>(
  app: FastifyInstance,
  ctx: AppContext,
  endpoint: E,
  handler: (input: z.output<E['input']>, c: HandlerContext<E['access']>) => Promise<Result<E>>,
) {
  ctx.routes.push(endpoint);
  // A cached answer is the same object on every request: its checked output is kept, as the JSON sent, rather than
  // checked and serialised again (for a cached read, a tenth of its time).
  const sent = new WeakMap<object, string>();
  app.route({
    method: endpoint.method,
    url: endpoint.path,
    handler: async (req, reply) => {
      const user = endpoint.access === 'public' ? null : await ctx.sessionUser(req);
      if (endpoint.access !== 'public' && !user) throw unauthorized();
      const need = endpoint.access;
      if (need !== 'public' && need !== 'member' && !can(user?.reach ?? {}, need)) throw forbidden();

      const params = (req.params ?? {}) as Record<string, unknown>;
      let raw: unknown;
      let files: UploadedFile[] = [];
      let refused: RefusedFile[] = [];
      if (endpoint.upload) {
        const form = await readMultipart(req, endpoint.upload);
        raw = { ...form.fields, ...params };
        ({ files, refused } = form);
      } else if (endpoint.method === 'GET' || endpoint.method === 'DELETE') {
        raw = { ...(req.query as object), ...params };
      } else {
        const body = req.body ?? {};
        if (typeof body !== 'object' || Array.isArray(body))
          throw badRequest('The request body must be a JSON object');
        raw = { ...body, ...params };
      }
      checkShape(raw);
      const parsed = z.safeParse(endpoint.input, raw);
      if (!parsed.success) throw validationError(parsed.error);

      const result = await handler(parsed.data as z.output<E['input']>, {
        user: user as UserFor<E['access']>,
        req,
        reply,
        file: files[0] ?? null,
        files,
        refused,
      });
      // A 304 carries no body (RFC 9110, 15.4.5), whatever the HTTP layer underneath would do with one.
      if (reply.statusCode === 304) return reply.send();
      if (endpoint.output === 'file') return sendFile(reply, result as FileResult);
      const same = typeof result === 'object' && result ? (result as object) : null;
      const json = same && sent.get(same);
      if (json) return reply.type(JSON_TYPE).send(json);
      const out = z.safeParse(endpoint.output, result);
      if (!out.success) {
        req.log.error(
          { issues: out.error.issues, path: endpoint.path },
          'response did not match its contract',
        );
        throw new AppError(500, 'INTERNAL', 'Something went wrong. Please try again.');
      }
      if (!same) return out.data;
      const serialised = JSON.stringify(out.data);
      sent.set(same, serialised);
      return reply.type(JSON_TYPE).send(serialised);
    },
  });
}

/** What Fastify sends a JSON answer as. */
const JSON_TYPE = 'application/json; charset=utf-8';

export const MAX_DEPTH = 32;

/**
 * Refuses input no form produces before anything walks it recursively: nesting deeper than MAX_DEPTH, and a
 * NUL character in any string (PostgreSQL text cannot store it). Iterative, so no input can exhaust the stack.
 */
function checkShape(value: unknown) {
  const stack: [unknown, number][] = [[value, 0]];
  while (stack.length) {
    const [v, depth] = stack.pop()!;
    if (typeof v === 'string') {
      if (v.includes('\u0000')) throw badRequest('Invalid characters detected');
    } else if (v && typeof v === 'object') {
      if (depth >= MAX_DEPTH) throw badRequest('The request is nested too deeply');
      for (const child of Object.values(v)) stack.push([child, depth + 1]);
    }
  }
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
    // Opened directly, a file runs no script and reaches no origin (a PDF's JavaScript, HTML in disguise).
    .header(
      'content-security-policy',
      "sandbox; default-src 'none'; img-src 'self'; style-src 'unsafe-inline'",
    )
    .header(
      'cache-control',
      file.cacheSeconds ? `public, max-age=${file.cacheSeconds}` : 'private, no-store',
    );
  return reply.send(file.bytes);
}
