import { MembersOnly, PageFrame } from '@/web/components/page-states';

export default function DashboardPage() {
  return (
    <MembersOnly title="Access Denied" message="Please sign in to view your dashboard">
      <PageFrame title="My Dashboard">{null}</PageFrame>
    </MembersOnly>
  );
}
