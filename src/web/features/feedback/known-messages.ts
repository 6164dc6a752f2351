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
    // Photos and the resident's verdict (the server's refusals).
    'Please select an image smaller than 5MB': msg`Please select an image smaller than 5MB`,
    'You can attach up to 3 photos': msg`You can attach up to 3 photos`,
    'Please upload at most 3 files at a time': msg`Please upload at most 3 files at a time`,
    'Please choose from 1 to 5 stars': msg`Please choose from 1 to 5 stars`,
    'This feedback no longer exists': msg`This feedback no longer exists`,
    'Only feedback marked resolved can be confirmed or reopened': msg`Only feedback marked resolved can be confirmed or reopened`,
    'You have already confirmed this feedback': msg`You have already confirmed this feedback`,
    'More than 7 days have passed since this was resolved, so it cannot be reopened. Please submit new feedback.': msg`More than 7 days have passed since this was resolved, so it cannot be reopened. Please submit new feedback.`,
  },
  [
    [
      /^Please wait (\d+) minutes before submitting another feedback\.$/,
      (minutes) => i18n._(msg`Please wait ${minutes} minutes before submitting another feedback.`),
    ],
  ],
);
