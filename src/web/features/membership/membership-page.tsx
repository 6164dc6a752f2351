import { MembersOnly, PageFrame } from '@/web/components/page-states';

export default function MembershipPage() {
  return (
    <MembersOnly message="Please sign in to access membership plans.">
      <PageFrame title="Gym Membership">{null}</PageFrame>
    </MembersOnly>
  );
}
