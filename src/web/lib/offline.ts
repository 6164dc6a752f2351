// Reading offline (src/web/service-worker.js keeps the signed-in person's notices, invoices and account as they
// were last fetched): the worker's registration, when the answers on screen were fetched, and the clearing of
// what was kept when the person signs out.
import { useSyncExternalStore } from 'react';

/** The worker's cache of the person's answers (service-worker.js: same name). */
const PRIVATE_CACHE = 'private-answers';
/** The header the worker adds to an answer it kept: when it was fetched. */
const SAVED_AT = 'x-offline-saved-at';

let savedAt: string | null = null;
const listeners = new Set<() => void>();
const setSavedAt = (value: string | null) => {
  if (value === savedAt) return;
  savedAt = value;
  for (const listener of listeners) listener();
};

/**
 * Notes an answer: one the worker had kept (the network failed) is as old as its time; the oldest on screen is
 * the one shown. A fresh one means the app is online again.
 */
export function noteAnswer(res: Response) {
  const kept = res.headers.get(SAVED_AT);
  if (!kept) setSavedAt(null);
  else if (!savedAt || kept < savedAt) setSavedAt(kept);
}

/** When the oldest kept answer on screen was fetched; null while the answers are the network's. */
export const useOfflineSavedAt = () =>
  useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => savedAt,
    () => null,
  );

/** Whatever was kept of the person's answers goes (the worker does it too, when it controls the page). */
export async function clearKeptAnswers() {
  if ('caches' in window) await caches.delete(PRIVATE_CACHE);
}

/**
 * Registers the worker once the page has loaded and the browser is idle: its install fetches the app shell,
 * which must not compete with the page's own downloads.
 */
export function registerServiceWorker() {
  if (!('serviceWorker' in navigator)) return;
  // Safari before 18 has no requestIdleCallback.
  const whenIdle = window.requestIdleCallback ?? ((run: () => void) => setTimeout(run, 1000));
  // A browser that refuses it (private mode, storage full) only misses reading offline.
  const register = () => whenIdle(() => void navigator.serviceWorker.register('/sw.js').catch(() => {}));
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}
