// A booking's priced option, timing, payment method and hall as the office reads them in its list and print
// preview, in the office's language. The residents' screens have the same words in labels.ts, in their own
// catalogue: the office downloads only its part (features/admin/office-messages.ts).
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { BookingOption, PaymentMethod, Timing } from '@/shared/hall-bookings';
import { i18n } from '@/web/lib/i18n';
import { capitalize } from '@/web/lib/utils';

const OPTIONS: Record<BookingOption, MessageDescriptor> = {
  member_half_day: msg`Member - Half Day (6 hours)`,
  member_full_day: msg`Member - Full Day (12 hours)`,
  corporate_half_day: msg`Corporate - Half Day (6 hours)`,
  corporate_full_day: msg`Corporate - Full Day (12 hours)`,
};
const TIMINGS: Record<Timing, MessageDescriptor> = {
  morning: msg`Morning`,
  evening: msg`Evening`,
  both: msg`Both (Morning & Evening)`,
};
const METHODS: Record<PaymentMethod, MessageDescriptor> = {
  online: msg`Online Transaction`,
  cheque: msg`Cheque`,
};
const HALLS: Record<string, MessageDescriptor> = { podium: msg`Podium` };

/** A stored value in the office's language, by its list; one the list does not know as stored (capitalised). */
function named<K extends string>(names: Record<K, MessageDescriptor>) {
  const known = (value: string): value is K => Object.hasOwn(names, value);
  return (value: string) => (known(value) ? i18n._(names[value]) : capitalize(value));
}

/** The priced option (Member - Full Day (12 hours)). */
export const optionName = named(OPTIONS);
/** Morning, Evening or both. */
export const timingName = named(TIMINGS);
/** Online or cheque; none: null. */
export const methodName = (value: string | null) => (value ? named(METHODS)(value) : null);
/** The hall (older bookings without a priced option show it instead). */
export const hallName = named(HALLS);
