// The one client: every call goes through a shared endpoint declaration, so types come from the server's schemas.
import type { core as z } from 'zod';
import type { ApiErrorBody, Endpoint, Input, Output } from '@/shared/contract';
import { fillPath, queryString } from '@/shared/request-url';

export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly fields: Record<string, string> = {},
  ) {
    super(message);
  }
}

/** Whether a failed read is asked again (after `failures` failures so far): a 4xx will not get better, and twice is enough. */
export const worthRetrying = (failures: number, err: unknown) =>
  !(err instanceof ApiError && err.status >= 400 && err.status < 500) && failures < 2;

/** What a failed call or action says to the person: the server's message, or the thrown error's. */
export const errorMessage = (err: unknown) => (err instanceof Error ? err.message : String(err));

/**
 * An endpoint named by method and path only, typed as its shared declaration: for the app shell, which then
 * loads no schema code. The declaration's literal path must match, or this does not compile.
 */
export const routeOf = <E extends Endpoint>(route: Pick<E, 'method' | 'path'>) => route as E;

async function request(e: Endpoint, input: Record<string, unknown>, form?: FormData): Promise<Response> {
  const { url, rest } = fillPath(e.path, input);
  let target = url;
  const init: RequestInit = { method: e.method, credentials: 'same-origin', headers: {} };
  if (form) {
    for (const [k, v] of Object.entries(rest)) if (v !== undefined && v !== null) form.set(k, String(v));
    init.body = form;
  } else if (e.method === 'GET' || e.method === 'DELETE') {
    target += queryString(rest);
  } else {
    init.headers = { 'content-type': 'application/json' };
    init.body = JSON.stringify(rest);
  }
  let res: Response;
  try {
    res = await fetch(target, init);
  } catch {
    // The request never got an answer: a form keeps what was typed, so it can be sent again.
    throw new ApiError(
      0,
      'NETWORK',
      e.method === 'GET'
        ? 'You are offline. Check your connection and try again.'
        : 'You are offline — nothing was sent. Try again when you are back online.',
    );
  }
  if (!res.ok) {
    const body = (await res.json().catch(() => null)) as ApiErrorBody | null;
    throw new ApiError(
      res.status,
      body?.error.code ?? 'HTTP',
      body?.error.message ?? 'Something went wrong. Please try again.',
      body?.error.fields,
    );
  }
  return res;
}

/**
 * Calls a JSON endpoint. The first form also serves a hook generic over several endpoints (a screen's writes),
 * whose input stays `Input<E>`; the second lets an endpoint whose input may be empty be called without one.
 */
export async function api<E extends Endpoint>(e: E, input: Input<E>): Promise<Output<E>>;
export async function api<E extends Endpoint>(
  e: E,
  ...args: Record<string, never> extends z.input<E['input']> ? [z.input<E['input']>?] : [z.input<E['input']>]
): Promise<Output<E>>;
export async function api<E extends Endpoint>(e: E, input?: Input<E>): Promise<Output<E>> {
  const res = await request(e, (input ?? {}) as Record<string, unknown>);
  return (e.output === 'file' ? res.blob() : res.json()) as Promise<Output<E>>;
}

/**
 * A GET endpoint's input as the address bar holds it: the endpoint's own field names, each value as typed
 * there. The browser does not narrow it: the server validates it, and refuses a value that is not one of its own.
 */
export type UrlInput<E extends Endpoint> = { [K in keyof Input<E>]?: string | number };

/** Calls a GET endpoint with input read from the URL (a table's page, search and filters). */
export async function apiFromUrl<E extends Endpoint>(e: E, input: UrlInput<E>): Promise<Output<E>> {
  const res = await request(e, input);
  return res.json() as Promise<Output<E>>;
}

/** Calls an upload endpoint: the fields plus an optional file (or several, where the endpoint takes them). */
export async function upload<E extends Endpoint>(
  e: E,
  input: z.input<E['input']>,
  file: File | File[] | null,
): Promise<Output<E>> {
  const form = new FormData();
  if (e.upload) for (const f of [file ?? []].flat()) form.append(e.upload.field, f);
  const res = await request(e, input as Record<string, unknown>, form);
  return res.json() as Promise<Output<E>>;
}

/** Downloads a file endpoint and saves it under the given name. */
export async function download<E extends Endpoint>(e: E, input: Input<E> | UrlInput<E>, filename: string) {
  const res = await request(e, input as Record<string, unknown>);
  const url = URL.createObjectURL(await res.blob());
  const a = document.createElement('a');
  a.href = url;
  a.download = filename;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
