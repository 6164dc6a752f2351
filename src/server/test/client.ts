// Calls the app as a browser would, through the endpoint's shared contract: the URL is built from the contract
// (path parameters filled from the input, a GET's input as the query string), the input and the answer are typed
// by it. `send` and `inject` are the escape hatches for requests a browser's client would never make.
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import type { ApiErrorBody, Endpoint, Input, Method, Output } from '../../shared/contract.ts';
import { fillPath, queryString } from '../../shared/request-url.ts';

/**
 * The answer to a call: `json()` typed by the contract (assert the status first), `error()` for a refusal. Still a
 * response as `inject` gives it, so helpers that take one (`cookieOf`) take it.
 */
export type Reply<E extends Endpoint> = Omit<LightMyRequestResponse, 'json'> & {
  json<T = Output<E>>(): T;
  /** The `error` of a failing request's body; throws (with the body) when the request did not fail. */
  error(): ApiErrorBody['error'];
};

/** Who calls: a signed-in resident (anything with a session cookie), or nobody. */
export type Who = { cookie: string } | null;

/** A file of a multipart request: which form field, under what name. */
export interface FilePart {
  field: string;
  name: string;
  bytes: Buffer;
}

/**
 * A contract's input as a caller may write it: a field that takes any value (a preprocessed one, whose input type
 * is `unknown`) may be left out, as the browser's form leaves it out; the schema then sees `undefined`.
 */
type CallInput<T> = T extends object
  ? { [K in keyof T as unknown extends T[K] ? K : never]?: T[K] } & {
      [K in keyof T as unknown extends T[K] ? never : K]: T[K];
    }
  : T;
type InputArgs<E extends Endpoint> =
  Record<string, never> extends CallInput<Input<E>> ? [CallInput<Input<E>>?] : [CallInput<Input<E>>];

export interface Caller {
  /** Calls an endpoint with input its contract accepts. */
  call<E extends Endpoint>(e: E, ...input: InputArgs<E>): Promise<Reply<E>>;
  /** Calls an endpoint with any input at all (wrong types, unknown fields), to see it refused. */
  send<E extends Endpoint>(e: E, input: Record<string, unknown>): Promise<Reply<E>>;
  /** A GET endpoint with a raw query string ('a=1&b='), e.g. an empty filter or a value of the wrong type. */
  query<E extends Endpoint>(e: E, qs: string): Promise<Reply<E>>;
  /** An upload endpoint's multipart form: its fields as strings, and any number of files. */
  upload<E extends Endpoint>(
    e: E,
    fields: Record<string, string>,
    files?: FilePart | FilePart[],
  ): Promise<Reply<E>>;
  /** Any request at all: a URL no contract makes, a body that is not an object, a raw query string. */
  inject(method: Method, url: string, payload?: InjectOptions['payload']): Promise<LightMyRequestResponse>;
}

const withError = <E extends Endpoint>(res: LightMyRequestResponse): Reply<E> =>
  Object.assign(res, {
    error() {
      const body: Partial<ApiErrorBody> = res.json();
      if (res.statusCode < 400 || !body.error)
        throw new Error(`expected a refusal, got ${res.statusCode}: ${res.body}`);
      return body.error;
    },
  });

/** A multipart body as a browser's FormData sends it, with its content type. */
export async function multipart(fields: Record<string, string>, files: FilePart | FilePart[] = []) {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.set(k, v);
  for (const f of [files].flat()) form.append(f.field, new Blob([new Uint8Array(f.bytes)]), f.name);
  const req = new Request('http://localhost/', { method: 'POST', body: form });
  return {
    payload: Buffer.from(await req.arrayBuffer()),
    contentType: req.headers.get('content-type') ?? '',
  };
}

/** Where an endpoint's input goes: path parameters into the path, a GET's or DELETE's rest into the query, any other's into the body. */
function requestOf(e: Endpoint, input: Record<string, unknown>) {
  const { url, rest } = fillPath(e.path, input);
  const query = e.method === 'GET' || e.method === 'DELETE';
  return query ? { url: url + queryString(rest) } : { url, body: rest };
}

/** A caller of one app as one person; `headers` go with every request (e.g. If-None-Match, Origin). */
export function callerOf(app: FastifyInstance, who: Who, headers: Record<string, string> = {}): Caller {
  const base = { ...headers, ...(who ? { cookie: who.cookie } : {}) };
  const inject = (method: Method, url: string, payload?: InjectOptions['payload']) =>
    app.inject({ method, url, headers: base, ...(payload === undefined ? {} : { payload }) });
  const send = async <E extends Endpoint>(e: E, input: Record<string, unknown>) => {
    const { url, body } = requestOf(e, input);
    return withError<E>(await inject(e.method, url, body));
  };
  return {
    // A contract's input is an object schema's: its fields fill the path, the query or the body.
    call: (e, ...input) => send(e, (input[0] ?? {}) as Record<string, unknown>),
    send,
    query: async (e, qs) => withError(await inject(e.method, qs ? `${e.path}?${qs}` : e.path)),
    async upload(e, fields, files) {
      const { url, rest } = fillPath(e.path, fields);
      const { payload, contentType } = await multipart(rest as Record<string, string>, files);
      return withError(
        await app.inject({
          method: e.method,
          url,
          payload,
          headers: { ...base, 'content-type': contentType },
        }),
      );
    },
    inject,
  };
}

/**
 * A caller of a server process over real HTTP (server-process.ts), as one person: the same requests built from the
 * contracts, answered as fetch answers. Redirects are not followed, so a mailed link's cookie can be read.
 */
export function httpCallerOf(baseUrl: string, who: Who) {
  const request = (method: Method, url: string, body?: { bytes: BodyInit; type: string }) =>
    fetch(baseUrl + url, {
      method,
      body: body?.bytes,
      redirect: 'manual',
      headers: { ...(body ? { 'content-type': body.type } : {}), ...(who ? { cookie: who.cookie } : {}) },
    });
  return {
    call<E extends Endpoint>(e: E, ...input: InputArgs<E>) {
      const { url, body } = requestOf(e, (input[0] ?? {}) as Record<string, unknown>);
      return request(e.method, url, body && { bytes: JSON.stringify(body), type: 'application/json' });
    },
    async upload<E extends Endpoint>(e: E, fields: Record<string, string>, files?: FilePart | FilePart[]) {
      const { url, rest } = fillPath(e.path, fields);
      const { payload, contentType } = await multipart(rest as Record<string, string>, files);
      return request(e.method, url, { bytes: new Uint8Array(payload), type: contentType });
    },
    /** A GET of a URL no contract makes: a mailed link, a file's address from an answer. */
    open: (url: string) => request('GET', url),
  };
}
