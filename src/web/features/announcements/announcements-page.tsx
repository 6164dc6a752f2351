import { MembersOnly, PageFrame } from '@/web/components/page-states';

export default function AnnouncementsPage() {
  return (
    <MembersOnly message="Please sign in to read the society's announcements.">
      <PageFrame title="Society Announcements">{null}</PageFrame>
    </MembersOnly>
  );
}
