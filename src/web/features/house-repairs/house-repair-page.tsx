import { MembersOnly, PageFrame } from '@/web/components/page-states';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/web/components/ui/card';
import { MyRepairs } from './my-repairs';
import { RepairForm } from './repair-form';
import { RepairRules } from './repair-rules';

export default function HouseRepairPage() {
  return (
    <MembersOnly message="Please sign in to submit repair request.">
      <PageFrame
        title="House Repair & Renovation"
        subtitle="Read the society's rules, then submit your request for approval."
        width="max-w-4xl"
      >
        <div className="flex flex-col gap-6">
          <RepairRules />
          <Card>
            <CardHeader>
              <CardTitle>Repair Request Form</CardTitle>
              <CardDescription>Fields marked * are required.</CardDescription>
            </CardHeader>
            <CardContent>
              <RepairForm />
            </CardContent>
          </Card>
          <MyRepairs />
        </div>
      </PageFrame>
    </MembersOnly>
  );
}
