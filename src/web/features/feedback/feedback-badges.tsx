// Feedback's status and priority badges, the same on the resident's list and the office's screen.
import type { FeedbackStatus } from '@/shared/feedback';
import { Badge, type BadgeVariant } from '@/web/components/ui/badge';
import { cn } from '@/web/lib/utils';
import { feedbackLabel } from './labels';

const STATUS_VARIANT: Record<FeedbackStatus, BadgeVariant> = {
  open: 'outline',
  in_progress: 'secondary',
  resolved: 'success',
  closed: 'outline',
};

export function FeedbackStatusBadge({ status }: { status: string }) {
  return (
    <Badge
      variant={STATUS_VARIANT[status as FeedbackStatus] ?? 'outline'}
      className={cn('whitespace-nowrap', status === 'closed' && 'text-muted-foreground')}
    >
      {feedbackLabel(status)}
    </Badge>
  );
}

const PRIORITY_CLASS: Record<string, string> = {
  low: 'border-input bg-card text-muted-foreground',
  normal: 'border-transparent bg-secondary text-secondary-foreground',
  high: 'border-transparent bg-accent text-accent-foreground',
  urgent: 'border-transparent bg-destructive text-destructive-foreground',
};

/**
 * A priority in its colour. With `pulse`, urgent feedback draws the eye with a pulsing halo behind the badge
 * (the text itself keeps full contrast), and stays still for people who ask for reduced motion.
 */
export function FeedbackPriorityBadge({ priority, pulse = false }: { priority: string; pulse?: boolean }) {
  const badge = (
    <Badge className={PRIORITY_CLASS[priority] ?? PRIORITY_CLASS.normal}>{feedbackLabel(priority)}</Badge>
  );
  if (!(pulse && priority === 'urgent')) return badge;
  return (
    <span className="relative inline-flex">
      <span
        aria-hidden
        className="absolute -inset-1 rounded-full bg-destructive/35 motion-safe:animate-pulse"
      />
      <span className="relative inline-flex">{badge}</span>
    </span>
  );
}
