// The Pay by UPI panel: the flat's outstanding amount (or part of it, as the resident types it) to the society's UPI
// ID, with the bill number as the note. A desktop shows the QR code to scan with a phone; a phone gets the link as
// its main button, which opens its UPI app. Then "I have paid" reports the payment for the office to confirm.
// Its own chunk (with the QR library), loaded when the panel is opened.
import { useLingui } from '@lingui/react/macro';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { CheckCircle2, Smartphone } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { upiPayLink } from '@/shared/memberships';
import { decimalOf, formatINR } from '@/shared/money';
import {
  amountPaise,
  type PayInfo,
  payNote,
  REPORTED_MODE_LABEL,
  REPORTED_MODES,
  REPORTED_TEXT,
  type ReportInput,
  reportedPaymentsApi,
  reportInput,
  SCREENSHOT_MAX_BYTES,
} from '@/shared/reported-payments';
import { FileInput } from '@/web/components/file-input';
import { Button } from '@/web/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '@/web/components/ui/dialog';
import { Field } from '@/web/components/ui/field';
import { Input, NativeSelect } from '@/web/components/ui/input';
import { Skeleton } from '@/web/components/ui/skeleton';
import { UpiQr } from '@/web/components/upi-qr';
import { api, upload } from '@/web/lib/api';
import { showFieldErrors, useZodForm } from '@/web/lib/forms';
import { inLanguage } from '@/web/lib/server-messages';
import './known-messages';
import { toast } from '@/web/lib/toast';
import { formatDate, societyToday } from '@/web/lib/utils';

const rupees = (paise: number) => formatINR(decimalOf(paise));

/** A translated sentence with one of its parts (an amount) in bold, wherever the language puts it. */
function emphasise(sentence: string, part: string): ReactNode {
  const at = sentence.indexOf(part);
  if (at < 0) return sentence;
  return (
    <>
      {sentence.slice(0, at)}
      <strong>{part}</strong>
      {sentence.slice(at + part.length)}
    </>
  );
}

function PayStep({ info, onPaid }: { info: PayInfo; onPaid(amount: string): void }) {
  const { t } = useLingui();
  const [typed, setTyped] = useState(info.outstanding_paise > 0 ? decimalOf(info.outstanding_paise) : '');
  const amount = amountPaise.safeParse(typed);
  const link = amount.success
    ? upiPayLink({ upiId: info.upi_id, payee: info.payee, amountPaise: amount.data, note: payNote(info) })
    : null;
  const owed = rupees(Math.max(info.outstanding_paise, 0));
  const bill = info.bill_number ? t` (bill ${info.bill_number})` : '';
  const toPay = rupees(amount.data ?? 0);
  return (
    <div className="flex flex-col gap-4">
      <p className="text-sm">
        {emphasise(
          info.due_date
            ? t`Flat ${info.flat_no} owes ${owed}${bill}, due by ${formatDate(info.due_date)}. Pay all of it, or type a part.`
            : t`Flat ${info.flat_no} owes ${owed}${bill}. Pay all of it, or type a part.`,
          owed,
        )}
      </p>
      <Field
        label={t`Amount to pay (₹)`}
        error={amount.success || !typed ? undefined : amount.error.issues[0]?.message}
      >
        {(p) => (
          <Input
            {...p}
            inputMode="decimal"
            autoComplete="off"
            value={typed}
            onChange={(e) => setTyped(e.target.value)}
          />
        )}
      </Field>
      {!info.upi_id ? (
        <p className="text-sm text-destructive">{inLanguage(REPORTED_TEXT.noUpi)}</p>
      ) : link ? (
        <div className="flex flex-col items-center gap-3 rounded-md border bg-muted/40 p-4 text-center">
          {/* A phone cannot scan its own screen: there the link is the way to pay, and the code is left out. */}
          <div className="hidden sm:block">
            <UpiQr label={t`UPI QR code to pay ${toPay} to ${info.upi_id}`} link={link} />
          </div>
          <Button asChild size="lg" className="h-auto min-h-11 w-full whitespace-normal py-2 sm:hidden">
            <a href={link} data-testid="upi-pay-link">
              <Smartphone /> {t`Pay ${toPay} in your UPI app`}
            </a>
          </Button>
          <p className="text-sm wrap-anywhere">
            {emphasise(
              t`Pay ${toPay} to ${info.upi_id} (${info.payee}) with the note ${payNote(info)}.`,
              toPay,
            )}{' '}
            <span className="hidden sm:inline">
              {t`Scan the code with any UPI app, or`}{' '}
              <a className="text-primary underline" href={link}>
                {t`open the payment link`}
              </a>
              .
            </span>
          </p>
        </div>
      ) : null}
      <Button variant="outline" icon={<CheckCircle2 />} onClick={() => onPaid(amount.success ? typed : '')}>
        {t`I have paid`}
      </Button>
    </div>
  );
}

function ReportStep({ info, amount, onDone }: { info: PayInfo; amount: string; onDone(): void }) {
  const { t } = useLingui();
  const today = societyToday();
  const draft: ReportInput = {
    amount,
    paid_on: today,
    mode: 'upi',
    reference: '',
    bill_number: info.bill_number ?? '',
  };
  const form = useZodForm(reportInput, { defaultValues: draft });
  const [screenshot, setScreenshot] = useState<File | null>(null);
  const queries = useQueryClient();
  const { errors, isSubmitting } = form.formState;
  const mode = form.watch('mode');

  const submit = form.handleSubmit(async () => {
    try {
      await upload(reportedPaymentsApi.report, form.getValues(), screenshot);
      await queries.invalidateQueries({ queryKey: ['reported-payments'] });
      toast.success(inLanguage(REPORTED_TEXT.reported));
      onDone();
    } catch (err) {
      const error = showFieldErrors(form, err);
      toast.error(t`Error`, { description: inLanguage(error.message) });
    }
  });

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4">
      <div className="grid grid-cols-2 gap-3">
        <Field label={t`Amount paid (₹)*`} error={errors.amount?.message}>
          {(p) => <Input {...p} inputMode="decimal" autoComplete="off" {...form.register('amount')} />}
        </Field>
        <Field label={t`Date paid*`} error={errors.paid_on?.message}>
          {(p) => (
            <Input {...p} type="date" min={info.earliest_paid_on} max={today} {...form.register('paid_on')} />
          )}
        </Field>
      </div>
      <div className="grid grid-cols-[7rem_1fr] gap-3">
        <Field label={t`Paid by*`} error={errors.mode?.message}>
          {(p) => (
            <NativeSelect {...p} {...form.register('mode')}>
              {REPORTED_MODES.map((m) => (
                <option key={m} value={m}>
                  {inLanguage(REPORTED_MODE_LABEL[m])}
                </option>
              ))}
            </NativeSelect>
          )}
        </Field>
        <Field
          label={mode === 'upi' ? t`UTR (12 digits)*` : t`Reference*`}
          error={errors.reference?.message}
          hint={mode === 'upi' ? t`The UPI transaction reference your app shows.` : t`As your bank shows it.`}
        >
          {(p) => (
            <Input
              {...p}
              autoComplete="off"
              inputMode={mode === 'upi' ? 'numeric' : 'text'}
              maxLength={60}
              {...form.register('reference')}
            />
          )}
        </Field>
      </div>
      <FileInput
        label={t`Screenshot (optional)`}
        accept=".jpg,.jpeg,.png,.webp"
        file={screenshot}
        onFileChange={setScreenshot}
        maxBytes={SCREENSHOT_MAX_BYTES}
        tooLargeMessage={inLanguage(REPORTED_TEXT.screenshotTooLarge)}
        hint={t`JPG, PNG or WebP, at most 1 MB.`}
      />
      <Button type="submit" busy={isSubmitting} icon={<CheckCircle2 />}>
        {t`Report payment`}
      </Button>
    </form>
  );
}

export default function PayByUpi({ onClose }: { onClose(): void }) {
  const { t } = useLingui();
  const info = useQuery({
    queryKey: ['reported-payments', 'pay'],
    queryFn: () => api(reportedPaymentsApi.payInfo),
  });
  const [paid, setPaid] = useState<string | null>(null);
  return (
    <Dialog open onOpenChange={(open) => open || onClose()}>
      <DialogContent className="sm:max-w-md">
        <DialogHeader>
          <DialogTitle>{paid === null ? t`Pay by UPI` : t`I have paid`}</DialogTitle>
          <DialogDescription>
            {paid === null
              ? t`Pay the society directly from your bank account: no fees.`
              : t`Tell the office about your payment. It counts once the office finds it in the bank.`}
          </DialogDescription>
        </DialogHeader>
        {!info.data ? (
          <Skeleton className="h-64 w-full" />
        ) : !info.data.flat_no ? (
          <p className="text-sm">{inLanguage(REPORTED_TEXT.noFlat)}</p>
        ) : paid === null ? (
          <PayStep info={info.data} onPaid={setPaid} />
        ) : (
          <ReportStep info={info.data} amount={paid} onDone={onClose} />
        )}
      </DialogContent>
    </Dialog>
  );
}
