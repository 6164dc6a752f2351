// The approval tables' warning beside a payment that needs a second look before it is approved.
import { TriangleAlert } from 'lucide-react';
import { PAYMENT_FLAGS, type PaymentFlag } from '@/shared/payment-flags';

export function PaymentFlags({ flags }: { flags: PaymentFlag[] }) {
  if (!flags.length) return null;
  return (
    <ul
      className="mt-1 flex flex-col gap-0.5 text-xs font-medium text-destructive"
      aria-label="Check this payment"
    >
      {flags.map((flag) => (
        <li key={flag} className="inline-flex items-start gap-1">
          <TriangleAlert className="mt-px size-3.5 shrink-0" aria-hidden /> {PAYMENT_FLAGS[flag]}
        </li>
      ))}
    </ul>
  );
}
