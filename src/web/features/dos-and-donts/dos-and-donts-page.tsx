import { MembersOnly, PageFrame } from '@/web/components/page-states';

export default function DosAndDontsPage() {
  return (
    <MembersOnly message="Please sign in to read the society's guidelines.">
      <PageFrame title="Do's and Don'ts">{null}</PageFrame>
    </MembersOnly>
  );
}
