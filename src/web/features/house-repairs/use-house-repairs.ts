import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type HouseRepairInput, houseRepairsApi } from '@/shared/house-repairs';
import { api, upload } from '@/web/lib/api';

const MINE_KEY = ['house-repairs', 'mine'] as const;

export const useMyRepairs = () => useQuery({ queryKey: MINE_KEY, queryFn: () => api(houseRepairsApi.mine) });

export function useRequestRepair() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ input, plans }: { input: HouseRepairInput; plans: File | null }) =>
      upload(houseRepairsApi.create, input, plans),
    onSuccess: () => qc.invalidateQueries({ queryKey: MINE_KEY }),
  });
}
