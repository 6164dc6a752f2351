// A page opened with a forced reload is not its service worker's: its requests, a sign-out among them, go past
// it. This tells the worker of each account request the page made (those before this chunk arrived too,
// `buffered`), so signing out there clears what was kept for the person as it does everywhere else.
export function watchSignOut(worker: ServiceWorkerContainer) {
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      const askedPast = new URL(entry.name).pathname;
      if (askedPast.startsWith('/api/account/'))
        void worker.ready.then((registration) => registration.active?.postMessage({ askedPast }));
    }
  }).observe({ type: 'resource', buffered: true });
}
