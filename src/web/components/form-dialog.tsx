// The office's create and edit dialogs share one frame: a heading, the form's fields, then Cancel and the save
// button (stacked on a phone, the save button on top). Only the office's screens draw it; its one word is in the
// common catalogue, which they load too.
import { useLingui } from '@lingui/react/macro';
import type { FormEventHandler, ReactElement, ReactNode } from 'react';
import { Button } from './ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from './ui/dialog';

export function FormDialog({
  title,
  description,
  submitLabel,
  submitIcon,
  busy,
  onSubmit,
  onClose,
  className = 'sm:max-w-xl',
  children,
}: {
  title: string;
  description: ReactNode;
  submitLabel: string;
  submitIcon: ReactElement;
  busy: boolean;
  onSubmit: FormEventHandler<HTMLFormElement>;
  onClose(): void;
  className?: string;
  children: ReactNode;
}) {
  const { t } = useLingui();
  return (
    <Dialog open onOpenChange={(open) => open || onClose()}>
      <DialogContent className={className}>
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>{description}</DialogDescription>
        </DialogHeader>
        <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
          {children}
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Button variant="outline" onClick={onClose}>
              {t`Cancel`}
            </Button>
            <Button type="submit" busy={busy} icon={submitIcon}>
              {submitLabel}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
