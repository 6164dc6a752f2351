// The names of the committee's roles, the back-office's areas and the levels of reach, in the office's language
// (docs/glossary.md). Shared by the roles screen and the role badges.
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { Area, Level, Role } from '@/shared/permissions';

export const ROLE_NAMES: Record<Role, MessageDescriptor> = {
  chairman: msg`Chairman`,
  secretary: msg`Secretary`,
  treasurer: msg`Treasurer`,
  committee_member: msg`Committee member`,
  office_staff: msg`Office staff`,
  auditor: msg`Auditor`,
};

export const AREA_NAMES: Record<Area, MessageDescriptor> = {
  content: msg`Notices and content`,
  approvals: msg`Approvals`,
  people: msg`Profiles and flats`,
  inventory: msg`Inventory`,
  attendance: msg`Attendance`,
  invoices: msg`Invoices`,
  accounts: msg`Accounts`,
  helpdesk: msg`Helpdesk`,
  settings: msg`Settings`,
  roles: msg`Roles and audit log`,
};

/** A level's name, and `none` for an area closed to the role. */
export const LEVEL_NAMES: Record<Level | 'none', MessageDescriptor> = {
  none: msg({ message: 'None', context: 'level of reach' }),
  view: msg({ message: 'View', context: 'level of reach' }),
  manage: msg({ message: 'Manage', context: 'level of reach' }),
  approve: msg({ message: 'Approve', context: 'level of reach' }),
};
