// My Invoices: maintenance and repair invoices of the resident's own flat, with PDF downloads.
import { useLingui } from '@lingui/react/macro';
import { Clock, FileText, Home, type LucideIcon, UserRound, Wrench } from 'lucide-react';
import { lazy, Suspense } from 'react';
import { FLAT_UNCONFIRMED_MESSAGE, NO_FLAT_MESSAGE } from '@/shared/invoices';
import { useAuth } from '@/web/app/auth';
import { MembersOnly, PageFrame } from '@/web/components/page-states';
import { Button } from '@/web/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/web/components/ui/card';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/web/components/ui/tabs';
import { Link } from '@/web/lib/router';
import { inLanguage } from '@/web/lib/server-messages';
import { InvoiceList } from './invoice-list';

// The flat's ledger, receipts and statement: their own chunk, loaded with the maintenance tab.
const FlatAccount = lazy(() => import('../dues/flat-account'));

/** Why there is nothing to list yet: no flat on the profile, or a flat the office has not confirmed. */
function FlatNotice({ icon: Icon, title, message }: { icon: LucideIcon; title: string; message: string }) {
  const { t } = useLingui();
  return (
    <PageFrame title={t`My Invoices`}>
      <Card className="mx-auto max-w-lg text-center">
        <CardHeader className="items-center">
          <span className="mb-2 flex size-12 items-center justify-center rounded-full bg-secondary">
            <Icon className="size-6 text-primary" aria-hidden />
          </span>
          <CardTitle>{title}</CardTitle>
          <p className="text-sm text-muted-foreground">{message}</p>
        </CardHeader>
        <CardContent>
          <Button asChild variant="outline">
            <Link to="/dashboard">
              <Home /> {t`Go to Dashboard`}
            </Link>
          </Button>
        </CardContent>
      </Card>
    </PageFrame>
  );
}

function Invoices() {
  const { t } = useLingui();
  const { profile } = useAuth();
  const flatNo = profile?.flat_no?.trim();
  if (!flatNo)
    return (
      <FlatNotice icon={UserRound} title={t`Flat Number Needed`} message={inLanguage(NO_FLAT_MESSAGE)} />
    );
  if (!profile?.flat_confirmed_at)
    return (
      <FlatNotice
        icon={Clock}
        title={t`Awaiting Confirmation`}
        message={inLanguage(FLAT_UNCONFIRMED_MESSAGE)}
      />
    );

  return (
    <PageFrame title={t`My Invoices`} subtitle={t`Maintenance and repair invoices for flat ${flatNo}`}>
      <Tabs defaultValue="maintenance">
        <TabsList className="grid w-full grid-cols-2 sm:inline-flex sm:w-auto">
          <TabsTrigger value="maintenance">
            <FileText className="hidden size-4 sm:block" aria-hidden /> {t`Maintenance Invoices`}
          </TabsTrigger>
          <TabsTrigger value="repair">
            <Wrench className="hidden size-4 sm:block" aria-hidden /> {t`Repair Invoices`}
          </TabsTrigger>
        </TabsList>
        <TabsContent value="maintenance">
          <Suspense fallback={null}>
            <FlatAccount />
          </Suspense>
          <InvoiceList kind="maintenance" flatNo={flatNo} />
        </TabsContent>
        <TabsContent value="repair">
          <InvoiceList kind="repair" flatNo={flatNo} />
        </TabsContent>
      </Tabs>
    </PageFrame>
  );
}

export default function MemberInvoicesPage() {
  const { t } = useLingui();
  return (
    <MembersOnly message={t`Please sign in to view your invoices.`}>
      <Invoices />
    </MembersOnly>
  );
}
