import { MembersOnly, PageFrame } from '@/web/components/page-states';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/web/components/ui/card';
import { MyRegistrations } from './my-registrations';
import { ParkingForm } from './parking-form';

export default function ParkingPage() {
  return (
    <MembersOnly message="Please sign in to register your vehicles for parking.">
      <PageFrame
        title="Car Parking Registration"
        subtitle="Register your cars for parking in the society premises."
        width="max-w-3xl"
      >
        <div className="flex flex-col gap-6">
          <Card>
            <CardHeader>
              <CardTitle>Registration Form</CardTitle>
              <CardDescription>
                Add every car you park in the society. Fields marked * are required.
              </CardDescription>
            </CardHeader>
            <CardContent>
              <ParkingForm />
            </CardContent>
          </Card>
          <MyRegistrations />
        </div>
      </PageFrame>
    </MembersOnly>
  );
}
