// Registers a shared endpoint: access first, then input validation, then the handler, then output validation.
import type { Readable } from 'node:stream';
import type { FastifyMultipartBaseOptions } from '@fastify/multipart';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { Access, Endpoint, UploadRule } from '../../shared/contract.ts';
import type { AppContext, SessionUser } from '../context.ts';
import { detectFileKind, KIND_INFO } from '../storage/file-kind.ts';
import { isImageKind, reencodeImage } from '../storage/images.ts';
import { AppError, badRequest, forbidden, unauthorized, validationError } from './errors.ts';

export interface UploadedFile {
  bytes: Buffer;
  kind: keyof typeof KIND_INFO;
  contentType: string;
  ext: string;
  originalName: string;
  /** An image decoded and encoded again by the server: safe to show inline. */
  reencoded: boolean;
}

/** A file of an `eachFileAlone` upload that was refused, with the reason. */
export interface RefusedFile {
  originalName: string;
  message: string;
}

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
  // A cached answer is the same object on every request: its checked output is kept rather than checked again.
  const checked = new WeakMap<object, unknown>();
  app.route({
    method: endpoint.method,
    url: endpoint.path,
    handler: async (req, reply) => {
      const user = endpoint.access === 'public' ? null : await ctx.sessionUser(req);
      if (endpoint.access !== 'public' && !user) throw unauthorized();
      if (endpoint.access === 'admin' && !user?.isAdmin) throw forbidden();

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
      if (same && checked.has(same)) return checked.get(same);
      const out = z.safeParse(endpoint.output, result);
      if (!out.success) {
        req.log.error(
          { issues: out.error.issues, path: endpoint.path },
          'response did not match its contract',
        );
        throw new AppError(500, 'INTERNAL', 'Something went wrong. Please try again.');
      }
      if (same) checked.set(same, out.data);
      return out.data;
    },
  });
}

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

/** A client's file name, kept only as a label: no folders, no control characters, a sane length. */
export function cleanFileName(name: string | undefined) {
  const base = (name ?? '').split(/[\\/]/).pop() ?? '';
  const clean = base
    // biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is the point
    .replace(/[\u0000-\u001f\u007f-\u009f]/g, '')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(-120);
  return clean.replace(/^\.+/, '') || 'file';
}

export const UPLOAD_UNREADABLE = 'The upload could not be read';

async function readMultipart(req: FastifyRequest, rule: UploadRule) {
  if (!req.isMultipart()) throw badRequest('Expected a multipart form upload');
  const maxFiles = rule.maxFiles ?? 1;
  const fields: Record<string, string> = Object.create(null);
  const files: UploadedFile[] = [];
  const refused: RefusedFile[] = [];
  try {
    // parts() reads throwFileSizeLimit as file() does, though its type leaves it out. A file of an
    // eachFileAlone upload is cut at the limit and marked truncated, and reading goes on.
    const options: FastifyMultipartBaseOptions = {
      throwFileSizeLimit: !rule.eachFileAlone,
      limits: {
        fileSize: rule.maxBytes,
        files: maxFiles,
        fields: 60,
        fieldSize: 20_000,
        parts: maxFiles + 60,
      },
    };
    const parts = req.parts(options);
    for await (const part of parts) {
      if (part.type === 'field') {
        fields[part.fieldname] = String(part.value);
        continue;
      }
      if (!rule.eachFileAlone) {
        const bytes = await part.toBuffer();
        if (part.fieldname !== rule.field || bytes.length === 0) continue;
        files.push(await acceptFile(bytes, part.filename, rule));
        continue;
      }
      // One bad file is that file's problem: say why, and read on.
      const originalName = cleanFileName(part.filename);
      try {
        const bytes = await part.toBuffer();
        if (part.fieldname !== rule.field) continue;
        if (part.file.truncated) refused.push({ originalName, message: rule.tooLargeMessage });
        else if (bytes.length === 0) refused.push({ originalName, message: 'The file is empty' });
        else files.push(await acceptFile(bytes, part.filename, rule));
      } catch (err) {
        if (err instanceof AppError && err.status === 400)
          refused.push({ originalName, message: err.message });
        else throw err;
      }
    }
  } catch (err) {
    if (err instanceof AppError) throw err;
    const code = (err as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE')
      throw new AppError(400, 'FILE_TOO_LARGE', rule.tooLargeMessage, { [rule.field]: rule.tooLargeMessage });
    if (code === 'FST_FILES_LIMIT') {
      const message = `Please upload at most ${maxFiles} ${maxFiles === 1 ? 'file' : 'files'} at a time`;
      throw new AppError(400, 'TOO_MANY_FILES', message, { [rule.field]: message });
    }
    // A truncated body, a missing boundary, bytes that are not multipart at all: the client's fault.
    req.log.info({ err }, 'unreadable upload');
    throw badRequest(UPLOAD_UNREADABLE);
  }
  if (rule.required && !files.length)
    throw badRequest('Please choose a file to upload', { [rule.field]: 'A file is required' });
  return { fields, files, refused };
}

/** Checks one file's type by its bytes; images are re-encoded so nothing but the picture is kept. */
async function acceptFile(bytes: Buffer, name: string | undefined, rule: UploadRule): Promise<UploadedFile> {
  const kind = detectFileKind(bytes);
  if (!kind || !rule.types.includes(kind)) {
    const message = `Unsupported file type. Allowed: ${rule.types.map((t) => t.toUpperCase()).join(', ')}`;
    throw new AppError(400, 'FILE_TYPE', message, { [rule.field]: message });
  }
  const reencoded = isImageKind(kind);
  return {
    bytes: reencoded ? await reencodeImage(bytes, kind, rule.maxBytes) : bytes,
    kind,
    ...KIND_INFO[kind],
    originalName: cleanFileName(name),
    reencoded,
  };
}
