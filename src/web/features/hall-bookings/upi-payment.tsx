// Paying a podium booking online: the UPI QR code for the chosen option's price and what to do with it, shown
// before the Transaction ID field so a phone shows the code first.
import { useLingui } from '@lingui/react/macro';
import { upiPayLink } from '@/shared/memberships';
import { formatINR } from '@/shared/money';
import type { SocietySettings } from '@/shared/site';
import { Emphasised } from '@/web/components/emphasised';
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
  const { t } = useLingui();
  const price = formatINR(amount);
  const upiId = settings.upi_id;
  return (
    <div
      className={cn(
        'flex flex-col items-center gap-3 rounded-md border bg-muted/40 p-4 text-center',
        className,
      )}
    >
      <UpiQr
        label={t`UPI QR code to pay ${price} to ${upiId}`}
        link={upiPayLink({
          upiId: settings.upi_id,
          payee: settings.name,
          // Prices are rupees with at most 2 decimals: rounding finds their exact paise.
          amountPaise: Math.round(amount * 100),
          note,
        })}
      />
      <p className="break-words text-sm">
        <Emphasised
          text={t`Pay ${price} to ${upiId} by scanning the code with any UPI app, then enter the transaction ID your app shows.`}
          part={price}
        />
      </p>
    </div>
  );
}
