// A flat's occupancy (src/shared/flats-admin.ts stores owner, let or vacant) in the office's language.
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { Occupancy } from '@/shared/flats-admin';
import { i18n } from '@/web/lib/i18n';

const OCCUPANCY: Record<Occupancy, MessageDescriptor> = {
  owner: msg`Owner-occupied`,
  let: msg`Let out`,
  vacant: msg`Vacant`,
};

const isOccupancy = (value: string): value is Occupancy => Object.hasOwn(OCCUPANCY, value);

/** An occupancy in the person's language; one the list does not know as stored. */
export const occupancyName = (value: string) => (isOccupancy(value) ? i18n._(OCCUPANCY[value]) : value);
