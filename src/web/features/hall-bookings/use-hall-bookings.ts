import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type HallBookingInput, hallBookingsApi } from '@/shared/hall-bookings';
import { api } from '@/web/lib/api';

const KEY = ['hall-bookings'] as const;

/** Taken dates and timings and the booking rules; fresh on each visit, as other residents book meanwhile. */
export const useAvailability = () =>
  useQuery({
    queryKey: [...KEY, 'availability'],
    queryFn: () => api(hallBookingsApi.availability),
    refetchOnMount: 'always',
  });

export const useMyBookings = () =>
  useQuery({ queryKey: [...KEY, 'mine'], queryFn: () => api(hallBookingsApi.mine) });

/** After a request or a cancellation: the taken slots, the own list and the dashboard change. */
const refresh = (qc: ReturnType<typeof useQueryClient>) =>
  Promise.all([qc.invalidateQueries({ queryKey: KEY }), qc.invalidateQueries({ queryKey: ['dashboard'] })]);

export function useRequestBooking() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (input: HallBookingInput) => api(hallBookingsApi.create, input),
    onSuccess: () => refresh(qc),
  });
}

export function useCancelBooking() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api(hallBookingsApi.cancel, { id }),
    onSettled: () => refresh(qc),
  });
}
