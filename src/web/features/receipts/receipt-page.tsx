// The printable page of a membership purchase or a hall booking, opened in its own tab outside the site layout:
// a numbered receipt once the office approved it, an acknowledgement (not a receipt) while it waits, and no
// receipt for a rejected request. Every line states its standing today.
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
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
import { i18n } from '@/web/lib/i18n';
import { useSignInPath } from '@/web/lib/return-to';
import { Link, useParams } from '@/web/lib/router';
import { inLanguage } from '@/web/lib/server-messages';
import { capitalize, cn, formatDate, formatDateTime } from '@/web/lib/utils';
import { standingLabel } from './standing-label';

const ENDPOINTS = { membership: receiptsApi.membership, 'hall-booking': receiptsApi.hallBooking } as const;
type Kind = keyof typeof ENDPOINTS;
const isKind = (k: string | undefined): k is Kind => k === 'membership' || k === 'hall-booking';

export default function ReceiptPage() {
  const { t } = useLingui();
  const { kind, id = '' } = useParams();
  const valid = isKind(kind);
  const receipt = useQuery({
    queryKey: ['receipt', kind, id],
    queryFn: () => api(ENDPOINTS[kind as Kind], { id }),
    enabled: valid,
  });

  if (!valid) return <Problem title={t`Receipt not found`} message={t`This receipt link is not valid.`} />;
  if (receipt.isPending) return <PageSpinner />;
  if (receipt.isError) {
    const status = receipt.error instanceof ApiError ? receipt.error.status : 0;
    if (status === 401)
      return <Problem title={t`Sign In Required`} message={t`Please sign in to view this receipt.`} signIn />;
    if (status === 404 || status === 400)
      return (
        <Problem title={t`Receipt not found`} message={t`This receipt does not exist or is not yours.`} />
      );
    return <Problem title={t`Could not load the receipt`} message={inLanguage(receipt.error.message)} />;
  }
  return <ReceiptView receipt={receipt.data} />;
}

function Problem({ title, message, signIn }: { title: string; message: string; signIn?: boolean }) {
  const { t } = useLingui();
  const signInPath = useSignInPath();
  return (
    <main className="mx-auto flex min-h-dvh max-w-md flex-col items-center justify-center gap-3 px-4 text-center">
      <h1 className="text-xl font-semibold">{title}</h1>
      <p className="text-muted-foreground">{message}</p>
      <Button asChild variant={signIn ? 'default' : 'outline'}>
        <Link to={signIn ? signInPath : '/'}>{signIn ? t`Sign In` : t`Go Home`}</Link>
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
    receipt: msg`Gym Membership Receipt`,
    acknowledgement: msg`Gym Membership Request`,
    rejected: msg`Gym Membership Request`,
    cancelled: msg`Gym Membership Request`,
  },
  'hall-booking': {
    receipt: msg`Hall Booking Receipt`,
    acknowledgement: msg`Hall Booking Request`,
    rejected: msg`Hall Booking Request`,
    cancelled: msg`Hall Booking Request`,
  },
} as const;
const NOT_A_RECEIPT = {
  acknowledgement: msg`Acknowledgement: not a receipt`,
  rejected: msg`Rejected: not a receipt`,
  cancelled: msg`Cancelled: not a receipt`,
} as const;

/** What the page is, said before anything else: only an approved request's page is a receipt. */
function DocumentNotice({ receipt }: { receipt: Receipt }) {
  const { t } = useLingui();
  if (receipt.document === 'receipt') return null;
  const rejected = receipt.document === 'rejected';
  const cancelled = receipt.document === 'cancelled';
  const on = receipt.decidedAt ? formatDate(receipt.decidedAt) : null;
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
          ? on
            ? t`Rejected on ${on}: no receipt is issued`
            : t`Rejected: no receipt is issued`
          : cancelled
            ? on
              ? t`Cancelled on ${on}: no receipt is issued`
              : t`Cancelled: no receipt is issued`
            : t`Acknowledgement: this is not a receipt`}
      </p>
      <p className="mt-1">
        {rejected
          ? t`The society office rejected this request. If you have paid, please contact the office about a refund.`
          : cancelled
            ? t`This request was withdrawn before the office approved it. If you have paid, please contact the office about a refund.`
            : t`Your request and payment details were received and are waiting for the society office to check the payment. The receipt, with its number, is issued when the office approves the request.`}
      </p>
      {receipt.reason ? <p className="mt-1 break-words">{t`Reason: ${receipt.reason}`}</p> : null}
    </div>
  );
}

/** The request's standing today: the booking's, or the members' when they agree (each line states its own). */
function standing(receipt: Receipt) {
  const { booking, members = [] } = receipt;
  if (booking) return standingLabel(bookingStanding(booking, receipt.asOf), booking.eventDate);
  const lines = new Set(members.map((m) => membershipStanding(m, receipt.asOf)));
  return lines.size === 1
    ? standingLabel([...lines][0], members[0].endDate)
    : i18n._(msg`Differs by member, see below`);
}

function ReceiptView({ receipt }: { receipt: Receipt }) {
  const { t } = useLingui();
  const settings = useSettings().data;
  const isReceipt = receipt.document === 'receipt';
  const title = t(TITLES[receipt.kind][receipt.document]);
  return (
    <main className="min-h-dvh bg-background px-4 py-8 print:bg-white print:p-0">
      <div className="mx-auto mb-4 flex max-w-2xl justify-end">
        <Button onClick={() => window.print()} className="no-print">
          <Printer /> {t`Print`}
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
          {receipt.document === 'receipt' ? null : (
            <p className="text-sm font-semibold uppercase tracking-wide text-muted-foreground">
              {t(NOT_A_RECEIPT[receipt.document])}
            </p>
          )}
        </header>

        <DocumentNotice receipt={receipt} />

        <dl className="grid gap-3 border-b py-6">
          {isReceipt ? (
            <>
              <Row label={t`Receipt Number`}>{receipt.number}</Row>
              <Row label={t`Receipt Date`}>{receipt.decidedAt ? formatDateTime(receipt.decidedAt) : '—'}</Row>
            </>
          ) : null}
          <Row label={t`Requested On`}>{formatDateTime(receipt.requestedAt)}</Row>
          <Row label={t`Transaction ID`}>{receipt.transactionId ?? '—'}</Row>
          <Row label={t`Status as of ${formatDate(receipt.asOf)}`}>{standing(receipt)}</Row>
          {isReceipt && receipt.reason ? <Row label={t`Reason`}>{receipt.reason}</Row> : null}
        </dl>

        {receipt.members?.length ? (
          <section className="border-b py-6">
            <h2 className="mb-3 font-semibold">{t`Member Details`}</h2>
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
                  <p className="font-medium sm:text-right">
                    {standingLabel(membershipStanding(m, receipt.asOf), m.endDate)}
                  </p>
                </li>
              ))}
            </ul>
          </section>
        ) : null}

        {receipt.booking ? (
          <section className="border-b py-6">
            <h2 className="mb-3 font-semibold">{t`Event Details`}</h2>
            <dl className="grid gap-3">
              <Row label={t`Event`}>{receipt.booking.eventName}</Row>
              <Row label={t`Event Date`}>{formatDate(receipt.booking.eventDate)}</Row>
              <Row label={t`Timing`}>{capitalize(receipt.booking.eventTime)}</Row>
              <Row label={t`Hall`}>{capitalize(receipt.booking.hallType)}</Row>
              <Row label={t`Booking Type`}>{capitalize(receipt.booking.membershipType)}</Row>
              <Row label={t`Contact Number`}>{receipt.booking.contactNumber}</Row>
            </dl>
          </section>
        ) : null}

        <div className="flex items-center justify-between py-6">
          <span className="text-lg font-semibold">{isReceipt ? t`Total Paid` : t`Amount Declared`}</span>
          <span className="text-2xl font-bold text-primary">{formatINR(receipt.amount)}</span>
        </div>

        <footer className="border-t pt-6 text-center text-xs text-muted-foreground">
          <p>
            {isReceipt
              ? t`This is a computer-generated receipt and does not require a signature.`
              : t`This is a computer-generated acknowledgement of a request. It is not a receipt.`}
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
