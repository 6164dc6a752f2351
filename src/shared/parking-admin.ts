// Kept apart from parking.ts so a resident's screens never download the office's side.
import * as z from 'zod/mini';
import { endpoint, ok } from './contract.ts';
import { type DecisionRule, decisionEndpoints, residentFields, statusFilter } from './decisions.ts';
import { parkingRegistrationSchema } from './parking.ts';
import { DATE_OR_STATUS, paged, searchQuery, sortQuery, timestamp } from './schemas.ts';
import { byId } from './validation.ts';

// ---- the office's side: Parking Approval (admin spec sections 2, 4, 8 and 9) ----

export const PARKING_STATUSES = ['pending', 'approved', 'rejected'] as const;

/** Approved or rejected rows can be decided again (section 4); the same decision twice is refused. */
export const PARKING_DECISIONS = {
  approve: { label: 'Approve', from: ['pending', 'rejected'], to: 'approved' },
  reject: { label: 'Reject', from: ['pending', 'approved'], to: 'rejected', reason: 'optional' },
} as const satisfies Record<string, DecisionRule>;
export type ParkingDecision = keyof typeof PARKING_DECISIONS;

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
  deleteConfirm: (vehicle: string) =>
    `Are you sure you want to delete the parking registration of ${vehicle}?`,
  empty: 'No parking registrations found',
} as const;

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
export const adminParkingQuery = z.extend(searchQuery, {
  status: parkingFilters.shape.status,
  ...sortQuery(DATE_OR_STATUS),
});
export type AdminParkingQuery = z.input<typeof adminParkingQuery>;

export const adminParkingSchema = z.extend(parkingRegistrationSchema, {
  vehicle_make: z.string(),
  vehicle_model: z.string(),
  vehicle_color: z.string(),
  /** Set by Approve and by Reject (section 4): when and by whom it was last decided. */
  approved_at: z.nullable(timestamp),
  approved_by_name: z.nullable(z.string()),
  ...residentFields,
});
export type AdminParkingRegistration = z.output<typeof adminParkingSchema>;

export const parkingAdminApi = {
  list: endpoint({
    method: 'GET',
    path: '/api/admin/parking-registrations',
    access: 'approvals:view',
    input: adminParkingQuery,
    output: paged(adminParkingSchema),
  }),
  /** Every row matching the filter as CSV, streamed (section 9's columns). */
  export: endpoint({
    method: 'GET',
    path: '/api/admin/parking-registrations/export',
    access: 'approvals:view',
    input: parkingFilters,
    output: 'file',
  }),
  /** Approve and Reject: `POST …/:id/approve` and `POST …/:id/reject` (with the optional reason). */
  ...decisionEndpoints('/api/admin/parking-registrations', PARKING_DECISIONS, adminParkingSchema),
  /** The row and, when no other row shares it, its RC copy. */
  remove: endpoint({
    method: 'DELETE',
    path: '/api/admin/parking-registrations/:id',
    access: 'approvals:manage',
    input: byId,
    output: ok,
  }),
};
