import { useQuery } from '@tanstack/react-query';
import {
  HALL_BOOKING_DECISIONS,
  HALL_CANCEL_DECISION,
  type HallBookingDecision,
  hallBookingsAdminApi,
} from '@/shared/hall-bookings-admin';
import { api } from '@/web/lib/api';
import { type ListQuery, listQuery } from '@/web/lib/list-query';

const KEY = ['admin-hall-bookings'] as const;

/** One page of the bookings tab; a status from the URL that is not one of ours is refused by the server. */
export const useAdminHallBookings = (query: ListQuery<typeof hallBookingsAdminApi.list>) =>
  useQuery(listQuery(KEY, hallBookingsAdminApi.list, query));

/** The office's decisions: Approve or Reject through `…/status`, Cancel Booking (reason required) through `…/cancel`. */
export const hallBookingDecisions = {
  rules: { ...HALL_BOOKING_DECISIONS, ...HALL_CANCEL_DECISION },
  queryKey: KEY,
  send: (id: string, key: HallBookingDecision, reason: string | null) =>
    key === 'cancel'
      ? api(hallBookingsAdminApi.cancel, { id, reason: reason ?? '' })
      : api(hallBookingsAdminApi.decide, { id, status: key, reason }),
};
