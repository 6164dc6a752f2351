// The resident dashboard in one request: own memberships, bookings and parking, plus the latest notices.
import { desc, eq } from 'drizzle-orm';
import type { z } from 'zod';
import { DASHBOARD_LIMITS, type dashboardSchema } from '../../../shared/dashboard.ts';
import { todayIn } from '../../../shared/dates.ts';
import type { AppContext, SessionUser } from '../../context.ts';
import { carParkingRegistrations, hallBookings } from '../../db/schema.ts';
import { expireMemberships } from '../../jobs/expire-memberships.ts';
import { liveCounts } from '../../platform/figures.ts';
import { latestActive } from '../announcements/service.ts';
import { outstandingOf } from '../dues/outstanding.ts';
import { listOwnMemberships } from '../memberships/service.ts';

export async function dashboard(
  ctx: AppContext,
  user: SessionUser,
): Promise<z.input<typeof dashboardSchema>> {
  // The member's expired memberships are stored inactive before anything is read (the spec's on-load update).
  await expireMemberships(ctx.db, ctx.config.SOCIETY_TIMEZONE, { userId: user.id });
  const today = todayIn(ctx.config.SOCIETY_TIMEZONE);
  const [memberships, bookings, counts, parking, notices, dues] = await Promise.all([
    listOwnMemberships(ctx, user.id),
    ctx.db
      .select({
        id: hallBookings.id,
        hall_type: hallBookings.hall_type,
        event_name: hallBookings.event_name,
        event_date: hallBookings.event_date,
        event_time: hallBookings.event_time,
        status: hallBookings.status,
        additional_notes: hallBookings.additional_notes,
        decision_reason: hallBookings.decision_reason,
        created_at: hallBookings.created_at,
      })
      .from(hallBookings)
      .where(eq(hallBookings.user_id, user.id))
      .orderBy(desc(hallBookings.created_at))
      .limit(DASHBOARD_LIMITS.bookings),
    liveCounts(ctx.db, user.id, today),
    ctx.db
      .select({
        id: carParkingRegistrations.id,
        vehicle_number: carParkingRegistrations.vehicle_number,
        parking_slot_requested: carParkingRegistrations.parking_slot_requested,
        slot_number: carParkingRegistrations.slot_number,
        decision_reason: carParkingRegistrations.decision_reason,
        vehicle_type: carParkingRegistrations.vehicle_type,
        status: carParkingRegistrations.status,
        created_at: carParkingRegistrations.created_at,
      })
      .from(carParkingRegistrations)
      .where(eq(carParkingRegistrations.user_id, user.id))
      .orderBy(desc(carParkingRegistrations.created_at)),
    latestActive(ctx.db, DASHBOARD_LIMITS.announcements),
    outstandingOf(ctx.db, user.id),
  ]);
  return {
    memberships,
    bookings,
    parking,
    announcements: notices,
    counts,
    dues,
  };
}
