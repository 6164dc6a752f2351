// The attendance screen's queries and writes. Every write refreshes every attendance query: a marked leave moves
// a balance, a deactivated staff member leaves the pickers, a holiday changes the form's suggestion.
import { keepPreviousData, skipToken, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { attendanceAdminApi as a } from '@/shared/attendance';
import { attendanceExportFileName } from '@/shared/attendance/daily';
import type { Input } from '@/shared/contract';
import { api, download, upload } from '@/web/lib/api';
import { type ListQuery, listQuery } from '@/web/lib/list-query';
import { useSearchParams } from '@/web/lib/router';
import { societyToday } from '@/web/lib/utils';

const KEY = ['admin-attendance'] as const;
export const currentYear = () => Number(societyToday().slice(0, 4));

/** The year the screen shows: from the URL, else this year on the society's calendar. */
export function useYear() {
  const [params] = useSearchParams();
  const year = Number(params.get('year'));
  return Number.isInteger(year) && year >= 1900 && year <= 2999 ? year : currentYear();
}

/** A page of one of the tabs' lists; no read while the input is not known yet (null). */
const usePaged = <E extends (typeof a)[keyof typeof a]>(name: string, e: E, input: Input<E> | null) =>
  useQuery({
    queryKey: [...KEY, name, input],
    queryFn: input === null ? skipToken : () => api(e, input),
    placeholderData: keepPreviousData,
  });

export const useStaff = (query: ListQuery<typeof a.staff>) =>
  useQuery(listQuery([...KEY, 'staff'], a.staff, query));
export const useAttendance = (query: Input<typeof a.attendance>) => usePaged('records', a.attendance, query);
export const useMonth = (query: Input<typeof a.month>) => usePaged('month', a.month, query);
export const useBalances = (query: Input<typeof a.balances>) => usePaged('balances', a.balances, query);
export const useHolidays = (query: Input<typeof a.holidays> | null) =>
  usePaged('holidays', a.holidays, query);

export const useDayRegister = (date: string | null) =>
  useQuery({
    queryKey: [...KEY, 'day', date],
    queryFn: () => api(a.day, { date: date! }),
    enabled: date !== null,
  });

export const useStaffOptions = () =>
  useQuery({ queryKey: [...KEY, 'options'], queryFn: () => api(a.staffOptions), staleTime: 60_000 });

function useWrite<V, R>(mutationFn: (vars: V) => Promise<R>) {
  const qc = useQueryClient();
  return useMutation({ mutationFn, onSettled: () => qc.invalidateQueries({ queryKey: KEY }) });
}

export const useAddStaff = () =>
  useWrite(({ values, file }: { values: Input<typeof a.addStaff>; file: File | null }) =>
    upload(a.addStaff, values, file),
  );
export const useDeactivateStaff = () => useWrite((id: string) => api(a.deactivateStaff, { id }));
export const useMark = () => useWrite((input: Input<typeof a.mark>) => api(a.mark, input));
export const useMarkDay = () => useWrite((input: Input<typeof a.markDay>) => api(a.markDay, input));
export const useEdit = () => useWrite((input: Input<typeof a.edit>) => api(a.edit, input));
export const useAdjust = () => useWrite((input: Input<typeof a.adjust>) => api(a.adjust, input));
export const useCreateBalances = () => useWrite((year: number) => api(a.createBalances, { year }));
export const useAddHoliday = () => useWrite((input: Input<typeof a.addHoliday>) => api(a.addHoliday, input));
export const useDeactivateHoliday = () => useWrite((id: string) => api(a.deactivateHoliday, { id }));

export const exportMonth = (filters: Input<typeof a.export>) =>
  download(a.export, filters, attendanceExportFileName(Number(filters.year), Number(filters.month)));
