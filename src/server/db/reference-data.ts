// Rows the portal needs from its first start: membership plans, the society's settings and the podium's prices.

import { BOOKING_OPTIONS } from '../../shared/hall-bookings.ts';
import { backfillPayments } from '../platform/payments-backfill.ts';
import type { Db } from './client.ts';
import { hallBookingPrices, membershipPlans, societySettings } from './schema.ts';

export const DEFAULT_PLANS = [
  {
    name: 'Daily',
    description: 'Single-day access to the society gym',
    price_inr: '100.00',
    duration_days: 1,
  },
  {
    name: 'Monthly',
    description: 'Unlimited gym access for 30 days',
    price_inr: '1500.00',
    duration_days: 30,
  },
  {
    name: 'Quarterly',
    description: 'Unlimited gym access for 90 days',
    price_inr: '4000.00',
    duration_days: 90,
  },
  {
    name: 'Yearly',
    description: 'Unlimited gym access for a full year',
    price_inr: '14000.00',
    duration_days: 365,
  },
];

export const DEFAULT_SETTINGS = {
  id: 1,
  name: 'Sagar Darshan Co-operative Housing Society',
  address: 'Plot 14, Carter Road, Bandra (West), Mumbai, Maharashtra',
  postal_code: '400050',
  contact: '+91 22 2640 1234',
  email: 'office@sagardarshan-chs.in',
  description:
    'A residential co-operative of 120 families on the Bandra seafront, with a gym, a podium hall, a multipurpose court and a kids play area.',
  disclaimer:
    'This portal is for the use of members of the society. Information shown here is provided for convenience; the records kept by the society office prevail.',
  upi_id: 'sagardarshanchs@upi',
};

export async function ensureReferenceData(db: Db, timeZone: string) {
  // Plans only into an empty table, so plans the office removes stay removed.
  const [anyPlan] = await db.select({ id: membershipPlans.id }).from(membershipPlans).limit(1);
  if (!anyPlan) await db.insert(membershipPlans).values(DEFAULT_PLANS).onConflictDoNothing();
  await db.insert(societySettings).values(DEFAULT_SETTINGS).onConflictDoNothing();
  // The starting prices where the office has set none; a price the office set is kept.
  await db
    .insert(hallBookingPrices)
    .values(BOOKING_OPTIONS.map((o) => ({ booking_option: o.value, base_inr: o.base.toFixed(2) })))
    .onConflictDoNothing();
  await backfillPayments(db, timeZone);
}
