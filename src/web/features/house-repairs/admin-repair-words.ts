// A request's work type (stored in English, src/shared/house-repairs.ts) as the office reads it in its list, its
// decisions and print preview, in the office's language. The residents' screens have the same words in labels.ts,
// in their own catalogue: the office downloads only its part (features/admin/office-messages.ts).
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { WorkType } from '@/shared/house-repairs';
import { i18n } from '@/web/lib/i18n';

const WORK_TYPES: Record<WorkType, MessageDescriptor> = {
  'Minor Repair': msg`Minor Repair`,
  'Major Repair': msg`Major Repair`,
  Renovation: msg`Renovation`,
  'Painting & Polishing': msg`Painting & Polishing`,
  Plumbing: msg`Plumbing`,
  Electrical: msg`Electrical`,
  Carpentry: msg`Carpentry`,
  'Flooring / Tiling': msg`Flooring / Tiling`,
  Waterproofing: msg`Waterproofing`,
  Other: msg`Other`,
};

const isWorkType = (value: string): value is WorkType => Object.hasOwn(WORK_TYPES, value);

/** A work type in the office's language (as stored, if it is not one of the list's). */
export const workTypeName = (value: string) => (isWorkType(value) ? i18n._(WORK_TYPES[value]) : value);
