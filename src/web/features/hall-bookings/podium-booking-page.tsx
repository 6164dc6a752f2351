import { MembersOnly, PageFrame } from '@/web/components/page-states';

export default function PodiumBookingPage() {
  return (
    <MembersOnly message="Please sign in to submit booking request">
      <PageFrame title="Podium Booking">{null}</PageFrame>
    </MembersOnly>
  );
}
