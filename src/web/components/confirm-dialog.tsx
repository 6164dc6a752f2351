// The one confirm dialog for destructive actions. Mount <ConfirmProvider> once (the admin layout does), then:
//   const confirm = useConfirm();
//   if (!(await confirm({ title: 'Delete image', description: 'Are you sure you want to delete this image?',
//     confirmLabel: 'Delete', destructive: true }))) return;
// It resolves true on confirm, false on cancel, Escape or a click outside; focus returns where it was.
// With a `reason` the same dialog asks for one (a rejection's or a cancellation's): useConfirmReason().
import {
  createContext,
  lazy,
  type ReactNode,
  Suspense,
  useCallback,
  useContext,
  useRef,
  useState,
} from 'react';

// The dialog itself (Radix's, some 14 kB) loads the first time a confirmation is asked for, not with every screen.
const ConfirmDialogView = lazy(() => import('./confirm-dialog-view'));

/** A reason typed into the dialog; the server holds the same limit. */
export interface ReasonField {
  label: string;
  max: number;
  /** Confirm stays disabled until one is typed. */
  required?: boolean;
}

export interface ConfirmOptions {
  title: string;
  description?: ReactNode;
  /** Defaults to 'Confirm'. */
  confirmLabel?: string;
  /** Red confirm button. */
  destructive?: boolean;
  /** Asks for a reason as well. */
  reason?: ReasonField;
}

type Answer = { ok: boolean; reason: string };
type Ask = (options: ConfirmOptions) => Promise<Answer>;
type Confirm = (options: ConfirmOptions) => Promise<boolean>;
const ConfirmContext = createContext<Ask | null>(null);

export function ConfirmProvider({ children }: { children: ReactNode }) {
  const [options, setOptions] = useState<ConfirmOptions | null>(null);
  const [reason, setReason] = useState('');
  const resolver = useRef<((answer: Answer) => void) | null>(null);
  // Opened from code rather than a trigger, so the dialog would not know where focus came from.
  const returnFocus = useRef<HTMLElement | null>(null);

  const ask = useCallback<Ask>((next) => {
    resolver.current?.({ ok: false, reason: '' });
    returnFocus.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    setReason('');
    setOptions(next);
    return new Promise<Answer>((resolve) => {
      resolver.current = resolve;
    });
  }, []);

  const settle = (ok: boolean) => {
    resolver.current?.({ ok, reason: reason.trim() });
    resolver.current = null;
    setOptions(null);
  };
  const field = options?.reason;
  const reasonInvalid = field
    ? reason.trim().length > field.max || (field.required === true && reason.trim() === '')
    : false;

  return (
    <ConfirmContext.Provider value={ask}>
      {children}
      {options ? (
        <Suspense fallback={null}>
          <ConfirmDialogView
            options={options}
            reason={reason}
            onReason={setReason}
            reasonInvalid={reasonInvalid}
            settle={settle}
            returnFocus={returnFocus}
          />
        </Suspense>
      ) : null}
    </ConfirmContext.Provider>
  );
}

function useAsk(): Ask {
  const ask = useContext(ConfirmContext);
  if (!ask) throw new Error('useConfirm outside ConfirmProvider');
  return ask;
}

/** The confirm function of the nearest ConfirmProvider. */
export function useConfirm(): Confirm {
  const ask = useAsk();
  return useCallback((options) => ask(options).then((a) => a.ok), [ask]);
}

/** Confirm with a reason (pass `reason`): null when declined, else the reason typed (null when left empty). */
export function useConfirmReason() {
  const ask = useAsk();
  return useCallback(
    (options: ConfirmOptions & { reason: ReasonField }) =>
      ask(options).then((a) => (a.ok ? { reason: a.reason || null } : null)),
    [ask],
  );
}
