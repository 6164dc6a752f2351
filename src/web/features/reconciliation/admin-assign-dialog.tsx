// Reassign or split a bank credit: the flat (or flats) it pays, optionally the bill of each part, and the amounts,
// which must add up to the credit to the paisa (checked here as the office types, and again on the server).
// Confirming records the payments with their receipts: there is no undo.
import { useLingui } from '@lingui/react/macro';
import { Check, Plus, X } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { decimalOf, formatINR } from '@/shared/money';
import {
  allocationInput,
  type ConfirmedCredit,
  MAX_PARTS,
  type StatementCredit,
} from '@/shared/reconciliation-admin';
import { FormDialog } from '@/web/components/form-dialog';
import { Button } from '@/web/components/ui/button';
import { Field } from '@/web/components/ui/field';
import { Input } from '@/web/components/ui/input';
import { errorMessage } from '@/web/lib/api';
import { inLanguage } from '@/web/lib/server-messages';

type Part = { flat_no: string; document_number: string; amount: string };

/** The proposal's parts as the form's rows (rupees as typed), or one empty row for the whole credit. */
const rowsOf = (credit: StatementCredit): Part[] =>
  credit.proposal?.parts.length
    ? credit.proposal.parts.map((p) => ({
        flat_no: p.flat_no,
        document_number: p.document_number ?? '',
        amount: decimalOf(p.amount_paise),
      }))
    : [{ flat_no: '', document_number: '', amount: decimalOf(credit.amount_paise) }];

export function AssignDialog({
  credit,
  onConfirm,
  onClose,
}: {
  credit: StatementCredit;
  onConfirm(allocations: Part[]): Promise<ConfirmedCredit>;
  onClose(): void;
}) {
  const { t } = useLingui();
  const [parts, setParts] = useState(() => rowsOf(credit));
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const checked = parts.map((p) => allocationInput.safeParse(p));
  const sum = checked.reduce((total, c) => total + (c.success ? c.data.amount : 0), 0);
  const rupees = (paise: number) => formatINR(decimalOf(paise));
  const set = (i: number, change: Partial<Part>) => {
    setParts((all) => all.map((p, j) => (j === i ? { ...p, ...change } : p)));
    setProblem(null);
  };

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const bad = checked.find((c) => !c.success);
    if (bad && !bad.success)
      return setProblem(inLanguage(bad.error.issues[0]?.message ?? t`Please check the parts`));
    if (sum !== credit.amount_paise)
      return setProblem(
        t`The amounts add up to ${rupees(sum)}, not to the credit of ${rupees(credit.amount_paise)}: they must match to the paisa`,
      );
    setBusy(true);
    try {
      await onConfirm(parts);
      onClose();
    } catch (err) {
      setProblem(inLanguage(errorMessage(err)));
    } finally {
      setBusy(false);
    }
  }

  return (
    <FormDialog
      title={t`Reassign or split credit`}
      description={`${t`${rupees(credit.amount_paise)} received on the statement: the flats it pays, and how much each.`} ${t`Confirming records the payments and their receipts; it cannot be undone (a correction is a new document).`}`}
      submitLabel={t`Confirm payment`}
      submitIcon={<Check />}
      busy={busy}
      onSubmit={submit}
      onClose={onClose}
    >
      <ol className="flex flex-col gap-3">
        {parts.map((part, i) => (
          <li
            key={i}
            className="grid grid-cols-2 items-end gap-2 rounded-md border p-3 sm:grid-cols-[1fr_1.4fr_1fr_auto]"
          >
            <Field label={t`Flat*`}>
              {(p) => (
                <Input
                  {...p}
                  value={part.flat_no}
                  maxLength={20}
                  autoComplete="off"
                  placeholder="A-101"
                  onChange={(e) => set(i, { flat_no: e.target.value })}
                />
              )}
            </Field>
            <Field label={t`Bill number`}>
              {(p) => (
                <Input
                  {...p}
                  value={part.document_number}
                  maxLength={40}
                  autoComplete="off"
                  placeholder={t`Oldest first`}
                  onChange={(e) => set(i, { document_number: e.target.value })}
                />
              )}
            </Field>
            <Field label={t`Amount (₹)*`}>
              {(p) => (
                <Input
                  {...p}
                  value={part.amount}
                  inputMode="decimal"
                  autoComplete="off"
                  onChange={(e) => set(i, { amount: e.target.value })}
                />
              )}
            </Field>
            <Button
              variant="ghost"
              size="icon"
              aria-label={t`Remove part ${i + 1}`}
              disabled={parts.length === 1}
              onClick={() => setParts((all) => all.filter((_, j) => j !== i))}
            >
              <X />
            </Button>
          </li>
        ))}
      </ol>
      <div className="flex flex-wrap items-center justify-between gap-2 text-sm">
        <Button
          variant="outline"
          size="sm"
          icon={<Plus />}
          disabled={parts.length >= MAX_PARTS}
          onClick={() =>
            setParts((all) => [
              ...all,
              { flat_no: '', document_number: '', amount: decimalOf(Math.max(0, credit.amount_paise - sum)) },
            ])
          }
        >
          {t`Add part`}
        </Button>
        <p className={sum === credit.amount_paise ? 'text-muted-foreground' : 'font-medium text-destructive'}>
          {t`Total ${rupees(sum)} of ${rupees(credit.amount_paise)}`}
        </p>
      </div>
      {problem ? (
        <p className="text-sm text-destructive" role="alert">
          {problem}
        </p>
      ) : null}
    </FormDialog>
  );
}
