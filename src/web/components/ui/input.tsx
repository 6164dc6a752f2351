import type { ComponentProps } from 'react';
import { cn } from '@/web/lib/utils';

const field =
  'w-full rounded-md border border-input bg-card px-3 py-2 text-base shadow-sm placeholder:text-muted-foreground [&[readonly]]:bg-muted [&[readonly]]:shadow-none disabled:cursor-not-allowed disabled:opacity-50 aria-invalid:border-destructive sm:text-sm';

export const Input = ({ className, ...p }: ComponentProps<'input'>) => (
  <input
    className={cn(
      field,
      'h-10 file:mr-3 file:border-0 file:bg-transparent file:text-sm file:font-medium',
      className,
    )}
    {...p}
  />
);
export const Textarea = ({ className, ...p }: ComponentProps<'textarea'>) => (
  <textarea className={cn(field, 'min-h-20', className)} {...p} />
);
/** A native select: accessible, fast on phones, and styled like the inputs. */
export const NativeSelect = ({ className, ...p }: ComponentProps<'select'>) => (
  <select className={cn(field, 'h-10 pr-8', className)} {...p} />
);
