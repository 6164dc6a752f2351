// Pay by UPI and "I have paid": the messages of its schema and the server (src/shared/reported-payments.ts), in the
// person's language: added to server-messages.ts's lookup when this folder's code loads, so their text and
// translations download with this folder's screens (its own chunk and catalogue), not with every form.
import { msg, plural } from '@lingui/core/macro';
import { i18n } from '@/web/lib/i18n';
import { knowMessages } from '@/web/lib/server-messages';

knowMessages(
  {
    'Please enter an amount above ₹0, with at most 2 decimals (paise)': msg`Please enter an amount above ₹0, with at most 2 decimals (paise)`,
    'The amount must be less than ₹1,00,00,000': msg`The amount must be less than ₹1,00,00,000`,
    'Please choose how you paid: UPI, NEFT or IMPS': msg`Please choose how you paid: UPI, NEFT or IMPS`,
    'The UPI transaction reference (UTR) is exactly 12 digits: see the payment in your UPI app': msg`The UPI transaction reference (UTR) is exactly 12 digits: see the payment in your UPI app`,
    'The NEFT/IMPS reference is 6 to 22 letters and digits, as your bank shows it': msg`The NEFT/IMPS reference is 6 to 22 letters and digits, as your bank shows it`,
    'The date paid cannot be in the future': msg`The date paid cannot be in the future`,
    'This reference has already been used for a confirmed payment. Please check it in your payment app, or contact the office.': msg`This reference has already been used for a confirmed payment. Please check it in your payment app, or contact the office.`,
    'This reference has already been used to pay for a gym membership or a hall booking. Please check it in your payment app, or contact the office.': msg`This reference has already been used to pay for a gym membership or a hall booking. Please check it in your payment app, or contact the office.`,
    'You have already reported a payment with this reference': msg`You have already reported a payment with this reference`,
    'Payments can be reported once the office has confirmed your flat and it is in the society register': msg`Payments can be reported once the office has confirmed your flat and it is in the society register`,
    'The screenshot must be at most 1 MB': msg`The screenshot must be at most 1 MB`,
    'Payment reported. The office will confirm it once it reaches the society’s bank account.': msg`Payment reported. The office will confirm it once it reaches the society’s bank account.`,
    'This bill is not one of your flat’s bills': msg`This bill is not one of your flat’s bills`,
    'The society has not set its UPI ID yet. Please contact the office.': msg`The society has not set its UPI ID yet. Please contact the office.`,
  },
  [
    [
      /^The date paid cannot be before (.+)$/,
      (earliest) => i18n._(msg`The date paid cannot be before ${earliest}`),
    ],
    [
      /^Please wait (\d+) minutes before reporting another payment\.$/,
      (minutes) => {
        const count = Number(minutes);
        return plural(count, {
          one: 'Please wait # minute before reporting another payment.',
          other: 'Please wait # minutes before reporting another payment.',
        });
      },
    ],
  ],
);
