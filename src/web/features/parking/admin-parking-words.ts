// A registration's requested slot and vehicle type as the office reads them in its list and print preview, in the
// office's language. The residents' screens have the same words in labels.ts, in their own catalogue: the office
// downloads only its part (features/admin/office-messages.ts).
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { parkingSlotLabel } from '@/shared/parking';
import { i18n } from '@/web/lib/i18n';
import { capitalize } from '@/web/lib/utils';
import { slotInWords } from './slot-text';

// The kinds as a registration stores them (PARKING_SLOT_TYPES' `stored`).
const STORED_KINDS: Record<string, MessageDescriptor> = {
  'Owned Covered': msg`Owned Covered`,
  'Rental Covered': msg`Rental Covered`,
  'Rental Open': msg`Rental Open`,
  'Not specified': msg`Not specified`,
};

/** The requested slot (parkingSlotLabel) in the office's language; the numbers as the resident gave them. */
export const slotName = (requested: string | null, slotNumber: string | null) =>
  slotInWords(parkingSlotLabel(requested, slotNumber), {
    kind: (kind) => (Object.hasOwn(STORED_KINDS, kind) ? i18n._(STORED_KINDS[kind]) : kind),
    any: () => i18n._(msg`Any available`),
    slot: (number) => i18n._(msg`Slot No. ${number}`),
    garage: (number) => i18n._(msg`Garage No. ${number}`),
  });

/** The vehicle type (the portal registers cars) in the office's language; another as stored. */
export const vehicleTypeName = (type: string) => (type === 'car' ? i18n._(msg`Car`) : capitalize(type));
