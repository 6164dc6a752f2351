// /admin/billing: the treasurer's screen: the heads of charges a bill is made of, the settings of the accounts and
// the bill runs; the open tab is in the URL, so a reload or a shared link opens the same one.
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { FileStack, ListOrdered, SlidersHorizontal } from 'lucide-react';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/web/components/ui/tabs';
import { useSearchParams } from '@/web/lib/router';
import { AdminPageFrame } from '../admin/admin-page-frame';
import { SettingsTab } from './admin-billing-settings-tab';
import { HeadsTab } from './admin-heads-tab';
import { RunsTab } from './admin-runs-tab';
import './admin-billing-words';

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
        <TabsContent value="settings">
          <SettingsTab />
        </TabsContent>
        <TabsContent value="runs">
          <RunsTab />
        </TabsContent>
      </Tabs>
    </AdminPageFrame>
  );
}
