// The repair types (stored in English, src/shared/invoices.ts) in the person's language: the resident's repair
// invoices' badge and the office's invoice screens. A resident file, so its messages are in the invoices folder's
// catalogue, which both download (src/shared/page-messages.ts).
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
