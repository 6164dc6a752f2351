// Prices (GST included, as the office set them: sent with the settings), hours and the podium's house rules.
import { Clock, IndianRupee, Info } from 'lucide-react';
import {
  BOOKING_OPTIONS,
  DECORATION_HOURS_BEFORE,
  HALF_DAY_HOURS,
  HALL_GST_PERCENT,
  HALL_GUIDELINES,
  hallPriceOf,
} from '@/shared/hall-bookings';
import { formatPrice } from '@/shared/money';
import { useSettings } from '@/web/app/settings';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/web/components/ui/card';

export function PricingPanel() {
  const prices = useSettings().data?.hall_prices;
  return (
    <div className="flex flex-col gap-4">
      <Card>
        <CardHeader>
          <CardTitle className="flex items-center gap-2">
            <IndianRupee className="size-5 text-primary" aria-hidden /> Pricing
          </CardTitle>
          <CardDescription>GST {HALL_GST_PERCENT}% included</CardDescription>
        </CardHeader>
        <CardContent>
          <ul className="divide-y rounded-md border">
            {BOOKING_OPTIONS.map((o) => {
              const { base, price } = hallPriceOf(prices, o.value);
              return (
                <li key={o.value} className="flex items-center justify-between gap-3 px-3 py-2.5">
                  <div className="min-w-0">
                    <p className="text-sm font-medium">{o.label}</p>
                    <p className="text-xs text-muted-foreground">{formatPrice(base)} + GST</p>
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
            <Clock className="size-5 text-primary" aria-hidden /> Timings
          </CardTitle>
        </CardHeader>
        <CardContent className="flex flex-col gap-1.5 text-sm">
          <p>Half day (6 hours) runs from {HALF_DAY_HOURS}.</p>
          <p>Decoration time: {DECORATION_HOURS_BEFORE} hours before the function.</p>
        </CardContent>
      </Card>

      <Card>
        <CardHeader>
          <CardTitle className="flex items-center gap-2">
            <Info className="size-5 text-primary" aria-hidden /> Guidelines
          </CardTitle>
        </CardHeader>
        <CardContent>
          <ul className="flex list-disc flex-col gap-1.5 pl-5 text-sm">
            {HALL_GUIDELINES.map((g) => (
              <li key={g}>{g}</li>
            ))}
          </ul>
        </CardContent>
      </Card>
    </div>
  );
}
