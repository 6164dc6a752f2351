// /admin/gym-hall-management: gym memberships and hall bookings in two tabs (the open tab is in the URL). On
// opening, memberships past their end date are stored as inactive first (admin spec section 4).
import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { CalendarDays, Dumbbell } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/web/components/ui/tabs';
import { useSearchParams } from '@/web/lib/router';
import { toast } from '@/web/lib/toast';
import { AdminPageFrame } from '../admin/admin-page-frame';
import { AdminHallBookingsTab } from '../hall-bookings/admin-hall-bookings-tab';
import { AdminMembershipsTab } from './admin-memberships-tab';
import { useExpireOverdue } from './use-admin-memberships';

type Tab = 'memberships' | 'bookings';

export default function AdminGymHall() {
  const [params, setParams] = useSearchParams();
  const tab: Tab = params.get('tab') === 'bookings' ? 'bookings' : 'memberships';
  const expiryDone = useExpiryOnLoad();
  const { t } = useLingui();

  return (
    <AdminPageFrame
      title={t`Gym & Hall Management`}
      description={t`Approve residents' gym memberships and podium bookings, and end memberships that are over.`}
    >
      {/* A tab has its own page, search and filter: switching starts the other tab afresh. */}
      <Tabs value={tab} onValueChange={(next) => setParams(next === 'bookings' ? { tab: next } : {})}>
        <TabsList className="w-full sm:w-auto">
          <TabsTrigger value="memberships" className="flex-1 sm:flex-none">
            <Dumbbell aria-hidden className="size-4" /> {t`Gym Memberships`}
          </TabsTrigger>
          <TabsTrigger value="bookings" className="flex-1 sm:flex-none">
            <CalendarDays aria-hidden className="size-4" /> {t`Hall Bookings`}
          </TabsTrigger>
        </TabsList>
        <TabsContent value="memberships">
          <AdminMembershipsTab ready={expiryDone} />
        </TabsContent>
        <TabsContent value="bookings">
          <AdminHallBookingsTab />
        </TabsContent>
      </Tabs>
    </AdminPageFrame>
  );
}

/**
 * Once per visit; answers whether it has settled. A failure is only logged (spec section 8): the list then
 * shows the rows as stored, and the daily job catches up.
 */
function useExpiryOnLoad() {
  const expire = useExpireOverdue();
  const { t } = useLingui();
  const started = useRef(false);
  const [done, setDone] = useState(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    expire.mutate(undefined, {
      onSuccess: ({ count }) => {
        if (count)
          toast.success(t`Memberships Updated`, {
            description: plural(count, {
              one: '# membership past its end date set to inactive',
              other: '# memberships past their end date set to inactive',
            }),
          });
      },
      onError: (err) => console.error('Failed to expire memberships', err),
      onSettled: () => setDone(true),
    });
  }, [expire, t]);
  return done;
}
