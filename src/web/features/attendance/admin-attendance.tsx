// /admin/attendance: the staff register, daily attendance with the month view, leave balances and the public
// holidays, for a year chosen at the top (this year on the society's calendar unless the URL says otherwise).
// The open tab and the year are in the URL; switching tabs starts the other tab's table afresh.
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { CalendarCheck, CalendarDays, Users, Wallet } from 'lucide-react';
import { useId } from 'react';
import { ATTENDANCE_TEXT } from '@/shared/attendance/common';
import { NativeSelect } from '@/web/components/ui/input';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/web/components/ui/tabs';
import { useSearchParams } from '@/web/lib/router';
import { inLanguage } from '@/web/lib/server-messages';
import { AdminPageFrame } from '../admin/admin-page-frame';
import './admin-attendance-words';
import { HolidaysTab } from './admin-holidays-tab';
import { LeaveBalancesTab } from './admin-leave-balances-tab';
import { MarkAttendanceTab } from './admin-mark-attendance-tab';
import { StaffTab } from './admin-staff-tab';
import { currentYear, useYear } from './use-admin-attendance';

const TABS = [
  { value: 'staff', label: msg`Staff Members`, icon: Users },
  { value: 'mark', label: msg`Mark Attendance`, icon: CalendarCheck },
  { value: 'balances', label: msg`Leave Balances`, icon: Wallet },
  { value: 'holidays', label: msg`Public Holidays`, icon: CalendarDays },
] as const;
type Tab = (typeof TABS)[number]['value'];

export default function AdminAttendance() {
  const [params, setParams] = useSearchParams();
  const tab: Tab = TABS.find((t) => t.value === params.get('tab'))?.value ?? 'staff';
  const year = useYear();
  const { t, i18n } = useLingui();
  const show = (next: { tab?: string; year?: number }) => {
    const t = next.tab ?? tab;
    const y = next.year ?? year;
    setParams({ ...(t === 'staff' ? {} : { tab: t }), ...(y === currentYear() ? {} : { year: String(y) }) });
  };

  return (
    <AdminPageFrame
      title={inLanguage(ATTENDANCE_TEXT.title)}
      description={t`Keep the staff register, mark who came each day, and manage leave balances and the year's public holidays.`}
      actions={<YearSelect year={year} onChange={(y) => show({ year: y })} />}
    >
      <Tabs value={tab} onValueChange={(next) => show({ tab: next })}>
        <TabsList className="grid w-full grid-cols-2 sm:inline-flex sm:w-auto">
          {TABS.map(({ value, label, icon: Icon }) => (
            <TabsTrigger key={value} value={value}>
              <Icon aria-hidden className="size-4" /> {i18n._(label)}
            </TabsTrigger>
          ))}
        </TabsList>
        <TabsContent value="staff">
          <StaffTab />
        </TabsContent>
        <TabsContent value="mark">
          <MarkAttendanceTab year={year} />
        </TabsContent>
        <TabsContent value="balances">
          <LeaveBalancesTab year={year} />
        </TabsContent>
        <TabsContent value="holidays">
          <HolidaysTab year={year} />
        </TabsContent>
      </Tabs>
    </AdminPageFrame>
  );
}

/** Five years back and one ahead of this year, and whatever year the URL asked for. */
function YearSelect({ year, onChange }: { year: number; onChange(year: number): void }) {
  const id = useId();
  const { t } = useLingui();
  const now = currentYear();
  const years = Array.from({ length: 7 }, (_, i) => now + 1 - i);
  if (!years.includes(year)) years.push(year);
  years.sort((x, y) => y - x);
  return (
    <div className="flex items-center gap-2">
      <label htmlFor={id} className="text-sm font-medium">
        {t`Year`}
      </label>
      <NativeSelect id={id} className="w-28" value={year} onChange={(e) => onChange(Number(e.target.value))}>
        {years.map((y) => (
          <option key={y} value={y}>
            {y}
          </option>
        ))}
      </NativeSelect>
    </div>
  );
}
