// The English messages of the shared schemas (src/shared/validation.ts and the contracts), which the server sends
// in its errors and the forms show as they validate, in the person's language. A message not listed here is shown
// as it came (in English). Here only the messages every screen may show (the fields', the statuses', the API
// client's, the flat's account's); a single feature's own are in its folder's known-messages.ts, which adds them
// with knowMessages when that folder's code loads, so their text and translations download with its screens only
// (its chunk and its catalogue, src/web/locales/features/<folder>/), not with every form. The shared modules'
// labels and notices a translated screen shows (payment modes, "I have read this") are looked up here too (keyed by
// their text: importing the shared modules would bring their schemas into every form's chunk;
// server-messages.test.ts checks the keys still match the constants).
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
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
  // Shown by the office's forms too (their schemas, src/shared/*-admin.ts, use the same wording).
  'Please enter a whole number': msg`Please enter a whole number`,
  'Please enter a whole number of days': msg`Please enter a whole number of days`,
  'Please choose a category from the list': msg`Please choose a category from the list`,
  'Please choose a priority from the list': msg`Please choose a priority from the list`,
  'This notice does not ask to be acknowledged': msg`This notice does not ask to be acknowledged`,
  'Announcement not found': msg`Announcement not found`,
  // The API client's (api.ts)
  'You are offline. Check your connection and try again.': msg`You are offline. Check your connection and try again.`,
  'You are offline — nothing was sent. Try again when you are back online.': msg`You are offline — nothing was sent. Try again when you are back online.`,
  'Something went wrong. Please try again.': msg`Something went wrong. Please try again.`,
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
};

// The messages that carry figures or names: matched, and each captured value put into the translation (in order).
type WithValue = [RegExp, (...values: string[]) => string];
const WITH_VALUE: WithValue[] = [
  [
    /^Text must be less than (\d+) characters$/,
    (max) => i18n._(msg`Text must be less than ${max} characters`),
  ],
  [/^Please enter a number of at most (\d+)$/, (max) => i18n._(msg`Please enter a number of at most ${max}`)],
  [
    /^Requests can only be made for your own flat \((.+)\)\.$/,
    (flat) => i18n._(msg`Requests can only be made for your own flat (${flat}).`),
  ],
];

/** Adds a feature's known messages (keyed by their English text) and its messages with a figure to the lookup. */
export function knowMessages(known: Record<string, MessageDescriptor>, withValue: readonly WithValue[] = []) {
  Object.assign(KNOWN, known);
  for (const entry of withValue) if (!WITH_VALUE.includes(entry)) WITH_VALUE.push(entry);
}

/** A message from the server or a shared schema, in the person's language when it is a known one. */
export function inLanguage(english: string): string {
  const known = KNOWN[english];
  if (known) return i18n._(known);
  for (const [pattern, translate] of WITH_VALUE) {
    const match = pattern.exec(english);
    if (match) return translate(...match.slice(1));
  }
  return english;
}
