// /admin/settings: the Society Information form (persisted, used across the portal at once) and the System
// Information block, measured by the server rather than static text.
import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { TriangleAlert } from 'lucide-react';
import { useEffect, useState } from 'react';
import { membershipsApi } from '@/shared/memberships';
import type { SocietySettings } from '@/shared/site';
import { refreshSettings, useSettings } from '@/web/app/settings';
import { EmptyState } from '@/web/components/page-states';
import { Card, CardContent, CardDescription, CardHeader } from '@/web/components/ui/card';
import { Skeleton } from '@/web/components/ui/skeleton';
import { api } from '@/web/lib/api';
import { inLanguage } from '@/web/lib/server-messages';
import { AdminPageFrame } from '../admin/admin-page-frame';
import { HallBookingRulesCard } from '../hall-bookings/admin-booking-rules';
import { OfficeMailCard } from './admin-office-mail-card';
import { PLANS_KEY, PricesForm } from './admin-prices-form';
import { SocietyForm } from './admin-society-form';
import { SystemInformation } from './admin-system-status';
import './admin-known-messages';

export default function AdminSettings() {
  // Another admin may have saved since the copy held was read: the form starts from a fresh one.
  const { t } = useLingui();
  const settings = useSettings();
  const [fresh, setFresh] = useState(false);
  useEffect(() => void refreshSettings().then(() => setFresh(true)), []);
  return (
    <AdminPageFrame title={t`Settings`} description={t`The society's details, and the state of the system.`}>
      <div className="grid items-start gap-6 lg:grid-cols-[3fr_2fr]">
        <Card role="region" aria-labelledby="society-information">
          <CardHeader>
            <h2 id="society-information" className="text-lg font-semibold leading-tight">
              {t`Society Information`}
            </h2>
            <CardDescription>{t`Shown in the header, footer, receipts and mails.`}</CardDescription>
          </CardHeader>
          <CardContent>
            {settings.error ? (
              <EmptyState
                icon={TriangleAlert}
                title={t`Could not load the settings`}
                message={inLanguage(settings.error.message)}
                onRetry={() => refreshSettings()}
              />
            ) : settings.data && fresh ? (
              <SocietyForm settings={settings.data} />
            ) : (
              <div className="flex flex-col gap-4" role="status" aria-label={t`Loading settings`}>
                {[0, 1, 2, 3].map((i) => (
                  <Skeleton key={i} className="h-16" />
                ))}
              </div>
            )}
          </CardContent>
        </Card>
        <Card role="region" aria-labelledby="system-information">
          <CardHeader>
            <h2 id="system-information" className="text-lg font-semibold leading-tight">
              {t`System Information`}
            </h2>
            <CardDescription>{t`Measured by the server when this page opens.`}</CardDescription>
          </CardHeader>
          <CardContent>
            <SystemInformation />
          </CardContent>
        </Card>
        {/* Prices, hall booking rules and office mail: each its own card, saved on its own. */}
        <PricesCard settings={settings.data} />
        <HallBookingRulesCard />
        <OfficeMailCard />
      </div>
    </AdminPageFrame>
  );
}

// ---- Prices: the gym plans' and the podium's (its own card, apart from the society's details) ----
function PricesCard({ settings }: { settings: SocietySettings | undefined }) {
  const { t } = useLingui();
  const plans = useQuery({
    queryKey: PLANS_KEY,
    queryFn: () => api(membershipsApi.plans),
    refetchOnMount: 'always',
  });
  return (
    <Card role="region" aria-labelledby="prices">
      <CardHeader>
        <h2 id="prices" className="text-lg font-semibold leading-tight">
          {t`Prices`}
        </h2>
        <CardDescription>{t`New requests pay these prices; requests already made keep theirs.`}</CardDescription>
      </CardHeader>
      <CardContent>
        {plans.isError ? (
          <EmptyState
            icon={TriangleAlert}
            title={t`Could not load the prices`}
            message={inLanguage(plans.error.message)}
            onRetry={() => plans.refetch()}
          />
        ) : plans.data && plans.isFetchedAfterMount && settings ? (
          <PricesForm plans={plans.data} settings={settings} />
        ) : (
          <Skeleton className="h-40" role="status" aria-label={t`Loading prices`} />
        )}
      </CardContent>
    </Card>
  );
}
