// My Invoices: maintenance and repair invoices of the resident's own flat, with PDF downloads.
import { Clock, FileText, Home, type LucideIcon, UserRound, Wrench } from 'lucide-react';
import { lazy, Suspense } from 'react';
import { FLAT_UNCONFIRMED_MESSAGE, NO_FLAT_MESSAGE } from '@/shared/invoices';
import { useAuth } from '@/web/app/auth';
import { MembersOnly, PageFrame } from '@/web/components/page-states';
import { Button } from '@/web/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/web/components/ui/card';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/web/components/ui/tabs';
import { Link } from '@/web/lib/router';
import { InvoiceList } from './invoice-list';

// The flat's ledger, receipts and statement: their own chunk, loaded with the maintenance tab.
const FlatAccount = lazy(() => import('../dues/flat-account'));

/** Why there is nothing to list yet: no flat on the profile, or a flat the office has not confirmed. */
function FlatNotice({ icon: Icon, title, message }: { icon: LucideIcon; title: string; message: string }) {
  return (
    <PageFrame title="My Invoices">
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
              <Home /> Go to Dashboard
            </Link>
          </Button>
        </CardContent>
      </Card>
    </PageFrame>
  );
}

function Invoices() {
  const { profile } = useAuth();
  const flatNo = profile?.flat_no?.trim();
  if (!flatNo) return <FlatNotice icon={UserRound} title="Flat Number Needed" message={NO_FLAT_MESSAGE} />;
  if (!profile?.flat_confirmed_at)
    return <FlatNotice icon={Clock} title="Awaiting Confirmation" message={FLAT_UNCONFIRMED_MESSAGE} />;

  return (
    <PageFrame
      title="My Invoices"
      subtitle={
        <>
          Maintenance and repair invoices for flat <span className="whitespace-nowrap">{flatNo}</span>
        </>
      }
    >
      <Tabs defaultValue="maintenance">
        <TabsList className="grid w-full grid-cols-2 sm:inline-flex sm:w-auto">
          <TabsTrigger value="maintenance">
            <FileText className="hidden size-4 sm:block" aria-hidden /> Maintenance Invoices
          </TabsTrigger>
          <TabsTrigger value="repair">
            <Wrench className="hidden size-4 sm:block" aria-hidden /> Repair Invoices
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
  return (
    <MembersOnly message="Please sign in to view your invoices.">
      <Invoices />
    </MembersOnly>
  );
}
