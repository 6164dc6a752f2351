import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { parkingApi, type vehiclesSchema } from '@/shared/parking';
import { api, upload } from '@/web/lib/api';

const MINE_KEY = ['parking', 'mine'] as const;

export const useMyRegistrations = () => useQuery({ queryKey: MINE_KEY, queryFn: () => api(parkingApi.mine) });

export interface RegistrationRequest {
  owner_name: string;
  flat_no: string;
  contact_number: string;
  vehicles: z.output<typeof vehiclesSchema>;
  rcCopy: File | null;
}

export function useRegisterVehicles() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ rcCopy, vehicles, ...member }: RegistrationRequest) =>
      upload(parkingApi.register, { ...member, vehicles: JSON.stringify(vehicles) }, rcCopy),
    onSuccess: () =>
      Promise.all([
        qc.invalidateQueries({ queryKey: MINE_KEY }),
        qc.invalidateQueries({ queryKey: ['dashboard'] }),
      ]),
  });
}
