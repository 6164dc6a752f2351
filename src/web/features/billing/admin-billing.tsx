// /admin/billing: the treasurer's screen: the heads of charges a bill is made of, the settings of the accounts and
// the bill runs; the open tab is in the URL, so a reload or a shared link opens the same one.
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { FileStack, ListOrdered, SlidersHorizontal } from 'lucide-react';
import { lazy, Suspense } from 'react';
import { Skeleton } from '@/web/components/ui/skeleton';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/web/components/ui/tabs';
import { useSearchParams } from '@/web/lib/router';
import { AdminPageFrame } from '../admin/admin-page-frame';
import { HeadsTab } from './admin-heads-tab';
import './admin-billing-words';

// The other two tabs' code comes when one is opened: the screen opens on the heads, and a phone downloads the
// bill runs' views (the largest part) only for the treasurer who looks at them.
const SettingsTab = lazy(() =>
  import('./admin-billing-settings-tab').then((m) => ({ default: m.SettingsTab })),
);
const RunsTab = lazy(() => import('./admin-runs-tab').then((m) => ({ default: m.RunsTab })));

const TABS = [
  { value: 'heads', label: msg`Heads of charges`, icon: ListOrdered },
  { value: 'settings', label: msg`Settings`, icon: SlidersHorizontal },
  { value: 'runs', label: msg`Bill runs`, icon: FileStack },
] as const;
type Tab = (typeof TABS)[number]['value'];

export default function AdminBilling() {
  const { t } = useLingui();
  const [params, setParams] = useSearchParams();
  const tab: Tab = TABS.find((t) => t.value === params.get('tab'))?.value ?? 'heads';
  return (
    <AdminPageFrame
      title={t`Billing`}
      description={t`The heads of charges on every maintenance bill, the rules the accounts follow, and the bill runs.`}
    >
      <Tabs value={tab} onValueChange={(next) => setParams(next === 'heads' ? {} : { tab: next })}>
        {/* On a phone the three labels share the width without their icons ("Heads of charges" would clip). */}
        <TabsList className="grid h-auto w-full grid-cols-3 sm:inline-flex sm:w-auto">
          {TABS.map(({ value, label, icon: Icon }) => (
            <TabsTrigger key={value} value={value} className="max-sm:whitespace-normal max-sm:leading-tight">
              <Icon aria-hidden className="size-4 max-sm:hidden" /> {t(label)}
            </TabsTrigger>
          ))}
        </TabsList>
        <TabsContent value="heads">
          <HeadsTab />
        </TabsContent>
        <Suspense fallback={<Skeleton className="mt-4 h-64 w-full" />}>
          <TabsContent value="settings">
            <SettingsTab />
          </TabsContent>
          <TabsContent value="runs">
            <RunsTab />
          </TabsContent>
        </Suspense>
      </Tabs>
    </AdminPageFrame>
  );
}
