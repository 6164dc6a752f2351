// The badge style of a request's status (spec: active/approved default, pending secondary, rejected
// destructive), kept apart so any screen can show a status without loading a feature's contracts.

export type StatusBadgeVariant = 'default' | 'secondary' | 'outline' | 'destructive';
export function statusBadgeVariant(status: string): StatusBadgeVariant {
  switch (status) {
    case 'active':
    case 'approved':
      return 'default';
    case 'pending':
      return 'secondary';
    case 'rejected':
      return 'destructive';
    default:
      return 'outline';
  }
}
