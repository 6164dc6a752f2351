// The office's reason beside a resident's own request: why it was rejected or cancelled.
import { useLingui } from '@lingui/react/macro';

export function DecisionReason({ status, reason }: { status: string; reason: string | null }) {
  const { t } = useLingui();
  if (!reason) return null;
  return (
    <p className="mt-2 whitespace-pre-line break-words rounded-md border border-destructive/30 bg-destructive/5 px-3 py-2 text-sm">
      <span className="font-medium">
        {status === 'cancelled' ? t`Reason for cancellation:` : t`Reason for rejection:`}{' '}
      </span>
      {reason}
    </p>
  );
}
