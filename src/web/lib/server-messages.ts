// The English messages of the shared schemas (src/shared/validation.ts and the contracts), which the server sends
// in its errors and the forms show as they validate, in the person's language. A message not listed here is shown
// as it came (in English): add a schema's message here when its screen is translated.
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
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
  // Requests' statuses, as the badges and filters show them (capitalised).
  Pending: msg`Pending`,
  Approved: msg`Approved`,
  Active: msg`Active`,
  Rejected: msg`Rejected`,
  Cancelled: msg`Cancelled`,
  Expired: msg`Expired`,
  Inactive: msg`Inactive`,
};
const TOO_LONG = /^Text must be less than (\d+) characters$/;

/** A message from the server or a shared schema, in the person's language when it is a known one. */
export function inLanguage(english: string): string {
  const known = KNOWN[english];
  if (known) return i18n._(known);
  const max = TOO_LONG.exec(english)?.[1];
  return max ? i18n._(msg`Text must be less than ${max} characters`) : english;
}
