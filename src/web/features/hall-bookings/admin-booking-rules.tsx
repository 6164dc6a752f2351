// Admin -> Settings, Hall Booking Rules (its own card): how many months ahead the podium can be requested, and
// until how many days before the event a resident may cancel an approved booking on the portal.
import { useLingui } from '@lingui/react/macro';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Save, TriangleAlert } from 'lucide-react';
import { type HallRules, hallBookingsAdminApi, hallRulesInput } from '@/shared/hall-bookings-admin';
import { EmptyState } from '@/web/components/page-states';
import { Button } from '@/web/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader } from '@/web/components/ui/card';
import { Field } from '@/web/components/ui/field';
import { Input } from '@/web/components/ui/input';
import { Skeleton } from '@/web/components/ui/skeleton';
import { api } from '@/web/lib/api';
import { showFieldErrors, useZodForm } from '@/web/lib/forms';
import { inLanguage } from '@/web/lib/server-messages';
import { toast } from '@/web/lib/toast';
import { Can, Fields } from '../admin/office-access';

const KEY = ['admin-hall-rules'] as const;

export function HallBookingRulesCard() {
  const { t } = useLingui();
  const rules = useQuery({
    queryKey: KEY,
    queryFn: () => api(hallBookingsAdminApi.rules),
    refetchOnMount: 'always',
  });
  return (
    <Card role="region" aria-labelledby="hall-booking-rules">
      <CardHeader>
        <h2 id="hall-booking-rules" className="text-lg font-semibold leading-tight">
          {t`Hall Booking Rules`}
        </h2>
        <CardDescription>
          {t`How far ahead residents may request the podium, and until when they may cancel.`}
        </CardDescription>
      </CardHeader>
      <CardContent>
        {rules.isError ? (
          <EmptyState
            icon={TriangleAlert}
            title={t`Could not load the hall booking rules`}
            message={inLanguage(rules.error.message)}
            onRetry={() => rules.refetch()}
          />
        ) : rules.data && rules.isFetchedAfterMount ? (
          <RulesForm rules={rules.data} />
        ) : (
          <Skeleton className="h-32" role="status" aria-label={t`Loading hall booking rules`} />
        )}
      </CardContent>
    </Card>
  );
}

type Values = { months_ahead: string; cancel_cutoff_days: string };

function RulesForm({ rules }: { rules: HallRules }) {
  const { t } = useLingui();
  const qc = useQueryClient();
  const defaults: Values = {
    months_ahead: String(rules.months_ahead),
    cancel_cutoff_days: String(rules.cancel_cutoff_days),
  };
  const form = useZodForm(hallRulesInput, {
    defaultValues: defaults,
  });
  const { errors, isSubmitting, isDirty } = form.formState;

  const submit = form.handleSubmit(async (values) => {
    try {
      const saved = await api(hallBookingsAdminApi.saveRules, values);
      qc.setQueryData(KEY, saved);
      form.reset({
        months_ahead: String(saved.months_ahead),
        cancel_cutoff_days: String(saved.cancel_cutoff_days),
      });
      toast.success(t`Hall booking rules saved`);
    } catch (err) {
      const message = inLanguage(showFieldErrors(form, err).message);
      toast.error(t`Error`, { description: t`Failed to save hall booking rules: ${message}` });
    }
  });

  return (
    <form onSubmit={submit} noValidate className="grid gap-4 sm:grid-cols-2">
      <Fields need="settings:manage">
        <Field
          label={t`Bookings open (months ahead)*`}
          error={errors.months_ahead?.message}
          hint={t`1 to 36; 12 by default.`}
        >
          {(p) => (
            <Input
              {...p}
              type="number"
              inputMode="numeric"
              min={1}
              max={36}
              {...form.register('months_ahead')}
            />
          )}
        </Field>
        <Field
          label={t`Residents may cancel until (days before the event)*`}
          error={errors.cancel_cutoff_days?.message}
          hint={t`0 to 90; 7 by default. Later, the office cancels.`}
        >
          {(p) => (
            <Input
              {...p}
              type="number"
              inputMode="numeric"
              min={0}
              max={90}
              {...form.register('cancel_cutoff_days')}
            />
          )}
        </Field>
      </Fields>
      <Can need="settings:manage">
        <Button
          type="submit"
          icon={<Save />}
          busy={isSubmitting}
          disabled={!isDirty}
          className="sm:col-span-2 sm:justify-self-end"
        >
          {t`Save Rules`}
        </Button>
      </Can>
    </form>
  );
}
