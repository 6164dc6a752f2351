// The portal's service worker: the portal opens with no network, and a signed-in resident reads again the
// notices, invoices, receipts and account they last opened. The build (scripts/build/installable.mjs) writes it
// to dist/web/sw.js after `self.SHELL = { version, files }`: the build's version and the app shell's files (the
// page, the entry script and its style sheet), fetched at install; the other chunks are kept as pages use them.
//
// Every page and answer comes from the network first; a kept copy is used only when the network fails, so a
// new version of the app arrives with the next visit, and this worker (whose version is in its text) replaces
// the old one at once (skipWaiting), dropping the old files.

const { version, files } = self.SHELL;
const SHELL_CACHE = `shell-${version}`;
const PAGES_CACHE = 'pages';
const CHUNKS_CACHE = 'chunks';
// The signed-in person's own answers. Cleared when a session begins or ends (SESSION_CHANGES): the sign-out goes
// through this worker, which controls every page of the site once installed, but for a page opened with a
// forced reload, which goes past it: that page tells it what it asked (src/web/lib/sign-out-watch.ts).
const PRIVATE_CACHE = 'private-answers';
/** Shown for a page never opened online: the app draws whichever page the address names. */
const SHELL_PAGE = '/dashboard';

// The only API answers kept: GETs of the person's own notices, invoices (and their PDFs), receipts and account,
// and who they are (the app needs it to draw a member's page). Nothing of the office's, no sign-in or account
// change, no other answer: those are always the network's.
const KEPT_ANSWERS = [
  /^\/api\/me$/,
  /^\/api\/settings$/,
  /^\/api\/announcements(\/pinned)?$/,
  /^\/api\/invoices\/(maintenance|repair)(\/[^/]+\/pdf)?$/,
  /^\/api\/dues\/(ledger|receipts|statement)$/,
  /^\/api\/dues\/receipts\/[^/]+\/pdf$/,
  /^\/api\/(memberships|hall-bookings)\/[^/]+\/receipt$/,
];
// A new session may be another person's (a mailed verification link signs its reader in): what was kept for
// the last one goes before the request is sent, whatever its answer.
const SESSION_CHANGES = [
  '/api/account/sign-in',
  '/api/account/sign-up',
  '/api/account/sign-out',
  '/api/auth/verify-email',
];
/** When a kept answer was fetched; the page is told it with the answer ("Offline — last updated at …"). */
const SAVED_AT = 'x-offline-saved-at';

/** Counts session changes: an answer that was on its way during one is not kept (it may be the last person's). */
let session = 0;
/** Per page (client id): when the oldest kept answer it was given was fetched. */
const keptFor = new Map();
self.addEventListener('message', (event) => {
  if (event.data === 'kept-answers') event.source.postMessage(keptFor.get(event.source.id) ?? null);
  else if (SESSION_CHANGES.includes(event.data?.askedPast)) event.waitUntil(sessionChanged());
});

/** What was kept goes, and an answer on its way now is not kept. */
function sessionChanged() {
  session++;
  return caches.delete(PRIVATE_CACHE);
}

self.addEventListener('install', (event) => {
  event.waitUntil(
    caches
      .open(SHELL_CACHE)
      .then((cache) => cache.addAll(files))
      .then(() => self.skipWaiting()),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      // An older version's shell and the chunks its pages used are no use to this version's pages.
      const older = (await caches.keys()).filter((name) => name.startsWith('shell-') && name !== SHELL_CACHE);
      for (const name of older.length ? [...older, CHUNKS_CACHE] : []) await caches.delete(name);
      await self.clients.claim();
    })(),
  );
});

self.addEventListener('fetch', (event) => {
  const request = event.request;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;
  if (SESSION_CHANGES.includes(url.pathname)) {
    event.respondWith(sessionChanged().then(() => fetch(request)));
    return;
  }
  if (request.method !== 'GET') return;
  if (url.pathname.startsWith('/api/')) {
    if (KEPT_ANSWERS.some((pattern) => pattern.test(url.pathname)))
      event.respondWith(keptAnswer(request, event.clientId));
    return;
  }
  if (request.mode === 'navigate') event.respondWith(page(request, url));
  else if (url.pathname.startsWith('/assets/')) event.respondWith(chunk(request));
});

/** The network's answer, kept with the time it was fetched; the kept one when the network fails. */
async function keptAnswer(request, clientId) {
  const asked = session;
  let response;
  try {
    response = await fetch(request);
  } catch (err) {
    const kept = await (await caches.open(PRIVATE_CACHE)).match(request);
    if (!kept) throw err;
    // The page shows how old it is (src/web/lib/offline.ts), and asks again if it was not yet listening.
    const savedAt = kept.headers.get(SAVED_AT);
    if (!(keptFor.get(clientId) <= savedAt)) keptFor.set(clientId, savedAt);
    (await self.clients.get(clientId))?.postMessage(savedAt);
    return kept;
  }
  if (response.ok && asked === session) {
    const headers = new Headers(response.headers);
    headers.set(SAVED_AT, new Date().toISOString());
    const copy = new Response(await response.clone().blob(), { status: response.status, headers });
    await (await caches.open(PRIVATE_CACHE)).put(request, copy);
  } else if (response.status === 401) {
    // The session has ended: nobody is signed in to read what was kept.
    await caches.delete(PRIVATE_CACHE);
  }
  return response;
}

/** A page (its HTML holds the society's settings, nothing of the person's): kept by path. */
async function page(request, url) {
  const pages = await caches.open(PAGES_CACHE);
  try {
    const response = await fetch(request);
    if (response.ok && !noStore(response)) await pages.put(url.pathname, response.clone());
    return response;
  } catch (err) {
    const kept = (await pages.match(url.pathname)) ?? (await caches.match(SHELL_PAGE));
    if (kept) return kept;
    throw err;
  }
}

/** A built file: its name changes with its content, so a kept copy is always right. */
async function chunk(request) {
  const kept = await caches.match(request);
  if (kept) return kept;
  const response = await fetch(request);
  if (response.ok && !noStore(response))
    await (await caches.open(CHUNKS_CACHE)).put(request, response.clone());
  return response;
}

const noStore = (response) => /no-store/i.test(response.headers.get('cache-control') ?? '');
