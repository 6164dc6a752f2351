// The server's messages on a money action's decision (src/shared/money-approvals.ts), in the office person's
// language; with the office's part.
import { msg } from '@lingui/core/macro';
import { knowMessages } from '@/web/lib/server-messages';

knowMessages({
  'This action is no longer waiting for approval': msg`This action is no longer waiting for approval`,
  'You prepared this action: another person with the right to approve must approve or reject it': msg`You prepared this action: another person with the right to approve must approve or reject it`,
  'This action has already been approved or rejected': msg`This action has already been approved or rejected`,
  'You may not prepare money actions': msg`You may not prepare money actions`,
});
