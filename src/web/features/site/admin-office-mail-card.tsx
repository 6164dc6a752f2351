// Admin → Settings → Office Mail: whether the office gets a mail for each new gym, hall, parking or repair
// request, or one daily digest. A card of its own, saved on its own endpoint.
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Save } from 'lucide-react';
import { useState } from 'react';
import { OFFICE_MAIL_MODES, type OfficeMailMode, officeMailAdminApi } from '@/shared/office-mail';
import { Button } from '@/web/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader } from '@/web/components/ui/card';
import { Label } from '@/web/components/ui/label';
import { RadioGroup, RadioGroupItem } from '@/web/components/ui/radio-group';
import { Skeleton } from '@/web/components/ui/skeleton';
import { api } from '@/web/lib/api';
import { inLanguage } from '@/web/lib/server-messages';
import { toast } from '@/web/lib/toast';
import { cn } from '@/web/lib/utils';
import { Can, Fields } from '../admin/office-access';

const KEY = ['admin', 'settings', 'office-mail'] as const;

// The modes as the office reads them (src/shared/office-mail.ts keeps the English), with what the toast says after.
const MODES: Record<
  OfficeMailMode,
  { label: MessageDescriptor; hint: MessageDescriptor; saved: MessageDescriptor }
> = {
  each: {
    label: msg`Each request`,
    hint: msg`A mail to the office for every new request, as it arrives.`,
    saved: msg`New requests: each request.`,
  },
  digest: {
    label: msg`Daily digest`,
    hint: msg`One mail a day listing the requests of the past day and what is still pending.`,
    saved: msg`New requests: daily digest.`,
  },
};

export function OfficeMailCard() {
  const { t } = useLingui();
  const qc = useQueryClient();
  const setting = useQuery({ queryKey: KEY, queryFn: () => api(officeMailAdminApi.get) });
  const [chosen, setChosen] = useState<OfficeMailMode>();
  const mode = chosen ?? setting.data?.mode;
  const save = useMutation({
    mutationFn: (m: OfficeMailMode) => api(officeMailAdminApi.update, { mode: m }),
    onSuccess: (saved) => {
      qc.setQueryData(KEY, saved);
      setChosen(undefined);
      toast.success(t`Office mail setting saved`, { description: t(MODES[saved.mode].saved) });
    },
    onError: (err) =>
      toast.error(t`Error`, {
        description: `${t`Failed to save the office mail setting`}: ${inLanguage(err.message)}`,
      }),
  });
  return (
    <Card role="region" aria-labelledby="office-mail">
      <CardHeader>
        <h2 id="office-mail" className="text-lg font-semibold leading-tight">
          {t`Office Mail`}
        </h2>
        <CardDescription>
          {t`How the office hears of new gym, hall, parking and house repair requests (sent to the society's e-mail).`}
        </CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        {mode ? (
          <Fields need="settings:manage">
            <RadioGroup
              value={mode}
              onValueChange={(v) => setChosen(OFFICE_MAIL_MODES.find((m) => m.value === v)?.value)}
              aria-label={t`Office mail`}
            >
              {OFFICE_MAIL_MODES.map((m) => (
                <Label
                  key={m.value}
                  htmlFor={`office-mail-${m.value}`}
                  className={cn(
                    'flex cursor-pointer items-start gap-3 rounded-md border p-3 font-normal leading-snug hover:bg-muted',
                    mode === m.value && 'border-primary bg-secondary/60',
                  )}
                >
                  <RadioGroupItem id={`office-mail-${m.value}`} value={m.value} className="mt-0.5" />
                  <span className="flex min-w-0 flex-col">
                    <span className="font-medium">{t(MODES[m.value].label)}</span>
                    <span className="text-xs text-muted-foreground">{t(MODES[m.value].hint)}</span>
                  </span>
                </Label>
              ))}
            </RadioGroup>
          </Fields>
        ) : setting.isError ? (
          <p className="text-sm text-destructive" role="alert">
            {t`Could not load the setting: ${inLanguage(setting.error.message)}`}
          </p>
        ) : (
          <Skeleton className="h-28" />
        )}
        <Can need="settings:manage">
          <div className="flex justify-end">
            <Button
              busy={save.isPending}
              disabled={!chosen || chosen === setting.data?.mode}
              icon={<Save />}
              onClick={() => chosen && save.mutate(chosen)}
            >
              {t`Save`}
            </Button>
          </div>
        </Can>
      </CardContent>
    </Card>
  );
}
