import { useLingui } from '@lingui/react/macro';
import { lazy, Suspense } from 'react';
import { MembersOnly, PageFrame } from '@/web/components/page-states';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/web/components/ui/card';
import { RepairForm } from './repair-form';
import { RepairRules } from './repair-rules';

// Below the form and not needed for its first paint: loaded after it, keeping the page within its JS budget.
const MyRepairs = lazy(() => import('./my-repairs').then((m) => ({ default: m.MyRepairs })));

export default function HouseRepairPage() {
  const { t } = useLingui();
  return (
    <MembersOnly message={t`Please sign in to submit repair request.`}>
      <PageFrame
        title={t`House Repair & Renovation`}
        subtitle={t`Read the society's rules, then submit your request for approval.`}
        width="max-w-4xl"
      >
        <div className="flex flex-col gap-6">
          <RepairRules />
          <Card>
            <CardHeader>
              <CardTitle>{t`Repair Request Form`}</CardTitle>
              <CardDescription>{t`Fields marked * are required.`}</CardDescription>
            </CardHeader>
            <CardContent>
              <RepairForm />
            </CardContent>
          </Card>
          <Suspense fallback={null}>
            <MyRepairs />
          </Suspense>
        </div>
      </PageFrame>
    </MembersOnly>
  );
}
