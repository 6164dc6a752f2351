import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { passwordStrength } from '@/shared/validation';
import { cn } from '@/web/lib/utils';

const LEVELS = {
  weak: { width: 'w-1/3', color: 'bg-destructive', label: msg`Weak` },
  medium: { width: 'w-2/3', color: 'bg-accent', label: msg`Medium` },
  strong: { width: 'w-full', color: 'bg-success', label: msg`Strong` },
} as const;

export function PasswordStrengthMeter({ value }: { value: string }) {
  const { t } = useLingui();
  if (!value) return null;
  const level = LEVELS[passwordStrength(value)];
  const strength = t(level.label);
  return (
    <div className="flex items-center gap-3" aria-live="polite">
      <div className="h-1.5 flex-1 overflow-hidden rounded-full bg-muted">
        <div className={cn('h-full rounded-full transition-all', level.width, level.color)} />
      </div>
      <span className="text-xs font-medium text-muted-foreground">{t`Strength: ${strength}`}</span>
    </div>
  );
}
