// sonner's `toast`, without sonner in a page's first download: a call loads the library and shows the toast
// once it is there (in order). The Toaster mounts on the first toast or when the page is idle
// (app/lazy-toaster.tsx); sonner replays toasts made before it subscribed.
import type { toast as sonnerToast } from 'sonner';

type Show = (message: Parameters<typeof sonnerToast>[0], data?: Parameters<typeof sonnerToast>[1]) => void;

export const loadSonner = () => import('sonner');

let requested = false;
const waiting = new Set<() => void>();

/** Calls `listener` at the first toast (at once if one was shown already); returns the unsubscribe. */
export function onFirstToast(listener: () => void) {
  if (requested) listener();
  else waiting.add(listener);
  return () => void waiting.delete(listener);
}

const show =
  (kind?: 'success' | 'error' | 'warning' | 'info'): Show =>
  (message, data) => {
    if (!requested) {
      requested = true;
      for (const listener of waiting) listener();
      waiting.clear();
    }
    void loadSonner().then(({ toast }) => (kind ? toast[kind] : toast)(message, data));
  };

export const toast = Object.assign(show(), {
  success: show('success'),
  error: show('error'),
  warning: show('warning'),
  info: show('info'),
});
