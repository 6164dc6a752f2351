// Shown while a page reads what the service worker kept because the network failed (lib/offline.ts): how old
// it is, so nobody takes a bill or a notice for the latest.
import { WifiOff } from 'lucide-react';
import { useOfflineSavedAt } from '@/web/lib/offline';
import { formatDateTime } from '@/web/lib/utils';

export function OfflineNotice() {
  const savedAt = useOfflineSavedAt();
  if (!savedAt) return null;
  return (
    <div role="status" className="no-print border-b border-amber-200 bg-amber-50 text-amber-900">
      <p className="mx-auto flex max-w-6xl items-center gap-2 px-4 py-2 text-sm">
        <WifiOff className="size-4 shrink-0" aria-hidden />
        Offline — last updated at {formatDateTime(savedAt)}
      </p>
    </div>
  );
}
