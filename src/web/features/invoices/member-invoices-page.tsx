// My Invoices: maintenance and repair invoices of the resident's own flat, with PDF downloads.
import { FileText, Home, UserRound, Wrench } from 'lucide-react';
import { Link } from 'react-router';
import { NO_FLAT_MESSAGE } from '@/shared/invoices';
import { useAuth } from '@/web/app/auth';
import { MembersOnly, PageFrame } from '@/web/components/page-states';
import { Button } from '@/web/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/web/components/ui/card';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/web/components/ui/tabs';
import { InvoiceList } from './invoice-list';

function Invoices() {
  const { profile } = useAuth();
  const flatNo = profile?.flat_no?.trim();
  if (!flatNo)
    return (
      <PageFrame title="My Invoices">
        <Card className="mx-auto max-w-lg text-center">
          <CardHeader className="items-center">
            <span className="mb-2 flex size-12 items-center justify-center rounded-full bg-secondary">
              <UserRound className="size-6 text-primary" aria-hidden />
            </span>
            <CardTitle>Flat Number Needed</CardTitle>
            <p className="text-sm text-muted-foreground">{NO_FLAT_MESSAGE}</p>
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
