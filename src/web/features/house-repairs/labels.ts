// The repair rules and work types in the person's language. The shared lists (src/shared/house-repairs.ts) keep
// the English the server stores and checks; a request's work type is stored in English and shown translated.
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { WorkType } from '@/shared/house-repairs';
import { i18n } from '@/web/lib/i18n';

export const RULES = [
  msg`Major repairs need a plan approved by an architect, submitted with this request.`,
  msg`No structural changes are allowed (columns, beams, load-bearing walls and slabs must not be altered).`,
  msg`On bank holidays and Sundays only painting and polishing work is allowed.`,
  msg`Work must stop from 2:00 PM to 4:00 PM every day.`,
  msg`Interior work is allowed from 10:00 AM to 6:45 PM; workers must leave the premises by 7:00 PM, using the service lift.`,
  msg`Noisy work (cutting, grinding and similar) must be done in the garage area.`,
  msg`No tempo or truck may enter the premises before 9:00 AM or after 7:00 PM.`,
  msg`The deposit is returned after deducting charges for the actual number of months taken.`,
  msg`The work must be finished within 9 months; otherwise a penalty of ₹10,000 per extra month applies.`,
  msg`The society is not liable for any accident during the work.`,
];

const WORK_TYPE_LABELS: Record<WorkType, MessageDescriptor> = {
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

const isWorkType = (value: string): value is WorkType => Object.hasOwn(WORK_TYPE_LABELS, value);

/** A work type in the person's language (as stored, if it is not one of the list's). */
export const workTypeText = (value: string) => (isWorkType(value) ? i18n._(WORK_TYPE_LABELS[value]) : value);
