import { passwordStrength } from '@/shared/validation';
import { cn } from '@/web/lib/utils';

const LEVELS = {
  weak: { width: 'w-1/3', color: 'bg-destructive', label: 'Weak' },
  medium: { width: 'w-2/3', color: 'bg-accent', label: 'Medium' },
  strong: { width: 'w-full', color: 'bg-success', label: 'Strong' },
} as const;

export function PasswordStrengthMeter({ value }: { value: string }) {
  if (!value) return null;
  const level = LEVELS[passwordStrength(value)];
  return (
    <div className="flex items-center gap-3" aria-live="polite">
      <div className="h-1.5 flex-1 overflow-hidden rounded-full bg-muted">
        <div className={cn('h-full rounded-full transition-all', level.width, level.color)} />
      </div>
      <span className="text-xs font-medium text-muted-foreground">Strength: {level.label}</span>
    </div>
  );
}
