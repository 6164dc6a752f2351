// sonner's Toaster, loaded when the first toast is shown: a page that shows none never downloads it (the
// budgets count what a page fetches until the network is idle, issue 19). Offline, toasts that could not load sonner show in a
// plain stand-in, and the next toast tries the download again.
import { type ComponentType, useEffect, useState, useSyncExternalStore } from 'react';
import type { ToasterProps } from 'sonner';
import { loadSonner, onToast, plainToasts } from '@/web/lib/toast';

export function LazyToaster() {
  const [wanted, setWanted] = useState(false);
  const [Toaster, setToaster] = useState<ComponentType<ToasterProps> | null>(null);
  useEffect(() => onToast(() => setWanted(true)), []);
  useEffect(() => {
    if (!wanted || Toaster) return;
    loadSonner().then(
      (m) => setToaster(() => m.Toaster),
      () => setWanted(false),
    );
  }, [wanted, Toaster]);
  return (
    <>
      {Toaster ? <Toaster richColors closeButton position="top-center" /> : null}
      <PlainToasts />
    </>
  );
}

const none: never[] = [];

/** The toasts that could not load sonner, at the top of the screen where sonner shows them. */
function PlainToasts() {
  const toasts = useSyncExternalStore(plainToasts.subscribe, plainToasts.get, () => none);
  return toasts.map((t, i) => (
    <div
      key={t.id}
      role="alert"
      style={{ top: `${1 + i * 5}rem` }}
      className="fixed inset-x-4 z-[100] mx-auto max-w-sm rounded-md border bg-card p-3 text-sm shadow-lg"
    >
      <button
        type="button"
        aria-label="Close"
        className="float-right px-1"
        onClick={() => plainToasts.dismiss(t.id)}
      >
        ×
      </button>
      <b>{t.title}</b> {t.description}
    </div>
  ));
}
