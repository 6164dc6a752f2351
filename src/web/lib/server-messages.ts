// The English messages of the shared schemas (src/shared/validation.ts and the contracts), which the server sends
// in its errors and the forms show as they validate, in the person's language. A message not listed here is shown
// as it came (in English): add a schema's message here when its screen is translated. The shared modules' labels and
// notices a translated screen shows (payment modes, "I have read this") are looked up here too (keyed by their text:
// importing the shared modules would bring their schemas into every form's chunk; server-messages.test.ts checks the
// keys still match the constants).
import type { MessageDescriptor } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import { i18n } from './i18n';

const KNOWN: Record<string, MessageDescriptor> = {
  'This field is required': msg`This field is required`,
  'Invalid characters detected': msg`Invalid characters detected`,
  'Password is required': msg`Password is required`,
  'Password must be at least 8 characters long': msg`Password must be at least 8 characters long`,
  'Password cannot contain common patterns': msg`Password cannot contain common patterns`,
  'Password must contain at least 3 of: uppercase, lowercase, numbers, special characters': msg`Password must contain at least 3 of: uppercase, lowercase, numbers, special characters`,
  'Invalid email format': msg`Invalid email format`,
  'Phone number must be 10-15 digits': msg`Phone number must be 10-15 digits`,
  'Flat number is required': msg`Flat number is required`,
  'Invalid flat number format': msg`Invalid flat number format`,
  'Please enter your email address': msg`Please enter your email address`,
  'The passwords do not match': msg`The passwords do not match`,
  'Invalid Password': msg`Invalid Password`,
  'Invalid email or password': msg`Invalid email or password`,
  // Changing the password (the dashboard's profile tab).
  'Please fill in all password fields': msg`Please fill in all password fields`,
  'New passwords do not match': msg`New passwords do not match`,
  'Password must be at least 6 characters long': msg`Password must be at least 6 characters long`,
  'Current password is incorrect': msg`Current password is incorrect`,
  // Notices to acknowledge.
  'I have read this': msg`I have read this`,
  'Thank you: your acknowledgement is recorded': msg`Thank you: your acknowledgement is recorded`,
  'You had already acknowledged this notice': msg`You had already acknowledged this notice`,
  'Only residents of a flat acknowledge notices': msg`Only residents of a flat acknowledge notices`,
  'This notice does not ask to be acknowledged': msg`This notice does not ask to be acknowledged`,
  'Announcement not found': msg`Announcement not found`,
  // The flat's account, its receipts and invoices.
  Cash: msg`Cash`,
  Cheque: msg`Cheque`,
  'The statement must end on or after its start date': msg`The statement must end on or after its start date`,
  'Your flat has no accounts with the society yet.': msg`Your flat has no accounts with the society yet.`,
  'Receipt not found': msg`Receipt not found`,
  'Please complete your profile with your flat number to view invoices.': msg`Please complete your profile with your flat number to view invoices.`,
  'Your flat number is awaiting confirmation by the society office.': msg`Your flat number is awaiting confirmation by the society office.`,
  'Invoice not found': msg`Invoice not found`,
  'The invoice file could not be found': msg`The invoice file could not be found`,
  // Pay by UPI and "I have paid".
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
};
const TOO_LONG = /^Text must be less than (\d+) characters$/;
const TOO_EARLY = /^The date paid cannot be before (.+)$/;
const WAIT = /^Please wait (\d+) minutes before reporting another payment\.$/;

/** A message from the server or a shared schema, in the person's language when it is a known one. */
export function inLanguage(english: string): string {
  const known = KNOWN[english];
  if (known) return i18n._(known);
  const max = TOO_LONG.exec(english)?.[1];
  if (max) return i18n._(msg`Text must be less than ${max} characters`);
  const earliest = TOO_EARLY.exec(english)?.[1];
  if (earliest) return i18n._(msg`The date paid cannot be before ${earliest}`);
  const minutes = WAIT.exec(english)?.[1];
  if (minutes) {
    const count = Number(minutes);
    return plural(count, {
      one: 'Please wait # minute before reporting another payment.',
      other: 'Please wait # minutes before reporting another payment.',
    });
  }
  return english;
}
