// The office's decision endpoints are made from each feature's rule table: every decision is reachable at the
// path API clients call, and takes the resident's reason exactly where its rule says so.
import { describe, expect, it } from 'vitest';
import { type core, safeParse } from 'zod';
import type { DecisionRules } from './decisions.ts';
import {
  HALL_BOOKING_DECISIONS,
  HALL_BOOKINGS_ADMIN_TEXT,
  HALL_CANCEL_DECISION,
  hallBookingsAdminApi,
} from './hall-bookings-admin.ts';
import { houseRepairsAdminApi, REPAIR_DECISIONS } from './house-repairs-admin.ts';
import { MEMBERSHIP_DECISIONS, MEMBERSHIPS_ADMIN_TEXT, membershipsAdminApi } from './memberships-admin.ts';
import { PARKING_DECISIONS, parkingAdminApi } from './parking-admin.ts';

const id = '7f1c1e8e-3b2a-4c55-9a4e-2f0d6a1b9c01';
type Api = Record<string, { method: string; path: string; access: string; input: core.$ZodType }>;
const check = (api: Api, name: string, input: object) => safeParse(api[name].input, input);
const parse = (api: Api, name: string, input: object) => check(api, name, input).success;

/** A decision with its own endpoint, named and addressed by its key. */
const own: [string, Api, DecisionRules, string][] = [
  ['parking', parkingAdminApi, PARKING_DECISIONS, '/api/admin/parking-registrations'],
  ['house repairs', houseRepairsAdminApi, REPAIR_DECISIONS, '/api/admin/house-repairs'],
  ['hall cancel', hallBookingsAdminApi, HALL_CANCEL_DECISION, '/api/admin/hall-bookings'],
];

describe.each(own)('%s: one endpoint per decision', (_, api, rules, base) => {
  it.each(Object.entries(rules))(
    '%s: POST <base>/:id/<key>, a reason only where the rule takes one',
    (key, rule) => {
      expect(api[key]).toMatchObject({
        method: 'POST',
        path: `${base}/:id/${key}`,
        access: 'approvals:manage',
      });
      expect(parse(api, key, { id })).toBe(rule.reason !== 'required');
      expect(parse(api, key, { id, reason: 'Slot taken' })).toBe(rule.reason !== undefined);
    },
  );
});

const shared: [string, Api, DecisionRules, string, string][] = [
  [
    'hall bookings',
    hallBookingsAdminApi,
    HALL_BOOKING_DECISIONS,
    '/api/admin/hall-bookings',
    HALL_BOOKINGS_ADMIN_TEXT.invalidDecision,
  ],
  [
    'memberships',
    membershipsAdminApi,
    MEMBERSHIP_DECISIONS,
    '/api/admin/memberships',
    MEMBERSHIPS_ADMIN_TEXT.invalidDecision,
  ],
];

describe.each(shared)('%s: one endpoint choosing by status', (_, api, rules, base, invalid) => {
  it('is POST <base>/:id/status', () => {
    expect(api.decide).toMatchObject({
      method: 'POST',
      path: `${base}/:id/status`,
      access: 'approvals:manage',
    });
  });
  it.each(Object.entries(rules))('%s: a reason only where the rule takes one', (status, rule) => {
    expect(parse(api, 'decide', { id, status })).toBe(true);
    expect(parse(api, 'decide', { id, status, reason: 'Dates clash' })).toBe(rule.reason !== undefined);
  });
  it('refuses a decision the table does not have, saying which it has', () => {
    expect(check(api, 'decide', { id, status: 'pending' }).error?.issues).toMatchObject([
      { path: ['status'], message: invalid },
    ]);
  });
});
