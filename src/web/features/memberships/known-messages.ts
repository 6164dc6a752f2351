// The gym membership form's messages from its schema and the server (src/shared/memberships.ts,
// payment-references.ts), in the person's language: added to server-messages.ts's lookup when this folder's code
// loads, so their text and translations download with this folder's screens (its own chunk and catalogue), not with
// every form.
import { msg } from '@lingui/core/macro';
import { i18n } from '@/web/lib/i18n';
import { knowMessages } from '@/web/lib/server-messages';

knowMessages(
  {
    'Please add at least one member': msg`Please add at least one member`,
    'Please fill all member details': msg`Please fill all member details`,
    'Please fill all payment details': msg`Please fill all payment details`,
    'Age must be between 1 and 120': msg`Age must be between 1 and 120`,
    'Enter at most 4 letters or digits': msg`Enter at most 4 letters or digits`,
    'The selected plan does not exist': msg`The selected plan does not exist`,
    'This transaction ID has already been used for another payment. Please check the ID in your payment app, or contact the office.': msg`This transaction ID has already been used for another payment. Please check the ID in your payment app, or contact the office.`,
    'You have already used this cheque number for another booking. Please check the cheque number.': msg`You have already used this cheque number for another booking. Please check the cheque number.`,
  },
  [
    [
      /^At most (\d+) members can be added at once$/,
      (max) => i18n._(msg`At most ${max} members can be added at once`),
    ],
    [
      /^The last 4 digits must be the last 4 characters of the transaction ID \((\w+)\)$/,
      (expected) =>
        i18n._(msg`The last 4 digits must be the last 4 characters of the transaction ID (${expected})`),
    ],
  ],
);
