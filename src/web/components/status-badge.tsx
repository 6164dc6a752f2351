import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { statusBadgeVariant } from '@/shared/status';
import { Badge } from '@/web/components/ui/badge';
import { capitalize } from '@/web/lib/utils';

// The statuses a resident's requests and memberships take, in the person's language; another shows as stored.
const STATUS_LABELS: Record<string, MessageDescriptor> = {
  pending: msg`Pending`,
  approved: msg`Approved`,
  rejected: msg`Rejected`,
  cancelled: msg`Cancelled`,
  active: msg`Active`,
  expired: msg`Expired`,
};

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
  const { t } = useLingui();
  const known = STATUS_LABELS[status];
  return (
    <Badge variant={statusBadgeVariant(status)} className={className}>
      {label ?? (known ? t(known) : capitalize(status))}
    </Badge>
  );
}
