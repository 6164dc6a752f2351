// A check box on the browser's own <input type="checkbox">, styled; `onCheckedChange` as Radix's had it.
import { Check } from 'lucide-react';
import type { ComponentProps } from 'react';
import { cn } from '@/web/lib/utils';

export const Checkbox = ({
  className,
  onCheckedChange,
  ...p
}: Omit<ComponentProps<'input'>, 'type'> & { onCheckedChange?: (checked: boolean) => void }) => (
  <span className={cn('relative inline-flex size-5 shrink-0', className)}>
    <input
      type="checkbox"
      className="peer size-5 cursor-pointer appearance-none rounded-sm border border-primary shadow-sm checked:bg-primary disabled:cursor-not-allowed disabled:opacity-50"
      onChange={(e) => onCheckedChange?.(e.target.checked)}
      {...p}
    />
    <Check
      className="pointer-events-none invisible absolute inset-0.5 size-4 text-primary-foreground peer-checked:visible"
      aria-hidden
    />
  </span>
);
