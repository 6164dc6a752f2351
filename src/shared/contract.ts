// One declaration per endpoint: the server registers it, the client calls it, a test walks all of them.
// Every schema is written with zod/mini (tree-shakable), so a page carries only the zod functions it uses.

import type { core } from 'zod';
import * as z from 'zod/mini';
import type { Permission } from './permissions.ts';
import './zod-messages.ts';

/** Who may call: anyone, any signed-in member, or a back-office role reaching the permission. */
export type Access = 'public' | 'member' | Permission;
export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** The files of a multipart request: which form field, how large each, which types (by content), how many. */
export interface UploadRule {
  field: string;
  maxBytes: number;
  types: readonly FileKind[];
  required: boolean;
  tooLargeMessage: string;
  /** More than one file in the field (a bulk upload); one when unset. */
  maxFiles?: number;
  /**
   * A bulk upload whose files stand alone: a file of the wrong type, too large or unreadable is refused by
   * itself (the handler gets it in `refused`) while the others go on, instead of refusing the whole request.
   */
  eachFileAlone?: boolean;
}
/** 'csv' is any text without NUL bytes (a statement, an export): what it holds is the reader's to check. */
export type FileKind = 'pdf' | 'png' | 'jpeg' | 'gif' | 'webp' | 'dwg' | 'csv';

type Schema = core.$ZodType;

export interface Endpoint<
  I extends Schema = Schema,
  O extends Schema | 'file' = Schema | 'file',
  A extends Access = Access,
  P extends string = string,
> {
  method: Method;
  path: P;
  access: A;
  /** Path parameters plus query (GET, DELETE) or body fields. */
  input: I;
  /** A zod schema of the JSON answer, or 'file' for a download. */
  output: O;
  upload?: UploadRule;
}

export const endpoint = <
  I extends Schema,
  const O extends Schema | 'file',
  const A extends Access,
  const P extends string,
>(
  e: Endpoint<I, O, A, P>,
) => e;

export const noInput = z.strictObject({});
export const ok = z.object({ ok: z.boolean() });

export type Input<E extends Endpoint> = core.input<E['input']>;
export type Output<E extends Endpoint> = E['output'] extends Schema ? core.output<E['output']> : Blob;

/** The error body every failing request answers with. */
export interface ApiErrorBody {
  error: { code: string; message: string; fields?: Record<string, string> };
}

export const UPLOAD_LIMIT_200KB = 200 * 1024;
export const FILE_TOO_LARGE_200KB = 'File size must be less than 200KB';
