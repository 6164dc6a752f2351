// /admin/billing: the treasurer's screen. For now two tabs, the heads of charges a bill is made of and the settings
// of the accounts; the open tab is in the URL, so a reload or a shared link opens the same one.
import { ListOrdered, SlidersHorizontal } from 'lucide-react';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/web/components/ui/tabs';
import { useSearchParams } from '@/web/lib/router';
import { AdminPageFrame } from '../admin/admin-page-frame';
import { SettingsTab } from './admin-billing-settings-tab';
import { HeadsTab } from './admin-heads-tab';

const TABS = [
  { value: 'heads', label: 'Heads of charges', icon: ListOrdered },
  { value: 'settings', label: 'Settings', icon: SlidersHorizontal },
] as const;
type Tab = (typeof TABS)[number]['value'];

export default function AdminBilling() {
  const [params, setParams] = useSearchParams();
  const tab: Tab = TABS.find((t) => t.value === params.get('tab'))?.value ?? 'heads';
  return (
    <AdminPageFrame
      title="Billing"
      description="The heads of charges on every maintenance bill, and the rules the accounts follow."
    >
      <Tabs value={tab} onValueChange={(next) => setParams(next === 'heads' ? {} : { tab: next })}>
        <TabsList className="grid w-full grid-cols-2 sm:inline-flex sm:w-auto">
          {TABS.map(({ value, label, icon: Icon }) => (
            <TabsTrigger key={value} value={value}>
              <Icon aria-hidden className="size-4" /> {label}
            </TabsTrigger>
          ))}
        </TabsList>
        <TabsContent value="heads">
          <HeadsTab />
        </TabsContent>
        <TabsContent value="settings">
          <SettingsTab />
        </TabsContent>
      </Tabs>
    </AdminPageFrame>
  );
}
