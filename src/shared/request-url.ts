// How a call of an endpoint becomes a URL: shared by the web client and the server tests' harness, so both
// send what the route expects. No imports: the app shell loads it.

/** Fills `:name` path parameters from the input; the rest stays for the query or body. */
export function fillPath(path: string, input: Record<string, unknown>) {
  const rest = { ...input };
  const url = path.replace(/:([A-Za-z_]+)/g, (_, name: string) => {
    const value = rest[name];
    delete rest[name];
    return encodeURIComponent(String(value));
  });
  return { url, rest };
}

/** The query string of a GET or DELETE ('' when none): empty values are left out, as a cleared filter is. */
export function queryString(rest: Record<string, unknown>) {
  const qs = new URLSearchParams();
  for (const [k, v] of Object.entries(rest))
    if (v !== undefined && v !== null && v !== '') qs.set(k, String(v));
  return [...qs].length ? `?${qs}` : '';
}
