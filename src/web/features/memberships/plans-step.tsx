import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { Clock, Dumbbell } from 'lucide-react';
import type { MembershipPlan } from '@/shared/memberships';
import { formatINR } from '@/shared/money';
import { EmptyState } from '@/web/components/page-states';
import { Badge } from '@/web/components/ui/badge';
import { Button } from '@/web/components/ui/button';
import {
  Card,
  CardContent,
  CardDescription,
  CardFooter,
  CardHeader,
  CardTitle,
} from '@/web/components/ui/card';
import { Skeleton } from '@/web/components/ui/skeleton';
import { cn } from '@/web/lib/utils';

const POPULAR = 'Monthly';

export function PlansStep({
  plans,
  loading,
  onSelect,
}: {
  plans: MembershipPlan[];
  loading: boolean;
  onSelect: (plan: MembershipPlan) => void;
}) {
  const { t } = useLingui();
  if (loading)
    return (
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4" aria-busy="true">
        {[0, 1, 2, 3].map((i) => (
          <Skeleton key={i} className="h-64" />
        ))}
      </div>
    );
  if (plans.length === 0)
    return (
      <EmptyState
        icon={Dumbbell}
        title={t`No membership plans available`}
        message={t`Please check back later.`}
      />
    );
  return (
    <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
      {plans.map((plan) => {
        const popular = plan.name === POPULAR;
        const { name, duration_days: days } = plan;
        return (
          <Card
            key={plan.id}
            className={cn(
              'relative flex flex-col',
              popular && 'border-primary shadow-md ring-1 ring-primary',
            )}
          >
            {popular ? (
              <Badge className="absolute -top-2.5 right-4 bg-accent text-accent-foreground">{t`Popular`}</Badge>
            ) : null}
            <CardHeader>
              <CardTitle>{plan.name}</CardTitle>
              {plan.description ? <CardDescription>{plan.description}</CardDescription> : null}
            </CardHeader>
            <CardContent className="flex-1">
              <p className="text-3xl font-bold text-primary">{formatINR(plan.price_inr)}</p>
              <p className="mt-2 flex items-center gap-1.5 text-sm text-muted-foreground">
                <Clock className="size-4" aria-hidden />
                {/* The figure as a plain value: Lingui writes `#` in the language's own digits (१ in Marathi). */}
                {plural(days, { one: `${days} day`, other: `${days} days` })}
              </p>
            </CardContent>
            <CardFooter>
              <Button
                className="w-full"
                variant={popular ? 'default' : 'outline'}
                onClick={() => onSelect(plan)}
                aria-label={t`Select Plan ${name}`}
              >
                {t`Select Plan`}
              </Button>
            </CardFooter>
          </Card>
        );
      })}
    </div>
  );
}
