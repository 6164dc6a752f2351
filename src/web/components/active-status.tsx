// Items the office retires rather than deletes (announcements, do's and don'ts): their status badge and the
// table filter that matches the lists' `status` query (all, active, inactive).
import { msg } from '@lingui/core/macro';
import { i18n } from '@/web/lib/i18n';
import { inLanguage } from '@/web/lib/server-messages';
import type { TableFilter } from './data-table';
import { Badge } from './ui/badge';

/** Active or Inactive, in the person's language (the statuses' words in server-messages.ts). */
export function ActiveBadge({ active }: { active: boolean }) {
  return <Badge variant={active ? 'success' : 'outline'}>{inLanguage(active ? 'Active' : 'Inactive')}</Badge>;
}

// Read as the table draws (getters), so the words follow the language chosen since the screen's code loaded.
export const ACTIVE_STATUS_FILTER: TableFilter<'status'> = {
  name: 'status',
  get label() {
    return i18n._(msg`Status`);
  },
  get options() {
    return [
      { value: 'active', label: inLanguage('Active') },
      { value: 'inactive', label: inLanguage('Inactive') },
    ];
  },
};
