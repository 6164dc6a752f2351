import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  type HallBookingCancelInput,
  type HallBookingDecisionInput,
  hallBookingsAdminApi,
} from '@/shared/hall-bookings-admin';
import { api } from '@/web/lib/api';
import { type ListQuery, listQuery } from '@/web/lib/list-query';
import { invalidateAdminBadges } from '../admin/badges';

const KEY = ['admin-hall-bookings'] as const;

/** One page of the bookings tab; a status from the URL that is not one of ours is refused by the server. */
export const useAdminHallBookings = (query: ListQuery<typeof hallBookingsAdminApi.list>) =>
  useQuery(listQuery(KEY, hallBookingsAdminApi.list, query));

/** Approve or Reject; afterwards (also after a refusal: the row has moved on) the list and badges reload. */
export function useHallBookingDecision() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (input: HallBookingDecisionInput) => api(hallBookingsAdminApi.decide, input),
    onSettled: () => Promise.all([qc.invalidateQueries({ queryKey: KEY }), invalidateAdminBadges(qc)]),
  });
}

/** Cancel an approved booking with the reason mailed to the resident; the list and badges reload. */
export function useHallBookingCancel() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (input: HallBookingCancelInput) => api(hallBookingsAdminApi.cancel, input),
    onSettled: () => Promise.all([qc.invalidateQueries({ queryKey: KEY }), invalidateAdminBadges(qc)]),
  });
}
