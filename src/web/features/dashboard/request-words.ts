// A member's own hall bookings and parking registrations on the dashboard: the hall, timing, slot and vehicle type
// they store in English, in the member's language. The booking and parking screens have these words in their own
// folders' labels.ts; the dashboard keeps this copy because importing those would download both folders' whole
// catalogues with it (3.4 kB in Marathi), over its 150 kB budget (docs/performance.md).
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { i18n } from '@/web/lib/i18n';
import { capitalize } from '@/web/lib/utils';
import { slotInWords } from '../parking/slot-text';

const HALLS: Record<string, MessageDescriptor> = { podium: msg`Podium` };
const TIMINGS: Record<string, MessageDescriptor> = {
  morning: msg`Morning`,
  evening: msg`Evening`,
  both: msg`Both (Morning & Evening)`,
};
// The kinds as a registration stores them (src/shared/parking.ts, PARKING_SLOT_TYPES' `stored`).
const SLOT_KINDS: Record<string, MessageDescriptor> = {
  'Owned Covered': msg`Owned Covered`,
  'Rental Covered': msg`Rental Covered`,
  'Rental Open': msg`Rental Open`,
  'Not specified': msg`Not specified`,
};
const VEHICLES: Record<string, MessageDescriptor> = { car: msg`Car` };

/** A stored value in the member's language, by its list; one the list does not know capitalised as stored. */
const named = (names: Record<string, MessageDescriptor>) => (value: string) =>
  Object.hasOwn(names, value) ? i18n._(names[value]) : capitalize(value);

export const hallText = named(HALLS);
export const timingText = named(TIMINGS);
export const vehicleTypeText = named(VEHICLES);

/** parkingSlotLabel's text in the member's language; the slot and garage numbers as the member gave them. */
export const slotText = (label: string) =>
  slotInWords(label, {
    kind: (kind) => (Object.hasOwn(SLOT_KINDS, kind) ? i18n._(SLOT_KINDS[kind]) : kind),
    any: () => i18n._(msg`Any available`),
    slot: (number) => i18n._(msg`Slot No. ${number}`),
    garage: (number) => i18n._(msg`Garage No. ${number}`),
  });
