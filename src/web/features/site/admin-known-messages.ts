// The settings forms' messages from their schemas and the server (src/shared/site-admin.ts, prices-admin.ts,
// office-mail.ts), in the person's language: added to server-messages.ts's lookup with the settings screen's code,
// translated in its office catalogue part.
import { msg } from '@lingui/core/macro';
import { i18n } from '@/web/lib/i18n';
import { knowMessages } from '@/web/lib/server-messages';

knowMessages(
  {
    'Invalid UPI ID format': msg`Invalid UPI ID format`,
    'Please enter an amount in rupees, with at most 2 decimals': msg`Please enter an amount in rupees, with at most 2 decimals`,
    'Please enter an amount below ₹10,00,000': msg`Please enter an amount below ₹10,00,000`,
    'One of the plans no longer exists. Please reload the page.': msg`One of the plans no longer exists. Please reload the page.`,
    'Please choose each request or daily digest': msg`Please choose each request or daily digest`,
  },
  [
    // The hall booking rules' card (src/shared/hall-bookings-admin.ts); "at most" is in the common table.
    [
      /^Please enter a number of at least (\d+)$/,
      (min) => i18n._(msg`Please enter a number of at least ${min}`),
    ],
  ],
);
