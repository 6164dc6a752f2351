// Attendance: the staff register (admin spec section 3) with its printed registration form.
import * as z from 'zod/mini';
import { documentUpload } from '../documents.ts';
import { activeFilter, searchQuery, timestamp } from '../schemas.ts';
import {
  blankIsUnset,
  isoDate,
  optionalEmail,
  optionalLongText,
  optionalPhone,
  optionalText,
  text,
} from '../validation.ts';
import { ATTENDANCE_TEXT, filter, STAFF_DEPARTMENTS } from './common.ts';

export const STAFF_LIMITS = { name: 100, role: 100, short: 100, long: 500 } as const;
export const ID_PROOF_ACCEPT = '.jpg,.jpeg,.png,.pdf';
export const idProofUpload = documentUpload('id_proof', ['jpeg', 'png', 'pdf']);
/** Suggestions for the free-text registration fields. */
export const STAFF_TYPE_SUGGESTIONS = ['Permanent', 'Contract', 'Temporary', 'Part-time'] as const;
export const ID_PROOF_TYPE_SUGGESTIONS = [
  'Aadhaar Card',
  'PAN Card',
  'Voter ID',
  'Driving Licence',
  'Passport',
] as const;

export const staffInput = z.strictObject({
  name: text(STAFF_LIMITS.name),
  role: text(STAFF_LIMITS.role),
  department: blankIsUnset(
    z._default(z.enum(STAFF_DEPARTMENTS, { error: ATTENDANCE_TEXT.departmentInvalid }), 'general'),
  ),
  email: optionalEmail,
  phone: optionalPhone,
  joining_date: z.pipe(
    blankIsUnset(z.nullish(isoDate)),
    z.transform((v) => v ?? null),
  ),
  // The registration form (section 3, printed): all optional.
  staff_type: optionalText(50),
  address: optionalLongText(STAFF_LIMITS.long),
  work_timings: optionalText(STAFF_LIMITS.short),
  salary_details: optionalLongText(STAFF_LIMITS.long),
  reference_details: optionalLongText(STAFF_LIMITS.long),
  identity_proof_type: optionalText(50),
  identity_proof_number: optionalText(50),
});
export type StaffInput = z.input<typeof staffInput>;

export const staffSchema = z.object({
  id: z.string(),
  name: z.string(),
  role: z.string(),
  department: z.string(),
  email: z.nullable(z.string()),
  phone: z.nullable(z.string()),
  joining_date: z.nullable(z.string()),
  is_active: z.boolean(),
  staff_type: z.nullable(z.string()),
  address: z.nullable(z.string()),
  work_timings: z.nullable(z.string()),
  salary_details: z.nullable(z.string()),
  reference_details: z.nullable(z.string()),
  identity_proof_type: z.nullable(z.string()),
  identity_proof_number: z.nullable(z.string()),
  id_proof_url: z.nullable(z.string()),
  created_at: timestamp,
});
export type StaffMember = z.output<typeof staffSchema>;

export const staffQuery = z.extend(searchQuery, {
  status: activeFilter,
  department: filter(z.enum(STAFF_DEPARTMENTS, { error: ATTENDANCE_TEXT.departmentInvalid })),
});

export const staffOptionSchema = z.object({ id: z.string(), name: z.string(), role: z.string() });
export type StaffOption = z.output<typeof staffOptionSchema>;
