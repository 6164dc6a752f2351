// House repair and renovation requests: the society's rules and the request contract (resident spec 2, 5, 9).
import * as z from 'zod/mini';
import { endpoint, noInput } from './contract.ts';
import { documentUpload } from './documents.ts';
import { formBoolean, money, reasonField, timestamp } from './schemas.ts';
import {
  flatNo,
  isoDate,
  optionalEmail,
  optionalLongText,
  optionalPhone,
  optionalText,
  phone,
  preprocess,
  text,
} from './validation.ts';

export const REPAIR_RULES = [
  'Major repairs need a plan approved by an architect, submitted with this request.',
  'No structural changes are allowed (columns, beams, load-bearing walls and slabs must not be altered).',
  'On bank holidays and Sundays only painting and polishing work is allowed.',
  'Work must stop from 2:00 PM to 4:00 PM every day.',
  'Interior work is allowed from 10:00 AM to 6:45 PM; workers must leave the premises by 7:00 PM, using the service lift.',
  'Noisy work (cutting, grinding and similar) must be done in the garage area.',
  'No tempo or truck may enter the premises before 9:00 AM or after 7:00 PM.',
  'The deposit is returned after deducting charges for the actual number of months taken.',
  'The work must be finished within 9 months; otherwise a penalty of ₹10,000 per extra month applies.',
  'The society is not liable for any accident during the work.',
] as const;

export const WORK_TYPES = [
  'Minor Repair',
  'Major Repair',
  'Renovation',
  'Painting & Polishing',
  'Plumbing',
  'Electrical',
  'Carpentry',
  'Flooring / Tiling',
  'Waterproofing',
  'Other',
] as const;
export type WorkType = (typeof WORK_TYPES)[number];

export const HOUSE_REPAIRS_TEXT = {
  terms: 'Please accept the terms and conditions',
  workType: 'Please select a work type',
} as const;

export const REPAIR_PLANS_ACCEPT = '.pdf,.jpg,.jpeg,.png,.dwg';
export const repairPlansUpload = documentUpload('repair_plans', ['pdf', 'jpeg', 'png', 'dwg']);

/** Multipart fields arrive as strings: an empty one means "not given". */
const blankToNull = (v: unknown) => (v === '' || v === undefined ? null : v);

const optionalDate = preprocess(blankToNull, z.nullable(isoDate));
const optionalDays = preprocess(
  (v) => (blankToNull(v) === null ? null : Number(v)),
  z.nullable(
    z
      .number({ error: 'Please enter a whole number of days' })
      .check(
        z.int('Please enter a whole number of days'),
        z.gte(1, 'Duration must be at least 1 day'),
        z.lte(1000, 'Duration must be at most 1000 days'),
      ),
  ),
);
const optionalAmount = preprocess(
  (v) => (blankToNull(v) === null ? null : Number(v)),
  z.nullable(
    z.number({ error: 'Please enter a valid amount' }).check(
      z.gte(0, 'Please enter a valid amount'),
      z.lte(99_999_999, 'Please enter a valid amount'),
      z.refine((n) => Math.abs(n * 100 - Math.round(n * 100)) < 1e-6, 'Please enter a valid amount'),
    ),
  ),
);

export const houseRepairInput = z.strictObject({
  applicant_name: text(100),
  flat_no: flatNo,
  contact_number: phone,
  email: optionalEmail,
  work_type: z.enum(WORK_TYPES, { error: HOUSE_REPAIRS_TEXT.workType }),
  work_description: optionalLongText(2000),
  duration_days: optionalDays,
  start_date: optionalDate,
  contractor_name: optionalText(100),
  contractor_address: optionalLongText(255),
  contractor_contact: optionalPhone,
  cheque_number: optionalText(30),
  cheque_date: optionalDate,
  bank_name: optionalText(100),
  amount: optionalAmount,
  terms_accepted: preprocess((v) => v ?? false, formBoolean).check(
    z.refine((v) => v === true, HOUSE_REPAIRS_TEXT.terms),
  ),
});
export type HouseRepairInput = z.input<typeof houseRepairInput>;

export const houseRepairSchema = z.object({
  id: z.string(),
  applicant_name: z.string(),
  flat_no: z.string(),
  contact_number: z.string(),
  email: z.nullable(z.string()),
  work_type: z.string(),
  work_description: z.nullable(z.string()),
  duration_days: z.nullable(z.number().check(z.int())),
  start_date: z.nullable(z.string()),
  contractor_name: z.nullable(z.string()),
  contractor_address: z.nullable(z.string()),
  contractor_contact: z.nullable(z.string()),
  cheque_number: z.nullable(z.string()),
  cheque_date: z.nullable(z.string()),
  bank_name: z.nullable(z.string()),
  amount: z.nullable(money),
  terms_accepted: z.boolean(),
  status: z.string(),
  repair_plans_url: z.nullable(z.string()),
  ...reasonField,
  created_at: timestamp,
});
export type HouseRepair = z.output<typeof houseRepairSchema>;

export const houseRepairsApi = {
  create: endpoint({
    method: 'POST',
    path: '/api/house-repairs',
    access: 'member',
    input: houseRepairInput,
    output: houseRepairSchema,
    upload: repairPlansUpload,
  }),
  /** The signed-in member's own requests, newest first. */
  mine: endpoint({
    method: 'GET',
    path: '/api/house-repairs',
    access: 'member',
    input: noInput,
    output: z.array(houseRepairSchema),
  }),
};
