// A repair invoice's type (stored in English, src/shared/invoices.ts) as the resident reads it on My Invoices, in
// their language. The office's screens have the same words in admin-invoice-words.ts, in the office's catalogue:
// each side downloads only its own part.
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { RepairType } from '@/shared/invoices';
import { i18n } from '@/web/lib/i18n';

const REPAIR_TYPE: Record<RepairType, MessageDescriptor> = {
  electrical: msg`Electrical`,
  plumbing: msg`Plumbing`,
  painting: msg`Painting`,
  carpentry: msg`Carpentry`,
  masonry: msg`Masonry`,
  other: msg`Other`,
};
const isRepairType = (type: string): type is RepairType => Object.hasOwn(REPAIR_TYPE, type);

/** A repair type in the person's language; an unknown one as stored. */
export const repairTypeName = (type: string) => (isRepairType(type) ? i18n._(REPAIR_TYPE[type]) : type);
