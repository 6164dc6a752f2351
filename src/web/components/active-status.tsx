// Items the office retires rather than deletes (announcements, do's and don'ts): their status badge and the
// table filter that matches the lists' `status` query (all, active, inactive).
import type { TableFilter } from './data-table';
import { Badge } from './ui/badge';

export function ActiveBadge({ active }: { active: boolean }) {
  return <Badge variant={active ? 'success' : 'outline'}>{active ? 'Active' : 'Inactive'}</Badge>;
}

export const ACTIVE_STATUS_FILTER: TableFilter<'status'> = {
  name: 'status',
  label: 'Status',
  options: [
    { value: 'active', label: 'Active' },
    { value: 'inactive', label: 'Inactive' },
  ],
};
