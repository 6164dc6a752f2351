// The office's reason beside a resident's own request: why it was rejected or cancelled.

export function DecisionReason({ status, reason }: { status: string; reason: string | null }) {
  if (!reason) return null;
  return (
    <p className="mt-2 whitespace-pre-line break-words rounded-md border border-destructive/30 bg-destructive/5 px-3 py-2 text-sm">
      <span className="font-medium">
        {status === 'cancelled' ? 'Reason for cancellation' : 'Reason for rejection'}:{' '}
      </span>
      {reason}
    </p>
  );
}
