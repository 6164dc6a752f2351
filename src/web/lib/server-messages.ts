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
  // Every form's fields (validation.ts)
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
  'Please enter a valid date': msg`Please enter a valid date`,
  'Please enter your email address': msg`Please enter your email address`,
  'The passwords do not match': msg`The passwords do not match`,
  'Invalid Password': msg`Invalid Password`,
  'Invalid email or password': msg`Invalid email or password`,
  // Requests' statuses, as the badges and filters show them (capitalised).
  Pending: msg`Pending`,
  Approved: msg`Approved`,
  Active: msg`Active`,
  Rejected: msg`Rejected`,
  Cancelled: msg`Cancelled`,
  Expired: msg`Expired`,
  Inactive: msg`Inactive`,
  'Your profile has no flat number yet. Please ask the society office to add it.': msg`Your profile has no flat number yet. Please ask the society office to add it.`,
  'File size must be less than 200KB': msg`File size must be less than 200KB`,
  // The API client's (api.ts)
  'You are offline. Check your connection and try again.': msg`You are offline. Check your connection and try again.`,
  'You are offline — nothing was sent. Try again when you are back online.': msg`You are offline — nothing was sent. Try again when you are back online.`,
  'Something went wrong. Please try again.': msg`Something went wrong. Please try again.`,
  // Gym membership
  'Please add at least one member': msg`Please add at least one member`,
  'Please fill all member details': msg`Please fill all member details`,
  'Please fill all payment details': msg`Please fill all payment details`,
  'Age must be between 1 and 120': msg`Age must be between 1 and 120`,
  'Enter at most 4 letters or digits': msg`Enter at most 4 letters or digits`,
  'The selected plan does not exist': msg`The selected plan does not exist`,
  'This transaction ID has already been used for another payment. Please check the ID in your payment app, or contact the office.': msg`This transaction ID has already been used for another payment. Please check the ID in your payment app, or contact the office.`,
  'You have already used this cheque number for another booking. Please check the cheque number.': msg`You have already used this cheque number for another booking. Please check the cheque number.`,
  // Podium booking
  'Please select a booking option': msg`Please select a booking option`,
  'Please choose today or a later date': msg`Please choose today or a later date`,
  'The podium is already booked for that date and time. Please choose another date or timing.': msg`The podium is already booked for that date and time. Please choose another date or timing.`,
  'You have already requested the podium for this date and timing. It is shown under My Bookings below.': msg`You have already requested the podium for this date and timing. It is shown under My Bookings below.`,
  'Booking cancelled': msg`Booking cancelled`,
  'Any refund of the amount paid is handled by the society office.': msg`Any refund of the amount paid is handled by the society office.`,
  'Please enter a whole number': msg`Please enter a whole number`,
  'Please enter a number of at least 1': msg`Please enter a number of at least 1`,
  'Please select a timing': msg`Please select a timing`,
  'Please select a payment method': msg`Please select a payment method`,
  // Parking
  'Please add at least one vehicle': msg`Please add at least one vehicle`,
  'The vehicle list could not be read': msg`The vehicle list could not be read`,
  'Please enter an Indian registration number, e.g. MH 02 AB 1234 (state series) or 22 BH 1234 AB (Bharat series)': msg`Please enter an Indian registration number, e.g. MH 02 AB 1234 (state series) or 22 BH 1234 AB (Bharat series)`,
  'You can register at most 10 vehicles at a time': msg`You can register at most 10 vehicles at a time`,
  // House repairs
  'Please accept the terms and conditions': msg`Please accept the terms and conditions`,
  'Please select a work type': msg`Please select a work type`,
  'Please enter a whole number of days': msg`Please enter a whole number of days`,
  'Duration must be at least 1 day': msg`Duration must be at least 1 day`,
  'Duration must be at most 1000 days': msg`Duration must be at most 1000 days`,
  'Please enter a valid amount': msg`Please enter a valid amount`,
  // Feedback
  'Missing Information': msg`Missing Information`,
  'Please fill in all required fields.': msg`Please fill in all required fields.`,
  'Invalid Input': msg`Invalid Input`,
  'Too Many Attempts': msg`Too Many Attempts`,
  'Feedback Submitted': msg`Feedback Submitted`,
  "Thank you for your feedback. We'll review it and get back to you soon.": msg`Thank you for your feedback. We'll review it and get back to you soon.`,
  'Submission Failed': msg`Submission Failed`,
  'Failed to submit feedback. Please try again.': msg`Failed to submit feedback. Please try again.`,
  'Please choose a category from the list': msg`Please choose a category from the list`,
  'Please choose a priority from the list': msg`Please choose a priority from the list`,
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

// The messages that carry a figure or a name: matched, and the figure put into the translation.
const WITH_VALUE: [RegExp, (value: string) => string][] = [
  [
    /^Text must be less than (\d+) characters$/,
    (max) => i18n._(msg`Text must be less than ${max} characters`),
  ],
  [/^Please enter a number of at most (\d+)$/, (max) => i18n._(msg`Please enter a number of at most ${max}`)],
  [
    /^At most (\d+) members can be added at once$/,
    (max) => i18n._(msg`At most ${max} members can be added at once`),
  ],
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
  [
    /^(.+) is listed twice\. Please list each vehicle once\.$/,
    (number) => i18n._(msg`${number} is listed twice. Please list each vehicle once.`),
  ],
  [
    /^Please wait (\d+) minutes before submitting another feedback\.$/,
    (minutes) => i18n._(msg`Please wait ${minutes} minutes before submitting another feedback.`),
  ],
  [
    /^Requests can only be made for your own flat \((.+)\)\.$/,
    (flat) => i18n._(msg`Requests can only be made for your own flat (${flat}).`),
  ],
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
];

/** A message from the server or a shared schema, in the person's language when it is a known one. */
export function inLanguage(english: string): string {
  const known = KNOWN[english];
  if (known) return i18n._(known);
  for (const [pattern, translate] of WITH_VALUE) {
    const value = pattern.exec(english)?.[1];
    if (value !== undefined) return translate(value);
  }
  return english;
}
