import { MembersOnly, PageFrame } from '@/web/components/page-states';

export default function HouseRepairPage() {
  return (
    <MembersOnly message="Please sign in to submit repair request.">
      <PageFrame title="House Repair & Renovation">{null}</PageFrame>
    </MembersOnly>
  );
}
