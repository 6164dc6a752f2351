import { MembersOnly, PageFrame } from '@/web/components/page-states';

export default function FeedbackPage() {
  return (
    <MembersOnly message="You must be logged in to submit feedback.">
      <PageFrame title="Feedback">{null}</PageFrame>
    </MembersOnly>
  );
}
