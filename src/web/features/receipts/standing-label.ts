// A request's standing as src/shared/receipts.ts words it (in English, as the PDFs and mails print it), in the
// person's language on the receipt page: matched by its text, so the rules stay in one place.
import type { MessageDescriptor } from '@lingui/core';
import { msg, t } from '@lingui/core/macro';
import { i18n } from '@/web/lib/i18n';
import { formatDate } from '@/web/lib/utils';

const FIXED: Record<string, MessageDescriptor> = {
  Rejected: msg`Rejected`,
  'Pending approval': msg`Pending approval`,
  'Lapsed before approval': msg`Lapsed before approval`,
  'Cancelled: any refund is handled by the society office': msg`Cancelled: any refund is handled by the society office`,
};
const DATED: [RegExp, (date: string) => string][] = [
  [/^Expired \(ended (.+)\)$/, (date) => t`Expired (ended ${date})`],
  [/^Active, valid until (.+)$/, (date) => t`Active, valid until ${date}`],
  [/^Approved, event held on (.+)$/, (date) => t`Approved, event held on ${date}`],
  [/^Approved, event on (.+)$/, (date) => t`Approved, event on ${date}`],
];

/**
 * The standing in the person's language, its date (`isoDate`: the membership's end or the event's day) written as
 * the page writes dates; a wording this does not know shows as it came.
 */
export function standingLabel(english: string, isoDate: string): string {
  const fixed = FIXED[english];
  if (fixed) return i18n._(fixed);
  const dated = DATED.find(([pattern]) => pattern.test(english));
  return dated ? dated[1](formatDate(isoDate)) : english;
}
