// The admin sidebar below 768 px: an 18rem slide-in sheet, a modal dialog (focus trapped inside, returned to the
// trigger on close). Mounted by the sidebar only while it is open.
import { useLingui } from '@lingui/react/macro';
import * as DialogPrimitive from '@radix-ui/react-dialog';
import { X } from 'lucide-react';
import type { RefObject } from 'react';
import { Button } from '@/web/components/ui/button';
import Nav from './admin-sidebar-nav';

export default function AdminSidebarSheet({
  onClose,
  triggerRef,
}: {
  onClose: () => void;
  triggerRef: RefObject<HTMLButtonElement | null>;
}) {
  const { t } = useLingui();
  return (
    <DialogPrimitive.Root open onOpenChange={(open) => open || onClose()}>
      <DialogPrimitive.Portal>
        <DialogPrimitive.Overlay className="fixed inset-0 z-50 bg-black/60 transition-opacity starting:opacity-0 motion-reduce:transition-none" />
        <DialogPrimitive.Content
          aria-describedby={undefined}
          className="fixed inset-y-0 left-0 z-50 flex w-72 max-w-[85vw] flex-col overflow-y-auto border-r bg-card shadow-lg transition-transform duration-200 starting:-translate-x-full motion-reduce:transition-none"
          onCloseAutoFocus={(e) => {
            e.preventDefault();
            triggerRef.current?.focus();
          }}
        >
          <div className="flex h-16 shrink-0 items-center justify-between border-b px-4">
            <DialogPrimitive.Title className="font-semibold text-primary">{t`Admin Panel`}</DialogPrimitive.Title>
            <DialogPrimitive.Close asChild>
              <Button variant="ghost" size="icon" aria-label={t`Close navigation`}>
                <X />
              </Button>
            </DialogPrimitive.Close>
          </div>
          <Nav rail={false} onNavigate={onClose} />
        </DialogPrimitive.Content>
      </DialogPrimitive.Portal>
    </DialogPrimitive.Root>
  );
}
