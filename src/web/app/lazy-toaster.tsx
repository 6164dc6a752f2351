// sonner's Toaster, loaded when a toast is shown or once the page has loaded and gone idle, so that it never
// competes with what a page needs for its first paint. Offline, toasts that could not load sonner show in a
// plain stand-in, and the next toast tries the download again.
import { X } from 'lucide-react';
import { type ComponentType, useEffect, useState, useSyncExternalStore } from 'react';
import type { ToasterProps } from 'sonner';
import { usePageLoaded } from '@/web/lib/page-loaded';
import { loadSonner, onToast, plainToasts } from '@/web/lib/toast';

export function LazyToaster() {
  const [wanted, setWanted] = useState(false);
  const [Toaster, setToaster] = useState<ComponentType<ToasterProps> | null>(null);
  const loaded = usePageLoaded();
  useEffect(() => onToast(() => setWanted(true)), []);
  useEffect(() => {
    if (!loaded) return;
    const timer = setTimeout(() => setWanted(true), 1000);
    return () => clearTimeout(timer);
  }, [loaded]);
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

/** The toasts that could not load sonner, at the top of the screen where sonner would show them. */
function PlainToasts() {
  const toasts = useSyncExternalStore(plainToasts.subscribe, plainToasts.get, () => none);
  if (!toasts.length) return null;
  return (
    <ol className="fixed inset-x-0 top-4 z-[100] mx-auto flex w-[min(24rem,calc(100%-2rem))] flex-col gap-2">
      {toasts.map((t) => (
        <li
          key={t.id}
          role={t.kind === 'error' ? 'alert' : 'status'}
          className={`flex items-start gap-3 rounded-md border p-4 text-sm shadow-lg ${
            t.kind === 'error' ? 'border-destructive/40 bg-red-50 text-red-900' : 'bg-card'
          }`}
        >
          <div className="min-w-0 flex-1 break-words">
            <p className="font-medium">{t.title}</p>
            {t.description ? <p className="mt-0.5 opacity-90">{t.description}</p> : null}
          </div>
          <button type="button" aria-label="Close" onClick={() => plainToasts.dismiss(t.id)}>
            <X className="size-4" />
          </button>
        </li>
      ))}
    </ol>
  );
}
