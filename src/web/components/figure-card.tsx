// A headline figure of the back-office (the dashboard's and the analytics' cards): a title with its icon, the
// figure, and a line that explains it; skeletons until the figures arrive.
import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Card } from './ui/card';
import { Skeleton } from './ui/skeleton';

export function FigureCard({
  icon: Icon,
  title,
  value,
  note,
  heading: Heading = 'h2',
}: {
  icon: LucideIcon;
  title: string;
  value: string | undefined;
  note: ReactNode;
  /** The title's heading level, under the page's outline (h3 inside a titled section). */
  heading?: 'h2' | 'h3';
}) {
  return (
    <Card className="flex min-w-0 flex-col gap-2 p-5">
      <div className="flex items-center justify-between gap-2">
        <Heading className="text-sm font-medium text-muted-foreground">{title}</Heading>
        <Icon className="size-5 text-primary" aria-hidden />
      </div>
      <p className="text-2xl font-bold tabular-nums text-primary">
        {value ?? <Skeleton className="h-8 w-24" />}
      </p>
      <p className="text-xs text-muted-foreground">{note ?? <Skeleton className="h-4 w-full" />}</p>
    </Card>
  );
}
