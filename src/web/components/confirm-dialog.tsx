// The one confirm dialog for destructive actions. Mount <ConfirmProvider> once (the admin layout does), then:
//   const confirm = useConfirm();
//   if (!(await confirm({ title: 'Delete image', description: 'Are you sure you want to delete this image?',
//     confirmLabel: 'Delete', destructive: true }))) return;
// It resolves true on confirm, false on cancel, Escape or a click outside; focus returns where it was.
import * as DialogPrimitive from '@radix-ui/react-dialog';
import { createContext, type ReactNode, useCallback, useContext, useRef, useState } from 'react';
import { Button } from './ui/button';

export interface ConfirmOptions {
  title: string;
  description?: ReactNode;
  /** Defaults to 'Confirm'. */
  confirmLabel?: string;
  /** Red confirm button. */
  destructive?: boolean;
}

type Confirm = (options: ConfirmOptions) => Promise<boolean>;
const ConfirmContext = createContext<Confirm | null>(null);

export function ConfirmProvider({ children }: { children: ReactNode }) {
  const [options, setOptions] = useState<ConfirmOptions | null>(null);
  const resolver = useRef<((ok: boolean) => void) | null>(null);
  // Opened from code rather than a trigger, so the dialog would not know where focus came from.
  const returnFocus = useRef<HTMLElement | null>(null);

  const confirm = useCallback<Confirm>((next) => {
    resolver.current?.(false);
    returnFocus.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    setOptions(next);
    return new Promise<boolean>((resolve) => {
      resolver.current = resolve;
    });
  }, []);

  const settle = (ok: boolean) => {
    resolver.current?.(ok);
    resolver.current = null;
    setOptions(null);
  };

  return (
    <ConfirmContext.Provider value={confirm}>
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
            <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
              <Button variant="outline" onClick={() => settle(false)}>
                Cancel
              </Button>
              <Button variant={options?.destructive ? 'destructive' : 'default'} onClick={() => settle(true)}>
                {options?.confirmLabel ?? 'Confirm'}
              </Button>
            </div>
          </DialogPrimitive.Content>
        </DialogPrimitive.Portal>
      </DialogPrimitive.Root>
    </ConfirmContext.Provider>
  );
}

/** The confirm function of the nearest ConfirmProvider. */
export function useConfirm(): Confirm {
  const confirm = useContext(ConfirmContext);
  if (!confirm) throw new Error('useConfirm outside ConfirmProvider');
  return confirm;
}
