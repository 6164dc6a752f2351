// The button that opens the Pay by UPI panel. The panel and its QR library are their own chunk, fetched on the
// first click, so the pages that show this button (the dashboard, My Invoices) stay within their budgets.
import { useLingui } from '@lingui/react/macro';
import { lazy, Suspense, useState } from 'react';
import { Button } from '@/web/components/ui/button';

const PayByUpi = lazy(() => import('./pay-by-upi'));

/** `startOpen`: opened at once (a reminder mail's Pay by UPI link lands on the flat's account with it). */
export function PayByUpiButton({
  size,
  startOpen = false,
}: {
  size?: 'sm' | 'default';
  startOpen?: boolean;
}) {
  const { t } = useLingui();
  const [open, setOpen] = useState(startOpen);
  return (
    <>
      <Button size={size} onClick={() => setOpen(true)}>
        {t`Pay by UPI`}
      </Button>
      {open ? (
        <Suspense fallback={null}>
          <PayByUpi onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </>
  );
}
