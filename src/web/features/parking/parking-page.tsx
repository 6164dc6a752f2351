import { useLingui } from '@lingui/react/macro';
import { lazy, Suspense } from 'react';
import { MembersOnly, PageFrame } from '@/web/components/page-states';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/web/components/ui/card';
import { ParkingForm } from './parking-form';

// Below the form and not needed for its first paint: loaded after it, keeping the page within its JS budget.
const MyRegistrations = lazy(() =>
  import('./my-registrations').then((m) => ({ default: m.MyRegistrations })),
);

export default function ParkingPage() {
  const { t } = useLingui();
  return (
    <MembersOnly message={t`Please sign in to register your vehicles for parking.`}>
      <PageFrame
        title={t`Car Parking Registration`}
        subtitle={t`Register your cars for parking in the society premises.`}
        width="max-w-3xl"
      >
        <div className="flex flex-col gap-6">
          <Card>
            <CardHeader>
              <CardTitle>{t`Registration Form`}</CardTitle>
              <CardDescription>{t`Add every car you park in the society. Fields marked * are required.`}</CardDescription>
            </CardHeader>
            <CardContent>
              <ParkingForm />
            </CardContent>
          </Card>
          <Suspense fallback={null}>
            <MyRegistrations />
          </Suspense>
        </div>
      </PageFrame>
    </MembersOnly>
  );
}
