import { MembersOnly, PageFrame } from '@/web/components/page-states';

export default function ParkingPage() {
  return (
    <MembersOnly message="Please sign in to register your vehicles for parking.">
      <PageFrame title="Car Parking Registration">{null}</PageFrame>
    </MembersOnly>
  );
}
