// File uploads (multipart forms), in one place: the plugin, its limits, the reading of an endpoint's form under
// its UploadRule, each file's check by its bytes, and the messages a client sees when an upload is refused.
import multipart, { type FastifyMultipartBaseOptions } from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { UploadRule } from '../../shared/contract.ts';
import { detectFileKind, KIND_INFO } from '../storage/file-kind.ts';
import { isImageKind, reencodeImage } from '../storage/images.ts';
import { AppError, badRequest } from './errors.ts';

export const UPLOAD_UNREADABLE = 'The upload could not be read';
const NOT_MULTIPART = 'Expected a multipart form upload';
const EMPTY_FILE = 'The file is empty';
const NO_FILE = 'Please choose a file to upload';
const FILE_REQUIRED = 'A file is required';
const tooManyFiles = (max: number) =>
  `Please upload at most ${max} ${max === 1 ? 'file' : 'files'} at a time`;
const unsupportedType = (rule: UploadRule) =>
  `Unsupported file type. Allowed: ${rule.types.map((t) => t.toUpperCase()).join(', ')}`;

/**
 * The plugin's own limits, for any reading that does not go through readMultipart; readMultipart sets each
 * endpoint's from its UploadRule.
 */
const DEFAULT_LIMITS = { fileSize: 5 * 1024 * 1024, files: 1 };
/** Text fields a form may carry beside its files: more than any of our forms has, far less than memory. */
const FIELD_LIMITS = { fields: 60, fieldSize: 20_000 };

export async function multipartUploads(app: FastifyInstance) {
  await app.register(multipart, { limits: DEFAULT_LIMITS });
}

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

/** The form's text fields, its accepted files, and (for an `eachFileAlone` rule) the files refused one by one. */
export async function readMultipart(req: FastifyRequest, rule: UploadRule) {
  if (!req.isMultipart()) throw badRequest(NOT_MULTIPART);
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
        ...FIELD_LIMITS,
        parts: maxFiles + FIELD_LIMITS.fields,
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
        else if (bytes.length === 0) refused.push({ originalName, message: EMPTY_FILE });
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
      const message = tooManyFiles(maxFiles);
      throw new AppError(400, 'TOO_MANY_FILES', message, { [rule.field]: message });
    }
    // A truncated body, a missing boundary, bytes that are not multipart at all: the client's fault.
    req.log.info({ err }, 'unreadable upload');
    throw badRequest(UPLOAD_UNREADABLE);
  }
  if (rule.required && !files.length) throw badRequest(NO_FILE, { [rule.field]: FILE_REQUIRED });
  return { fields, files, refused };
}

/** Checks one file's type by its bytes; images are re-encoded so nothing but the picture is kept. */
async function acceptFile(bytes: Buffer, name: string | undefined, rule: UploadRule): Promise<UploadedFile> {
  const kind = detectFileKind(bytes);
  if (!kind || !rule.types.includes(kind)) {
    const message = unsupportedType(rule);
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
