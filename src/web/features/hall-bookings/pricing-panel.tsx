// Prices (GST included, as the office set them: sent with the settings), hours and the podium's house rules.
import { useLingui } from '@lingui/react/macro';
import { Clock, IndianRupee, Info } from 'lucide-react';
import {
  BOOKING_OPTIONS,
  DECORATION_HOURS_BEFORE,
  HALL_GST_PERCENT,
  hallPriceOf,
} from '@/shared/hall-bookings';
import { formatPrice } from '@/shared/money';
import { useSettings } from '@/web/app/settings';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/web/components/ui/card';
import { GUIDELINES, OPTION_LABELS } from './labels';

export function PricingPanel() {
  const { t } = useLingui();
  const prices = useSettings().data?.hall_prices;
  const gst = HALL_GST_PERCENT;
  const decorationHours = DECORATION_HOURS_BEFORE;
  return (
    <div className="flex flex-col gap-4">
      <Card>
        <CardHeader>
          <CardTitle className="flex items-center gap-2">
            <IndianRupee className="size-5 text-primary" aria-hidden /> {t`Pricing`}
          </CardTitle>
          <CardDescription>{t`GST ${gst}% included`}</CardDescription>
        </CardHeader>
        <CardContent>
          <ul className="divide-y rounded-md border">
            {BOOKING_OPTIONS.map((o) => {
              const { base, price } = hallPriceOf(prices, o.value);
              const basePrice = formatPrice(base);
              return (
                <li key={o.value} className="flex items-center justify-between gap-3 px-3 py-2.5">
                  <div className="min-w-0">
                    <p className="text-sm font-medium">{t(OPTION_LABELS[o.value])}</p>
                    <p className="text-xs text-muted-foreground">{t`${basePrice} + GST`}</p>
                  </div>
                  <span className="shrink-0 font-semibold text-primary">{formatPrice(price)}</span>
                </li>
              );
            })}
          </ul>
        </CardContent>
      </Card>

      <Card>
        <CardHeader>
          <CardTitle className="flex items-center gap-2">
            <Clock className="size-5 text-primary" aria-hidden /> {t`Timings`}
          </CardTitle>
        </CardHeader>
        <CardContent className="flex flex-col gap-1.5 text-sm">
          <p>{t`Half day (6 hours) runs from 10 AM to 4 PM.`}</p>
          <p>{t`Decoration time: ${decorationHours} hours before the function.`}</p>
        </CardContent>
      </Card>

      <Card>
        <CardHeader>
          <CardTitle className="flex items-center gap-2">
            <Info className="size-5 text-primary" aria-hidden /> {t`Guidelines`}
          </CardTitle>
        </CardHeader>
        <CardContent>
          <ul className="flex list-disc flex-col gap-1.5 pl-5 text-sm">
            {GUIDELINES.map((g) => (
              <li key={g.id}>{t(g)}</li>
            ))}
          </ul>
        </CardContent>
      </Card>
    </div>
  );
}
