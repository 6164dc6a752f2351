import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { ArrowLeft, QrCode, ShieldCheck } from 'lucide-react';
import {
  type MembershipPlan,
  type PaymentInput,
  paymentInput,
  paymentStepError,
  upiPayLink,
} from '@/shared/memberships';
import { formatINR } from '@/shared/money';
import { last4Mismatch, PAYMENT_REFERENCES_TEXT } from '@/shared/payment-references';
import { useSettings } from '@/web/app/settings';
import { Emphasised } from '@/web/components/emphasised';
import { Button } from '@/web/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/web/components/ui/card';
import { Field } from '@/web/components/ui/field';
import { Input } from '@/web/components/ui/input';
import { Skeleton } from '@/web/components/ui/skeleton';
import { UpiQr } from '@/web/components/upi-qr';
import { inLanguage } from '@/web/lib/server-messages';
import './known-messages';
import { toast } from '@/web/lib/toast';
import type { MemberEntry } from './members-step';

export type PaymentErrors = Partial<Record<keyof PaymentInput, string>>;

export function PaymentStep({
  plan,
  members,
  payment,
  errors,
  busy,
  onChange,
  onErrors,
  onBack,
  onConfirm,
}: {
  plan: MembershipPlan;
  members: MemberEntry[];
  payment: PaymentInput;
  errors: PaymentErrors;
  busy: boolean;
  onChange: (payment: PaymentInput) => void;
  onErrors: (errors: PaymentErrors) => void;
  onBack: () => void;
  onConfirm: () => void;
}) {
  const { t } = useLingui();
  const settings = useSettings().data;
  const total = plan.price_inr * members.length;
  const price = formatINR(total);
  const count = members.length;
  const upiId = settings?.upi_id;
  const planName = plan.name;

  function confirm() {
    const gate = paymentStepError(payment);
    if (gate) {
      toast.error(inLanguage(gate));
      return;
    }
    const r = paymentInput.safeParse(payment);
    if (!r.success) {
      const found: PaymentErrors = {};
      for (const issue of r.error.issues) found[issue.path[0] as keyof PaymentInput] ??= issue.message;
      onErrors(found);
      return;
    }
    // The server holds the same rule: the last 4 digits are the end of the transaction id.
    const expected = last4Mismatch(payment.payment_transaction_id, payment.payment_last_4_digits);
    if (expected) {
      onErrors({ payment_last_4_digits: PAYMENT_REFERENCES_TEXT.last4(expected) });
      return;
    }
    onErrors({});
    onConfirm();
  }

  return (
    <div className="grid gap-6 lg:grid-cols-2">
      {/* On a phone the QR code and its instructions come first: pay, then type the transaction id. */}
      <Card className="h-fit">
        <CardHeader>
          <CardTitle className="flex items-center gap-2">
            <QrCode className="size-5 text-primary" aria-hidden /> {t`Pay with UPI`}
          </CardTitle>
          <CardDescription>{t`Scan the QR code with any UPI app, or pay to the UPI ID below.`}</CardDescription>
        </CardHeader>
        <CardContent className="flex flex-col items-center gap-4 text-center">
          {settings ? (
            <UpiQr
              label={t`UPI QR code to pay ${price} to ${upiId}`}
              link={upiPayLink({
                upiId: settings.upi_id,
                payee: settings.name,
                // Prices are rupees with at most 2 decimals: rounding finds their exact paise.
                amountPaise: Math.round(total * 100),
                note: `Gym ${plan.name} membership x${members.length}`,
              })}
            />
          ) : (
            <Skeleton className="size-52" />
          )}
          <div>
            <p className="text-sm text-muted-foreground">{t`UPI ID`}</p>
            <p className="break-all font-mono text-base font-semibold">{settings?.upi_id ?? '…'}</p>
          </div>
          <ol className="w-full list-decimal space-y-1 rounded-md bg-muted p-4 pl-8 text-left text-sm text-muted-foreground">
            <li>
              <Emphasised text={t`Pay ${price} by scanning the code or using the UPI ID.`} part={price} />
            </li>
            <li>{t`Note the transaction ID shown by your UPI app.`}</li>
            <li>{t`Enter the transaction ID and its last 4 digits, then confirm.`}</li>
          </ol>
        </CardContent>
      </Card>
      <Card className="lg:order-first">
        <CardHeader>
          <CardTitle>{t`Payment Summary`}</CardTitle>
          <CardDescription>
            {plural(count, {
              one: `${planName} plan for ${count} member`,
              other: `${planName} plan for ${count} members`,
            })}
          </CardDescription>
        </CardHeader>
        <CardContent className="flex flex-col gap-4">
          <ul className="divide-y rounded-md border text-sm">
            {members.map((m) => (
              <li key={m.id} className="flex items-center justify-between gap-3 px-3 py-2">
                <span className="min-w-0 truncate">
                  {m.name} <span className="text-muted-foreground">· {m.phone}</span>
                </span>
                <span className="shrink-0">{formatINR(plan.price_inr)}</span>
              </li>
            ))}
          </ul>
          <div className="flex items-center justify-between rounded-md bg-secondary px-3 py-3">
            <span className="font-semibold">{t`Total Amount`}</span>
            <span className="text-xl font-bold text-primary">{price}</span>
          </div>

          <div className="flex flex-col gap-4 border-t pt-4">
            <Field label={t`Transaction ID`} error={errors.payment_transaction_id}>
              {(p) => (
                <Input
                  {...p}
                  placeholder={t`e.g. 412345678901`}
                  value={payment.payment_transaction_id}
                  onChange={(e) => onChange({ ...payment, payment_transaction_id: e.target.value })}
                />
              )}
            </Field>
            <Field label={t`Last 4 digits of transaction`} error={errors.payment_last_4_digits}>
              {(p) => (
                <Input
                  {...p}
                  inputMode="numeric"
                  maxLength={4}
                  placeholder="1234"
                  value={payment.payment_last_4_digits}
                  onChange={(e) => onChange({ ...payment, payment_last_4_digits: e.target.value })}
                />
              )}
            </Field>
            <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-between">
              <Button variant="outline" onClick={onBack} disabled={busy}>
                <ArrowLeft /> {t`Back to Members`}
              </Button>
              <Button onClick={confirm} busy={busy} icon={<ShieldCheck />}>
                {t`Confirm Payment`}
              </Button>
            </div>
          </div>
        </CardContent>
      </Card>
    </div>
  );
}
