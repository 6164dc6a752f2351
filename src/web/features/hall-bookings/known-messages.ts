// The podium booking's messages from its schema and the server (src/shared/hall-bookings.ts, payment-references.ts),
// in the person's language: added to server-messages.ts's lookup when this folder's code loads, so their text and
// translations download with this folder's screens (its own chunk and catalogue), not with every form.
import { msg } from '@lingui/core/macro';
import { i18n } from '@/web/lib/i18n';
import { knowMessages } from '@/web/lib/server-messages';

knowMessages(
  {
    'Please select a booking option': msg`Please select a booking option`,
    'Please choose today or a later date': msg`Please choose today or a later date`,
    'The podium is already booked for that date and time. Please choose another date or timing.': msg`The podium is already booked for that date and time. Please choose another date or timing.`,
    'You have already requested the podium for this date and timing. It is shown under My Bookings below.': msg`You have already requested the podium for this date and timing. It is shown under My Bookings below.`,
    'Booking cancelled': msg`Booking cancelled`,
    'Any refund of the amount paid is handled by the society office.': msg`Any refund of the amount paid is handled by the society office.`,
    'Please enter a number of at least 1': msg`Please enter a number of at least 1`,
    'Please select a timing': msg`Please select a timing`,
    'Please select a payment method': msg`Please select a payment method`,
    'This transaction ID has already been used for another payment. Please check the ID in your payment app, or contact the office.': msg`This transaction ID has already been used for another payment. Please check the ID in your payment app, or contact the office.`,
    'You have already used this cheque number for another booking. Please check the cheque number.': msg`You have already used this cheque number for another booking. Please check the cheque number.`,
  },
  [
    [
      /^The last 4 digits must be the last 4 characters of the transaction ID \((\w+)\)$/,
      (expected) =>
        i18n._(msg`The last 4 digits must be the last 4 characters of the transaction ID (${expected})`),
    ],
    [
      /^Bookings open only up to (.+)\. Please choose that date or an earlier one\.$/,
      (date) => i18n._(msg`Bookings open only up to ${date}. Please choose that date or an earlier one.`),
    ],
    [
      /^An approved booking can be cancelled on the portal until (\d+) days? before the event\. Please contact the office\.$/,
      (days) =>
        i18n._(
          msg`An approved booking can be cancelled on the portal until ${days} day(s) before the event. Please contact the office.`,
        ),
    ],
  ],
);
