// The printable page of a membership purchase or a hall booking, opened in its own tab outside the site layout:
// a numbered receipt once the office approved it, an acknowledgement (not a receipt) while it waits, and no
// receipt for a rejected request. Every line states its standing today.
import { useQuery } from '@tanstack/react-query';
import { Printer } from 'lucide-react';
import type { ReactNode } from 'react';
import { formatINR } from '@/shared/money';
import { bookingStanding, membershipStanding, type Receipt, receiptsApi } from '@/shared/receipts';
import { useSettings } from '@/web/app/settings';
import { SocietyLogo } from '@/web/app/site-header';
import { PageSpinner } from '@/web/components/page-states';
import { Button } from '@/web/components/ui/button';
import { ApiError, api } from '@/web/lib/api';
import { useSignInPath } from '@/web/lib/return-to';
import { Link, useParams } from '@/web/lib/router';
import { capitalize, cn, formatDate, formatDateTime } from '@/web/lib/utils';

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

const TITLES = {
  membership: {
    receipt: 'Gym Membership Receipt',
    acknowledgement: 'Gym Membership Request',
    rejected: 'Gym Membership Request',
    cancelled: 'Gym Membership Request',
  },
  'hall-booking': {
    receipt: 'Hall Booking Receipt',
    acknowledgement: 'Hall Booking Request',
    rejected: 'Hall Booking Request',
    cancelled: 'Hall Booking Request',
  },
} as const;

/** What the page is, said before anything else: only an approved request's page is a receipt. */
function DocumentNotice({ receipt }: { receipt: Receipt }) {
  if (receipt.document === 'receipt') return null;
  const rejected = receipt.document === 'rejected';
  const cancelled = receipt.document === 'cancelled';
  const on = receipt.decidedAt ? ` on ${formatDate(receipt.decidedAt)}` : '';
  return (
    <div
      role="status"
      className={cn(
        'mt-6 rounded-md border p-4 text-sm',
        rejected || cancelled
          ? 'border-destructive/40 bg-destructive/10'
          : 'border-amber-300 bg-amber-50 text-amber-950',
      )}
    >
      <p className="font-semibold">
        {rejected
          ? `Rejected${on}: no receipt is issued`
          : cancelled
            ? `Cancelled${on}: no receipt is issued`
            : 'Acknowledgement: this is not a receipt'}
      </p>
      <p className="mt-1">
        {rejected
          ? 'The society office rejected this request. If you have paid, please contact the office about a refund.'
          : cancelled
            ? 'This request was withdrawn before the office approved it. If you have paid, please contact the office about a refund.'
            : 'Your request and payment details were received and are waiting for the society office to check the payment. The receipt, with its number, is issued when the office approves the request.'}
      </p>
      {receipt.reason ? <p className="mt-1 break-words">Reason: {receipt.reason}</p> : null}
    </div>
  );
}

/** The request's standing today: the booking's, or the members' when they agree (each line states its own). */
function standing(receipt: Receipt) {
  if (receipt.booking) return bookingStanding(receipt.booking, receipt.asOf);
  const lines = new Set(receipt.members?.map((m) => membershipStanding(m, receipt.asOf)));
  return lines.size === 1 ? [...lines][0] : 'Differs by member, see below';
}

function ReceiptView({ receipt }: { receipt: Receipt }) {
  const settings = useSettings().data;
  const isReceipt = receipt.document === 'receipt';
  const title = TITLES[receipt.kind][receipt.document];
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
          {isReceipt ? null : (
            <p className="text-sm font-semibold uppercase tracking-wide text-muted-foreground">
              {`${capitalize(receipt.document)}: not a receipt`}
            </p>
          )}
        </header>

        <DocumentNotice receipt={receipt} />

        <dl className="grid gap-3 border-b py-6">
          {isReceipt ? (
            <>
              <Row label="Receipt Number">{receipt.number}</Row>
              <Row label="Receipt Date">{receipt.decidedAt ? formatDateTime(receipt.decidedAt) : '—'}</Row>
            </>
          ) : null}
          <Row label="Requested On">{formatDateTime(receipt.requestedAt)}</Row>
          <Row label="Transaction ID">{receipt.transactionId ?? '—'}</Row>
          <Row label={`Status as of ${formatDate(receipt.asOf)}`}>{standing(receipt)}</Row>
          {isReceipt && receipt.reason ? <Row label="Reason">{receipt.reason}</Row> : null}
        </dl>

        {receipt.members?.length ? (
          <section className="border-b py-6">
            <h2 className="mb-3 font-semibold">Member Details</h2>
            <ul className="divide-y text-sm">
              {receipt.members.map((m, i) => (
                <li key={i} className="grid gap-x-4 gap-y-0.5 py-2 sm:grid-cols-[1fr_auto]">
                  <p className="font-medium">
                    {m.memberName}{' '}
                    <span className="font-normal text-muted-foreground">· {m.memberPhone}</span>
                  </p>
                  <p className="sm:text-right">{m.planName}</p>
                  <p className="text-muted-foreground">
                    {formatDate(m.startDate)} – {formatDate(m.endDate)}
                  </p>
                  <p className="font-medium sm:text-right">{membershipStanding(m, receipt.asOf)}</p>
                </li>
              ))}
            </ul>
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
          <span className="text-lg font-semibold">{isReceipt ? 'Total Paid' : 'Amount Declared'}</span>
          <span className="text-2xl font-bold text-primary">{formatINR(receipt.amount)}</span>
        </div>

        <footer className="border-t pt-6 text-center text-xs text-muted-foreground">
          <p>
            {isReceipt
              ? 'This is a computer-generated receipt and does not require a signature.'
              : 'This is a computer-generated acknowledgement of a request. It is not a receipt.'}
          </p>
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
