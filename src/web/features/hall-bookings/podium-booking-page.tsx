import { useLingui } from '@lingui/react/macro';
import { lazy, Suspense, useState } from 'react';
import type { HallBooking } from '@/shared/hall-bookings';
import { MembersOnly, PageFrame } from '@/web/components/page-states';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/web/components/ui/card';
import { BookingForm } from './booking-form';
import { PricingPanel } from './pricing-panel';

// Below the form and not needed for its first paint: loaded after it, keeping the page within its JS budget.
const MyBookings = lazy(() => import('./my-bookings'));
// Shown only after a request is sent (the network is up then).
const BookingConfirmation = lazy(() =>
  import('./booking-confirmation').then((m) => ({ default: m.BookingConfirmation })),
);

export default function PodiumBookingPage() {
  const { t } = useLingui();
  const [booked, setBooked] = useState<HallBooking | null>(null);
  return (
    <MembersOnly message={t`Please sign in to submit booking request`}>
      <PageFrame title={t`Podium Booking`} subtitle={t`Book the society podium for your function.`}>
        {booked ? (
          <Suspense fallback={null}>
            <BookingConfirmation booking={booked} onAnother={() => setBooked(null)} />
          </Suspense>
        ) : (
          <div className="grid gap-6 lg:grid-cols-[minmax(0,20rem)_minmax(0,1fr)]">
            <PricingPanel />
            <Card>
              <CardHeader>
                <CardTitle>{t`Booking Request`}</CardTitle>
                <CardDescription>
                  {t`Requests are confirmed by the society office. Fields marked * are required.`}
                </CardDescription>
              </CardHeader>
              <CardContent>
                <BookingForm onBooked={setBooked} />
              </CardContent>
            </Card>
          </div>
        )}
        <div className="mt-6">
          <Suspense fallback={null}>
            <MyBookings />
          </Suspense>
        </div>
      </PageFrame>
    </MembersOnly>
  );
}
