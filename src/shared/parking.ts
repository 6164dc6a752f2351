// Car parking registration: one row per vehicle, an optional RC copy (resident spec 2, 3, 5).
import * as z from 'zod/mini';
import { endpoint, noInput } from './contract.ts';
import { documentUpload } from './documents.ts';
import { reasonField, timestamp } from './schemas.ts';
import { flatNo, hasUnsafeMarkup, optionalText, phone, text, VALIDATION_TEXT } from './validation.ts';

export const PARKING_SLOT_TYPES = [
  { value: 'owned_covered', label: 'Owned Covered Parking', stored: 'Owned Covered' },
  { value: 'rental_covered', label: 'Rental Covered Parking', stored: 'Rental Covered' },
  { value: 'rental_open', label: 'Rental Open Parking', stored: 'Rental Open' },
] as const;
export type ParkingSlotType = (typeof PARKING_SLOT_TYPES)[number]['value'];

export const PARKING_TEXT = {
  noVehicle: 'Please add at least one vehicle',
  badVehicles: 'The vehicle list could not be read',
  badNumber:
    'Please enter an Indian registration number, e.g. MH 02 AB 1234 (state series) or 22 BH 1234 AB (Bharat series)',
  sameTwice: (number: string) => `${number} is listed twice. Please list each vehicle once.`,
  alreadyActive: (number: string, status: string) =>
    `${number} already has a ${status} parking registration. A vehicle can have only one active registration; please contact the office to change it.`,
} as const;

// ---- registration numbers ----

/**
 * The state and union territory codes that begin a registration mark (the table of S.O. 444(E) of 12 June 1989
 * under section 41(6) of the Motor Vehicles Act, 1988, as amended), with the codes that were replaced but are
 * still on the road: OR (now OD), UA (now UK), DN (now DD), TS (now TG).
 */
const STATE_CODES = new Set(
  'AN AP AR AS BR CG CH DD DL DN GA GJ HP HR JH JK KA KL LA LD MH ML MN MP MZ NL OD OR PB PY RJ SK TG TN TR TS UA UK UP WB'.split(
    ' ',
  ),
);
/**
 * A state series mark (S.O. 444(E)): the state's two letters, the registering office's number (one or two
 * digits, never 0), a series of up to three letters (none for the first series), and a number of up to four
 * figures (never 0).
 */
const STATE_SERIES = /^([A-Z]{2})(\d{2}|[1-9])([A-Z]{0,3})(\d{1,4})$/;
/**
 * A Bharat series mark (rule 48 of the Central Motor Vehicles Rules, 1989, inserted by G.S.R. 594(E) of
 * 26 August 2021): "YY BH #### XX", the year of first registration, BH, four figures and two letters.
 */
const BHARAT_SERIES = /^(\d{2})BH(\d{4})([A-Z]{2})$/;

/** The letters and figures of a mark, without spaces, hyphens or dots, upper-cased: what makes two marks equal. */
export const compactVehicleNumber = (raw: string) => raw.toUpperCase().replace(/[\s.-]/g, '');

/** A registration mark written one way (`MH 02 AB 1234`, `22 BH 1234 AB`), or null when it is not one. */
export function normaliseVehicleNumber(raw: string): string | null {
  const mark = compactVehicleNumber(raw);
  const bh = BHARAT_SERIES.exec(mark);
  if (bh) return `${bh[1]} BH ${bh[2]} ${bh[3]}`;
  const st = STATE_SERIES.exec(mark);
  if (!st || !STATE_CODES.has(st[1]) || Number(st[4]) === 0) return null;
  return [st[1], st[2], st[3], st[4]].filter(Boolean).join(' ');
}

// ---- the requested slot, as everyone reads it ----

/** What the slot reads when the resident asked for no particular one (admin spec section 9's default). */
export const ANY_SLOT = 'Any available';

/**
 * The requested slot as the resident, the office's list, its print preview and the CSV all show it: the kind
 * of parking with the slot or garage number the resident gave, or "Any available".
 */
export function parkingSlotLabel(requested: string | null, slotNumber: string | null) {
  const kind = !requested || requested === slotRequestedText(null, null) ? null : requested;
  if (!slotNumber || kind?.includes(slotNumber)) return kind ?? ANY_SLOT;
  return kind ? `${kind} - Slot No. ${slotNumber}` : `Slot No. ${slotNumber}`;
}

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
  car_number: z.pipe(
    z.string().check(
      z.trim(),
      z.maxLength(20, VALIDATION_TEXT.tooLong(20)),
      z.refine((v) => !hasUnsafeMarkup(v), { message: VALIDATION_TEXT.invalidChars, abort: true }),
    ),
    // An empty row is dropped by the list below; anything else must be a registration mark, stored one way.
    z.transform((v, c) => {
      if (v === '') return v;
      const mark = normaliseVehicleNumber(v);
      if (mark) return mark;
      c.issues.push({ code: 'custom', message: PARKING_TEXT.badNumber, input: v });
      return z.NEVER;
    }),
  ),
  slot_type: z.pipe(
    z.nullish(
      z.union([
        z.enum(PARKING_SLOT_TYPES.map((t) => t.value) as [ParkingSlotType, ...ParkingSlotType[]]),
        z.literal(''),
      ]),
    ),
    z.transform((v) => v || null),
  ),
  slot_number: optionalText(20),
});
export type VehicleInput = z.input<typeof vehicleInput>;

/** Rows without a car number are ignored; at least one must remain. */
export const vehiclesSchema = z
  .pipe(
    z.array(vehicleInput).check(z.maxLength(10, 'You can register at most 10 vehicles at a time')),
    z.transform((rows) => rows.filter((r) => r.car_number !== '')),
  )
  .check(
    z.refine((rows) => rows.length > 0, PARKING_TEXT.noVehicle),
    z.superRefine((rows, c) => {
      const seen = new Set<string>();
      for (const r of rows) {
        if (seen.has(r.car_number))
          c.addIssue({ code: 'custom', message: PARKING_TEXT.sameTwice(r.car_number) });
        seen.add(r.car_number);
      }
    }),
  );

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
  vehicles: z.pipe(
    z.pipe(
      z.string({ error: PARKING_TEXT.noVehicle }),
      z.transform((raw, c) => {
        try {
          return JSON.parse(raw) as unknown;
        } catch {
          c.issues.push({ code: 'custom', message: PARKING_TEXT.badVehicles, input: raw });
          return z.NEVER;
        }
      }),
    ),
    vehiclesSchema,
  ),
});

export const parkingRegistrationSchema = z.object({
  id: z.string(),
  owner_name: z.string(),
  flat_no: z.nullable(z.string()),
  contact_number: z.nullable(z.string()),
  vehicle_type: z.string(),
  vehicle_number: z.string(),
  parking_slot_requested: z.string(),
  slot_number: z.nullable(z.string()),
  status: z.string(),
  rc_copy_url: z.nullable(z.string()),
  ...reasonField,
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
