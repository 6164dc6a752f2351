// The feedback form's messages and notices (src/shared/feedback.ts), in the person's language: added to
// server-messages.ts's lookup when this folder's code loads, so their text and translations download with this
// folder's screens (its own chunk and catalogue), not with every form.
import { msg } from '@lingui/core/macro';
import { i18n } from '@/web/lib/i18n';
import { knowMessages } from '@/web/lib/server-messages';

knowMessages(
  {
    'Missing Information': msg`Missing Information`,
    'Please fill in all required fields.': msg`Please fill in all required fields.`,
    'Invalid Input': msg`Invalid Input`,
    'Too Many Attempts': msg`Too Many Attempts`,
    'Feedback Submitted': msg`Feedback Submitted`,
    "Thank you for your feedback. We'll review it and get back to you soon.": msg`Thank you for your feedback. We'll review it and get back to you soon.`,
    'Submission Failed': msg`Submission Failed`,
    'Failed to submit feedback. Please try again.': msg`Failed to submit feedback. Please try again.`,
  },
  [
    [
      /^Please wait (\d+) minutes before submitting another feedback\.$/,
      (minutes) => i18n._(msg`Please wait ${minutes} minutes before submitting another feedback.`),
    ],
  ],
);
