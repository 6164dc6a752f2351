// The flat's account on My Invoices: what it owes, a statement for any range (PDF or CSV), its ledger with the
// running balance and the receipts of its payments. Loaded with the tab, not with the page.
import { useLingui } from '@lingui/react/macro';
import { ChevronLeft, ChevronRight, Download, Receipt } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { PAYMENT_MODE_LABEL } from '@/shared/dues';
import { Badge } from '@/web/components/ui/badge';
import { Button } from '@/web/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/web/components/ui/card';
import { Field } from '@/web/components/ui/field';
import { Input } from '@/web/components/ui/input';
import { Skeleton } from '@/web/components/ui/skeleton';
import { useSearchParams } from '@/web/lib/router';
import { inLanguage } from '@/web/lib/server-messages';
import { formatDate, societyToday } from '@/web/lib/utils';
import { MyReportedPayments } from '../reported-payments/my-reported-payments';
import { PayByUpiButton } from '../reported-payments/pay-button';
import { LedgerTable } from './ledger-table';
import { balanceText, DUES_PAGE_SIZE, rupees, useDownloads, useMyLedger, useMyReceipts } from './use-dues';

function Pager({
  page,
  total,
  onPage,
  label,
}: {
  page: number;
  total: number;
  onPage: (p: number) => void;
  label: string;
}) {
  const { t } = useLingui();
  const pages = Math.max(1, Math.ceil(total / DUES_PAGE_SIZE));
  if (pages <= 1) return null;
  return (
    <nav className="flex items-center justify-between gap-3 pt-3" aria-label={label}>
      <Button variant="outline" size="sm" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        <ChevronLeft /> {t`Previous`}
      </Button>
      <span className="text-sm text-muted-foreground">{t`Page ${page} of ${pages}`}</span>
      <Button variant="outline" size="sm" disabled={page >= pages} onClick={() => onPage(page + 1)}>
        {t`Next`} <ChevronRight />
      </Button>
    </nav>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle className="text-lg">{title}</CardTitle>
      </CardHeader>
      <CardContent>{children}</CardContent>
    </Card>
  );
}

export default function FlatAccount() {
  const { t } = useLingui();
  const [ledgerPage, setLedgerPage] = useState(1);
  const [receiptPage, setReceiptPage] = useState(1);
  const ledger = useMyLedger(ledgerPage);
  const receipts = useMyReceipts(receiptPage);
  const downloads = useDownloads();
  const [params] = useSearchParams();
  const today = societyToday();
  const [from, setFrom] = useState(`${today.slice(0, 4)}-01-01`);
  const [to, setTo] = useState(today);

  if (ledger.isPending) return <Skeleton className="h-40 w-full" />;
  // No accounts for this flat (not in the register yet): the invoices below are all there is.
  if (ledger.isError || !ledger.data.flat_no || ledger.data.total === 0) return null;
  const { flat_no: flatNo, balance_paise: balance } = ledger.data;
  const badRange = !from || !to || to < from;

  return (
    <div className="mb-6 flex flex-col gap-4">
      <Card>
        <CardContent className="flex flex-col gap-4 p-4 sm:flex-row sm:items-end sm:justify-between sm:p-5">
          <div>
            <p className="text-sm text-muted-foreground">{t`Balance of flat ${flatNo}`}</p>
            <p className="text-2xl font-bold text-primary" data-testid="flat-balance">
              {balanceText(balance)}
            </p>
            {balance > 0 ? (
              <div className="mt-2">
                <PayByUpiButton startOpen={params.get('pay') === 'upi'} />
              </div>
            ) : null}
          </div>
          <div className="flex flex-wrap items-end gap-2">
            <Field label={t`From`} className="w-36">
              {(p) => (
                <Input type="date" value={from} max={to} onChange={(e) => setFrom(e.target.value)} {...p} />
              )}
            </Field>
            <Field label={t`To`} className="w-36">
              {(p) => (
                <Input type="date" value={to} min={from} onChange={(e) => setTo(e.target.value)} {...p} />
              )}
            </Field>
            <Button
              variant="outline"
              busy={downloads.busy === 'pdf'}
              disabled={badRange}
              icon={<Download />}
              onClick={() => downloads.statement(flatNo, from, to, 'pdf')}
            >
              {t`Statement PDF`}
            </Button>
            <Button
              variant="outline"
              busy={downloads.busy === 'csv'}
              disabled={badRange}
              icon={<Download />}
              onClick={() => downloads.statement(flatNo, from, to, 'csv')}
            >
              CSV
            </Button>
          </div>
        </CardContent>
      </Card>

      <MyReportedPayments />

      <Section title={t`Ledger`}>
        <LedgerTable rows={ledger.data.items} label={t`Ledger of flat ${flatNo}`} />
        <Pager page={ledgerPage} total={ledger.data.total} onPage={setLedgerPage} label={t`Ledger pages`} />
      </Section>

      {receipts.data?.total ? (
        <Section title={t`Receipts`}>
          <ul className="divide-y" aria-label={t`Receipts of the flat`}>
            {receipts.data.items.map((r) => (
              <li key={r.id} className="flex flex-wrap items-center justify-between gap-3 py-3">
                <div className="min-w-0">
                  <p className="flex flex-wrap items-center gap-2 font-medium">
                    <Receipt className="size-4 text-primary" aria-hidden />
                    <span className="break-all">{r.receipt_number}</span>
                    {r.reversed ? <Badge variant="destructive">{t`Cheque bounced`}</Badge> : null}
                  </p>
                  <p className="text-sm text-muted-foreground">
                    {formatDate(r.received_on)} · {inLanguage(PAYMENT_MODE_LABEL[r.mode])} ·{' '}
                    {rupees(r.amount_paise)}
                  </p>
                </div>
                <Button
                  variant="outline"
                  size="sm"
                  busy={downloads.busy === r.id}
                  icon={<Download />}
                  aria-label={t`Download receipt ${r.receipt_number}`}
                  onClick={() => downloads.receipt(r.id, r.receipt_number)}
                >
                  {t`Download`}
                </Button>
              </li>
            ))}
          </ul>
          <Pager
            page={receiptPage}
            total={receipts.data.total}
            onPage={setReceiptPage}
            label={t`Receipt pages`}
          />
        </Section>
      ) : null}
    </div>
  );
}
