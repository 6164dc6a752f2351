// The spec's badge style of a request status, the same for every kind of request. Its own module, so a page
// that shows a status does not download the memberships' rules with it.
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
