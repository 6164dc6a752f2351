import type { ComponentProps } from 'react';
import { cn } from '@/web/lib/utils';

export const Label = ({ className, onMouseDown, ...p }: ComponentProps<'label'>) => (
  // biome-ignore lint/a11y/noLabelWithoutControl: callers name the control with htmlFor or wrap it.
  <label
    className={cn('text-sm font-medium leading-none', className)}
    onMouseDown={(e) => {
      onMouseDown?.(e);
      // A double click on the text does not select it (as Radix's Label had it); one inside a control does.
      const inControl = (e.target as HTMLElement).closest('button, input, select, textarea');
      if (!inControl && !e.defaultPrevented && e.detail > 1) e.preventDefault();
    }}
    {...p}
  />
);
