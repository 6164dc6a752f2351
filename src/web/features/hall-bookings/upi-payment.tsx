// Paying a podium booking online: the UPI QR code for the chosen option's price and what to do with it, shown
// before the Transaction ID field so a phone shows the code first.
import { upiPayLink } from '@/shared/memberships';
import { formatINR } from '@/shared/money';
import type { SocietySettings } from '@/shared/site';
import { UpiQr } from '@/web/components/upi-qr';
import { cn } from '@/web/lib/utils';

export default function UpiPayment({
  settings,
  amount,
  note,
  className,
}: {
  settings: SocietySettings;
  amount: number;
  note: string;
  className?: string;
}) {
  return (
    <div
      className={cn(
        'flex flex-col items-center gap-3 rounded-md border bg-muted/40 p-4 text-center',
        className,
      )}
    >
      <UpiQr
        label={`UPI QR code to pay ${formatINR(amount)} to ${settings.upi_id}`}
        link={upiPayLink({
          upiId: settings.upi_id,
          payee: settings.name,
          // Prices are rupees with at most 2 decimals: rounding finds their exact paise.
          amountPaise: Math.round(amount * 100),
          note,
        })}
      />
      <p className="text-sm">
        Pay <strong>{formatINR(amount)}</strong> to{' '}
        <span className="break-all font-mono">{settings.upi_id}</span> by scanning the code with any UPI app,
        then enter the transaction ID your app shows.
      </p>
    </div>
  );
}
