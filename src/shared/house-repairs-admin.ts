// Kept apart from house-repairs.ts so a resident's screens never download the office's side.
import * as z from 'zod/mini';
import { endpoint } from './contract.ts';
import { type DecisionRule, decisionEndpoints, residentFields, statusFilter } from './decisions.ts';
import { houseRepairSchema } from './house-repairs.ts';
import { DATE_OR_STATUS, paged, searchQuery, sortQuery, timestamp } from './schemas.ts';

// ---- the office's side: House Repair Approval (admin spec sections 2, 4 and 8) ----

export const REPAIR_STATUSES = ['pending', 'approved', 'rejected'] as const;

/** Pending -> approved or rejected; no further actions after that (section 4). */
export const REPAIR_DECISIONS = {
  approve: { label: 'Approve', from: ['pending'], to: 'approved' },
  reject: { label: 'Reject', from: ['pending'], to: 'rejected', reason: 'optional' },
} as const satisfies Record<string, DecisionRule>;
export type RepairDecision = keyof typeof REPAIR_DECISIONS;

export const HOUSE_REPAIRS_ADMIN_TEXT = {
  title: 'House Repair Approval',
  approved: 'House repair registration approved successfully',
  rejected: 'House repair registration rejected',
  loadFailed: (message: string) => `Failed to load house repair registrations: ${message}`,
  approveFailed: 'Failed to approve house repair registration',
  rejectFailed: 'Failed to reject house repair registration',
  notFound: 'This house repair registration no longer exists',
  empty: 'No house repair registrations found',
} as const;

/** The table's query: a page, a status and free text (applicant, resident, flat, work type or contractor). */
export const adminRepairQuery = z.extend(searchQuery, {
  status: statusFilter(REPAIR_STATUSES),
  ...sortQuery(DATE_OR_STATUS),
});
export type AdminRepairQuery = z.input<typeof adminRepairQuery>;

export const adminRepairSchema = z.extend(houseRepairSchema, {
  approved_at: z.nullable(timestamp),
  approved_by_name: z.nullable(z.string()),
  updated_at: timestamp,
  ...residentFields,
});
export type AdminRepair = z.output<typeof adminRepairSchema>;

export const houseRepairsAdminApi = {
  list: endpoint({
    method: 'GET',
    path: '/api/admin/house-repairs',
    access: 'approvals:view',
    input: adminRepairQuery,
    output: paged(adminRepairSchema),
  }),
  /** Approve and Reject: `POST …/:id/approve` and `POST …/:id/reject` (with the optional reason). */
  ...decisionEndpoints('/api/admin/house-repairs', REPAIR_DECISIONS, adminRepairSchema),
};
