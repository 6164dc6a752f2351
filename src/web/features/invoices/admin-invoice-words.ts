// The invoices' words as the office reads them, translated: the repair types (stored in English, src/shared/
// invoices.ts) and the server's messages the upload forms show, added to server-messages.ts's lookup when the
// office's invoices screen loads (so they download with it, in the office's invoices part). The residents' My
// Invoices has the repair types' words in repair-types.ts, in its own catalogue.
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { RepairType } from '@/shared/invoices';
import { i18n } from '@/web/lib/i18n';
import { knowMessages } from '@/web/lib/server-messages';

const REPAIR_TYPE: Record<RepairType, MessageDescriptor> = {
  electrical: msg`Electrical`,
  plumbing: msg`Plumbing`,
  painting: msg`Painting`,
  carpentry: msg`Carpentry`,
  masonry: msg`Masonry`,
  other: msg`Other`,
};
/** A repair type in the person's language; an unknown one as stored. */
export const repairTypeName = (type: string) => (isRepairType(type) ? i18n._(REPAIR_TYPE[type]) : type);
const isRepairType = (type: string): type is RepairType => Object.hasOwn(REPAIR_TYPE, type);

knowMessages(
  {
    'Please select a PDF file to upload': msg`Please select a PDF file to upload`,
    'Please select a PDF smaller than 10MB': msg`Please select a PDF smaller than 10MB`,
    'Invoice number is required': msg`Invoice number is required`,
    'Invoice number may use letters, digits, spaces and / - _ . #': msg`Invoice number may use letters, digits, spaces and / - _ . #`,
    'Invoice date is required': msg`Invoice date is required`,
    'Amount is required': msg`Amount is required`,
    'Please enter an amount above 0 with at most 2 decimals, e.g. 2500.50': msg`Please enter an amount above 0 with at most 2 decimals, e.g. 2500.50`,
    'Amount must be less than ₹10,00,00,000': msg`Amount must be less than ₹10,00,00,000`,
    'The due date cannot be before the invoice date': msg`The due date cannot be before the invoice date`,
    'Please choose a repair type': msg`Please choose a repair type`,
    'Unsupported file type. Allowed: PDF': msg`Unsupported file type. Allowed: PDF`,
  },
  [
    [
      /^No resident profile has flat (.+)\. Please check the flat number\.$/,
      (flat) => i18n._(msg`No resident profile has flat ${flat}. Please check the flat number.`),
    ],
    [
      // Two values: the whole message is matched, and read again for both.
      /^(Invoice number .+ already exists for flat .+)$/,
      (text) =>
        text.replace(
          /^Invoice number (.+) already exists for flat (.+)$/,
          (_, number: string, flat: string) =>
            i18n._(msg`Invoice number ${number} already exists for flat ${flat}`),
        ),
    ],
  ],
);
