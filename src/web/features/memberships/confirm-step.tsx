import { useLingui } from '@lingui/react/macro';
import { CheckCircle2, Download, LayoutDashboard } from 'lucide-react';
import type { Membership } from '@/shared/memberships';
import { formatINR } from '@/shared/money';
import { StatusBadge } from '@/web/components/status-badge';
import { Button } from '@/web/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/web/components/ui/card';
import { Link } from '@/web/lib/router';
import { formatDate } from '@/web/lib/utils';

export function ConfirmStep({ created }: { created: Membership[] }) {
  const { t } = useLingui();
  const first = created[0];
  const planName = first.plan.name;
  const total = created.reduce((sum, m) => sum + m.amount_paid, 0);
  return (
    <Card className="mx-auto max-w-2xl">
      <CardHeader className="items-center text-center">
        <CheckCircle2 className="size-14 text-success" aria-hidden />
        <div className="flex flex-wrap items-center justify-center gap-2">
          <CardTitle className="text-2xl">{t`Membership Confirmed!`}</CardTitle>
          <StatusBadge status="pending" label={t`Pending approval`} />
        </div>
        <CardDescription>
          {t`Your ${planName} membership request has been received and is pending approval by the society office. It starts once the office has checked your payment and approved it: you will get an e-mail, and your receipt will be on your dashboard. Until then, Download Receipt gives an acknowledgement, not a receipt.`}
        </CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-5">
        <ul className="divide-y rounded-md border">
          {created.map((m) => {
            const age = m.member_age;
            return (
              <li
                key={m.id}
                className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1 px-4 py-3 text-sm"
              >
                <div className="min-w-0">
                  <p className="font-medium">{m.member_name}</p>
                  <p className="text-muted-foreground">
                    {m.member_phone} · {t`Age ${age}`}
                  </p>
                </div>
                <p className="text-muted-foreground">
                  {formatDate(m.start_date)} – {formatDate(m.end_date)}
                </p>
              </li>
            );
          })}
        </ul>
        <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
          <dt className="text-muted-foreground">{t`Transaction ID`}</dt>
          <dd className="break-all">{first.payment_transaction_id}</dd>
          <dt className="text-muted-foreground">{t`Total Paid`}</dt>
          <dd className="font-semibold">{formatINR(total)}</dd>
        </dl>
        <div className="flex flex-col gap-2 sm:flex-row sm:justify-center">
          <Button onClick={() => window.open(`/receipt/membership/${first.id}`, '_blank', 'noopener')}>
            <Download /> {t`Download Receipt`}
          </Button>
          <Button asChild variant="outline">
            <Link to="/dashboard">
              <LayoutDashboard /> {t`Go to Dashboard`}
            </Link>
          </Button>
        </div>
      </CardContent>
    </Card>
  );
}
