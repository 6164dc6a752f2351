import { MembersOnly, PageFrame } from '@/web/components/page-states';

export default function MemberInvoicesPage() {
  return (
    <MembersOnly message="Please sign in to view your invoices.">
      <PageFrame title="My Invoices">{null}</PageFrame>
    </MembersOnly>
  );
}
