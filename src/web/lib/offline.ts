// Installable, and readable offline: src/web/service-worker.js keeps the signed-in person's notices, invoices and
// account as they were last fetched. This chunk registers it, and shows "Offline — last updated at …" while a
// page reads what it kept. The resident pages' scripts are within bytes of their budgets, so it is no part of
// the entry: main.tsx loads it once the page has loaded, and the worker fetches it at install, so it is there
// offline.
import { msg } from '@lingui/core/macro';
import { i18n, loadCommonMessages } from './i18n';
import { formatDateTime } from './utils';

let notice: { element: HTMLElement; savedAt: string } | null = null;

// In the screens' messages: on a page that has none yet (the home page), they are loaded first, from the worker's
// copy. A phone that never opened a screen online has no copy, and reads the notice in English.
const NOTICE = msg({ message: 'Offline — last updated at {time}' });
const ENGLISH = (time: string) => `Offline — last updated at ${time}`;

/** How old the oldest kept answer on screen is, at the foot of the window, outside the app. */
function showOffline(savedAt: string) {
  if (notice && notice.savedAt <= savedAt) return;
  if (!notice) {
    const element = document.createElement('p');
    element.setAttribute('role', 'status');
    element.className =
      'no-print fixed inset-x-0 bottom-0 z-50 border-t border-amber-200 bg-amber-50 px-4 py-2 text-center text-sm text-amber-900';
    document.body.append(element);
    // Room below the page's end, so the notice covers nothing.
    document.body.classList.add('pb-12');
    // Back online, the app fetches its answers again.
    addEventListener(
      'online',
      () => {
        element.remove();
        document.body.classList.remove('pb-12');
        notice = null;
      },
      { once: true },
    );
    notice = { element, savedAt };
  }
  notice.savedAt = savedAt;
  const { element } = notice;
  const write = () => {
    const time = formatDateTime(savedAt);
    element.textContent = i18n.messages[NOTICE.id] ? i18n._(NOTICE.id, { time }) : ENGLISH(time);
  };
  write();
  void loadCommonMessages().then(write, () => {});
}

const worker = navigator.serviceWorker;
if (worker) {
  // The worker says when it answers with a kept copy (the time it was fetched); asked, it repeats what it said
  // before this chunk arrived.
  worker.onmessage = (event: MessageEvent<string | null>) => {
    if (event.data) showOffline(event.data);
  };
  worker.controller?.postMessage('kept-answers');
  // A page opened with a forced reload is not the worker's: it watches its own account requests
  // (./sign-out-watch.ts). On a first visit there is no worker yet, and once there it claims the page.
  if (!worker.controller)
    void worker
      .getRegistration()
      .then(async (registration) => registration && (await import('./sign-out-watch')).watchSignOut(worker));
  // A second after the page has loaded: the worker's install fetches the app shell, which must not compete with
  // the page's own downloads. A browser refusing it only misses reading offline.
  setTimeout(() => worker.register('/sw.js').catch(() => {}), 1000);
}
