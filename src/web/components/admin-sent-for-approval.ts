// A money action the office prepared may wait for a second person (shared/money-approvals.ts): then it says so
// instead of what the action does when done.
import { t } from '@lingui/core/macro';
import { isPending, type PendingApproval } from '@/shared/money-approvals';
import { toast } from '@/web/lib/toast';

/** True, after the toast "Sent for approval", when the answer is that the action waits for a second person. */
export function sentForApproval<T>(answer: T): answer is Extract<T, PendingApproval> {
  if (typeof answer !== 'object' || answer === null || !isPending(answer)) return false;
  toast.success(t`Sent for approval`, {
    description: t`It is done once another person with the right to approve it approves it under Money Approvals.`,
  });
  return true;
}
