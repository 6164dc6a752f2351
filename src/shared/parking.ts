// Car parking registration: one row per vehicle, an optional RC copy (resident spec 2, 3, 5).
import { z } from 'zod';
import { endpoint, noInput } from './contract.ts';
import { documentUpload } from './documents.ts';
import { timestamp } from './schemas.ts';
import { flatNo, hasUnsafeMarkup, MESSAGES, optionalText, phone, text } from './validation.ts';

export const PARKING_SLOT_TYPES = [
  { value: 'owned_covered', label: 'Owned Covered Parking', stored: 'Owned Covered' },
  { value: 'rental_covered', label: 'Rental Covered Parking', stored: 'Rental Covered' },
  { value: 'rental_open', label: 'Rental Open Parking', stored: 'Rental Open' },
] as const;
export type ParkingSlotType = (typeof PARKING_SLOT_TYPES)[number]['value'];

export const PARKING_MESSAGES = {
  noVehicle: 'Please add at least one vehicle',
  badVehicles: 'The vehicle list could not be read',
} as const;

export const RC_COPY_ACCEPT = '.pdf,.jpg,.jpeg,.png';
export const rcCopyUpload = documentUpload('rc_copy', ['pdf', 'jpeg', 'png']);

/** What parking_slot_requested records for a vehicle (spec section 3). */
export function slotRequestedText(
  slotType: string | null | undefined,
  slotNumber: string | null | undefined,
) {
  const type = PARKING_SLOT_TYPES.find((t) => t.value === slotType);
  if (!type) return 'Not specified';
  if (type.value === 'rental_open' && slotNumber) return `${type.stored} - Garage No. ${slotNumber}`;
  return type.stored;
}

export const vehicleInput = z.strictObject({
  car_number: z
    .string()
    .trim()
    .toUpperCase()
    .max(20, MESSAGES.tooLong(20))
    .refine((v) => !hasUnsafeMarkup(v), MESSAGES.invalidChars),
  slot_type: z
    .enum(PARKING_SLOT_TYPES.map((t) => t.value) as [ParkingSlotType, ...ParkingSlotType[]])
    .or(z.literal(''))
    .nullish()
    .transform((v) => v || null),
  slot_number: optionalText(20),
});
export type VehicleInput = z.input<typeof vehicleInput>;

/** Rows without a car number are ignored; at least one must remain. */
export const vehiclesSchema = z
  .array(vehicleInput)
  .max(10, 'You can register at most 10 vehicles at a time')
  .transform((rows) => rows.filter((r) => r.car_number !== ''))
  .refine((rows) => rows.length > 0, PARKING_MESSAGES.noVehicle);

const memberFields = {
  owner_name: text(100),
  flat_no: flatNo,
  contact_number: phone,
};

/** The form as the page holds it. */
export const parkingFormSchema = z.strictObject({ ...memberFields, vehicles: vehiclesSchema });
export type ParkingFormValues = z.input<typeof parkingFormSchema>;

/** The multipart request: the vehicles travel as one JSON string field beside the RC copy. */
export const parkingInput = z.strictObject({
  ...memberFields,
  vehicles: z
    .string({ error: PARKING_MESSAGES.noVehicle })
    .transform((raw, c) => {
      try {
        return JSON.parse(raw) as unknown;
      } catch {
        c.addIssue({ code: 'custom', message: PARKING_MESSAGES.badVehicles });
        return z.NEVER;
      }
    })
    .pipe(vehiclesSchema),
});

export const parkingRegistrationSchema = z.object({
  id: z.string(),
  owner_name: z.string(),
  flat_no: z.string().nullable(),
  contact_number: z.string().nullable(),
  vehicle_type: z.string(),
  vehicle_number: z.string(),
  parking_slot_requested: z.string(),
  slot_number: z.string().nullable(),
  status: z.string(),
  rc_copy_url: z.string().nullable(),
  created_at: timestamp,
});
export type ParkingRegistration = z.output<typeof parkingRegistrationSchema>;

export const parkingApi = {
  register: endpoint({
    method: 'POST',
    path: '/api/parking-registrations',
    access: 'member',
    input: parkingInput,
    output: z.array(parkingRegistrationSchema),
    upload: rcCopyUpload,
  }),
  /** The signed-in member's own registrations, newest first. */
  mine: endpoint({
    method: 'GET',
    path: '/api/parking-registrations',
    access: 'member',
    input: noInput,
    output: z.array(parkingRegistrationSchema),
  }),
};
