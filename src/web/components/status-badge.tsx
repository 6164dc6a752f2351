import { statusBadgeVariant } from '@/shared/status';
import { Badge } from '@/web/components/ui/badge';
import { capitalize } from '@/web/lib/utils';

/** A status in the spec's badge styles (active/approved default, pending secondary, rejected destructive). */
export function StatusBadge({
  status,
  label,
  className,
}: {
  status: string;
  label?: string;
  className?: string;
}) {
  return (
    <Badge variant={statusBadgeVariant(status)} className={className}>
      {label ?? capitalize(status)}
    </Badge>
  );
}
