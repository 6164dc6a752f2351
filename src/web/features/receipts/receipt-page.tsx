// The printable receipt of a membership purchase or a hall booking, opened in its own tab outside the site layout.
import { useQuery } from '@tanstack/react-query';
import { Printer } from 'lucide-react';
import type { ReactNode } from 'react';
import { type Receipt, receiptNumber, receiptsApi } from '@/shared/receipts';
import { useSettings } from '@/web/app/settings';
import { SocietyLogo } from '@/web/app/site-header';
import { PageSpinner } from '@/web/components/page-states';
import { Button } from '@/web/components/ui/button';
import { ApiError, api } from '@/web/lib/api';
import { useSignInPath } from '@/web/lib/return-to';
import { Link, useParams } from '@/web/lib/router';
import { capitalize, formatDate, formatDateTime, formatINR } from '@/web/lib/utils';

const ENDPOINTS = { membership: receiptsApi.membership, 'hall-booking': receiptsApi.hallBooking } as const;
type Kind = keyof typeof ENDPOINTS;
const isKind = (k: string | undefined): k is Kind => k === 'membership' || k === 'hall-booking';

export default function ReceiptPage() {
  const { kind, id = '' } = useParams();
  const valid = isKind(kind);
  const receipt = useQuery({
    queryKey: ['receipt', kind, id],
    queryFn: () => api(ENDPOINTS[kind as Kind], { id }),
    enabled: valid,
  });

  if (!valid) return <Problem title="Receipt not found" message="This receipt link is not valid." />;
  if (receipt.isPending) return <PageSpinner />;
  if (receipt.isError) {
    const status = receipt.error instanceof ApiError ? receipt.error.status : 0;
    if (status === 401)
      return <Problem title="Sign In Required" message="Please sign in to view this receipt." signIn />;
    if (status === 404 || status === 400)
      return <Problem title="Receipt not found" message="This receipt does not exist or is not yours." />;
    return <Problem title="Could not load the receipt" message={receipt.error.message} />;
  }
  return <ReceiptView receipt={receipt.data} />;
}

function Problem({ title, message, signIn }: { title: string; message: string; signIn?: boolean }) {
  const signInPath = useSignInPath();
  return (
    <main className="mx-auto flex min-h-dvh max-w-md flex-col items-center justify-center gap-3 px-4 text-center">
      <h1 className="text-xl font-semibold">{title}</h1>
      <p className="text-muted-foreground">{message}</p>
      <Button asChild variant={signIn ? 'default' : 'outline'}>
        <Link to={signIn ? signInPath : '/'}>{signIn ? 'Sign In' : 'Go Home'}</Link>
      </Button>
    </main>
  );
}

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex flex-col gap-0.5 sm:flex-row sm:justify-between sm:gap-4">
      <dt className="text-sm text-muted-foreground">{label}</dt>
      <dd className="break-words font-medium sm:text-right">{children}</dd>
    </div>
  );
}

function ReceiptView({ receipt }: { receipt: Receipt }) {
  const settings = useSettings().data;
  const title = receipt.kind === 'membership' ? 'Gym Membership Receipt' : 'Hall Booking Receipt';
  return (
    <main className="min-h-dvh bg-background px-4 py-8 print:bg-white print:p-0">
      <div className="mx-auto mb-4 flex max-w-2xl justify-end">
        <Button onClick={() => window.print()} className="no-print">
          <Printer /> Print
        </Button>
      </div>
      <article className="mx-auto max-w-2xl rounded-lg border bg-card p-6 shadow-sm sm:p-10 print:border-0 print:shadow-none">
        <header className="flex flex-col items-center gap-2 border-b pb-6 text-center">
          <SocietyLogo className="size-12" />
          <h1 className="text-xl font-bold text-primary sm:text-2xl">{settings?.name}</h1>
          <p className="text-sm text-muted-foreground">
            {settings ? `${settings.address} - ${settings.postal_code}` : null}
          </p>
          <p className="mt-3 text-lg font-semibold tracking-wide uppercase">{title}</p>
        </header>

        <dl className="grid gap-3 border-b py-6">
          <Row label="Receipt Number">{receiptNumber(receipt.id)}</Row>
          <Row label="Date">{formatDateTime(receipt.date)}</Row>
          <Row label="Transaction ID">{receipt.transactionId ?? '—'}</Row>
        </dl>

        {receipt.members?.length ? (
          <section className="border-b py-6">
            <h2 className="mb-3 font-semibold">Member Details</h2>
            <div className="overflow-x-auto">
              <table className="w-full text-left text-sm">
                <thead className="text-muted-foreground">
                  <tr className="border-b">
                    <th className="py-2 pr-3 font-medium">Name</th>
                    <th className="py-2 pr-3 font-medium">Phone</th>
                    <th className="py-2 pr-3 font-medium">Plan</th>
                    <th className="py-2 font-medium">Valid</th>
                  </tr>
                </thead>
                <tbody>
                  {receipt.members.map((m, i) => (
                    <tr key={i} className="border-b last:border-0 align-top">
                      <td className="py-2 pr-3 font-medium">{m.memberName}</td>
                      <td className="py-2 pr-3 whitespace-nowrap">{m.memberPhone}</td>
                      <td className="py-2 pr-3">{m.planName}</td>
                      <td className="py-2">
                        {formatDate(m.startDate)} – {formatDate(m.endDate)}
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          </section>
        ) : null}

        {receipt.booking ? (
          <section className="border-b py-6">
            <h2 className="mb-3 font-semibold">Event Details</h2>
            <dl className="grid gap-3">
              <Row label="Event">{receipt.booking.eventName}</Row>
              <Row label="Event Date">{formatDate(receipt.booking.eventDate)}</Row>
              <Row label="Timing">{capitalize(receipt.booking.eventTime)}</Row>
              <Row label="Hall">{capitalize(receipt.booking.hallType)}</Row>
              <Row label="Booking Type">{capitalize(receipt.booking.membershipType)}</Row>
              <Row label="Contact Number">{receipt.booking.contactNumber}</Row>
            </dl>
          </section>
        ) : null}

        <div className="flex items-center justify-between py-6">
          <span className="text-lg font-semibold">Total Paid</span>
          <span className="text-2xl font-bold text-primary">{formatINR(receipt.amount)}</span>
        </div>

        <footer className="border-t pt-6 text-center text-xs text-muted-foreground">
          <p>This is a computer-generated receipt and does not require a signature.</p>
          {settings ? (
            <p className="mt-1">
              {settings.email} · {settings.contact}
            </p>
          ) : null}
        </footer>
      </article>
    </main>
  );
}
