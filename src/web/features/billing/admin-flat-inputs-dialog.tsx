// A flat's inputs to a draft, from the bill run's table: the metered heads' amounts for the run's period, and an
// exception to any head (an amount instead of the computed one, 0 waiving it, with its reason). Each save is
// audited; the draft is recomputed after it so the table shows the new figures.
import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { Save, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { billRunsAdminApi, type FlatInputs } from '@/shared/bill-runs-admin';
import { decimalOf } from '@/shared/money';
import { sentForApproval } from '@/web/components/admin-sent-for-approval';
import { Button } from '@/web/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '@/web/components/ui/dialog';
import { Input } from '@/web/components/ui/input';
import { api, errorMessage } from '@/web/lib/api';
import { inLanguage } from '@/web/lib/server-messages';
import { toast } from '@/web/lib/toast';
import { useRunWrite } from './use-admin-bill-runs';

interface Props {
  runId: string;
  periodKey: string;
  flat: { id: string; flat_no: string };
  onClose(): void;
}

export function FlatInputsDialog({ runId, periodKey, flat, onClose }: Props) {
  const { t } = useLingui();
  const inputs = useQuery({
    queryKey: ['admin-bill-runs', 'inputs', flat.id, periodKey],
    queryFn: () => api(billRunsAdminApi.flatInputs, { id: flat.id, period_key: periodKey }),
  });
  return (
    <Dialog open onOpenChange={(open) => open || onClose()}>
      <DialogContent className="sm:max-w-2xl">
        <DialogHeader>
          <DialogTitle>{t`Adjust flat ${flat.flat_no}`}</DialogTitle>
          <DialogDescription>
            {t`Metered amounts are for this period; an exception replaces a head's amount on every bill until removed.`}
          </DialogDescription>
        </DialogHeader>
        {inputs.data ? (
          <ul className="flex flex-col divide-y">
            {inputs.data.heads.map((head) => (
              <HeadRow
                key={head.id}
                head={head}
                inputs={inputs.data}
                runId={runId}
                periodKey={periodKey}
                flatId={flat.id}
                onSaved={() => inputs.refetch()}
              />
            ))}
          </ul>
        ) : (
          <p className="text-sm text-muted-foreground">
            {inputs.isError ? inLanguage(inputs.error.message) : t`Loading…`}
          </p>
        )}
      </DialogContent>
    </Dialog>
  );
}

function HeadRow({
  head,
  inputs,
  runId,
  periodKey,
  flatId,
  onSaved,
}: {
  head: FlatInputs['heads'][number];
  inputs: FlatInputs;
  runId: string;
  periodKey: string;
  flatId: string;
  onSaved(): void;
}) {
  const { t } = useLingui();
  const exception = inputs.exceptions.find((e) => e.head_id === head.id);
  const preparedBy = exception?.prepared_by ?? '—';
  const approvedBy = exception?.approved_by;
  const reading = inputs.readings.find((r) => r.head_id === head.id);
  const [amount, setAmount] = useState(
    head.metered && reading
      ? decimalOf(reading.amount_paise)
      : exception
        ? decimalOf(exception.amount_paise)
        : '',
  );
  const [reason, setReason] = useState(exception?.reason ?? '');
  const [busy, setBusy] = useState(false);
  const recompute = useRunWrite(billRunsAdminApi.recompute);

  async function act(action: () => Promise<unknown>, done: string) {
    setBusy(true);
    try {
      // A waiver waiting for a second person changes nothing yet.
      if (sentForApproval(await action())) return onSaved();
      await recompute.mutateAsync({ id: runId });
      toast.success(done);
      onSaved();
    } catch (err) {
      toast.error(t`Error`, { description: inLanguage(errorMessage(err)) });
    } finally {
      setBusy(false);
    }
  }
  const save = () =>
    head.metered
      ? act(
          () =>
            api(billRunsAdminApi.saveReading, {
              id: flatId,
              head_id: head.id,
              period_key: periodKey,
              amount,
            }),
          t`Meter reading saved`,
        )
      : act(
          () => api(billRunsAdminApi.saveException, { id: flatId, head_id: head.id, amount, reason }),
          t`Exception saved`,
        );

  return (
    <li className="flex flex-col gap-2 py-3 sm:flex-row sm:items-end">
      <div className="min-w-0 flex-1">
        <p className="font-medium">{head.name}</p>
        <p className="text-xs text-muted-foreground">
          {head.metered
            ? t`Amount for this period`
            : exception
              ? t`Exception in force`
              : t`Computed by its rate`}
        </p>
        {approvedBy ? (
          <p className="text-xs text-muted-foreground">
            {t`Prepared by ${preparedBy} · Approved by ${approvedBy}`}
          </p>
        ) : null}
      </div>
      <Input
        aria-label={t`${head.name} amount (₹)`}
        inputMode="decimal"
        placeholder="₹"
        className="sm:w-28"
        value={amount}
        onChange={(e) => setAmount(e.target.value)}
      />
      {head.metered ? null : (
        <Input
          aria-label={t`${head.name} reason`}
          placeholder={t`Reason`}
          className="sm:w-48"
          maxLength={300}
          value={reason}
          onChange={(e) => setReason(e.target.value)}
        />
      )}
      <div className="flex gap-2">
        <Button size="sm" icon={<Save />} busy={busy} onClick={save}>
          {t`Save`}
        </Button>
        {exception && !head.metered ? (
          <Button
            size="sm"
            variant="outline"
            icon={<Trash2 />}
            busy={busy}
            aria-label={t`Remove the ${head.name} exception`}
            onClick={() =>
              act(
                () => api(billRunsAdminApi.removeException, { id: flatId, head_id: head.id }),
                t`Exception removed`,
              )
            }
          >
            {t`Remove`}
          </Button>
        ) : null}
      </div>
    </li>
  );
}
