import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type HallBookingInput, hallBookingsApi } from '@/shared/hall-bookings';
import { api } from '@/web/lib/api';

export function useRequestBooking() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (input: HallBookingInput) => api(hallBookingsApi.create, input),
    // The dashboard lists bookings too.
    onSuccess: () =>
      Promise.all([
        qc.invalidateQueries({ queryKey: ['hall-bookings'] }),
        qc.invalidateQueries({ queryKey: ['dashboard'] }),
      ]),
  });
}
