// One declaration per endpoint: the server registers it, the client calls it, a test walks all of them.
import { z } from 'zod';

export type Access = 'public' | 'member' | 'admin';
export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** A single file in a multipart request: which form field, how large, which types (by content). */
export interface UploadRule {
  field: string;
  maxBytes: number;
  types: readonly FileKind[];
  required: boolean;
  tooLargeMessage: string;
}
export type FileKind = 'pdf' | 'png' | 'jpeg' | 'gif' | 'webp' | 'dwg';

export interface Endpoint<
  I extends z.ZodType = z.ZodType,
  O extends z.ZodType | 'file' = z.ZodType | 'file',
  A extends Access = Access,
> {
  method: Method;
  path: string;
  access: A;
  /** Path parameters plus query (GET, DELETE) or body fields. */
  input: I;
  /** A zod schema of the JSON answer, or 'file' for a download. */
  output: O;
  upload?: UploadRule;
}

export const endpoint = <I extends z.ZodType, O extends z.ZodType | 'file', const A extends Access>(
  e: Endpoint<I, O, A>,
) => e;

export const noInput = z.strictObject({});
export const ok = z.object({ ok: z.boolean() });

export type Input<E extends Endpoint> = z.input<E['input']>;
export type Output<E extends Endpoint> = E['output'] extends z.ZodType ? z.output<E['output']> : Blob;

/** The error body every failing request answers with. */
export interface ApiErrorBody {
  error: { code: string; message: string; fields?: Record<string, string> };
}

/** Paginated lists share one shape. */
export const pageQuery = z.strictObject({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
});
export const paged = <T extends z.ZodType>(item: T) =>
  z.object({
    items: z.array(item),
    total: z.number().int(),
    page: z.number().int(),
    pageSize: z.number().int(),
  });

/** Fills `:name` path parameters from the input; the rest stays for the query or body. */
export function buildPath(path: string, input: Record<string, unknown>) {
  const rest = { ...input };
  const url = path.replace(/:([A-Za-z_]+)/g, (_, name: string) => {
    const value = rest[name];
    delete rest[name];
    return encodeURIComponent(String(value));
  });
  return { url, rest };
}

export const UPLOAD_LIMIT_200KB = 200 * 1024;
export const FILE_TOO_LARGE_200KB = 'File size must be less than 200KB';

/** A checkbox sent as JSON true/false or as a multipart 'true'/'false' string. */
export const formBoolean = z.union([z.boolean(), z.enum(['true', 'false']).transform((v) => v === 'true')]);

/** Timestamps leave the server as ISO strings. */
export const timestamp = z
  .union([z.date(), z.string()])
  .transform((v) => (v instanceof Date ? v.toISOString() : v));
/** numeric(12,2) columns arrive as strings and leave as numbers of rupees. */
export const money = z.union([z.string(), z.number()]).transform(Number);
