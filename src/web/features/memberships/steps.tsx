import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { Check } from 'lucide-react';
import { cn } from '@/web/lib/utils';

export const STEPS = ['plans', 'members', 'payment', 'confirm'] as const;
export type Step = (typeof STEPS)[number];
const LABELS: Record<Step, MessageDescriptor> = {
  plans: msg`Plan`,
  members: msg`Members`,
  payment: msg`Payment`,
  confirm: msg`Confirm`,
};

/** Where the resident is in the four steps. */
export function StepIndicator({ current }: { current: Step }) {
  const { t } = useLingui();
  const at = STEPS.indexOf(current);
  return (
    <ol className="mb-6 flex items-center gap-2 text-xs sm:text-sm" aria-label={t`Progress`}>
      {STEPS.map((step, i) => (
        <li
          key={step}
          className="flex flex-1 items-center gap-2"
          aria-current={i === at ? 'step' : undefined}
        >
          <span
            className={cn(
              'flex size-7 shrink-0 items-center justify-center rounded-full border text-xs font-semibold',
              i < at && 'border-primary bg-primary text-primary-foreground',
              i === at && 'border-primary text-primary ring-2 ring-primary/20',
              i > at && 'text-muted-foreground',
            )}
          >
            {i < at ? <Check className="size-4" aria-hidden /> : i + 1}
          </span>
          <span className={cn('hidden sm:inline', i === at ? 'font-medium' : 'text-muted-foreground')}>
            {t(LABELS[step])}
          </span>
          {i < STEPS.length - 1 ? <span className="h-px flex-1 bg-border" aria-hidden /> : null}
        </li>
      ))}
    </ol>
  );
}
