// One flat's account for the office: its ledger with the running balance, a statement for any range (PDF or CSV),
// and its payments, where a cheque can be marked bounced (after a confirmation).
import { useLingui } from '@lingui/react/macro';
import { Ban, ChevronLeft, ChevronRight, Download } from 'lucide-react';
import { useState } from 'react';
import { PAYMENT_MODE_LABEL } from '@/shared/dues';
import { duesAdminApi, type OfficeLedgerRow } from '@/shared/dues-admin';
import { sentForApproval } from '@/web/components/admin-sent-for-approval';
import { useConfirm } from '@/web/components/confirm-dialog';
import { Badge } from '@/web/components/ui/badge';
import { Button } from '@/web/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '@/web/components/ui/dialog';
import { Field } from '@/web/components/ui/field';
import { Input } from '@/web/components/ui/input';
import { errorMessage } from '@/web/lib/api';
import { inLanguage } from '@/web/lib/server-messages';
import { toast } from '@/web/lib/toast';
import { formatDate, societyToday } from '@/web/lib/utils';
import { useCan } from '../admin/office-access';
import { LedgerTable } from './ledger-table';
import { downloadStatement, useDuesWrite, useFlatLedger, useFlatPayments } from './use-admin-dues';
import { balanceText, rupees } from './use-dues';

/** Who prepared and who approved an entry's action, when a second person approved it. */
function Signers({ row: { prepared_by, approved_by: approvedBy } }: { row: OfficeLedgerRow }) {
  const { t } = useLingui();
  if (!approvedBy) return null;
  const preparedBy = prepared_by ?? '—';
  return (
    <span className="block text-xs text-muted-foreground">
      {t`Prepared by ${preparedBy} · Approved by ${approvedBy}`}
    </span>
  );
}

export function FlatLedgerDialog({
  flat,
  onClose,
}: {
  flat: { flat_id: string; flat_no: string };
  onClose(): void;
}) {
  const [page, setPage] = useState(1);
  const ledger = useFlatLedger(flat.flat_id, page);
  const payments = useFlatPayments(flat.flat_id);
  const bounce = useDuesWrite(duesAdminApi.bounce);
  const confirm = useConfirm();
  const today = societyToday();
  const [from, setFrom] = useState(`${today.slice(0, 4)}-01-01`);
  const [to, setTo] = useState(today);
  const [busy, setBusy] = useState<string | null>(null);
  const { t } = useLingui();
  const manage = useCan('accounts:manage');

  async function run(key: string, action: () => Promise<void>) {
    setBusy(key);
    try {
      await action();
    } catch (err) {
      toast.error(t`Error`, { description: inLanguage(errorMessage(err)) });
    } finally {
      setBusy(null);
    }
  }

  async function markBounced(p: {
    id: string;
    receipt_number: string;
    cheque_number: string | null;
    amount_paise: number;
  }) {
    const sure = await confirm({
      title: t`Mark cheque bounced`,
      description: t`Cheque ${p.cheque_number} (receipt ${p.receipt_number}, ${rupees(p.amount_paise)}) will be reversed, and the society's bounced-cheque charge, if any, added to the flat's dues. This cannot be undone.`,
      confirmLabel: t`Mark Bounced`,
      destructive: true,
    });
    if (!sure) return;
    await run(p.id, async () => {
      if (!sentForApproval(await bounce.mutateAsync({ id: p.id })))
        toast.success(t`Cheque marked bounced: the payment is reversed`);
    });
  }

  const pages = Math.max(1, Math.ceil((ledger.data?.total ?? 0) / 10));
  const statement = (format: 'pdf' | 'csv') =>
    run(format, async () => {
      await downloadStatement(flat.flat_id, flat.flat_no, from, to, format);
      toast.success(t`Statement downloaded`);
    });

  return (
    <Dialog open onOpenChange={(open) => open || onClose()}>
      <DialogContent className="max-h-[90vh] overflow-y-auto sm:max-w-3xl">
        <DialogHeader>
          <DialogTitle>{t`Ledger: Flat ${flat.flat_no}`}</DialogTitle>
          <DialogDescription>
            {ledger.data ? t`Balance: ${balanceText(ledger.data.balance_paise)}` : t`Loading…`}
          </DialogDescription>
        </DialogHeader>

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
            icon={<Download />}
            busy={busy === 'pdf'}
            disabled={to < from}
            onClick={() => statement('pdf')}
          >
            {t`Statement PDF`}
          </Button>
          <Button
            variant="outline"
            icon={<Download />}
            busy={busy === 'csv'}
            disabled={to < from}
            onClick={() => statement('csv')}
          >
            CSV
          </Button>
        </div>

        {ledger.data?.total === 0 ? (
          <p className="text-sm text-muted-foreground">{t`No entries yet.`}</p>
        ) : (
          <LedgerTable
            rows={ledger.data?.items ?? []}
            label={t`Ledger of flat ${flat.flat_no}`}
            note={(row) => <Signers row={row} />}
          />
        )}
        {pages > 1 ? (
          <nav className="flex items-center justify-between gap-3" aria-label={t`Ledger pages`}>
            <Button variant="outline" size="sm" disabled={page <= 1} onClick={() => setPage(page - 1)}>
              <ChevronLeft /> {t`Previous`}
            </Button>
            <span className="text-sm text-muted-foreground">{t`Page ${page} of ${pages}`}</span>
            <Button variant="outline" size="sm" disabled={page >= pages} onClick={() => setPage(page + 1)}>
              {t`Next`} <ChevronRight />
            </Button>
          </nav>
        ) : null}

        <h3 className="font-semibold">{t`Payments`}</h3>
        {payments.data?.items.length ? (
          <ul className="divide-y">
            {payments.data.items.map((p) => (
              <li key={p.id} className="flex flex-wrap items-center justify-between gap-2 py-2">
                <div className="min-w-0 text-sm">
                  <p className="font-medium break-all">
                    {p.receipt_number}{' '}
                    {p.reversed ? <Badge variant="destructive">{t`Cheque bounced`}</Badge> : null}
                  </p>
                  <p className="text-muted-foreground">
                    {formatDate(p.received_on)} · {inLanguage(PAYMENT_MODE_LABEL[p.mode])}
                    {p.cheque_number ? ` ${p.cheque_number}, ${p.cheque_bank}` : ''} ·{' '}
                    {rupees(p.amount_paise)} · {p.received_from}
                  </p>
                </div>
                {manage && p.mode === 'cheque' && !p.reversed ? (
                  <Button
                    variant="outline"
                    size="sm"
                    icon={<Ban />}
                    busy={busy === p.id}
                    onClick={() => markBounced(p)}
                    aria-label={t`Mark cheque ${p.cheque_number} bounced`}
                  >
                    {t`Mark Bounced`}
                  </Button>
                ) : null}
              </li>
            ))}
          </ul>
        ) : (
          <p className="text-sm text-muted-foreground">{t`No payments recorded.`}</p>
        )}
      </DialogContent>
    </Dialog>
  );
}
