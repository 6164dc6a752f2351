// The button that opens the Pay by UPI panel. The panel and its QR library are their own chunk, fetched on the
// first click, so the pages that show this button (the dashboard, My Invoices) stay within their budgets.
import { lazy, Suspense, useState } from 'react';
import { Button } from '@/web/components/ui/button';

const PayByUpi = lazy(() => import('./pay-by-upi'));

export function PayByUpiButton({ size }: { size?: 'sm' | 'default' }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button size={size} onClick={() => setOpen(true)}>
        Pay by UPI
      </Button>
      {open ? (
        <Suspense fallback={null}>
          <PayByUpi onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </>
  );
}
