// sonner's `toast`, without sonner in a page's first download: a call loads the library and shows the toast
// once it is there (in order). The Toaster mounts at the first toast (app/lazy-toaster.tsx);
// sonner replays toasts made before it subscribed. When the library cannot be downloaded (offline), the toast
// is kept here instead and the Toaster's stand-in shows it, so a message is never lost with the network.
import type { ReactNode } from 'react';
import type { toast as sonnerToast } from 'sonner';

type Message = Parameters<typeof sonnerToast>[0];
type Data = Parameters<typeof sonnerToast>[1];
type Kind = 'success' | 'error' | 'warning' | 'info';
type Show = (message: Message, data?: Data) => void;

export const loadSonner = () => import('sonner');

/** A toast shown without sonner. */
export interface PlainToast {
  id: number;
  kind?: Kind;
  title: ReactNode;
  description?: ReactNode;
}

const wanting = new Set<() => void>();
const changing = new Set<() => void>();
let plain: PlainToast[] = [];
let lastId = 0;
let requested = false;

/**
 * Calls `listener` at every toast (so a Toaster that failed to load is asked for again), and at once if one was
 * shown already; returns the unsubscribe.
 */
export function onToast(listener: () => void) {
  if (requested) listener();
  wanting.add(listener);
  return () => void wanting.delete(listener);
}

const read = (value: ReactNode | (() => ReactNode)) => (typeof value === 'function' ? value() : value);

/** The toasts shown without sonner, as an external store for useSyncExternalStore. */
export const plainToasts = {
  subscribe(listener: () => void) {
    changing.add(listener);
    return () => void changing.delete(listener);
  },
  get: () => plain,
  dismiss(id: number) {
    plain = plain.filter((t) => t.id !== id);
    for (const listener of changing) listener();
  },
  add(kind: Kind | undefined, message: Message, data?: Data) {
    const id = ++lastId;
    plain = [...plain, { id, kind, title: read(message), description: read(data?.description) }];
    for (const listener of changing) listener();
    setTimeout(() => plainToasts.dismiss(id), 10_000);
  },
};

const show =
  (kind?: Kind): Show =>
  (message, data) => {
    requested = true;
    for (const listener of wanting) listener();
    loadSonner().then(
      ({ toast }) => void (kind ? toast[kind] : toast)(message, data),
      () => plainToasts.add(kind, message, data),
    );
  };

export const toast = Object.assign(show(), {
  success: show('success'),
  error: show('error'),
  warning: show('warning'),
  info: show('info'),
});
