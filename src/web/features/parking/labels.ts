// Parking's fixed choices in the person's language. The shared list (src/shared/parking.ts) keeps the English the
// server stores and exports: a registration stores its slot as text ('Rental Open - Garage No. 4'), shown here
// translated, with the slot or garage number as the resident gave it.
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { ParkingSlotType } from '@/shared/parking';
import { i18n } from '@/web/lib/i18n';
import { slotInWords } from './slot-text';

/** The form's choices. */
export const SLOT_LABELS: Record<ParkingSlotType, MessageDescriptor> = {
  owned_covered: msg`Owned Covered Parking`,
  rental_covered: msg`Rental Covered Parking`,
  rental_open: msg`Rental Open Parking`,
};

// The kinds as a registration stores them (PARKING_SLOT_TYPES' `stored`).
const STORED_KINDS: Record<string, MessageDescriptor> = {
  'Owned Covered': msg`Owned Covered`,
  'Rental Covered': msg`Rental Covered`,
  'Rental Open': msg`Rental Open`,
  'Not specified': msg`Not specified`,
};

/** parkingSlotLabel's text (the stored kind, a slot or garage number, or "Any available") in the person's language. */
export const slotText = (label: string) =>
  slotInWords(label, {
    kind: (kind) => (Object.hasOwn(STORED_KINDS, kind) ? i18n._(STORED_KINDS[kind]) : kind),
    any: () => i18n._(msg`Any available`),
    slot: (number) => i18n._(msg`Slot No. ${number}`),
    garage: (number) => i18n._(msg`Garage No. ${number}`),
  });
