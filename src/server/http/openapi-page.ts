// The API reference as one server-rendered page: inline CSS only (the app's CSP allows inline styles, no
// scripts are needed), every operation a native <details>, readable on a phone.
import type { JsonSchema, OpenApiDocument } from './openapi.ts';

type Schema = JsonSchema;

const esc = (s: unknown) =>
  String(s).replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );
/** Escaped text with `code` spans, as the document's descriptions are written. */
const prose = (s: unknown) => esc(s).replace(/`([^`]+)`/g, '<code>$1</code>');
const json = (v: unknown) => esc(JSON.stringify(v));

const options = (s: Schema) => (s.anyOf ?? s.oneOf) as Schema[] | undefined;

function typeLabel(s: Schema): string {
  if (typeof s.$ref === 'string') return s.$ref.split('/').pop()!;
  const alternatives = options(s);
  if (alternatives) return [...new Set(alternatives.map(typeLabel))].join(' or ');
  if ('const' in s) return json(s.const);
  if (Array.isArray(s.enum)) return `one of ${s.enum.map(json).join(', ')}`;
  if (Array.isArray(s.type)) return s.type.map(esc).join(' or ');
  switch (s.type) {
    case 'array':
      return `list of ${s.items ? typeLabel(s.items as Schema) : 'any'}`;
    case 'object':
      return !s.properties && s.additionalProperties && typeof s.additionalProperties === 'object'
        ? `map of ${typeLabel(s.additionalProperties as Schema)}`
        : 'object';
    case 'string':
      if (s.contentMediaType) return 'file';
      return s.format ? `string (${esc(s.format)})` : 'string';
    case undefined:
      return 'any';
    default:
      return esc(s.type);
  }
}

function constraints(s: Schema): string {
  const notes: string[] = [];
  const range = (lo: unknown, hi: unknown, unit: string) => {
    if (lo !== undefined && hi !== undefined) notes.push(`${lo}–${hi}${unit}`);
    else if (lo !== undefined) notes.push(`at least ${lo}${unit}`);
    else if (hi !== undefined) notes.push(`at most ${hi}${unit}`);
  };
  range(s.minLength, s.maxLength, ' characters');
  // zod's int() bounds every integer by the safe range: true of any JSON number, so not worth a line.
  const bound = (n: unknown) => (Math.abs(Number(n)) === Number.MAX_SAFE_INTEGER ? undefined : n);
  range(bound(s.minimum), bound(s.maximum), '');
  range(s.minItems, s.maxItems, ' items');
  if (s.exclusiveMinimum !== undefined) notes.push(`above ${s.exclusiveMinimum}`);
  if (s.exclusiveMaximum !== undefined) notes.push(`below ${s.exclusiveMaximum}`);
  if (typeof s.pattern === 'string') notes.push(`matches <code>${esc(s.pattern)}</code>`);
  if ('default' in s) notes.push(`default ${json(s.default)}`);
  if (typeof s.description === 'string') notes.push(prose(s.description));
  return notes.length ? ` <span class="note">${notes.join('; ')}</span>` : '';
}

/** The object a schema describes, if any: itself, its list's items, or the non-null side of `X or null`. */
function objectOf(s: Schema): Schema | null {
  if (s.type === 'object' && s.properties && Object.keys(s.properties).length) return s;
  if (s.type === 'array' && s.items) return objectOf(s.items as Schema);
  const objects = (options(s) ?? []).map(objectOf).filter((o) => o !== null);
  return objects.length === 1 ? objects[0]! : null;
}

function fieldsHtml(s: Schema): string {
  const required = new Set((s.required ?? []) as string[]);
  const items = Object.entries((s.properties ?? {}) as Record<string, Schema>).map(([name, child]) =>
    fieldHtml(name, child, required.has(name)),
  );
  return `<ul class="fields">${items.join('')}</ul>`;
}

function fieldHtml(name: string, s: Schema, required: boolean, where = ''): string {
  const nested = objectOf(s);
  return `<li><code class="name">${esc(name)}</code> <span class="type">${typeLabel(s)}</span>${
    where ? ` <span class="note">in ${where}</span>` : ''
  }${required ? ' <span class="req">required</span>' : ''}${constraints(s)}${nested ? fieldsHtml(nested) : ''}</li>`;
}

function schemaHtml(s: Schema): string {
  const nested = objectOf(s);
  return `<p class="type-line">${typeLabel(s)}${constraints(s)}</p>${nested ? fieldsHtml(nested) : ''}`;
}

type Op = {
  operationId?: string;
  description?: string;
  'x-access'?: string;
  parameters?: { name: string; in: string; required: boolean; schema: Schema }[];
  requestBody?: { content: Record<string, { schema: Schema }> };
  responses: Record<string, { description: string; content?: Record<string, { schema?: Schema }> }>;
};

function operationHtml(method: string, path: string, op: Op): string {
  const access = op['x-access'] ?? 'public';
  // A back-office permission ('<area>:<level>') is coloured as one kind.
  const kind = access === 'public' || access === 'member' ? access : 'office';
  const parts: string[] = [];
  if (op.description) parts.push(`<p>${prose(op.description)}</p>`);
  if (op.parameters?.length) {
    const rows = op.parameters.map((p) => fieldHtml(p.name, p.schema, p.required, p.in));
    parts.push(`<h4>Parameters</h4><ul class="fields">${rows.join('')}</ul>`);
  }
  for (const [type, media] of Object.entries(op.requestBody?.content ?? {}))
    parts.push(`<h4>Request body <span class="note">${esc(type)}</span></h4>${schemaHtml(media.schema)}`);
  for (const [status, res] of Object.entries(op.responses)) {
    const [type, media] = Object.entries(res.content ?? {})[0] ?? [];
    const body = media?.schema && status.startsWith('2') ? schemaHtml(media.schema) : '';
    parts.push(
      `<h4>${esc(status)} <span class="note">${prose(res.description)}${type ? ` · ${esc(type)}` : ''}</span></h4>${body}`,
    );
  }
  return `<details id="${esc(op.operationId ?? `${method}-${path}`)}"><summary><span class="method ${esc(method)}">${esc(
    method.toUpperCase(),
  )}</span> <code class="path">${esc(path)}</code> <span class="access ${kind}">${esc(access)}</span></summary><div class="op">${parts.join('')}</div></details>`;
}

export function renderApiPage(doc: OpenApiDocument, documentUrl: string): string {
  const byTag = new Map<string, string[]>();
  for (const [path, methods] of Object.entries(doc.paths))
    for (const [method, op] of Object.entries(methods)) {
      const tag = ((op as { tags?: string[] }).tags ?? ['api'])[0]!;
      byTag.set(tag, [...(byTag.get(tag) ?? []), operationHtml(method, path, op as unknown as Op)]);
    }
  const tags = [...byTag.keys()].sort();
  // `hall-bookings` → `Hall bookings`.
  const title = (tag: string) => esc(tag.charAt(0).toUpperCase() + tag.slice(1).replace(/-/g, ' '));
  const nav = tags
    .map(
      (t) =>
        `<li><a href="#tag-${esc(t)}">${title(t)}</a> <span class="note">${byTag.get(t)!.length}</span></li>`,
    )
    .join('');
  const sections = tags
    .map((t) => `<section id="tag-${esc(t)}"><h2>${title(t)}</h2>${byTag.get(t)!.join('')}</section>`)
    .join('');
  const intro = doc.info.description
    .split('\n\n')
    .map((p) => `<p>${prose(p)}</p>`)
    .join('');
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>API reference · ${esc(doc.info.title)}</title>
<style>${CSS}</style></head>
<body><header><h1>${esc(doc.info.title)}</h1>${intro}
<p>The machine-readable document: <a href="${esc(documentUrl)}">${esc(documentUrl)}</a> (OpenAPI ${esc(doc.openapi)}).</p>
<ul class="legend"><li><span class="access public">public</span> no session</li><li><span class="access member">member</span> a signed-in member</li><li><span class="access office">area:level</span> a back-office role reaching that area at that level or further</li></ul>
<nav aria-label="Sections"><ul>${nav}</ul></nav></header>
<main>${sections}</main></body></html>`;
}

const CSS = `
*{box-sizing:border-box}
body{margin:0 auto;max-width:64rem;padding:1.25rem 1rem 3rem;font:15px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#1f2937;background:#fff}
h1{font-size:1.6rem;margin:.2rem 0 .6rem}
h2{font-size:1.15rem;margin:2rem 0 .6rem;padding-bottom:.3rem;border-bottom:1px solid #e5e7eb}
h4{font-size:.9rem;margin:1rem 0 .3rem}
p{margin:.4rem 0}
a{color:#1d4ed8}
code{font:.85em/1.4 ui-monospace,SFMono-Regular,Menlo,Consolas,monospace;background:#f3f4f6;border-radius:4px;padding:0 .25em;overflow-wrap:anywhere}
nav ul,.legend{list-style:none;padding:0;margin:.8rem 0;display:flex;flex-wrap:wrap;gap:.4rem .9rem}
details{border:1px solid #e5e7eb;border-radius:8px;margin:.45rem 0;background:#fff}
details[open]{border-color:#cbd5e1}
summary{cursor:pointer;padding:.55rem .75rem;display:flex;flex-wrap:wrap;align-items:center;gap:.35rem .6rem;list-style-position:inside}
summary .path{background:none;padding:0;font-size:.9rem;color:#111827;flex:1 1 12rem}
.op{padding:.1rem .9rem .8rem;border-top:1px solid #e5e7eb}
.method,.access{display:inline-block;font:600 .72rem/1.6 ui-monospace,SFMono-Regular,Menlo,Consolas,monospace;border-radius:4px;padding:0 .45em;letter-spacing:.02em}
.method{min-width:4.2em;text-align:center;color:#fff}
.get{background:#1d4ed8}.post{background:#047857}.put{background:#b45309}.patch{background:#7c3aed}.delete{background:#b91c1c}
.access{border:1px solid currentColor}
.access.public{color:#374151}.access.member{color:#1d4ed8}.access.office{color:#b91c1c}
.fields{list-style:none;margin:.2rem 0;padding-left:0}
.fields .fields{padding-left:1rem;border-left:2px solid #e5e7eb;margin-left:.2rem}
.fields li{margin:.3rem 0}
.name{font-weight:600}
.type{color:#047857;font-size:.9em}
.req{color:#b91c1c;font-size:.8em;font-weight:600}
.note{color:#4b5563;font-size:.85em;font-weight:400}
.type-line{color:#047857;font-size:.9em}
`;
