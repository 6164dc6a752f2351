import { useLingui } from '@lingui/react/macro';
import { Calendar, Car, Dumbbell, type LucideIcon, Megaphone, Wallet } from 'lucide-react';
import { DASHBOARD_LIMITS, type Dashboard } from '@/shared/dashboard';
import { decimalOf, formatINR } from '@/shared/money';
import { StatusBadge } from '@/web/components/status-badge';
import { Button } from '@/web/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/web/components/ui/card';
import { Link } from '@/web/lib/router';
import { formatDate } from '@/web/lib/utils';
import { PayByUpiButton } from '../reported-payments/pay-button';
import { PriorityBadge } from './announcements-tab';

function CountCard({ icon: Icon, label, value }: { icon: LucideIcon; label: string; value: number }) {
  return (
    <Card>
      <CardContent className="flex flex-col items-center gap-2 p-3 text-center sm:flex-row sm:gap-4 sm:p-5 sm:text-left">
        <span className="flex size-9 shrink-0 items-center justify-center rounded-full bg-secondary sm:size-11">
          <Icon className="size-4 text-primary sm:size-5" aria-hidden />
        </span>
        <div>
          <p className="text-xl font-bold sm:text-2xl">{value}</p>
          <p className="text-xs text-muted-foreground sm:text-sm">{label}</p>
        </div>
      </CardContent>
    </Card>
  );
}

/** What the confirmed flat owes and by when, or "No dues"; nothing for a flat without accounts. */
function DuesCard({ dues }: { dues: NonNullable<Dashboard['dues']> }) {
  const { t } = useLingui();
  const owing = dues.outstanding_paise > 0;
  return (
    <Card>
      <CardContent className="flex flex-wrap items-center justify-between gap-3 p-4 sm:p-5">
        <div className="flex items-center gap-3">
          <span className="flex size-9 shrink-0 items-center justify-center rounded-full bg-secondary sm:size-11">
            <Wallet className="size-4 text-primary sm:size-5" aria-hidden />
          </span>
          <div>
            <p className="text-xs text-muted-foreground sm:text-sm">{t`Maintenance dues`}</p>
            <p className="text-xl font-bold sm:text-2xl" data-testid="dues-outstanding">
              {owing ? formatINR(decimalOf(dues.outstanding_paise)) : t`No dues`}
            </p>
            {owing && dues.due_date ? (
              <p className="text-xs text-muted-foreground sm:text-sm">{t`Due by ${formatDate(dues.due_date)}`}</p>
            ) : null}
          </div>
        </div>
        <div className="flex flex-wrap gap-2">
          {owing ? <PayByUpiButton size="sm" /> : null}
          <Button asChild variant="outline" size="sm">
            <Link to="/member-invoices">{t`View ledger`}</Link>
          </Button>
        </div>
      </CardContent>
    </Card>
  );
}

export function OverviewTab({ data }: { data: Dashboard }) {
  const { t } = useLingui();
  const memberships = data.memberships.slice(0, DASHBOARD_LIMITS.recentMemberships);
  const bookings = data.bookings.slice(0, DASHBOARD_LIMITS.recentBookings);
  return (
    <div className="flex flex-col gap-6">
      <div className="grid grid-cols-3 gap-3 sm:gap-4">
        <CountCard icon={Dumbbell} label={t`Gym Memberships`} value={data.counts.memberships} />
        <CountCard icon={Calendar} label={t`Hall Bookings`} value={data.counts.bookings} />
        <CountCard icon={Car} label={t`Parking Slots`} value={data.counts.parking} />
      </div>
      {data.dues ? <DuesCard dues={data.dues} /> : null}
      <div className="grid gap-6 lg:grid-cols-2">
        <Card>
          <CardHeader>
            <CardTitle>{t`Recent Activity`}</CardTitle>
            <CardDescription>{t`Your latest memberships and bookings`}</CardDescription>
          </CardHeader>
          <CardContent>
            {memberships.length + bookings.length === 0 ? (
              <p className="text-sm text-muted-foreground">{t`No recent activity`}</p>
            ) : (
              <ul className="divide-y">
                {memberships.map((m) => (
                  <li key={m.id} className="flex items-center justify-between gap-3 py-3">
                    <div className="flex min-w-0 items-center gap-3">
                      <Dumbbell className="size-4 shrink-0 text-muted-foreground" aria-hidden />
                      <div className="min-w-0">
                        <p className="truncate text-sm font-medium">{t`${m.plan.name} Gym Membership`}</p>
                        <p className="text-xs text-muted-foreground wrap-anywhere">
                          {m.member_name} · {formatDate(m.created_at)}
                        </p>
                      </div>
                    </div>
                    <StatusBadge status={m.display_status} />
                  </li>
                ))}
                {bookings.map((b) => (
                  <li key={b.id} className="flex items-center justify-between gap-3 py-3">
                    <div className="flex min-w-0 items-center gap-3">
                      <Calendar className="size-4 shrink-0 text-muted-foreground" aria-hidden />
                      <div className="min-w-0">
                        <p className="text-sm font-medium wrap-anywhere">{b.event_name}</p>
                        <p className="text-xs text-muted-foreground wrap-anywhere">
                          {t`Hall booking`} · {formatDate(b.event_date)}
                        </p>
                      </div>
                    </div>
                    <StatusBadge status={b.status} />
                  </li>
                ))}
              </ul>
            )}
          </CardContent>
        </Card>
        <Card>
          <CardHeader className="flex-row items-start justify-between gap-3">
            <div className="flex flex-col gap-1.5">
              <CardTitle>{t`Latest Announcements`}</CardTitle>
              <CardDescription>{t`News from the society office`}</CardDescription>
            </div>
            <Button asChild variant="outline" size="sm">
              <Link to="/announcements">{t`View All`}</Link>
            </Button>
          </CardHeader>
          <CardContent>
            {data.announcements.length === 0 ? (
              <p className="text-sm text-muted-foreground">{t`No active announcements.`}</p>
            ) : (
              <ul className="divide-y">
                {data.announcements.map((a) => (
                  <li key={a.id} className="flex items-start gap-3 py-3">
                    <Megaphone className="mt-0.5 size-4 shrink-0 text-muted-foreground" aria-hidden />
                    <div className="min-w-0 flex-1 wrap-anywhere">
                      <div className="flex items-start justify-between gap-2">
                        <p className="min-w-0 text-sm font-medium">{a.title}</p>
                        <PriorityBadge priority={a.priority} />
                      </div>
                      <p className="line-clamp-2 text-xs text-muted-foreground">{a.content}</p>
                    </div>
                  </li>
                ))}
              </ul>
            )}
          </CardContent>
        </Card>
      </div>
    </div>
  );
}
