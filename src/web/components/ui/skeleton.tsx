import type { ComponentProps } from 'react';
import { cn } from '@/web/lib/utils';

export const Skeleton = ({ className, ...p }: ComponentProps<'div'>) => (
  <div className={cn('animate-pulse rounded-md bg-muted', className)} {...p} />
);
