import { useState } from 'react';
import type { HallBooking } from '@/shared/hall-bookings';
import { ConfirmProvider } from '@/web/components/confirm-dialog';
import { MembersOnly, PageFrame } from '@/web/components/page-states';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/web/components/ui/card';
import { BookingConfirmation } from './booking-confirmation';
import { BookingForm } from './booking-form';
import { MyBookings } from './my-bookings';
import { PricingPanel } from './pricing-panel';

export default function PodiumBookingPage() {
  const [booked, setBooked] = useState<HallBooking | null>(null);
  return (
    <MembersOnly message="Please sign in to submit booking request">
      <PageFrame title="Podium Booking" subtitle="Book the society podium for your function.">
        <ConfirmProvider>
          {booked ? (
            <BookingConfirmation booking={booked} onAnother={() => setBooked(null)} />
          ) : (
            <div className="grid gap-6 lg:grid-cols-[minmax(0,20rem)_minmax(0,1fr)]">
              <PricingPanel />
              <Card>
                <CardHeader>
                  <CardTitle>Booking Request</CardTitle>
                  <CardDescription>
                    Requests are confirmed by the society office. Fields marked * are required.
                  </CardDescription>
                </CardHeader>
                <CardContent>
                  <BookingForm onBooked={setBooked} />
                </CardContent>
              </Card>
            </div>
          )}
          <div className="mt-6">
            <MyBookings />
          </div>
        </ConfirmProvider>
      </PageFrame>
    </MembersOnly>
  );
}
