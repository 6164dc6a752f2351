// The confirm dialog's window (see confirm-dialog.tsx), mounted only while a confirmation is pending.
import { useLingui } from '@lingui/react/macro';
import * as DialogPrimitive from '@radix-ui/react-dialog';
import { type RefObject, useId } from 'react';
import type { ConfirmOptions } from './confirm-dialog';
import { Button } from './ui/button';
import { Textarea } from './ui/input';

export default function ConfirmDialogView({
  options,
  reason,
  onReason,
  reasonInvalid,
  settle,
  returnFocus,
}: {
  options: ConfirmOptions;
  reason: string;
  onReason: (reason: string) => void;
  reasonInvalid: boolean;
  settle: (ok: boolean) => void;
  /** Where focus goes back to when the dialog closes. */
  returnFocus: RefObject<HTMLElement | null>;
}) {
  const { t } = useLingui();
  const reasonId = useId();
  const field = options.reason;
  const used = reason.trim().length;
  const max = field?.max;
  return (
    <DialogPrimitive.Root open onOpenChange={(open) => open || settle(false)}>
      <DialogPrimitive.Portal>
        <DialogPrimitive.Overlay className="fixed inset-0 z-50 bg-black/60" />
        <DialogPrimitive.Content
          role="alertdialog"
          className="fixed left-1/2 top-1/2 z-50 grid w-[calc(100%-1.5rem)] max-w-md -translate-x-1/2 -translate-y-1/2 gap-4 rounded-lg border bg-card p-5 shadow-lg sm:p-6"
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            if (returnFocus.current?.isConnected) returnFocus.current.focus();
          }}
          {...(options.description ? {} : { 'aria-describedby': undefined })}
        >
          <DialogPrimitive.Title className="text-lg font-semibold">{options.title}</DialogPrimitive.Title>
          {options.description ? (
            <DialogPrimitive.Description className="text-sm text-muted-foreground">
              {options.description}
            </DialogPrimitive.Description>
          ) : null}
          {field ? (
            <div className="flex flex-col gap-1.5">
              <label htmlFor={reasonId} className="text-sm font-medium">
                {field.label}
                {field.required ? ' *' : ` ${t`(optional)`}`}
              </label>
              <Textarea
                id={reasonId}
                rows={3}
                value={reason}
                aria-describedby={`${reasonId}-count`}
                aria-invalid={reason.trim().length > field.max || undefined}
                onChange={(e) => onReason(e.target.value)}
              />
              <span
                id={`${reasonId}-count`}
                className={`text-xs ${reason.trim().length > field.max ? 'text-destructive' : 'text-muted-foreground'}`}
              >
                {t`${used} / ${max} characters`}
              </span>
            </div>
          ) : null}
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Button variant="outline" onClick={() => settle(false)}>
              {t`Cancel`}
            </Button>
            <Button
              variant={options.destructive ? 'destructive' : 'default'}
              disabled={reasonInvalid}
              onClick={() => settle(true)}
            >
              {options.confirmLabel ?? t`Confirm`}
            </Button>
          </div>
        </DialogPrimitive.Content>
      </DialogPrimitive.Portal>
    </DialogPrimitive.Root>
  );
}
