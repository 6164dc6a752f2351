// Admin → Settings → Office Mail: whether the office gets a mail for each new gym, hall, parking or repair
// request, or one daily digest. A card of its own, saved on its own endpoint.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Save } from 'lucide-react';
import { useState } from 'react';
import {
  OFFICE_MAIL_MODES,
  OFFICE_MAIL_TEXT,
  type OfficeMailMode,
  officeMailAdminApi,
} from '@/shared/office-mail';
import { Button } from '@/web/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader } from '@/web/components/ui/card';
import { Label } from '@/web/components/ui/label';
import { RadioGroup, RadioGroupItem } from '@/web/components/ui/radio-group';
import { Skeleton } from '@/web/components/ui/skeleton';
import { api } from '@/web/lib/api';
import { toast } from '@/web/lib/toast';
import { cn } from '@/web/lib/utils';

const KEY = ['admin', 'settings', 'office-mail'] as const;

export function OfficeMailCard() {
  const qc = useQueryClient();
  const setting = useQuery({ queryKey: KEY, queryFn: () => api(officeMailAdminApi.get) });
  const [chosen, setChosen] = useState<OfficeMailMode>();
  const mode = chosen ?? setting.data?.mode;
  const save = useMutation({
    mutationFn: (m: OfficeMailMode) => api(officeMailAdminApi.update, { mode: m }),
    onSuccess: (saved) => {
      qc.setQueryData(KEY, saved);
      setChosen(undefined);
      const label = OFFICE_MAIL_MODES.find((m) => m.value === saved.mode)?.label;
      toast.success(OFFICE_MAIL_TEXT.saved, { description: `New requests: ${label?.toLowerCase()}.` });
    },
    onError: (err) => toast.error('Error', { description: `${OFFICE_MAIL_TEXT.saveFailed}: ${err.message}` }),
  });
  return (
    <Card role="region" aria-labelledby="office-mail">
      <CardHeader>
        <h2 id="office-mail" className="text-lg font-semibold leading-tight">
          Office Mail
        </h2>
        <CardDescription>
          How the office hears of new gym, hall, parking and house repair requests (sent to the society's
          e-mail).
        </CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        {mode ? (
          <RadioGroup
            value={mode}
            onValueChange={(v) => setChosen(OFFICE_MAIL_MODES.find((m) => m.value === v)?.value)}
            aria-label="Office mail"
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
                  <span className="font-medium">{m.label}</span>
                  <span className="text-xs text-muted-foreground">{m.hint}</span>
                </span>
              </Label>
            ))}
          </RadioGroup>
        ) : setting.isError ? (
          <p className="text-sm text-destructive" role="alert">
            Could not load the setting: {setting.error.message}
          </p>
        ) : (
          <Skeleton className="h-28" />
        )}
        <div className="flex justify-end">
          <Button
            busy={save.isPending}
            disabled={!chosen || chosen === setting.data?.mode}
            icon={<Save />}
            onClick={() => chosen && save.mutate(chosen)}
          >
            Save
          </Button>
        </div>
      </CardContent>
    </Card>
  );
}
