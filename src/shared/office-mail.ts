// How the office hears of new requests (gym memberships, hall bookings, parking, house repairs): a mail per
// request, or one digest a day. A setting of its own in Admin → Settings, with its own endpoints.
import * as z from 'zod/mini';
import { endpoint, noInput } from './contract.ts';

export const OFFICE_MAIL_MODES = [
  {
    value: 'each',
    label: 'Each request',
    hint: 'A mail to the office for every new request, as it arrives.',
  },
  {
    value: 'digest',
    label: 'Daily digest',
    hint: 'One mail a day listing the requests of the past day and what is still pending.',
  },
] as const;
export type OfficeMailMode = (typeof OFFICE_MAIL_MODES)[number]['value'];
const MODE_VALUES = OFFICE_MAIL_MODES.map((m) => m.value) as [OfficeMailMode, ...OfficeMailMode[]];

export const OFFICE_MAIL_TEXT = {
  saved: 'Office mail setting saved',
  saveFailed: 'Failed to save the office mail setting',
  invalidMode: 'Please choose each request or daily digest',
} as const;

export const officeMailSettingSchema = z.strictObject({
  mode: z.enum(MODE_VALUES, { error: OFFICE_MAIL_TEXT.invalidMode }),
});
export type OfficeMailSetting = z.output<typeof officeMailSettingSchema>;

// The office's own mail setting, on the Settings screen (settings:view to read, settings:manage to change).
export const officeMailAdminApi = {
  get: endpoint({
    method: 'GET',
    path: '/api/admin/settings/office-mail',
    access: 'settings:view',
    input: noInput,
    output: officeMailSettingSchema,
  }),
  update: endpoint({
    method: 'PUT',
    path: '/api/admin/settings/office-mail',
    access: 'settings:manage',
    input: officeMailSettingSchema,
    output: officeMailSettingSchema,
  }),
};
