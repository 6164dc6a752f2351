// Car parking registration: one row per vehicle, an optional RC copy (resident spec 2, 3, 5).
import { z } from 'zod';
import { endpoint, noInput, ok } from './contract.ts';
import { type DecisionRule, residentFields, staleDecision, statusFilter } from './decisions.ts';
import { documentUpload } from './documents.ts';
import { paged, searchQuery, timestamp } from './schemas.ts';
import { flatNo, hasUnsafeMarkup, MESSAGES, optionalText, phone, text, uuid } from './validation.ts';

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

// ---- the office's side: Parking Approval (admin spec sections 2, 4, 8 and 9) ----

export const PARKING_STATUSES = ['pending', 'approved', 'rejected'] as const;

/** Approved or rejected rows can be decided again (section 4); the same decision twice is refused. */
export const PARKING_DECISIONS = {
  approve: { label: 'Approve', from: ['pending', 'rejected'] },
  reject: { label: 'Reject', from: ['pending', 'approved'] },
} as const satisfies Record<string, DecisionRule>;
export type ParkingDecision = keyof typeof PARKING_DECISIONS;
/** The status each decision stores. */
export const PARKING_DECIDED = { approve: 'approved', reject: 'rejected' } as const;

export const PARKING_ADMIN_TEXT = {
  title: 'Parking Approval',
  approved: 'Parking registration approved successfully',
  rejected: 'Parking registration rejected successfully',
  deleted: 'Parking registration deleted successfully',
  exported: 'Parking registrations data exported successfully',
  loadFailed: (message: string) => `Failed to load parking registrations: ${message}`,
  approveFailed: 'Failed to approve parking registration',
  rejectFailed: 'Failed to reject parking registration',
  deleteFailed: 'Failed to delete parking registration',
  exportFailed: 'Failed to export parking registrations',
  notFound: 'This parking registration no longer exists',
  stale: (current: string, decision: ParkingDecision) =>
    staleDecision('parking registration', current, PARKING_DECISIONS[decision]),
  deleteConfirm: (vehicle: string) =>
    `Are you sure you want to delete the parking registration of ${vehicle}?`,
  empty: 'No parking registrations found',
} as const;

/** Section 9: the slot text when the resident asked for none. */
export const ANY_SLOT = 'Any available';
export const requestedSlotLabel = (slot: string | null) =>
  !slot || slot === slotRequestedText(null, null) ? ANY_SLOT : slot;

/** The export's columns, in section 9's order. */
export const PARKING_CSV_COLUMNS = [
  'Resident Name',
  'Flat No',
  'Owner Name',
  'Vehicle Number',
  'Vehicle Type',
  'Make',
  'Model',
  'Color',
  'Requested Slot',
  'Status',
  'Applied Date',
  'Approved Date',
] as const;
/** `today` is YYYY-MM-DD in the society's time zone. */
export const parkingExportFileName = (today: string) => `parking_registrations_${today}.csv`;

/** The table's filters (free text: vehicle number, owner, resident or flat; a status); the export takes them too. */
export const parkingFilters = z.strictObject({
  q: searchQuery.shape.q,
  status: statusFilter(PARKING_STATUSES),
});
export const adminParkingQuery = searchQuery.extend({ status: parkingFilters.shape.status });
export type AdminParkingQuery = z.input<typeof adminParkingQuery>;

export const adminParkingSchema = parkingRegistrationSchema.extend({
  vehicle_make: z.string(),
  vehicle_model: z.string(),
  vehicle_color: z.string(),
  /** Set by Approve and by Reject (section 4): when and by whom it was last decided. */
  approved_at: timestamp.nullable(),
  approved_by_name: z.string().nullable(),
  ...residentFields,
});
export type AdminParkingRegistration = z.output<typeof adminParkingSchema>;

const byId = z.strictObject({ id: uuid });

export const parkingAdminApi = {
  list: endpoint({
    method: 'GET',
    path: '/api/admin/parking-registrations',
    access: 'admin',
    input: adminParkingQuery,
    output: paged(adminParkingSchema),
  }),
  /** Every row matching the filter as CSV, streamed (section 9's columns). */
  export: endpoint({
    method: 'GET',
    path: '/api/admin/parking-registrations/export',
    access: 'admin',
    input: parkingFilters,
    output: 'file',
  }),
  approve: endpoint({
    method: 'POST',
    path: '/api/admin/parking-registrations/:id/approve',
    access: 'admin',
    input: byId,
    output: adminParkingSchema,
  }),
  reject: endpoint({
    method: 'POST',
    path: '/api/admin/parking-registrations/:id/reject',
    access: 'admin',
    input: byId,
    output: adminParkingSchema,
  }),
  /** The row and, when no other row shares it, its RC copy. */
  remove: endpoint({
    method: 'DELETE',
    path: '/api/admin/parking-registrations/:id',
    access: 'admin',
    input: byId,
    output: ok,
  }),
};
