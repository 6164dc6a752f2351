// The one confirm dialog for destructive actions. Mount <ConfirmProvider> once (the admin layout does), then:
//   const confirm = useConfirm();
//   if (!(await confirm({ title: 'Delete image', description: 'Are you sure you want to delete this image?',
//     confirmLabel: 'Delete', destructive: true }))) return;
// It resolves true on confirm, false on cancel, Escape or a click outside; focus returns where it was.
// With a `reason` the same dialog asks for one (a rejection's or a cancellation's): useConfirmReason().
import * as DialogPrimitive from '@radix-ui/react-dialog';
import { createContext, type ReactNode, useCallback, useContext, useId, useRef, useState } from 'react';
import { Button } from './ui/button';
import { Textarea } from './ui/input';

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
  const reasonId = useId();
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
      <DialogPrimitive.Root open={options !== null} onOpenChange={(open) => open || settle(false)}>
        <DialogPrimitive.Portal>
          <DialogPrimitive.Overlay className="fixed inset-0 z-50 bg-black/60" />
          <DialogPrimitive.Content
            role="alertdialog"
            className="fixed left-1/2 top-1/2 z-50 grid w-[calc(100%-1.5rem)] max-w-md -translate-x-1/2 -translate-y-1/2 gap-4 rounded-lg border bg-card p-5 shadow-lg sm:p-6"
            onCloseAutoFocus={(event) => {
              event.preventDefault();
              if (returnFocus.current?.isConnected) returnFocus.current.focus();
            }}
            {...(options?.description ? {} : { 'aria-describedby': undefined })}
          >
            <DialogPrimitive.Title className="text-lg font-semibold">{options?.title}</DialogPrimitive.Title>
            {options?.description ? (
              <DialogPrimitive.Description className="text-sm text-muted-foreground">
                {options.description}
              </DialogPrimitive.Description>
            ) : null}
            {field ? (
              <div className="flex flex-col gap-1.5">
                <label htmlFor={reasonId} className="text-sm font-medium">
                  {field.label}
                  {field.required ? ' *' : ' (optional)'}
                </label>
                <Textarea
                  id={reasonId}
                  rows={3}
                  value={reason}
                  aria-describedby={`${reasonId}-count`}
                  aria-invalid={reason.trim().length > field.max || undefined}
                  onChange={(e) => setReason(e.target.value)}
                />
                <span
                  id={`${reasonId}-count`}
                  className={`text-xs ${reason.trim().length > field.max ? 'text-destructive' : 'text-muted-foreground'}`}
                >
                  {reason.trim().length} / {field.max} characters
                </span>
              </div>
            ) : null}
            <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
              <Button variant="outline" onClick={() => settle(false)}>
                Cancel
              </Button>
              <Button
                variant={options?.destructive ? 'destructive' : 'default'}
                disabled={reasonInvalid}
                onClick={() => settle(true)}
              >
                {options?.confirmLabel ?? 'Confirm'}
              </Button>
            </div>
          </DialogPrimitive.Content>
        </DialogPrimitive.Portal>
      </DialogPrimitive.Root>
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
