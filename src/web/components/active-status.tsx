// Items the office retires rather than deletes (announcements, do's and don'ts): their status badge and the
// table filter that matches the lists' `status` query (all, active, inactive).
import { inLanguage } from '@/web/lib/server-messages';
import type { TableFilter } from './data-table';
import { Badge } from './ui/badge';

/** Active or Inactive, in the person's language (the statuses' words in server-messages.ts). */
export function ActiveBadge({ active }: { active: boolean }) {
  return <Badge variant={active ? 'success' : 'outline'}>{inLanguage(active ? 'Active' : 'Inactive')}</Badge>;
}

export const ACTIVE_STATUS_FILTER: TableFilter<'status'> = {
  name: 'status',
  label: 'Status',
  options: [
    { value: 'active', label: 'Active' },
    { value: 'inactive', label: 'Inactive' },
  ],
};
